export * from './lib/blobs.port';
