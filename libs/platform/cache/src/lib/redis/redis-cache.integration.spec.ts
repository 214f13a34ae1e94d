import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { capturingLogger, closedPort, eventually, forward } from '@snap/platform-engines/testing';
import { runCacheContract } from '../../testing';
import { RedisCache, redisAddress } from './redis-cache';
import { ReadThroughCache } from '../read-through/read-through-cache';

const URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
// Every cache here writes under this run's prefix; afterAll removes whatever is left under it.
const RUN = `snap-test:${randomUUID().slice(0, 8)}:`;
let caches = 0;
const logger = pino({ level: 'warn' });

async function keysUnder(prefix: string): Promise<string[]> {
  const admin = new Redis(URL, { lazyConnect: true });
  try {
    await admin.connect();
    const keys: string[] = [];
    for await (const batch of admin.scanStream({ match: `${prefix}*`, count: 500 }))
      keys.push(...(batch as string[]));
    return keys;
  } finally {
    admin.disconnect();
  }
}

async function deleteKeysUnder(prefix: string): Promise<void> {
  const keys = await keysUnder(prefix);
  if (keys.length === 0) return;
  const admin = new Redis(URL);
  try {
    await admin.del(...keys);
  } finally {
    admin.disconnect();
  }
}

afterAll(async () => {
  await deleteKeysUnder(RUN);
  expect(await keysUnder(RUN)).toEqual([]);
});

runCacheContract(`Redis at ${redisAddress(URL)}`, async () => {
  const prefix = `${RUN}${++caches}:`;
  const cache = new RedisCache({ url: URL, keyPrefix: prefix, logger });
  return {
    cache,
    async cleanup() {
      await cache.close();
      await deleteKeysUnder(prefix);
    },
  };
});

describe(`RedisCache at ${redisAddress(URL)}`, () => {
  // Each test writes under a prefix of its own and removes it, so none sees what another left.
  it('keeps the keys of two prefixes apart (services share one Redis)', async () => {
    const own = `${RUN}apart:`;
    const search = new RedisCache({ url: URL, keyPrefix: `${own}search:`, logger });
    const identity = new RedisCache({ url: URL, keyPrefix: `${own}identity:`, logger });
    try {
      await search.set('budget', 1, 10_000);
      await identity.increment('budget', 10_000);
      await identity.increment('budget', 10_000);
      expect(await search.get('budget')).toBe(1);
      expect(await identity.get('budget')).toBe(2);
      expect((await keysUnder(own)).sort()).toEqual([
        `${own}identity:budget`,
        `${own}search:budget`,
      ]);
    } finally {
      await Promise.all([search.close(), identity.close()]);
      await deleteKeysUnder(own);
    }
  });

  it('starts against a closed port, reports not-ready, then recovers by itself when the server appears there', async () => {
    const port = await closedPort();
    const { logger: captured, entries } = capturingLogger();
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: `${RUN}late:`,
      logger: captured,
      retryDelayMs: 100,
      maxRetryDelayMs: 400,
      waitForConnectionMs: 20_000,
    });
    let forwarder: { close(): Promise<void> } | undefined;
    try {
      await expect(cache.ping()).rejects.toThrow(`Redis at 127.0.0.1:${port} is not reachable`);
      await eventually(() => expect(entries.filter((e) => e['attempt'] === 2)).toHaveLength(1));

      // Issued while the server is missing: it waits for the connection instead of failing.
      const pending = cache.increment('signin:ana@example.org', 60_000);

      forwarder = await forward(port, redisAddress(URL));
      await eventually(() => cache.ping());
      expect(await pending).toBe(1);
      expect(await cache.get('signin:ana@example.org')).toBe(1);
      expect(entries.some((e) => e.msg === `Redis at 127.0.0.1:${port} connected`)).toBe(true);
    } finally {
      await cache.close();
      await forwarder?.close();
      await deleteKeysUnder(`${RUN}late:`);
    }
  });
  it('loses the server, reports not-ready, and reconnects by itself when it is back', async () => {
    const port = await closedPort();
    let forwarder = await forward(port, redisAddress(URL));
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: `${RUN}outage:`,
      logger,
      retryDelayMs: 100,
      maxRetryDelayMs: 400,
      waitForConnectionMs: 300,
    });
    try {
      await cache.set('before', 'kept', 60_000);
      await forwarder.close();
      await eventually(() =>
        expect(cache.ping()).rejects.toThrow(`Redis at 127.0.0.1:${port} is not reachable`),
      );
      await expect(cache.get('before')).rejects.toThrow(
        `Redis at 127.0.0.1:${port} is not reachable`,
      );
      forwarder = await forward(port, redisAddress(URL));
      await eventually(() => cache.ping());
      expect(await cache.get('before')).toBe('kept');
    } finally {
      await cache.close();
      await forwarder.close();
      await deleteKeysUnder(`${RUN}outage:`);
    }
  });

  it('read-through: answers through an outage, and an eviction lost in it never lets the old answer back', async () => {
    const port = await closedPort();
    let forwarder = await forward(port, redisAddress(URL));
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: `${RUN}read-outage:`,
      logger,
      retryDelayMs: 100,
      maxRetryDelayMs: 400,
      waitForConnectionMs: 300,
    });
    const reads = new ReadThroughCache(cache, { version: 'build-1', ttlMs: 60_000 });
    const store = (status: string) => async () => ({ id: 'store-1', status });
    try {
      await cache.get('connected');
      await reads.read('catalog', 'store', { id: 'store-1' }, store('active'));
      expect(await reads.read('catalog', 'store', { id: 'store-1' }, store('x'))).toEqual({
        id: 'store-1',
        status: 'active',
      });
      await forwarder.close();
      await eventually(() => expect(cache.available()).toBe(false));
      // The store closes meanwhile: its eviction cannot reach Redis (the event will be retried).
      await expect(reads.evict('catalog', 'store closed')).rejects.toThrow('is not reachable');
      expect(await reads.read('catalog', 'store', { id: 'store-1' }, store('closed'))).toEqual({
        id: 'store-1',
        status: 'closed',
      });
      forwarder = await forward(port, redisAddress(URL));
      await eventually(() => expect(cache.available()).toBe(true));
      expect(await reads.read('catalog', 'store', { id: 'store-1' }, store('closed'))).toEqual({
        id: 'store-1',
        status: 'closed',
      });
    } finally {
      await cache.close();
      await forwarder.close();
      await deleteKeysUnder(`${RUN}read-outage:`);
    }
  });
});
