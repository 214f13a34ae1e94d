import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { Backoff, TIME_LIMITS } from '@snap/platform-engines';
import { type CachePort, CacheUnavailableError } from '../cache.port';
import { InFlight } from '../shared-computations';

export type EngineLogger = Pick<Logger, 'info' | 'warn'>;

export interface RedisCacheOptions {
  /** redis://[:password@]host:port[/db] or rediss://… for TLS. */
  url: string;
  /** Prepended to every key, so several services (or test runs) share one Redis without colliding. */
  keyPrefix?: string;
  logger?: EngineLogger;
  /** Wait before the second connection attempt; doubles after each failure up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  connectTimeoutMs?: number;
  /** A command that gets no answer within this time fails with CacheUnavailableError. */
  commandTimeoutMs?: number;
  /** How long a command waits for a connection before failing with CacheUnavailableError. */
  waitForConnectionMs?: number;
}

const ENGINE = 'Redis';

/** incrementUpTo in one step on the server: KEYS[1] the counter, ARGV by, max, ttl in ms. Answers
 * the new value, or nil (nothing added) when it would pass max. */
const INCREMENT_UP_TO = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local by = tonumber(ARGV[1])
if current + by > tonumber(ARGV[2]) then return false end
redis.call('SET', KEYS[1], '0', 'PX', ARGV[3], 'NX')
return redis.call('INCRBY', KEYS[1], by)
`;

/** renewLease in one step: KEYS[1] the lease, ARGV owner (as stored, JSON) and ttl in ms. */
const RENEW_LEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])
`;

