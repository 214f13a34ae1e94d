export * from './lib/documents.port';
