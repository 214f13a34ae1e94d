export * from './lib/documents.port';
export * from './lib/embedded/embedded-document-store';
export * from './lib/mongo/mongo-document-store';
