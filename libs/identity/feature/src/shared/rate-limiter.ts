import { Inject, Injectable } from '@nestjs/common';
import { defineMessages } from '@snap/domain';
import {
  CACHE,
  type CachePort,
  RateLimitExceededError,
  type RateLimitRule,
  RateLimits,
} from '@snap/platform-cache';
import { IdentityError, IdentityErrorCode } from './identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options';
import { hashToken } from './secure-tokens';

const MINUTE = 60;

/** Guessing a password is limited per account and client pair (5 in 15 minutes), so a stranger who
 * guesses wrong locks out only themselves; per client address across accounts (20 in 15 minutes); and
 * per account from clients that never signed in to it (50 an hour): the slower global ceiling against
 * guesses spread over many addresses. The owner passes it from any address they signed in from before
 * and from any browser that signed in before (its device cookie), so a stranger filling it does not
 * lock the owner out of a new network (the phone that changes address, the library's Wi-Fi). */
export const SIGN_IN_LIMITS = {
  pair: { points: 5, durationSeconds: 15 * MINUTE },
  client: { points: 20, durationSeconds: 15 * MINUTE },
  account: { points: 50, durationSeconds: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;
/** 'Forgot password?' and the take-over mail of a sign-up for an unconfirmed address: 3 mails per
 * address an hour (a stranger cannot flood a mailbox), 10 requests per client address an hour. */
export const PASSWORD_RESET_LIMITS = {
  address: { points: 3, durationSeconds: 60 * MINUTE },
  client: { points: 10, durationSeconds: 60 * MINUTE },
  redeem: { points: 20, durationSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
/** Second-factor codes per account: 5 wrong ones in 15 minutes (a 6-digit code cannot be guessed at
 * that pace: about 1 chance in 22,000 a day), then the account waits, whatever the address. */
export const SECOND_FACTOR_LIMIT: RateLimitRule = { points: 5, durationSeconds: 15 * MINUTE };
export const SIGN_UP_LIMIT: RateLimitRule = { points: 5, durationSeconds: 60 * MINUTE };
/** What a person reads when a limit stops them, with the minutes until they may try again. */
export const ATTEMPT_LIMIT_MESSAGES = defineMessages(
  'attemptLimit',
  {
    tooManyAttempts: (minutes: number) =>
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  { tooManyAttempts: ['minutes'] },
);
export const TOO_MANY_ATTEMPTS = (minutes: number): string =>
  ATTEMPT_LIMIT_MESSAGES.tooManyAttempts(minutes);

/** A new verification link at most every 10 minutes per account. */
export const VERIFICATION_MAIL_LIMIT: RateLimitRule = { points: 1, durationSeconds: 10 * MINUTE };
/** How long a client that signed in stays known to the account. */
const KNOWN_CLIENT_MS = 30 * 24 * 60 * MINUTE * 1000;

/** Brute-force protection on the shared atomic limiter: every attempt spends its points before the
 * password is checked, so a burst of parallel guesses cannot slip past a read-then-write check. */
@Injectable()
export class RateLimiter {
  private readonly limits: RateLimits;
  private readonly signUpLimit: RateLimitRule;

  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(IDENTITY_OPTIONS) options: IdentityOptions,
  ) {
    this.limits = // The cache's own key prefix already names the service (snap:identity:…): no second name here.
      new RateLimits(cache);
    this.signUpLimit = { ...SIGN_UP_LIMIT, points: options.signUpsPerHour ?? SIGN_UP_LIMIT.points };
  }

  async beforeSignIn(email: string, clientIp: string | undefined, device?: string): Promise<void> {
    const client = clientIp ?? 'unknown';
    await this.spend('signin-pair', SIGN_IN_LIMITS.pair, `${email}|${client}`);
    if (clientIp) await this.spend('signin-client', SIGN_IN_LIMITS.client, clientIp);
    if (!(await this.knownClient(email, clientIp, device)))
      await this.spend('signin-account', SIGN_IN_LIMITS.account, email);
  }

  /** The right password: only guesses count, so the points go back and the pair starts afresh (also
   * when a second factor is still to come: its codes have their own limit). */
  async passwordRight(email: string, clientIp: string | undefined, device?: string): Promise<void> {
    await this.limits.reset(
      'signin-pair',
      SIGN_IN_LIMITS.pair,
      `${email}|${clientIp ?? 'unknown'}`,
    );
    if (clientIp) await this.limits.refund('signin-client', SIGN_IN_LIMITS.client, clientIp);
    if (!(await this.knownClient(email, clientIp, device)))
      await this.limits.refund('signin-account', SIGN_IN_LIMITS.account, email);
  }

  /** Signed in (password, and the second factor when the account has one): this client and this
   * browser are known to the account from now on. */
  async signedIn(email: string, clientIp: string | undefined, device?: string): Promise<void> {
    await this.passwordRight(email, clientIp, device);
    await this.markKnown(email, clientIp, device);
  }

  /** After the second factor too: the points went back with the right password already. */
  async markKnown(email: string, clientIp: string | undefined, device?: string): Promise<void> {
    if (clientIp)
      await this.cache.set(`identity:known-client:${email}|${clientIp}`, true, KNOWN_CLIENT_MS);
    if (device)
      await this.cache.set(
        `identity:known-device:${email}|${hashToken(device)}`,
        true,
        KNOWN_CLIENT_MS,
      );
  }

  async beforeSecondFactor(userId: string): Promise<void> {
    await this.spend('second-factor', SECOND_FACTOR_LIMIT, userId);
  }

  /** A right code: only wrong ones count. */
  async secondFactorPassed(userId: string): Promise<void> {
    await this.limits.reset('second-factor', SECOND_FACTOR_LIMIT, userId);
  }

  /** A password reset mail may go out for this address, asked from this client. The client's limit is
   * an error people see; the address's is silent (same answer whether or not a mail went out). */
  async mayMailPasswordReset(email: string, clientIp: string | undefined): Promise<boolean> {
    if (clientIp) await this.spend('reset-client', PASSWORD_RESET_LIMITS.client, clientIp);
    try {
      await this.limits.consume('reset-address', PASSWORD_RESET_LIMITS.address, email);
      return true;
    } catch (error) {
      if (error instanceof RateLimitExceededError) return false;
      throw error;
    }
  }

  /** Redeeming reset links: the tokens are 256-bit, this only keeps a client from hammering. */
  async beforePasswordReset(clientIp: string | undefined): Promise<void> {
    if (clientIp) await this.spend('reset-redeem', PASSWORD_RESET_LIMITS.redeem, clientIp);
  }

  async beforeSignUp(clientIp: string | undefined): Promise<void> {
    if (clientIp) await this.spend('signup', this.signUpLimit, clientIp);
  }

  /** True when another verification e-mail may go out now (and counts it). */
  async mayResendVerification(userId: string): Promise<boolean> {
    try {
      await this.limits.consume('verification-mail', VERIFICATION_MAIL_LIMIT, userId);
      return true;
    } catch (error) {
      if (error instanceof RateLimitExceededError) return false;
      throw error;
    }
  }

  private async knownClient(
    email: string,
    clientIp: string | undefined,
    device: string | undefined,
  ): Promise<boolean> {
    if (clientIp && (await this.cache.get<boolean>(`identity:known-client:${email}|${clientIp}`)))
      return true;
    // The device id is random (256 bits) and only becomes known after a right password from it.
    return device
      ? (await this.cache.get<boolean>(`identity:known-device:${email}|${hashToken(device)}`)) ===
          true
      : false;
  }

  private async spend(name: string, rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.limits.consume(name, rule, key);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      throw new IdentityError(IdentityErrorCode.TooManyRequests, TOO_MANY_ATTEMPTS(minutes), {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
}
