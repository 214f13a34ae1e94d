import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisCache } from '@snap/platform-cache';
import { PlacesBudget } from '../places-budget/places-budget';
import { HttpPlacesProvider } from '../places-provider/http-places-provider';
import { runPlacesBudgetContract } from '../testing/places-budget.contract';
import { PROVIDER_FIXTURES } from '../testing/provider-fixtures';
import { ReplayingProviderServer } from '../testing/replaying-provider-server';
import { PlaceLookup } from './place-lookup';

const URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
// This run's keys only, under the enrichment worktree's prefix; removed afterwards.
const PREFIX = `wt-enrich:${randomUUID().slice(0, 8)}:`;

/** One enrichment service instance: its own cache connection and lookup, the shared Redis behind them. */
function instance(server: ReplayingProviderServer, limit: number) {
  const cache = new RedisCache({
    url: URL,
    keyPrefix: PREFIX,
    logger: { info: () => undefined, warn: () => undefined },
  });
  const budget = new PlacesBudget(cache, limit);
  const lookup = new PlaceLookup(
    new HttpPlacesProvider({ apiKey: 'k', baseUrl: server.placesUrl, timeoutMs: 2_000 }),
    cache,
    budget,
  );
  return { cache, budget, lookup };
}

// The same rules as the standalone runtime's budget (places-budget.spec.ts), on the real Redis.
runPlacesBudgetContract('Redis', async () => {
  const cache = new RedisCache({
    url: URL,
    keyPrefix: `${PREFIX}contract:${randomUUID().slice(0, 8)}:`,
    logger: { info: () => undefined, warn: () => undefined },
  });
  return { cache, cleanup: () => cache.close() };
});

describe('places budget and cache shared by two instances through Redis', () => {
  let server: ReplayingProviderServer;
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    a = instance(server, 5);
    b = instance(server, 5);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await Promise.all([a.cache.close(), b.cache.close()]);
    await server.close();
    const admin = new Redis(URL);
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    jest.restoreAllMocks();
  });

  it('counts every call of both instances against one daily limit: store pages make exactly 4 of 5 calls', async () => {
    // Ten lookups of unknown stores (one text search each), five per instance, all at once; a fifth
    // of the day is kept for the refresher.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).lookup.lookup(
          `s${i}`,
          `Unknown Market ${i} 1 Main St, Atlanta, GA 30303`,
        ),
      ),
    );
    expect(results.filter((r) => r.budget_exceeded)).toHaveLength(6);
    expect(results.filter((r) => !r.budget_exceeded && r.from === 'provider')).toHaveLength(4);
    expect(server.count('textsearch')).toBe(4);
    expect(await a.budget.state()).toEqual({ exceeded: true, used: 4, limit: 5 });
    expect(await b.budget.state()).toEqual({ exceeded: true, used: 4, limit: 5 });
  });

  it("answers one instance's lookup from the other's cached answer without spending", async () => {
    const fresh = instance(server, 100);
    const other = instance(server, 100);
    try {
      await fresh.cache.delete(`enrichment:places-budget:${new Date().toISOString().slice(0, 10)}`);
      server.reset();
      expect(
        (await fresh.lookup.lookup('st_168254', 'SWEET AUBURN GROCERY 200 Auburn Ave NE')).from,
      ).toBe('provider');
      const second = await other.lookup.lookup(
        'st_168254',
        'SWEET AUBURN GROCERY 200 Auburn Ave NE',
      );
      expect(second).toMatchObject({ from: 'cache', place: { name: 'Sweet Auburn Grocery' } });
      expect(server.requests.map((r) => r.endpoint)).toEqual(['textsearch', 'details']);
      expect((await other.budget.state()).used).toBe(2);
    } finally {
      await Promise.all([fresh.cache.close(), other.cache.close()]);
    }
  });

  it('shares one lookup between two instances asking for the same store at the same moment', async () => {
    const one = instance(server, 100);
    const two = instance(server, 100);
    try {
      await one.cache.delete(`enrichment:places-budget:${new Date().toISOString().slice(0, 10)}`);
      server.reset();
      const query = 'WALTON FOOD MARKET 64 Walton St NW, Atlanta, GA 30303';
      const [first, second] = await Promise.all([
        one.lookup.lookup('st_092791', query),
        two.lookup.lookup('st_092791', query),
      ]);
      expect([first.place?.name, second.place?.name]).toEqual([
        'Walton Food Market',
        'Walton Food Market',
      ]);
      expect([first.from, second.from].sort()).toEqual(['cache', 'provider']);
      expect(server.requests.map((r) => r.endpoint)).toEqual(['textsearch', 'details']);
      expect((await two.budget.state()).used).toBe(2);
    } finally {
      await Promise.all([one.cache.close(), two.cache.close()]);
    }
  });
});
