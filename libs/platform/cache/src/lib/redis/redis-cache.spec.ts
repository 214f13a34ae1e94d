import { capturingLogger, closedPort, eventually, PINO_WARN } from '@snap/platform-engines/testing';
import { CacheUnavailableError } from '../cache.port';
import { RedisCache, redisAddress } from './redis-cache';
import { RateLimits } from '../rate-limits';
import { ReadThroughCache } from '../read-through/read-through-cache';

// Waits for real retries on a closed port: seconds on a busy machine.
jest.setTimeout(120_000);

describe('RedisCache without a reachable server', () => {
  it('names the engine and its address, reports not-ready and keeps retrying with backoff instead of failing', async () => {
    const port = await closedPort();
    const { logger, entries } = capturingLogger();
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      logger,
      retryDelayMs: 50,
      maxRetryDelayMs: 200,
      waitForConnectionMs: 300,
    });
    const warnings = () => entries.filter((entry) => entry.level === PINO_WARN);
    try {
      const notReady = cache.ping();
      await expect(notReady).rejects.toBeInstanceOf(CacheUnavailableError);
      await expect(notReady).rejects.toMatchObject({
        engine: 'Redis',
        address: `127.0.0.1:${port}`,
      });

      // A command waits a bounded time for the connection, then fails with the same named error.
      await expect(cache.get('store:1')).rejects.toThrow(
        `Redis at 127.0.0.1:${port} is not reachable`,
      );
      await expect(cache.increment('signin:ana@example.org', 1_000)).rejects.toBeInstanceOf(
        CacheUnavailableError,
      );

      await eventually(() => expect(warnings().length).toBeGreaterThanOrEqual(4), 60_000);
      expect(
        warnings()
          .slice(0, 4)
          .map((w) => w['retryInMs']),
      ).toEqual([50, 100, 200, 200]);
      expect(
        warnings()
          .slice(0, 4)
          .map((w) => w['attempt']),
      ).toEqual([1, 2, 3, 4]);
      expect(warnings()[0].msg).toMatch(
        new RegExp(
          `^Redis at 127\\.0\\.0\\.1:${port} is not reachable: connect ECONNREFUSED 127\\.0\\.0\\.1:${port}; retrying in 50 ms$`,
        ),
      );
      await expect(cache.ping()).rejects.toThrow(`Redis at 127.0.0.1:${port} is not reachable`);
    } finally {
      await cache.close();
    }
    // Closing stops the retries.
    const afterClose = warnings().length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(warnings()).toHaveLength(afterClose);
  });

  it('refuses a malformed URL at once, without repeating it (it may hold a password)', () => {
    expect(() => new RedisCache({ url: 'http://:secret@127.0.0.1:6379' })).toThrow(
      'Invalid Redis URL: expected redis://host:port or rediss://host:port',
    );
    expect(() => new RedisCache({ url: '127.0.0.1:6379' })).toThrow('Invalid Redis URL');
  });
});

describe('redisAddress', () => {
  it('keeps host and port (6379 by default) and drops the password and database', () => {
    expect(redisAddress('redis://127.0.0.1:6379')).toBe('127.0.0.1:6379');
    expect(redisAddress('rediss://:s3cret@cache.example.net/2')).toBe('cache.example.net:6379');
  });
});

describe('rate limits on a RedisCache without a reachable server', () => {
  it('fail as the cache being unavailable (named, with its address), not as an internal error', async () => {
    const port = await closedPort();
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      logger: capturingLogger().logger,
      retryDelayMs: 50,
      maxRetryDelayMs: 200,
      commandTimeoutMs: 300,
    });
    try {
      const limits = new RateLimits(cache);
      const rule = { points: 5, durationSeconds: 60 };
      const attempt = limits.consume('sign-in', rule, 'ip:127.0.0.1');
      await expect(attempt).rejects.toBeInstanceOf(CacheUnavailableError);
      await expect(attempt).rejects.toThrow(`Redis at 127.0.0.1:${port} is not reachable`);
      await expect(limits.check('sign-in', rule, 'ip:127.0.0.1')).rejects.toBeInstanceOf(
        CacheUnavailableError,
      );
    } finally {
      await cache.close();
    }
  });
});

describe('a read-through cache on a RedisCache without a reachable server', () => {
  it('answers every read by computing it, without waiting for the connection, and counts them as bypasses', async () => {
    const port = await closedPort();
    const cache = new RedisCache({
      url: `redis://127.0.0.1:${port}`,
      logger: capturingLogger().logger,
      retryDelayMs: 50,
      maxRetryDelayMs: 200,
      // A read that waited for the connection would not finish within the test's time.
      waitForConnectionMs: 600_000,
    });
    const outcomes: string[] = [];
    const reads = new ReadThroughCache(cache, {
      version: 'build-1',
      ttlMs: 60_000,
      onRead: (_scope, outcome) => outcomes.push(outcome),
    });
    try {
      expect(
        await reads.read('catalog', 'nearby', { lat: 1 }, async () => ['Publix #1089']),
      ).toEqual(['Publix #1089']);
      expect(await reads.read('catalog', 'nearby', { lat: 1 }, async () => ['Kroger'])).toEqual([
        'Kroger',
      ]);
      expect(outcomes).toEqual(['bypass', 'bypass']);
    } finally {
      await cache.close();
    }
  });
});
