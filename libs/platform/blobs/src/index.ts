export * from './lib/blobs.port';
export * from './lib/blob-keys';
export * from './lib/read-within';
export * from './lib/filesystem/filesystem-blob-store';
export * from './lib/minio/minio-blob-store';
