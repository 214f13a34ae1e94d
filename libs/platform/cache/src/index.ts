export * from './lib/cache.port';
export * from './lib/shared-computations';
export * from './lib/memory/memory-cache';
export * from './lib/redis/redis-cache';
export * from './lib/rate-limits';
export * from './lib/lease';
export * from './lib/read-through/read-through-cache';
