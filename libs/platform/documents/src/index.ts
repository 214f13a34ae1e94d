export * from './lib/documents.port';
export * from './lib/embedded/embedded-document-store';
