import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { Role, SessionResult } from '@snap/contracts';
import { ACCOUNT_MESSAGES } from '@snap/domain';
import type { UserDocument } from '../accounts/account.schemas';
import { toAccountView } from '../accounts/account-view';
import { IdentityRepository } from '../accounts/identity.repository';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { hashToken, randomToken, sameHash } from '../shared/secure-tokens';

const DAY_MS = 86_400_000;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Access tokens (short JWTs) and refresh tokens (opaque, stored hashed, rotated on every use). */
@Injectable()
export class SessionsUseCases {
  private readonly jwt: JwtService;

  constructor(
    private readonly repository: IdentityRepository,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {
    this.jwt = new JwtService({ secret: options.jwtSecret, signOptions: { algorithm: 'HS256' } });
  }

  /** A new session family for a user who just proved who they are. */
  async start(user: UserDocument, emailVerificationRequired = false): Promise<SessionResult> {
    return this.issue(user, randomUUID(), emailVerificationRequired);
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
    return this.issue(user, token.familyId, false);
  }

  /** Ends the session the token belongs to (its whole family). Unknown tokens are ignored. */
  async signOut(refreshToken: string, now = new Date()): Promise<void> {
    const token = await this.find(refreshToken);
    if (token) await this.revokeFamily(token.familyId, now);
  }

  /** Ends every session of the user, except `keepSessionId` when given (the one that asked). */
  async endAllSessions(userId: string, now = new Date(), keepSessionId?: string): Promise<void> {
    const filter = keepSessionId
      ? { userId, revokedAt: null, familyId: { $ne: keepSessionId } }
      : { userId, revokedAt: null };
    await this.repository.refreshTokens.updateMany(filter, { $set: { revokedAt: now } });
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
  ): Promise<SessionResult> {
    const roles = await this.repository.effectiveRolesOf(user);
    // sid names the session, so a password change can end every other one.
    const accessToken = await this.jwt.signAsync(
      { sub: user._id, email: user.email, roles, sid: familyId },
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
    });
    return {
      user: toAccountView(user, roles),
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
