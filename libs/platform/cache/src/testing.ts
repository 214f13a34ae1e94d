import { eventually } from '@snap/platform-engines/testing';
import type { CachePort } from './lib/cache.port';
import { RateLimitExceededError, RateLimits } from './lib/rate-limits';
import { ReadThroughCache } from './lib/read-through/read-through-cache';

export interface CacheHarness {
  cache: CachePort;
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every cache adapter must show (memory and Redis run the same suite). Real time, no
 * fake timers, so the suite runs unchanged against a real engine: expiry is waited for, not slept. */
export function runCacheContract(name: string, createHarness: () => Promise<CacheHarness>): void {
  describe(`cache contract: ${name}`, () => {
    let harness: CacheHarness;
    let cache: CachePort;

    beforeEach(async () => {
      harness = await createHarness();
      cache = harness.cache;
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('gets what was set, and nothing after delete', async () => {
      await cache.set('store:1', { name: "Sam's Club", rating: 4.5 }, 10_000);
      expect(await cache.get('store:1')).toEqual({ name: "Sam's Club", rating: 4.5 });
      await cache.delete('store:1');
      expect(await cache.get('store:1')).toBeUndefined();
      expect(await cache.get('never-set')).toBeUndefined();
    });

    it('never shares references with the caller', async () => {
      const value = { tags: ['fresh'] };
      await cache.set('shared', value, 10_000);
      value.tags.push('changed');
      const read = await cache.get<{ tags: string[] }>('shared');
      expect(read).toEqual({ tags: ['fresh'] });
    });

    it('expires a value after its time to live', async () => {
      await cache.set('short', 'soon gone', 150);
      expect(await cache.get('short')).toBe('soon gone');
      const ttl = await cache.ttl('short');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(150);
      // Waited for, not slept: the engine expires it on its own clock.
      await eventually(async () => expect(await cache.get('short')).toBeUndefined());
      expect(await cache.ttl('short')).toBeUndefined();
    });

    it('counts atomically under concurrency within a fixed window', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => cache.increment('signin:ana@example.org', 400)),
      );
      expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await cache.increment('signin:ana@example.org', 400, 5)).toBe(55);
      // Later increments keep the first one's window: never more than its 400 ms left.
      expect(await cache.ttl('signin:ana@example.org')).toBeLessThanOrEqual(400);
      await eventually(async () =>
        expect(await cache.ttl('signin:ana@example.org')).toBeUndefined(),
      );
      // The window started at the first increment and did not move with later ones.
      expect(await cache.increment('signin:ana@example.org', 400)).toBe(1);
    });

    it('adds up to a limit atomically: of 30 concurrent additions on a limit of 10 exactly 10 count, never past it', async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => cache.incrementUpTo('budget:2026-06-10', 400, 10)),
      );
      expect(results.filter((r) => r === null)).toHaveLength(20);
      expect(results.filter((r) => r !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      expect(await cache.get('budget:2026-06-10')).toBe(10);
      // Nothing is added when the sum would pass the limit, even in part.
      await cache.delete('budget:2026-06-10');
      expect(await cache.incrementUpTo('budget:2026-06-10', 400, 10, 7)).toBe(7);
      expect(await cache.incrementUpTo('budget:2026-06-10', 400, 10, 4)).toBeNull();
      expect(await cache.incrementUpTo('budget:2026-06-10', 400, 10, 3)).toBe(10);
      // Given back with increment, and the window kept from the first addition.
      expect(await cache.increment('budget:2026-06-10', 400, -1)).toBe(9);
      await eventually(async () => expect(await cache.get('budget:2026-06-10')).toBeUndefined());
      expect(await cache.incrementUpTo('budget:2026-06-10', 400, 0)).toBeNull();
      expect(await cache.get('budget:2026-06-10')).toBeUndefined();
    });

