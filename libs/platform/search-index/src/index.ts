export * from './lib/search-index.port';
export * from './lib/embedded/embedded-store-index';
export * from './lib/embedded/text-similarity';
