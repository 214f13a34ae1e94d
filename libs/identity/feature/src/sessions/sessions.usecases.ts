import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { Role, SessionResult, SessionStateView, SessionView } from '@snap/contracts';
import { ACCOUNT_MESSAGES, SESSION_MESSAGES } from '@snap/domain';
import type { UserDocument } from '../accounts/account.schemas';
import { toAccountView } from '../accounts/account-view';
import { IdentityRepository } from '../accounts/identity.repository';
import { describeUserAgent } from './user-agent';
import { RecentAuthentication } from './recent-authentication';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { hashToken, randomToken, sameHash } from '../shared/secure-tokens';

const DAY_MS = 86_400_000;
const SESSION_EXPIRED = SESSION_MESSAGES.expired;
export const SESSION_GONE = SESSION_MESSAGES.gone;

/** Access tokens (short JWTs) and refresh tokens (opaque, stored hashed, rotated on every use). */
@Injectable()
export class SessionsUseCases {
  private readonly jwt: JwtService;

  constructor(
    private readonly repository: IdentityRepository,
    private readonly recent: RecentAuthentication,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {
    this.jwt = new JwtService({ secret: options.jwtSecret, signOptions: { algorithm: 'HS256' } });
  }

  /** A new session family for a user who just proved who they are; the browser's User-Agent names it
   * in the account's list of sessions. */
  async start(
    user: UserDocument,
    emailVerificationRequired = false,
    userAgent?: string,
    now = new Date(),
  ): Promise<SessionResult> {
    const familyId = randomUUID();
    await this.recent.mark(familyId, now);
    return this.issue(user, familyId, emailVerificationRequired, {
      startedAt: now,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
  }

  /** The account's live sessions (one per family: its newest token, neither rotated, revoked nor
   * expired), most recently used first; `current` marks the one asking. */
  async list(
    userId: string | undefined,
    currentSessionId: string | undefined,
    now = new Date(),
  ): Promise<SessionView[]> {
    if (!userId)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    const live = await this.repository.refreshTokens.find(
      { userId, rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      { sort: { createdAt: -1 }, limit: 100 },
    );
    return live.map((token) => ({
      id: token.familyId,
      ...describeUserAgent(token.userAgent),
      signedInAt: new Date(token.startedAt ?? token.createdAt).toISOString(),
      lastUsedAt: new Date(token.createdAt).toISOString(),
      current: token.familyId === currentSessionId,
    }));
  }

  /** 'Sign out' on one session of the list: its refresh token at once, its access token at the
   * gateway's next check (the family is listed as revoked in `state`). Only the account's own. */
  async endOne(userId: string | undefined, sessionId: string, now = new Date()): Promise<void> {
    if (!userId)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    const ended = await this.repository.refreshTokens.updateMany(
      { userId, familyId: sessionId, revokedAt: null },
      { $set: { revokedAt: now } },
    );
    if (ended.matched === 0) throw new IdentityError(IdentityErrorCode.NotFound, SESSION_GONE);
  }

  /** Rotates a refresh token; a token that was already rotated means it leaked: the whole family ends. */
  async refresh(refreshToken: string, now = new Date()): Promise<SessionResult> {
    const token = await this.find(refreshToken);
    if (!token || token.revokedAt)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, SESSION_EXPIRED);
    if (token.rotatedAt) {
      await this.revokeFamily(token.familyId, now);
      throw new IdentityError(IdentityErrorCode.Unauthenticated, SESSION_EXPIRED);
    }
    if (new Date(token.expiresAt).getTime() <= now.getTime())
      throw new IdentityError(IdentityErrorCode.Unauthenticated, SESSION_EXPIRED);
    // Only one refresh can win the rotation, even when two arrive together.
    const claimed = await this.repository.refreshTokens.findOneAndUpdate(
      { _id: token._id, rotatedAt: null },
      { $set: { rotatedAt: now } },
    );
    if (!claimed) {
      await this.revokeFamily(token.familyId, now);
      throw new IdentityError(IdentityErrorCode.Unauthenticated, SESSION_EXPIRED);
    }
    const user = await this.repository.users.findOne({ _id: token.userId });
    if (!user)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    return this.issue(user, token.familyId, false, {
      startedAt: token.startedAt ?? token.createdAt,
      userAgent: token.userAgent ?? null,
    });
  }

  /** Ends the session the token belongs to (its whole family): its refresh token at once, its access
   * token at the gateway's next check (the family is listed in `state`). Unknown tokens are ignored.
   * Returns whose session it was, so the gateway can drop its cached copy. */
  async signOut(refreshToken: string, now = new Date()): Promise<{ userId?: string }> {
    const token = await this.find(refreshToken);
    if (!token) return {};
    await this.revokeFamily(token.familyId, now);
    return { userId: token.userId };
  }

  /** Ends every session of the user, except `keepSessionId` when given (the one that asked): refresh
   * tokens are revoked and the session version moves on, so every access token issued before stops
   * working at the gateway's next check (the kept session renews its own). */
  async endAllSessions(userId: string, now = new Date(), keepSessionId?: string): Promise<void> {
    const filter = keepSessionId
      ? { userId, revokedAt: null, familyId: { $ne: keepSessionId } }
      : { userId, revokedAt: null };
    await this.repository.refreshTokens.updateMany(filter, { $set: { revokedAt: now } });
    await this.bumpVersion(userId);
  }

  /** Every access token of the user issued before now stops working; refresh tokens are untouched
   * (a removed role: the next refresh issues a token without it). */
  async bumpVersion(userId: string): Promise<void> {
    await this.repository.users.updateOne({ _id: userId }, { $inc: { sessionVersion: 1 } });
  }

  /** The source of truth behind the gateway's per-request check: the user's session version (-1 when
   * the account is gone) and the sessions ended one by one while their access tokens may still live. */
  async state(userId: string, now = new Date()): Promise<SessionStateView> {
    const user = await this.repository.users.findOne(
      { _id: userId },
      { projection: { sessionVersion: 1 } },
    );
    if (!user) return { version: -1, revokedSessions: [] };
    // An access token lives accessTokenTtlSeconds at most: older revocations concern no live token.
    const since = new Date(now.getTime() - (this.options.accessTokenTtlSeconds + 60) * 1000);
    const revoked = await this.repository.refreshTokens.find(
      { userId, revokedAt: { $gte: since } },
      { projection: { familyId: 1 }, sort: { revokedAt: -1 }, limit: 200 },
    );
    return {
      version: user.sessionVersion ?? 0,
      revokedSessions: [...new Set(revoked.map((token) => token.familyId))],
    };
  }

  /** Verifies an access token; returns its user id and roles, or null. */
  async verifyAccessToken(
    token: string,
  ): Promise<{ userId: string; email: string; roles: Role[]; sessionId?: string } | null> {
    try {
      const claims = await this.jwt.verifyAsync<{
        sub: string;
        email: string;
        roles: Role[];
        sid?: string;
      }>(token, { algorithms: ['HS256'] });
      return {
        userId: claims.sub,
        email: claims.email,
        roles: claims.roles ?? [],
        sessionId: claims.sid,
      };
    } catch {
      return null;
    }
  }

  private async issue(
    user: UserDocument,
    familyId: string,
    emailVerificationRequired: boolean,
    family: { startedAt: Date; userAgent: string | null },
  ): Promise<SessionResult> {
    const roles = await this.repository.effectiveRolesOf(user);
    // sid names the session (a sign-out ends its access token too); sv is the session version that
    // sign-out everywhere, a password change or reset and a role removal move on.
    const accessToken = await this.jwt.signAsync(
      { sub: user._id, email: user.email, roles, sid: familyId, sv: user.sessionVersion ?? 0 },
      { expiresIn: this.options.accessTokenTtlSeconds },
    );
    const id = randomUUID();
    const secret = randomToken();
    const expiresAt = new Date(Date.now() + this.options.refreshTokenTtlDays * DAY_MS);
    await this.repository.refreshTokens.insert({
      _id: id,
      familyId,
      userId: user._id,
      tokenHash: hashToken(secret),
      expiresAt,
      startedAt: family.startedAt,
      userAgent: family.userAgent,
    });
    return {
      user: toAccountView(user, roles, await this.repository.secondFactorRequired(user)),
      accessToken,
      refreshToken: `${id}.${secret}`,
      accessTokenExpiresIn: this.options.accessTokenTtlSeconds,
      refreshTokenExpiresAt: expiresAt.toISOString(),
      emailVerificationRequired,
    };
  }

  private async find(refreshToken: string) {
    const [id, secret] = refreshToken.split('.');
    if (!id || !secret) return null;
    const token = await this.repository.refreshTokens.findOne({ _id: id });
    return token && sameHash(token.tokenHash, hashToken(secret)) ? token : null;
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.repository.refreshTokens.updateMany(
      { familyId, revokedAt: null },
      { $set: { revokedAt: now } },
    );
  }
}
