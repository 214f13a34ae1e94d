export * from './lib/cache.port';
export * from './lib/shared-computations';
export * from './lib/memory/memory-cache';
