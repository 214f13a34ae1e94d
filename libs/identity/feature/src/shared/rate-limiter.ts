import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@snap/platform-cache';
import { IdentityError, IdentityErrorCode } from './identity.errors';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Brute-force protection over the cache port's counters (fixed windows, shared by every instance). */
@Injectable()
export class RateLimiter {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  /** Refuses when any limit is already used up, with the time to wait. */
  async check(limits: Limit[]): Promise<void> {
    for (const limit of limits) {
      const used = (await this.cache.get<number>(limit.key)) ?? 0;
      if (used >= limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((await this.cache.ttl(limit.key)) ?? limit.windowMs) / 1000));
        const minutes = Math.ceil(retryAfterSeconds / 60);
        throw new IdentityError(
          IdentityErrorCode.TooManyRequests,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { retryAfterSeconds },
        );
      }
    }
  }

  async count(limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.cache.increment(limit.key, limit.windowMs)));
  }

  async reset(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.cache.delete(key)));
  }
}

const MINUTE = 60_000;
/** Failed sign-ins: 5 per account and 20 per client address every 15 minutes; sign-ups: 5 per address an hour. */
export const signInLimits = (email: string, clientIp: string | undefined): Limit[] => [
  { key: `identity:signin:account:${email}`, max: 5, windowMs: 15 * MINUTE },
  ...(clientIp ? [{ key: `identity:signin:ip:${clientIp}`, max: 20, windowMs: 15 * MINUTE }] : []),
];
export const signUpLimits = (clientIp: string | undefined): Limit[] =>
  clientIp ? [{ key: `identity:signup:ip:${clientIp}`, max: 5, windowMs: 60 * MINUTE }] : [];
