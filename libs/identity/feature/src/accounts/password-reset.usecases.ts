import { Inject, Injectable, Logger } from '@nestjs/common';
import { hash, argon2id } from 'argon2';
import { defineMessages, validatePasswordChange } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import { SessionsUseCases } from '../sessions/sessions.usecases';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { RateLimiter } from '../shared/rate-limiter';
import { hashToken, randomToken } from '../shared/secure-tokens';
import type { UserDocument } from './account.schemas';
import { accountEmailsFor } from './account-emails';
import { IdentityRepository } from './identity.repository';
import { isCommonPassword } from './breached-passwords';
import { publishEmailConfirmed } from './email-confirmed';

export const RESET_TTL_MS = 60 * 60 * 1000;
const HASH_OPTIONS = { type: argon2id } as const;

export const RESET_MESSAGES = defineMessages('reset', {
  requested:
    'If an account exists for this email, we sent a link to choose a new password. Please check your email.',
  invalidLink: 'This password reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been changed. Please sign in with your new password.',
});

/** 'Forgot password?': a single-use link valid for an hour (random 256-bit token, stored hashed,
 * claimed atomically, like the refresh tokens). Redeeming it proves the mailbox: it sets the password
 * the owner chose, confirms the address and ends every earlier session and access token. */
@Injectable()
export class PasswordResetUseCases {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsUseCases,
    private readonly limiter: RateLimiter,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /** The same answer whether or not the address has an account (and whether a mail went out). */
  async request(email: string, clientIp?: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const mayMail = await this.limiter.mayMailPasswordReset(address, clientIp);
    const user = await this.repository.users.findOne({ email: address });
    if (!user || !mayMail) return;
    // Not awaited: the answer takes the same time whether or not a mail goes out (an SMTP round trip
    // would otherwise tell who has an account).
    void this.mailLink(user, 'reset').catch((error: unknown) =>
      this.logger.warn(`could not send a password reset e-mail: ${String(error)}`),
    );
  }

  /** A sign-up for an address whose account was never confirmed: its owner may not have made it, so
   * they are told, with a link that makes the account theirs. Silent past the per-address limit. */
  async offerTakeover(user: UserDocument, clientIp?: string): Promise<void> {
    if (await this.limiter.mayMailPasswordReset(user.email, clientIp))
      await this.mailLink(user, 'takeover');
  }

  async reset(
    input: { token: string; password: string; confirmPassword: string },
    clientIp?: string,
    now = new Date(),
  ): Promise<{ userId: string }> {
    const problem = validatePasswordChange(input.password, input.confirmPassword, isCommonPassword);
    if (problem)
      throw new IdentityError(IdentityErrorCode.BadInput, problem.message, {
        title: problem.title,
      });
    await this.limiter.beforePasswordReset(clientIp);
    const id = hashToken(input.token);
    // Only one request can spend the link, even when two arrive together.
    const claimed = await this.repository.passwordResets.findOneAndUpdate(
      { _id: id, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    // The lookup is by the hash of a 256-bit secret: nothing to learn from its timing.
    if (!claimed) throw new IdentityError(IdentityErrorCode.BadInput, RESET_MESSAGES.invalidLink);
    const user = await this.repository.users.findOneAndUpdate(
      { _id: claimed.userId },
      {
        $set: {
          passwordHash: await hash(input.password, HASH_OPTIONS),
          // The link proves the mailbox, and the password is now the owner's own.
          emailConfirmedAt: now,
        },
      },
    );
    if (!user) throw new IdentityError(IdentityErrorCode.BadInput, RESET_MESSAGES.invalidLink);
    // The link proved the mailbox: what the account wrote while unconfirmed is published (once).
    await publishEmailConfirmed(this.bus, user._id);
    await this.repository.passwordResets.deleteMany({ userId: user._id });
    await this.repository.verifications.deleteMany({ userId: user._id });
    await this.sessions.endAllSessions(user._id, now);
    return { userId: user._id };
  }

  private async mailLink(user: UserDocument, why: 'reset' | 'takeover'): Promise<void> {
    const token = randomToken();
    await this.repository.passwordResets.insert({
      _id: hashToken(token),
      userId: user._id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = `${this.options.publicUrl.replace(/\/$/, '')}/auth/reset-password?token=${token}`;
    const emails = accountEmailsFor(user.language);
    const email =
      why === 'reset' ? emails.passwordReset(user.fullName, link) : emails.takeover(link);
    await this.mailer.send({ to: user.email, ...email });
  }
}