/** releaseLease in one step: KEYS[1] the lease, ARGV owner (as stored, JSON). */
const RELEASE_LEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])
`;

type WithScripts = Redis & {
  incrementUpTo(key: string, by: number, max: number, ttlMs: number): Promise<number | null>;
  renewLease(key: string, owner: string, ttlMs: number): Promise<number>;
  releaseLease(key: string, owner: string): Promise<number>;
};

/** The host:port of a Redis URL, without credentials, for messages and logs. */
export function redisAddress(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  // The URL itself is not repeated: it may hold a password.
  if (
    !parsed ||
    (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') ||
    !parsed.hostname
  ) {
    throw new Error('Invalid Redis URL: expected redis://host:port or rediss://host:port');
  }
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

/** The distributed runtime's cache and counters: Redis through ioredis. Values are stored as JSON, so
 * callers never share references. An unreachable server does not fail start-up: the client keeps
 * connecting with backoff, ping() rejects meanwhile naming the engine and its address, and it
 * recovers by itself. */
export class RedisCache implements CachePort {
  readonly address: string;
  private readonly redis: Redis;
  private readonly logger: EngineLogger;
  private readonly waitForConnectionMs: number;
  private readonly inFlight = new InFlight();
  private lastError: CacheUnavailableError;
  private connectedOnce = false;
  private ready = false;
  private nextReady?: Promise<void>;
  private closed = false;

  /** The connection, for rate-limiter-flexible's atomic Lua counters (same key prefix). */
  get client(): Redis {
    return this.redis;
  }

  constructor(options: RedisCacheOptions) {
    this.address = redisAddress(options.url);
    this.logger = options.logger ?? pino({ name: 'cache' });
    this.waitForConnectionMs = options.waitForConnectionMs ?? TIME_LIMITS.cacheCommandMs;
    this.lastError = new CacheUnavailableError(ENGINE, this.address);
    const reconnects = new Backoff({
      initialMs: options.retryDelayMs ?? 500,
      maxMs: options.maxRetryDelayMs ?? 5_000,
    });
    this.redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      connectTimeout: options.connectTimeoutMs ?? TIME_LIMITS.engineConnectMs,
      // Under the bus request's limit, so sign-in reports the cache outage, not a timeout.
      commandTimeout: options.commandTimeoutMs ?? TIME_LIMITS.cacheCommandMs,
      // A command caught by a dropped connection is resent once after reconnecting, then fails.
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => {
        if (this.closed) return null;
        const retryInMs = reconnects.next();
        this.logger.warn(
          { engine: ENGINE, address: this.address, attempt, retryInMs },
          `${this.lastError.message}; retrying in ${retryInMs} ms`,
        );
        return retryInMs;
      },
    });
    // Registered as a script, so the key prefix applies to it like to any command.
    this.redis.defineCommand('incrementUpTo', { numberOfKeys: 1, lua: INCREMENT_UP_TO });
    this.redis.defineCommand('renewLease', { numberOfKeys: 1, lua: RENEW_LEASE });
    this.redis.defineCommand('releaseLease', { numberOfKeys: 1, lua: RELEASE_LEASE });
    this.redis.on(
      'error',
      (error: unknown) => (this.lastError = new CacheUnavailableError(ENGINE, this.address, error)),
    );
    this.redis.on('ready', () => {
      reconnects.reset();
      this.logger.info(
        { engine: ENGINE, address: this.address },
        `${ENGINE} at ${this.address} ${this.connectedOnce ? 'is reachable again' : 'connected'}`,
      );
      this.connectedOnce = this.ready = true;
    });
    this.redis.on('close', () => {
      if (this.ready && !this.closed) {
        this.lastError = new CacheUnavailableError(ENGINE, this.address, 'connection lost');
        this.logger.warn(
          { engine: ENGINE, address: this.address },
          `${this.lastError.message}; reconnecting`,
        );
      }
      this.ready = false;
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.command(() => this.redis.get(key));
    return json === null ? undefined : (JSON.parse(json) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    const json = JSON.stringify(value ?? null);
    await this.command(() => this.redis.set(key, json, 'PX', expiry(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.command(() => this.redis.del(key));
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    // One round trip, atomic: create the counter at 0 with its window only if absent, then add.
    const replies = await this.command(() => {
      const transaction = this.redis.multi().set(key, '0', 'PX', expiry(ttlMs), 'NX');
      return (
        Number.isInteger(by) ? transaction.incrby(key, by) : transaction.incrbyfloat(key, by)
      ).exec();
    });
    if (!replies)
      throw new CacheUnavailableError(ENGINE, this.address, 'the counter transaction was aborted');
    const [error, value] = replies[1];
    if (error) throw error;
    return Number(value);
  }

  async incrementUpTo(key: string, ttlMs: number, max: number, by = 1): Promise<number | null> {
    if (!Number.isInteger(by)) throw new Error('incrementUpTo adds whole numbers only');
    const value = await this.command(() =>
      (this.redis as WithScripts).incrementUpTo(key, by, max, expiry(ttlMs)),
    );
    return value === null ? null : Number(value);
  }

  async acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const json = JSON.stringify(owner);
    return (
      (await this.command(() => this.redis.set(key, json, 'PX', expiry(ttlMs), 'NX'))) === 'OK'
    );
  }

  async renewLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const json = JSON.stringify(owner);
    const renewed = await this.command(() =>
      (this.redis as WithScripts).renewLease(key, json, expiry(ttlMs)),
    );
    return renewed === 1;
  }

  async releaseLease(key: string, owner: string): Promise<boolean> {
    const json = JSON.stringify(owner);
    return (await this.command(() => (this.redis as WithScripts).releaseLease(key, json))) === 1;
  }

  async ttl(key: string): Promise<number | undefined> {
    const ms = await this.command(() => this.redis.pttl(key));
    if (ms === -2) return undefined;
    // -1: a key without expiry, which this adapter never writes (every set and counter has one).
    return ms === -1 ? Number.POSITIVE_INFINITY : ms;
  }

  async getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const cached = await this.get<T>(key);
    if (cached !== undefined) return cached;
    return this.inFlight.share(key, async () => {
      const value = await compute();
      await this.set(key, value, ttlMs);
      // Hand every caller its own copy, as a cache hit would.
      return JSON.parse(JSON.stringify(value ?? null)) as T;
    });
  }

  available(): boolean {
    return !this.closed && this.redis.status === 'ready';
  }

  async ping(): Promise<void> {
    // Not connected (yet or any more): answer at once, the health check must not hang.
    if (this.closed || this.redis.status !== 'ready') throw this.lastError;
    await this.command(() => this.redis.ping());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.redis.status === 'ready') {
      try {
        await this.redis.quit();
        return;
      } catch {
        // Lost on the way out: drop the connection below.
      }
    }
    this.redis.disconnect();
  }

  /** Runs a command once connected (waiting for the connection a bounded time); a failure that means
   * the server is out of reach becomes the named error, while Redis's own replies (errors) pass. */
  private async command<R>(run: () => Promise<R>): Promise<R> {
    if (this.closed) throw new Error(`The ${ENGINE} cache at ${this.address} is closed`);
    if (this.redis.status !== 'ready') await this.connected();
    try {
      return await run();
    } catch (error) {
      if ((error as { name?: unknown })?.name === 'ReplyError') throw error;
      this.lastError = new CacheUnavailableError(ENGINE, this.address, error);
      throw this.lastError;
    }
  }

  /** Resolves on the next 'ready' (one listener however many commands wait), or rejects with the
   * named error after waitForConnectionMs. */
  private async connected(): Promise<void> {
    this.nextReady ??= new Promise<void>((resolve) =>
      this.redis.once('ready', () => {
        this.nextReady = undefined;
        resolve();
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.lastError), this.waitForConnectionMs);
    });
    try {
      await Promise.race([this.nextReady, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Redis wants a positive whole number of milliseconds. */
function expiry(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs));
}
