export * from './lib/search-index.port';
export * from './lib/embedded/embedded-store-index';
export * from './lib/text-similarity';
export * from './lib/elasticsearch/elasticsearch-store-index';