    it('shares one in-flight computation between identical concurrent callers and caches its result', async () => {
      let calls = 0;
      const compute = async () => {
        calls++;
        await sleep(50);
        return { places: ['Publix #1089'] };
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => cache.getOrCompute('places:publix', 10_000, compute)),
      );
      expect(calls).toBe(1);
      expect(answers.every((a) => a.places[0] === 'Publix #1089')).toBe(true);
      answers[0].places.push('mutated');
      expect(await cache.getOrCompute('places:publix', 10_000, compute)).toEqual({
        places: ['Publix #1089'],
      });
      expect(calls).toBe(1);
    });

    it('does not cache a failed computation and gives every waiter the error', async () => {
      let calls = 0;
      const failing = async () => {
        calls++;
        await sleep(20);
        throw new Error('provider down');
      };
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map(() => cache.getOrCompute('places:down', 10_000, failing)),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(calls).toBe(1);
      expect(await cache.getOrCompute('places:down', 10_000, async () => 'recovered')).toBe(
        'recovered',
      );
    });

    it('gives a lease to one owner at a time: of 20 concurrent takers exactly one holds it, and only it renews or frees it', async () => {
      const owners = Array.from({ length: 20 }, (_, i) => `replica-${i}`);
      const taken = await Promise.all(
        owners.map((owner) => cache.acquireLease('lease:usda-sync', owner, 10_000)),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
      const holder = owners[taken.indexOf(true)];
      const other = owners.find((owner) => owner !== holder) as string;

      expect(await cache.renewLease('lease:usda-sync', other, 10_000)).toBe(false);
      expect(await cache.releaseLease('lease:usda-sync', other)).toBe(false);
      expect(await cache.acquireLease('lease:usda-sync', other, 10_000)).toBe(false);
      expect(await cache.renewLease('lease:usda-sync', holder, 20_000)).toBe(true);
      expect(await cache.ttl('lease:usda-sync')).toBeGreaterThan(10_000);

      expect(await cache.releaseLease('lease:usda-sync', holder)).toBe(true);
      expect(await cache.renewLease('lease:usda-sync', holder, 10_000)).toBe(false);
      expect(await cache.acquireLease('lease:usda-sync', other, 10_000)).toBe(true);
    });

    it('lets another owner take over a lease its holder let expire; the old holder can then neither renew nor free it', async () => {
      expect(await cache.acquireLease('lease:bootstrap', 'died', 200)).toBe(true);
      expect(await cache.acquireLease('lease:bootstrap', 'next', 10_000)).toBe(false);
      // Taken over as soon as it has expired: waited for, not slept.
      await eventually(async () =>
        expect(await cache.acquireLease('lease:bootstrap', 'next', 10_000)).toBe(true),
      );

      expect(await cache.renewLease('lease:bootstrap', 'died', 10_000)).toBe(false);
      expect(await cache.releaseLease('lease:bootstrap', 'died')).toBe(false);
      expect(await cache.renewLease('lease:bootstrap', 'next', 10_000)).toBe(true);
      expect(await cache.releaseLease('lease:bootstrap', 'next')).toBe(true);
    });

    it('rate limits atomically: of 50 concurrent hits on a 10-point limit exactly 10 pass, with a retry-after', async () => {
      const limits = new RateLimits(cache, `contract-${Math.random().toString(36).slice(2)}`);
      const rule = { points: 10, durationSeconds: 60 };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => limits.consume('reports', rule, '203.0.113.9')),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(RateLimitExceededError);
      expect(refused.reason.retryAfterSeconds).toBeGreaterThan(50);
      expect(refused.reason.message).toBe('Too many requests. Please try again in 1 minute.');
      await expect(limits.check('reports', rule, '203.0.113.9')).rejects.toBeInstanceOf(
        RateLimitExceededError,
      );
      // Other keys and other limits keep their own counters; a reset gives the key its points back.
      await limits.consume('reports', rule, '203.0.113.10');
      await limits.consume('reviews', rule, '203.0.113.9');
      await limits.reset('reports', rule, '203.0.113.9');
      await limits.consume('reports', rule, '203.0.113.9');
    });

    it('says it answers without waiting for a connection once it does, and not once closed', async () => {
      // A command waits for the connection.
      await cache.get('connected');
      expect(cache.available()).toBe(true);
      await cache.close();
      expect(cache.available()).toBe(false);
    });

    describe('read-through', () => {
      // Connected first (a command waits for the connection): while the engine is out of reach,
      // reads go around the cache.
      beforeEach(() => cache.get('connected'));

      const answer = (computed: string[], value: string) => async () => {
        computed.push(value);
        return { stores: [value] };
      };

      it('answers from the cache until its scope is evicted, and other scopes keep theirs', async () => {
        const computed: string[] = [];
        const reads = new ReadThroughCache(cache, { version: 'build-1', ttlMs: 10_000 });
        const near = { lat: 33.75, lng: -84.39 };
        expect(await reads.read('catalog', 'nearby', near, answer(computed, 'first'))).toEqual({
          stores: ['first'],
        });
        // The same arguments in another order are the same read.
        expect(
          await reads.read('catalog', 'nearby', { lng: -84.39, lat: 33.75 }, answer(computed, 'x')),
        ).toEqual({ stores: ['first'] });
        expect(await reads.read('rules', 'state', { state: 'GA' }, answer(computed, 'GA'))).toEqual(
          {
            stores: ['GA'],
          },
        );
        await reads.evict('catalog', 'store closed');
        expect(await reads.read('catalog', 'nearby', near, answer(computed, 'after'))).toEqual({
          stores: ['after'],
        });
        expect(await reads.read('rules', 'state', { state: 'GA' }, answer(computed, 'y'))).toEqual({
          stores: ['GA'],
        });
        expect(computed).toEqual(['first', 'GA', 'after']);
        // A null answer ('Store Not Found') is an answer too.
        expect(await reads.read('catalog', 'store', { id: 'gone' }, async () => null)).toBeNull();
        expect(
          await reads.read('catalog', 'store', { id: 'gone' }, answer(computed, 'z')),
        ).toBeNull();
      });

      it('never reads what another build wrote, and every build sees every eviction', async () => {
        const computed: string[] = [];
        const older = new ReadThroughCache(cache, { version: 'build-1', ttlMs: 10_000 });
        const newer = new ReadThroughCache(cache, { version: 'build-2', ttlMs: 10_000 });
        await older.read('catalog', 'store', { id: '1' }, answer(computed, 'old layout'));
        expect(await newer.read('catalog', 'store', { id: '1' }, answer(computed, 'new'))).toEqual({
          stores: ['new'],
        });
        await older.evict('catalog', 'store edited');
        expect(
          await newer.read('catalog', 'store', { id: '1' }, answer(computed, 'edited')),
        ).toEqual({ stores: ['edited'] });
        expect(computed).toEqual(['old layout', 'new', 'edited']);
      });

      it('never brings an evicted answer back, even when its generation marker is lost', async () => {
        const computed: string[] = [];
        const reads = new ReadThroughCache(cache, { version: 'build-1', ttlMs: 10_000 });
        await reads.read('catalog', 'store', { id: '1' }, answer(computed, 'open'));
        await reads.evict('catalog', 'store closed');
        await reads.read('catalog', 'store', { id: '1' }, answer(computed, 'closed'));
        // The engine lost the marker (a restart, its LRU): a new generation, nothing old comes back.
        await cache.delete('read:catalog:generation');
        expect(
          await reads.read('catalog', 'store', { id: '1' }, answer(computed, 'again')),
        ).toEqual({
          stores: ['again'],
        });
        expect(computed).toEqual(['open', 'closed', 'again']);
      });

      it('does not cache a failed read', async () => {
        const reads = new ReadThroughCache(cache, { version: 'build-1', ttlMs: 10_000 });
        await expect(
          reads.read('catalog', 'nearby', { lat: 1 }, async () => {
            throw new Error('search is down');
          }),
        ).rejects.toThrow('search is down');
        expect(
          await reads.read('catalog', 'nearby', { lat: 1 }, async () => ['recovered']),
        ).toEqual(['recovered']);
      });
    });
  });
}
