import type { StoreHit } from '@snap/domain';
import { MemoryCache } from '@snap/platform-cache';
import { Metrics } from '@snap/platform-observability';
import { READ_SCOPES, ReadCache } from './read-cache';

const NINE_TO_FIVE = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
    day,
    { open: '09:00', close: '17:00', closed: false },
  ]),
);

/** A store in Atlanta (America/New_York) open 9 to 5. */
const store = (id: string): StoreHit =>
  ({
    id,
    Store_Name: `Corner Market ${id}`,
    Latitude: 33.75,
    Longitude: -84.39,
    weeklyHours: NINE_TO_FIVE,
    provider: null,
    status: 'active',
    distanceMiles: 0.5,
    similarityScore: null,
  }) as unknown as StoreHit;

describe('ReadCache', () => {
  let cache: MemoryCache;
  let metrics: Metrics;
  let reads: ReadCache;

  beforeEach(() => {
    cache = new MemoryCache();
    metrics = new Metrics('gateway');
    reads = new ReadCache(
      cache,
      metrics,
      { name: 'gateway', version: '1.0.0' },
      { ttlSeconds: 60 },
    );
  });

  afterEach(async () => {
    jest.useRealTimers();
    await cache.close();
  });

  it('computes open now at each read, whenever the list was cached', async () => {
    metrics = new Metrics('gateway');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    // Monday 2026-03-09, 10:00 in Atlanta (EDT).
    jest.setSystemTime(new Date('2026-03-09T14:00:00Z'));
    // Kept for a day: the list outlives the store's closing time.
    const dayLong = new ReadCache(
      cache,
      metrics,
      { name: 'gateway', version: '1' },
      {
        ttlSeconds: 86_400,
      },
    );
    let asked = 0;
    const ask = async () => {
      asked++;
      return [store('a')];
    };
    for (let read = 0; read < 2; read++)
      expect((await dayLong.stores('zip', { zip: '30303' }, ask))[0].openNow).toBe(true);
    // 20:00 in Atlanta: the same cached list, closed now.
    jest.setSystemTime(new Date('2026-03-10T00:00:00Z'));
    expect((await dayLong.stores('zip', { zip: '30303' }, ask))[0].openNow).toBe(false);
    expect(asked).toBe(2);
  });

  it('counts hits, misses and evictions on /metrics', async () => {
    const ask = async () => [store('a')];
    for (let read = 0; read < 3; read++) await reads.stores('text', { text: 'kroger' }, ask);
    await reads.evict(READ_SCOPES.catalog, 'store-status');
    await reads.stores('text', { text: 'kroger' }, ask);
    const { body } = await metrics.exposition();
    expect(body).toMatch(
      /read_cache_reads_total\{scope="catalog",outcome="miss",service="gateway"\} 3/,
    );
    expect(body).toMatch(
      /read_cache_reads_total\{scope="catalog",outcome="hit",service="gateway"\} 1/,
    );
    expect(body).toMatch(
      /read_cache_evictions_total\{scope="catalog",reason="store-status",service="gateway"\} 1/,
    );
  });

  it('turned off (a time to live of 0), asks every time and keeps nothing', async () => {
    const off = new ReadCache(
      cache,
      new Metrics('gateway'),
      { name: 'gateway', version: '1' },
      {
        ttlSeconds: 0,
      },
    );
    let asked = 0;
    for (let read = 0; read < 3; read++)
      await off.store({ id: 'a' }, async () => {
        asked++;
        return store('a');
      });
    expect(asked).toBe(3);
  });
});
