export * from './lib/search-index.port';
