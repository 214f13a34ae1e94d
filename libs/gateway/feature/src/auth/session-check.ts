import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdentityMessages, type SessionStateView } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { CACHE, type CachePort } from '@snap/platform-cache';

/** How long a copy of a user's session state is kept. Every change made through the gateway drops
 * the copy at once; the expiry only bounds a drop that could not reach the cache (it was down). */
export const SESSION_STATE_TTL_MS = 30_000;

export interface SessionClaims {
  userId: string;
  roles: readonly string[];
  sessionId?: string;
  /** The session version the token was issued with (`sv`). */
  sessionVersion?: number;
}

/** On every authenticated request: is the token's session still the account's current one? Access
 * tokens are stateless, so sign-out, sign-out everywhere, a password change or reset, a role removal
 * and deletion would otherwise leave them working until they expire. The identity store is the source
 * of truth (a version kept with the account, the sessions revoked one by one); this keeps a short copy
 * in the cache port (memory standalone, Redis distributed, shared by gateway replicas). A restart or a
 * flushed cache only means a miss, answered from the store: a revoked token never becomes valid again. */
@Injectable()
export class SessionCheck {
  private readonly logger = new Logger('SessionCheck');

  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async isCurrent(claims: SessionClaims): Promise<boolean> {
    const state = await this.stateOf(claims.userId);
    if (!state) {
      // Neither the cache nor identity answers: a token without a role only reads the member's own
      // things and writes what the services check again; a role-bearing token is refused.
      return claims.roles.length === 0;
    }
    if (state.version < 0) return false;
    if ((claims.sessionVersion ?? 0) !== state.version) return false;
    return !(claims.sessionId && state.revokedSessions.includes(claims.sessionId));
  }

  /** Drops the copy after a change made through the gateway, so the next request reads the store. */
  async invalidate(userId: string | undefined): Promise<void> {
    if (!userId) return;
    try {
      await this.cache.delete(keyOf(userId));
    } catch (error) {
      this.logger.warn(`could not drop the session copy of a user: ${String(error)}`);
    }
  }

  private async stateOf(userId: string): Promise<SessionStateView | null> {
    try {
      const cached = await this.cache.get<SessionStateView>(keyOf(userId));
      if (cached) return cached;
    } catch {
      // The cache is down: the store through identity answers instead.
    }
    let state: SessionStateView;
    try {
      state = await this.bus.request(IdentityMessages.sessionState, { userId });
    } catch (error) {
      this.logger.warn(`session state unavailable: ${String(error)}`);
      return null;
    }
    try {
      await this.cache.set(keyOf(userId), state, SESSION_STATE_TTL_MS);
    } catch {
      // Not cached this time; the next request asks identity again.
    }
    return state;
  }
}

function keyOf(userId: string): string {
  return `session-state:${userId}`;
}
