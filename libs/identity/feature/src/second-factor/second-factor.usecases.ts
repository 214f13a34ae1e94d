import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash as hashPassword, verify as verifyPassword } from 'argon2';
import { randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';
import { AuditEvents, type AuditAction, type SecondFactorStatusView } from '@snap/contracts';
import { defineMessages, ACCOUNT_MESSAGES } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import type { UserDocument } from '../accounts/account.schemas';
import { IdentityRepository } from '../accounts/identity.repository';
import { GRANT_MESSAGES } from '../roles/grant-role';
import { RecentAuthentication } from '../sessions/recent-authentication';
import { SessionsUseCases } from '../sessions/sessions.usecases';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { RateLimiter } from '../shared/rate-limiter';
import { isTotpCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { normalizeTokenSecret, TOKEN_SECRET_INVALID } from './token-secret';
import { TotpSecretBox } from './totp-secrets';

export const SECOND_FACTOR_MESSAGES = defineMessages('secondFactor', {
  required: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrongCode: 'This code is not correct or was already used. Please try again.',
  reauthenticate: 'Please enter your password again to continue.',
  passwordWrong: 'The password is not correct.',
  alreadyEnrolled: 'Two-step verification is already on for this account.',
  notEnrolled: 'Two-step verification is not on for this account.',
  noPendingEnrolment: 'Please start the set-up again: it expired after 15 minutes.',
  noAccount: 'No account with this e-mail.',
  adminsOnly: 'Only admins can turn off the two-step verification of another account.',
  ownAccount: 'To turn off your own two-step verification, use your account settings.',
});

/** What the operator's enrolment of a hardware token answers (npm run admin:enrol-token): read by the
 * operator at the command line, never shown by the public site (so English only, as the back-office). */
export const TOKEN_ENROLMENT_MESSAGES = defineMessages('tokenEnrolment', {
  secretInvalid: TOKEN_SECRET_INVALID,
  unconfirmed: GRANT_MESSAGES.unconfirmed,
  operatorOnly: 'Only the operator enrols a hardware token (npm run admin:enrol-token).',
});

/** The issuer shown in authenticator apps. */
const ISSUER = 'SNAP EBT Store Finder';
const PENDING_MS = 15 * 60_000;
/** Codes of the step before and after now are accepted (a phone's clock a little off). */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes are hashed with OWASP's minimum argon2id settings (19 MiB, 2 passes, 1 lane): a
 * sign-in with one checks up to ten of them, which the password settings would make take seconds. */
const RECOVERY_HASH = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface EnrolmentStart {
  secret: string;
  otpauthUri: string;
  /** The same URI as a QR code (an SVG data URL) for the app to scan. */
  qrCode: string;
}

/** Proof that the person at the keyboard is the owner, for what matters (changing the factor). */
export interface Proof {
  password?: string;
  code?: string;
}

/** A second factor: TOTP (RFC 6238, otplib) with ten one-time recovery codes. Staff roles count only
 * for accounts that have one (IdentityRepository.effectiveRolesOf), so no staff operation succeeds
 * before enrolment, whatever the client does. */
@Injectable()
export class SecondFactorUseCases {
  private readonly box: TotpSecretBox;

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsUseCases,
    private readonly recent: RecentAuthentication,
    private readonly limiter: RateLimiter,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(IDENTITY_OPTIONS) options: IdentityOptions,
  ) {
    this.box = new TotpSecretBox(options.jwtSecret);
  }

  /** Step one: a new secret, kept aside until a code from it confirms that the app has it. Needs a
   * recent sign-in or re-authentication of this session (5 minutes), or the password now. */
  async begin(
    userId: string | undefined,
    sessionId: string | undefined,
    proof: Proof = {},
    now = new Date(),
  ): Promise<EnrolmentStart> {
    const user = await this.requireUser(userId);
    if (user.totpEnrolledAt)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    await this.requireRecentAuth(user, sessionId, proof, now);
    const secret = generateSecret();
    await this.repository.users.updateOne(
      { _id: user._id },
      {
        $set: {
          totpPendingSecret: this.box.seal(secret),
          totpPendingExpiresAt: new Date(now.getTime() + PENDING_MS),
        },
      },
    );
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
    const svg = await qrCodeSvg(otpauthUri, { type: 'svg', margin: 1 });
    return {
      secret,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Step two: a code from the app turns the factor on and returns the recovery codes, shown once.
   * Every other session ends (they were opened with the password alone). */
  async confirm(
    userId: string | undefined,
    sessionId: string | undefined,
    code: string,
    now = new Date(),
  ): Promise<{ recoveryCodes: string[] }> {
    const user = await this.requireUser(userId);
    if (user.totpEnrolledAt)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const pending =
      user.totpPendingSecret &&
      user.totpPendingExpiresAt &&
      new Date(user.totpPendingExpiresAt).getTime() > now.getTime()
        ? this.box.open(user.totpPendingSecret)
        : null;
    if (!pending)
      throw new IdentityError(
        IdentityErrorCode.BadInput,
        SECOND_FACTOR_MESSAGES.noPendingEnrolment,
      );
    await this.limiter.beforeSecondFactor(user._id);
    const step = await this.totpStep(pending, code, -1, now);
    if (step === null)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.wrongCode);
    await this.limiter.secondFactorPassed(user._id);
    const enrolled = await this.repository.users.findOneAndUpdate(
      { _id: user._id, totpEnrolledAt: null },
      {
        $set: {
          totpSecret: this.box.seal(pending),
          totpEnrolledAt: now,
          totpLastStep: step,
          totpPendingSecret: null,
          totpPendingExpiresAt: null,
        },
      },
    );
    if (!enrolled)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const recoveryCodes = await this.replaceRecoveryCodes(user._id, now);
    // The session that enrolled stays; its next token carries the staff roles (the version moved on).
    await this.sessions.endAllSessions(user._id, now, sessionId);
    await this.recent.mark(sessionId, now);
    await this.audit(
      user,
      user._id,
      'second-factor.enrolled',
      'Turned on two-step verification',
      now,
    );
    return { recoveryCodes };
  }

  /** Turns the factor off: needs the password or a code now, or a recent sign-in (5 minutes). Staff
   * lose their roles' effect until they enrol again. */
  async remove(
    userId: string | undefined,
    sessionId: string | undefined,
    proof: Proof,
    now = new Date(),
  ): Promise<void> {
    const user = await this.requireUser(userId);
    if (!user.totpEnrolledAt)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.notEnrolled);
    await this.requireRecentAuth(user, sessionId, proof, now);
    await this.clear(user._id);
    await this.audit(
      user,
      user._id,
      'second-factor.removed',
      'Turned off two-step verification',
      now,
    );
  }

  /** The recovery path for a lost phone and lost codes: another admin (with their own factor), or the
   * operator (`actorId` undefined: the OPS_TOKEN endpoint or `npm run admin:reset-second-factor`).
   * The account signs in with its password again and, if staff, must enrol anew. */
  async resetFor(actorId: string | undefined, email: string, now = new Date()): Promise<string> {
    if (actorId) {
      const actor = await this.requireUser(actorId);
      if (!(await this.repository.effectiveRolesOf(actor)).includes('admin'))
        throw new IdentityError(IdentityErrorCode.Forbidden, SECOND_FACTOR_MESSAGES.adminsOnly);
    }
    const user = await this.repository.users.findOne({ email: email.trim().toLowerCase() });
    if (!user)
      throw new IdentityError(IdentityErrorCode.NotFound, SECOND_FACTOR_MESSAGES.noAccount);
    // One's own factor goes off only with the password or a code (remove): not by being an admin.
    if (actorId === user._id)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.ownAccount);
    if (!user.totpEnrolledAt)
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.notEnrolled);
    await this.clear(user._id);
    // Whoever holds the account's sessions now may be the one who took the phone.
    await this.sessions.endAllSessions(user._id, now);
    await this.audit(
      user,
      actorId ?? 'operator',
      'second-factor.reset',
      `Turned off two-step verification of ${user.email} (recovery)`,
      now,
    );
    return user._id;
  }

  /** The operator enrols a hardware OATH TOTP token (a key fob for staff without a smartphone) whose
   * seed comes from the vendor's seed file: `npm run admin:enrol-token` through the OPS_TOKEN
   * endpoint (`actorId` undefined; a request with a user is refused). Any confirmed account, so a new
   * staff member's token can be set before the role is granted; it replaces the factor the account
   * had, and, like the reset, ends its sessions. Returns the ten new recovery codes for the operator to
   * hand over. A seed that is not base32 of 128 to 512 bits changes nothing. */
  async enrolTokenFor(
    actorId: string | undefined,
    email: string,
    seed: string,
    now = new Date(),
  ): Promise<{ userId: string; recoveryCodes: string[] }> {
    if (actorId)
      throw new IdentityError(IdentityErrorCode.Forbidden, TOKEN_ENROLMENT_MESSAGES.operatorOnly);
    const secret = normalizeTokenSecret(seed);
    if (!secret)
      throw new IdentityError(IdentityErrorCode.BadInput, TOKEN_ENROLMENT_MESSAGES.secretInvalid);
    const user = await this.repository.users.findOne({ email: email.trim().toLowerCase() });
    if (!user)
      throw new IdentityError(IdentityErrorCode.NotFound, SECOND_FACTOR_MESSAGES.noAccount);
    // As for the operator's grant of admin: the address was proven with the account's own password.
    if (!user.emailConfirmedAt)
      throw new IdentityError(IdentityErrorCode.BadInput, TOKEN_ENROLMENT_MESSAGES.unconfirmed);
    const replaced = Boolean(user.totpEnrolledAt);
    await this.repository.users.updateOne(
      { _id: user._id },
      {
        $set: {
          totpSecret: this.box.seal(secret),
          totpEnrolledAt: now,
          // No code of this seed was used here yet (the claim at sign-in needs a number to beat).
          totpLastStep: 0,
          totpPendingSecret: null,
          totpPendingExpiresAt: null,
        },
      },
    );
    const recoveryCodes = await this.replaceRecoveryCodes(user._id, now);
    // As the reset: sessions opened with the old factor (or none) end; the next sign-in asks a code.
    await this.sessions.endAllSessions(user._id, now);
    await this.audit(
      user,
      'operator',
      'second-factor.token-enrolled',
      replaced
        ? `Enrolled a hardware token as the two-step verification of ${user.email} (replacing the previous one)`
        : `Enrolled a hardware token as the two-step verification of ${user.email}`,
      now,
    );
    return { userId: user._id, recoveryCodes };
  }

  /** At sign-in, after the right password: the code from the app (once per time step), or a
   * recovery code (once). Rate-limited per account. */
  async verifyAtSignIn(
    user: UserDocument,
    code: string | undefined,
    now = new Date(),
  ): Promise<void> {
    if (!code?.trim())
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.required, {
        reason: 'second-factor-required',
      });
    await this.limiter.beforeSecondFactor(user._id);
    if (!(await this.accepts(user, code, now)))
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.wrongCode, {
        reason: 'second-factor-required',
      });
    await this.limiter.secondFactorPassed(user._id);
  }

  /** 'Confirm it is you' for what matters: the password or a code marks this session as recently
   * authenticated for 5 minutes. */
  async reauthenticate(
    userId: string | undefined,
    sessionId: string | undefined,
    proof: Proof,
    now = new Date(),
  ): Promise<void> {
    const user = await this.requireUser(userId);
    await this.checkProof(user, sessionId, proof, now);
    await this.recent.mark(sessionId, now);
  }

  async status(userId: string | undefined): Promise<SecondFactorStatusView> {
    const user = await this.requireUser(userId);
    return {
      enabled: Boolean(user.totpEnrolledAt),
      recoveryCodesLeft: await this.recoveryCodesLeft(user._id),
    };
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    return this.repository.recoveryCodes.count({ userId });
  }

  private async requireRecentAuth(
    user: UserDocument,
    sessionId: string | undefined,
    proof: Proof,
    now: Date,
  ): Promise<void> {
    if (proof.password || proof.code) {
      await this.checkProof(user, sessionId, proof, now);
      await this.recent.mark(sessionId, now);
      return;
    }
    if (!(await this.recent.isRecent(sessionId, now)))
      throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.reauthenticate, {
        reason: 'reauthenticate',
      });
  }

  private async checkProof(
    user: UserDocument,
    sessionId: string | undefined,
    proof: Proof,
    now: Date,
  ): Promise<void> {
    if (proof.password) {
      // The per-pair password limit: a stolen session cannot guess the password here.
      await this.limiter.beforeSignIn(user.email, `session:${sessionId ?? 'none'}`);
      if (!(await verifyPassword(user.passwordHash, proof.password)))
        throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.passwordWrong, {
          reason: 'reauthenticate',
        });
      return;
    }
    if (proof.code && user.totpEnrolledAt) {
      await this.limiter.beforeSecondFactor(user._id);
      if (!(await this.accepts(user, proof.code, now)))
        throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.wrongCode, {
          reason: 'reauthenticate',
        });
      await this.limiter.secondFactorPassed(user._id);
      return;
    }
    throw new IdentityError(IdentityErrorCode.BadInput, SECOND_FACTOR_MESSAGES.reauthenticate, {
      reason: 'reauthenticate',
    });
  }

  /** A TOTP code newer than the last one used (claimed atomically), or an unused recovery code. */
  private async accepts(user: UserDocument, code: string, now: Date): Promise<boolean> {
    if (isTotpCode(code)) {
      const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
      if (!secret) return false;
      const step = await this.totpStep(secret, code, user.totpLastStep ?? -1, now);
      if (step === null) return false;
      // Two requests with the same code: only one moves the last step on.
      const claimed = await this.repository.users.findOneAndUpdate(
        { _id: user._id, totpLastStep: { $lt: step } },
        { $set: { totpLastStep: step } },
      );
      return claimed !== null;
    }
    const typed = normalizeRecoveryCode(code);
    // At most ten per account: each is checked against its salted hash; the one that matches is spent
    // by deleting it (only one request can).
    let used = false;
    for (const stored of await this.repository.recoveryCodes.find({ userId: user._id })) {
      if (!(await verifyPassword(stored.codeHash, typed))) continue;
      used = (await this.repository.recoveryCodes.deleteOne({ _id: stored._id })) === 1;
      break;
    }
    if (used) {
      const left = await this.recoveryCodesLeft(user._id);
      await this.audit(
        user,
        user._id,
        'second-factor.recovery-code-used',
        `Signed in with a recovery code (${left} left)`,
        now,
      );
    }
    return used;
  }

  private async totpStep(
    secret: string,
    code: string,
    afterStep: number,
    now: Date,
  ): Promise<number | null> {
    const result = await verifyTotp({
      secret,
      token: code.replace(/\s/g, ''),
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      period: TOTP_PERIOD_SECONDS,
      ...(afterStep >= 0 ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async replaceRecoveryCodes(userId: string, now: Date): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repository.recoveryCodes.deleteMany({ userId });
    for (const code of codes)
      await this.repository.recoveryCodes.insert({
        _id: randomUUID(),
        userId,
        codeHash: await hashPassword(normalizeRecoveryCode(code), RECOVERY_HASH),
        createdAt: now,
      });
    return codes;
  }

  private async clear(userId: string): Promise<void> {
    await this.repository.users.updateOne(
      { _id: userId },
      {
        $set: {
          totpSecret: null,
          totpEnrolledAt: null,
          totpLastStep: null,
          totpPendingSecret: null,
          totpPendingExpiresAt: null,
        },
      },
    );
    await this.repository.recoveryCodes.deleteMany({ userId });
    // Tokens issued with staff roles stop working now; the next refresh issues them without.
    await this.sessions.bumpVersion(userId);
  }

  private async audit(
    target: UserDocument,
    actorId: string,
    action: AuditAction,
    summary: string,
    now: Date,
  ): Promise<void> {
    await this.bus.publish(AuditEvents.recorded, {
      actorId,
      action,
      targetType: 'user',
      targetId: target._id,
      summary,
      after: { email: target.email },
      occurredAt: now.toISOString(),
    });
  }

  private async requireUser(userId: string | undefined): Promise<UserDocument> {
    const user = userId ? await this.repository.users.findOne({ _id: userId }) : null;
    if (!user)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    return user;
  }
}
