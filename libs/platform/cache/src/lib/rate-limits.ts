import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { defineMessages } from '@snap/domain';
import { CacheUnavailableError, type CachePort } from './cache.port';
import { RedisCache } from './redis/redis-cache';

/** How many points a key may spend in a window. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** What a person reads when a limit of the API stops them, with the minutes until they may try again. */
export const RATE_LIMIT_MESSAGES = defineMessages(
  'rateLimit',
  {
    tooManyRequests: (minutes: number) =>
      `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  { tooManyRequests: ['minutes'] },
);

/** A limit is used up: wait retryAfterSeconds. */
export class RateLimitExceededError extends Error {
  constructor(
    readonly limit: string,
    readonly retryAfterSeconds: number,
  ) {
    super(RATE_LIMIT_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
    this.name = 'RateLimitExceededError';
  }
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

// One limiter per cache, name and rule, so every caller in a process shares the same counters
// (memory) and every process shares them through Redis.
const limiters = new WeakMap<CachePort, Map<string, RateLimiterAbstract>>();

/** Atomic rate limits (rate-limiter-flexible) on the cache port's engine: Redis counters updated by one
 * Lua script per hit in the distributed runtime, in-process counters in the standalone one. */
export class RateLimits {
  constructor(
    private readonly cache: CachePort,
    /** Keys are `<cache prefix><namespace>:<limit>:…`; the cache's prefix already names the service. */
    private readonly namespace = 'limits',
  ) {}

  /** Spends points for key under the named limit; throws RateLimitExceededError when none are left. */
  async consume(name: string, rule: RateLimitRule, key: string, points = 1): Promise<void> {
    try {
      await this.limiter(name, rule).consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new RateLimitExceededError(name, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw this.unavailable(error);
    }
  }

  /** Throws when the key has no points left, without spending any. */
  async check(name: string, rule: RateLimitRule, key: string): Promise<void> {
    const state = await this.limiter(name, rule)
      .get(key)
      .catch((error: unknown) => Promise.reject(this.unavailable(error)));
    if (state && state.consumedPoints >= rule.points) {
      throw new RateLimitExceededError(name, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }

  /** Gives points back (an attempt that turned out legitimate). */
  async refund(name: string, rule: RateLimitRule, key: string, points = 1): Promise<void> {
    await this.limiter(name, rule)
      .reward(key, points)
      .catch((error: unknown) => Promise.reject(this.unavailable(error)));
  }

  /** Forgets a key's use of the named limit (e.g. after a successful sign-in). */
  async reset(name: string, rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(name, rule)
      .delete(key)
      .catch((error: unknown) => Promise.reject(this.unavailable(error)));
  }

  /** The counters live in Redis (through its own client): a failure there is the cache's outage,
   * named as such so callers (and visitors) see "unavailable", not an internal error. */
  private unavailable(error: unknown): unknown {
    if (!(this.cache instanceof RedisCache) || error instanceof CacheUnavailableError) return error;
    return new CacheUnavailableError('Redis', this.cache.address, error);
  }

  private limiter(name: string, rule: RateLimitRule): RateLimiterAbstract {
    const byName = limiters.get(this.cache) ?? new Map<string, RateLimiterAbstract>();
    limiters.set(this.cache, byName);
    const id = `${this.namespace}:${name}:${rule.points}/${rule.durationSeconds}`;
    let limiter = byName.get(id);
    if (!limiter) {
      const options = { keyPrefix: id, points: rule.points, duration: rule.durationSeconds };
      limiter =
        this.cache instanceof RedisCache
          ? new RateLimiterRedis({ ...options, storeClient: this.cache.client })
          : new RateLimiterMemory(options);
      byName.set(id, limiter);
    }
    return limiter;
  }
}

/** Parses `name=points/seconds` pairs separated by commas (e.g. `reports=5/3600,reviews=20/3600`). */
export function parseRateLimitList(text: string): Record<string, RateLimitRule> {
  const rules: Record<string, RateLimitRule> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z][a-z-]*)=(\d{1,7})\/(\d{1,7})$/.exec(part);
    if (!match) throw new Error(`"${part}" is not name=points/seconds`);
    const points = Number(match[2]);
    const durationSeconds = Number(match[3]);
    if (points < 1 || durationSeconds < 1)
      throw new Error(`"${part}" needs at least 1 point and 1 second`);
    rules[match[1]] = { points, durationSeconds };
  }
  return rules;
}
