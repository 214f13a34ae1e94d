import { runCacheContract } from '../../testing';
import { MemoryCache } from './memory-cache';

runCacheContract('memory (lru-cache)', async () => {
  const cache = new MemoryCache({ maxEntries: 1_000 });
  return { cache, cleanup: () => cache.close() };
});
