import { runCacheContract } from '../../testing';
import { MemoryCache } from './memory-cache';
import { ReadThroughCache } from '../read-through/read-through-cache';

runCacheContract('memory (lru-cache)', async () => {
  const cache = new MemoryCache({ maxEntries: 1_000 });
  return { cache, cleanup: () => cache.close() };
});

describe('read-through admission on the second read', () => {
  it('stores an answer only once it is read again, so one-off reads never fill the cache', async () => {
    const cache = new MemoryCache({ maxEntries: 1_000 });
    const reads = new ReadThroughCache(cache, {
      version: 'build-1',
      ttlMs: 10_000,
      admitOnSecondRead: { remembered: 100 },
    });
    const computed: number[] = [];
    const answer = (n: number) => async () => {
      computed.push(n);
      return n;
    };
    for (let i = 0; i < 50; i++)
      await reads.read('catalog', 'text', { text: `random-${i}` }, answer(i));
    // None was stored: read again, each is computed again (and stored now).
    expect(await reads.read('catalog', 'text', { text: 'random-7' }, answer(200))).toBe(200);
    expect(await reads.read('catalog', 'text', { text: 'random-7' }, answer(201))).toBe(200);
    expect(await reads.read('catalog', 'text', { text: 'popular' }, answer(100))).toBe(100);
    expect(await reads.read('catalog', 'text', { text: 'popular' }, answer(101))).toBe(101);
    expect(await reads.read('catalog', 'text', { text: 'popular' }, answer(102))).toBe(101);
    expect(computed.slice(-2)).toEqual([100, 101]);
    await cache.close();
  });
});
