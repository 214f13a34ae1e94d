import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@snap/platform-cache';

/** How long a sign-in or a 'confirm it is you' counts for what matters (changing the second factor). */
export const RECENT_AUTH_MS = 5 * 60_000;

/** When each session last proved its owner (password or second factor), kept in the cache port
 * (memory standalone, Redis distributed) with the window as its expiry. */
@Injectable()
export class RecentAuthentication {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  async mark(sessionId: string | undefined, now = new Date()): Promise<void> {
    if (sessionId) await this.cache.set(keyOf(sessionId), now.getTime(), RECENT_AUTH_MS);
  }

  async isRecent(sessionId: string | undefined, now = new Date()): Promise<boolean> {
    if (!sessionId) return false;
    const at = await this.cache.get<number>(keyOf(sessionId));
    return at !== undefined && now.getTime() - at >= 0 && now.getTime() - at < RECENT_AUTH_MS;
  }
}

function keyOf(sessionId: string): string {
  return `identity:recent-auth:${sessionId}`;
}
