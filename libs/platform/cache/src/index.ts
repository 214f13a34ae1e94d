export * from './lib/cache.port';
