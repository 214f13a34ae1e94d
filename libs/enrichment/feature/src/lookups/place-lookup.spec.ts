import { Logger } from '@nestjs/common';
import { ENRICHMENT_LIMITS } from '@snap/domain';
import { MemoryCache } from '@snap/platform-cache';
import { PlacesBudget } from '../places-budget/places-budget';
import { HttpPlacesProvider } from '../places-provider/http-places-provider';
import { PROVIDER_FIXTURES } from '../testing/provider-fixtures';
import { ReplayingProviderServer } from '../testing/replaying-provider-server';
import { PlaceLookup } from './place-lookup';

const QUERY = 'SWEET AUBURN GROCERY 200 Auburn Ave NE, Atlanta, GA 30303';
// Only the clock is fake: HTTP and timers run for real against the local server.
const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;

describe('place lookup: budget, cache, shared in-flight calls, one retry', () => {
  let server: ReplayingProviderServer;
  let cache: MemoryCache;
  let budget: PlacesBudget;
  let lookup: PlaceLookup;
  let warnings: string[];

  beforeAll(async () => (server = await ReplayingProviderServer.start(PROVIDER_FIXTURES)));
  afterAll(() => server.close());
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: new Date('2026-06-10T12:00:00Z') });
    server.reset();
    cache = new MemoryCache();
    budget = new PlacesBudget(cache, 10);
    lookup = new PlaceLookup(
      new HttpPlacesProvider({ apiKey: 'k', baseUrl: server.placesUrl, timeoutMs: 2_000 }),
      cache,
      budget,
    );
    warnings = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('finds the place with two provider calls, each spending one unit of the budget', async () => {
    const result = await lookup.lookup('st_168254', QUERY);
    expect(result).toMatchObject({
      from: 'provider',
      budget_exceeded: false,
      error: null,
      place: { name: 'Sweet Auburn Grocery' },
    });
    expect(server.requests.map((r) => r.endpoint)).toEqual(['textsearch', 'details']);
    expect(await budget.state()).toEqual({ exceeded: false, used: 2, limit: 10 });
  });

  it('answers from the cache for 30 minutes, then calls the provider again', async () => {
    await lookup.lookup('st_168254', QUERY);
    jest.setSystemTime(new Date('2026-06-10T12:29:59Z'));
    expect((await lookup.lookup('st_168254', QUERY)).from).toBe('cache');
    expect(server.requests).toHaveLength(2);
    jest.setSystemTime(new Date('2026-06-10T12:30:01Z'));
    expect((await lookup.lookup('st_168254', QUERY)).from).toBe('provider');
    expect(server.requests).toHaveLength(4);
    expect(ENRICHMENT_LIMITS.placesCacheMs).toBe(30 * 60_000);
  });

  it('shares one provider call between identical concurrent lookups', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => lookup.lookup('st_168254', QUERY)),
    );
    expect(new Set(results.map((r) => r.place?.place_id))).toEqual(
      new Set(['ChIJreplay-sweet-auburn']),
    );
    expect(server.count('textsearch')).toBe(1);
    expect(server.count('details')).toBe(1);
    expect((await budget.state()).used).toBe(2);
  });

  it('returns budget_exceeded with no place and makes no call once the day is spent', async () => {
    // Store pages may spend 8 of the 10 (a fifth is kept for the refresher).
    let reserved = 0;
    while (await budget.reserve('store-pages')) reserved++;
    expect(reserved).toBe(8);
    const result = await lookup.lookup('st_168254', QUERY);
    expect(result).toEqual({ from: 'provider', budget_exceeded: true, place: null, error: null });
    expect(server.requests).toHaveLength(0);
    // Not cached: the next day's budget is used at once.
    jest.setSystemTime(new Date('2026-06-11T00:00:01Z'));
    expect((await lookup.lookup('st_168254', QUERY)).place?.name).toBe('Sweet Auburn Grocery');
  });

  it.each([
    ['http-429', 'text search answered HTTP 429'],
    ['http-500', 'text search answered HTTP 500'],
    ['timeout', 'text search did not answer within 2000 ms'],
  ] as const)(
    'retries a %s once, spending the budget once, and succeeds',
    async (fault, _message) => {
      server.fail('textsearch', fault);
      const result = await lookup.lookup('st_168254', QUERY);
      expect(result.place?.name).toBe('Sweet Auburn Grocery');
      expect(server.requests.map((r) => r.endpoint)).toEqual([
        'textsearch',
        'textsearch',
        'details',
      ]);
      expect((await budget.state()).used).toBe(2);
    },
  );

  it.each([
    ['http-429', 2, 'text search answered HTTP 429'],
    ['http-500', 2, 'text search answered HTTP 500'],
    ['timeout', 2, 'text search did not answer within 2000 ms'],
    ['malformed-json', 1, 'text search answered with malformed JSON'],
    ['over-query-limit', 1, 'text search: OVER_QUERY_LIMIT'],
  ] as const)(
    'a lasting %s: empty data, logged once with the store id, cached empty, budget spent once',
    async (fault, attempts, message) => {
      server.fail('textsearch', fault, attempts);
      const result = await lookup.lookup('st_168254', QUERY);
      expect(result).toEqual({
        from: 'provider',
        budget_exceeded: false,
        place: null,
        error: message,
      });
      expect(server.count('textsearch')).toBe(attempts);
      expect(warnings).toEqual([`place lookup for store st_168254 failed: ${message}`]);
      expect((await budget.state()).used).toBe(1);
      // Cached as empty: asking again neither calls nor spends.
      expect(await lookup.lookup('st_168254', QUERY)).toEqual({
        from: 'cache',
        budget_exceeded: false,
        place: null,
        error: message,
      });
      expect(server.count('textsearch')).toBe(attempts);
      expect((await budget.state()).used).toBe(1);
    },
  );

  it('caches a store the provider does not know as empty, without an error', async () => {
    expect(await lookup.lookup('x', 'Nowhere Market 1 Main St')).toEqual({
      from: 'provider',
      budget_exceeded: false,
      place: null,
      error: null,
    });
    expect((await lookup.lookup('x', 'Nowhere Market 1 Main St')).from).toBe('cache');
    expect(warnings).toEqual([]);
  });

  it('is off without a key: no call, no budget, no error', async () => {
    const off = new PlaceLookup(
      new HttpPlacesProvider({ baseUrl: server.placesUrl, timeoutMs: 2_000 }),
      cache,
      budget,
    );
    expect(await off.lookup('st_168254', QUERY)).toEqual({
      from: 'off',
      budget_exceeded: false,
      place: null,
      error: null,
    });
    expect(server.requests).toHaveLength(0);
    expect((await budget.state()).used).toBe(0);
  });

  it('proxies a photo once, spending one unit, then from the cache', async () => {
    // Only a reference a store page handed out is fetched.
    expect(await lookup.photo('replay-photo-sweet-auburn-1', 1200, 400)).toBeNull();
    await lookup.handOut(['replay-photo-sweet-auburn-1']);
    const photo = await lookup.photo('replay-photo-sweet-auburn-1', 1200, 400);
    expect(photo?.contentType).toBe('image/png');
    expect(await lookup.photo('replay-photo-sweet-auburn-1', 1200, 400)).toEqual(photo);
    expect(server.count('photo')).toBe(1);
    expect((await budget.state()).used).toBe(1);
  });
});
