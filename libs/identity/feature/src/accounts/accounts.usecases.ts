import { Inject, Injectable } from '@nestjs/common';
import { hash, verify, argon2id } from 'argon2';
import { randomUUID } from 'node:crypto';
import {
  type AccountStandingView,
  type AccountView,
  IdentityEvents,
  type ProfileView,
  type Role,
  type SessionResult,
} from '@snap/contracts';
import {
  defineMessages,
  ACCOUNT_MESSAGES,
  isLanguage,
  LANGUAGE_MESSAGES,
  toLanguage,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { DuplicateKeyError } from '@snap/platform-documents';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import { SessionsUseCases } from '../sessions/sessions.usecases';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { RateLimiter } from '../shared/rate-limiter';
import { hashToken, randomToken } from '../shared/secure-tokens';
import type { UserDocument } from './account.schemas';
import { accountEmailsFor } from './account-emails';
import { isCommonPassword } from './breached-passwords';
import { publishEmailConfirmed } from './email-confirmed';
import { toAccountView } from './account-view';
import { IdentityRepository } from './identity.repository';
import { grantRole } from '../roles/grant-role';
import { publishRoleChange, refuseRemovingLastAdmin, ROLE_MESSAGES } from '../roles/role-changes';
import { PasswordResetUseCases } from './password-reset.usecases';
import { SecondFactorUseCases } from '../second-factor/second-factor.usecases';

export const VERIFY_MESSAGES = defineMessages('verify', {
  invalidLink: 'This verification link is invalid or has expired. Please sign in to get a new one.',
  passwordNeeded:
    "Please enter the password you chose for this account to confirm your e-mail. If you did not create this account or forgot the password, choose a new one with 'Forgot password?'.",
  passwordWrong:
    "This is not the password of this account. If you did not create it or forgot the password, choose a new one with 'Forgot password?'.",
});
/** What deleting one's own account can answer. */
export const DELETE_ACCOUNT_MESSAGES = defineMessages('deleteAccount', {
  passwordWrong: 'The password is not correct. Your account was not deleted.',
});
export const DELETE_PASSWORD_WRONG = DELETE_ACCOUNT_MESSAGES.passwordWrong;

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Verification links an address that never answers gets, in all: an unconfirmed account (anyone can
 * make one with any address) cannot make the site mail someone again and again. */
export const UNANSWERED_VERIFICATION_LINKS = 3;
const HASH_OPTIONS = { type: argon2id } as const;

/** Accounts: sign-up with e-mail verification, sign-in, password change, roles and deletion. */
@Injectable()
export class AccountsUseCases {
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash = hash('not-a-real-password', HASH_OPTIONS);

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsUseCases,
    private readonly limiter: RateLimiter,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    private readonly resets: PasswordResetUseCases,
    private readonly secondFactor: SecondFactorUseCases,
  ) {}

  async signUp(
    input: { email: string; password: string; fullName: string; language?: string },
    clientIp?: string,
  ): Promise<AccountView> {
    const { value, errors } = validateSignUp(input, isCommonPassword);
    if (errors.length) throw new IdentityError(IdentityErrorCode.BadInput, errors.join(', '));
    await this.limiter.beforeSignUp(clientIp);
    let user: UserDocument;
    try {
      user = await this.repository.users.insert({
        _id: randomUUID(),
        email: value.email,
        fullName: value.fullName,
        passwordHash: await hash(value.password, HASH_OPTIONS),
        // The page's language at sign-up; an unknown one reads as English rather than failing.
        language: toLanguage(input.language),
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      // The same answer as any sign-up (product rule "Sign-up and sign-in"); an account never confirmed may have been made by someone else
      // with the owner's address: its owner gets a link that makes it theirs (their own password).
      const existing = await this.repository.users.findOne({ email: value.email });
      if (existing && !existing.emailConfirmedAt)
        await this.resets.offerTakeover(existing, clientIp);
      throw new IdentityError(IdentityErrorCode.BadInput, ACCOUNT_MESSAGES.alreadyRegistered);
    }
    await this.sendVerification(user);
    return toAccountView(user, await this.repository.effectiveRolesOf(user));
  }

  async signIn(
    input: { email: string; password: string; device?: string; code?: string; userAgent?: string },
    clientIp?: string,
  ): Promise<SessionResult> {
    const { value, errors } = validateSignIn(input);
    if (errors.length) throw new IdentityError(IdentityErrorCode.BadInput, errors.join(', '));
    await this.limiter.beforeSignIn(value.email, clientIp, input.device);
    const user = await this.repository.users.findOne({ email: value.email });
    const valid = await verify(user?.passwordHash ?? (await this.dummyHash), value.password);
    if (!user || !valid)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.badCredentials);
    // The password alone opens no session of an account with a second factor (a reset link sets a
    // password, never the factor); the client and browser become known only after the code too.
    if (user.totpEnrolledAt) {
      await this.limiter.passwordRight(value.email, clientIp, input.device);
      await this.secondFactor.verifyAtSignIn(user, input.code);
      await this.limiter.markKnown(value.email, clientIp, input.device);
    } else await this.limiter.signedIn(value.email, clientIp, input.device);
    // Unconfirmed addresses may sign in as standard users (the profile says 'Not confirmed yet'),
    // without any privileged role, and get a fresh link since the last one may have expired.
    const unconfirmed = !user.emailConfirmedAt;
    if (unconfirmed && (await this.limiter.mayResendVerification(user._id)))
      await this.sendVerification(user);
    return this.sessions.start(user, unconfirmed, input.userAgent);
  }

  async me(userId: string | undefined): Promise<AccountView> {
    const user = await this.requireUser(userId);
    return toAccountView(
      user,
      await this.repository.effectiveRolesOf(user),
      await this.repository.secondFactorRequired(user),
    );
  }

  /** The language of the member's e-mails, from their account settings. */
  async updateLanguage(userId: string | undefined, language: string): Promise<AccountView> {
    const user = await this.requireUser(userId);
    if (!isLanguage(language))
      throw new IdentityError(IdentityErrorCode.BadInput, LANGUAGE_MESSAGES.invalid);
    const updated = await this.repository.users.findOneAndUpdate(
      { _id: user._id },
      { $set: { language } },
    );
    if (!updated)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    return toAccountView(updated, await this.repository.effectiveRolesOf(updated));
  }

  /** Needs the current password; every other session ends (the one that asked stays signed in). */
  async changePassword(
    userId: string | undefined,
    input: { currentPassword: string; password: string; confirmPassword: string },
    sessionId?: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    if (!input.currentPassword)
      throw new IdentityError(IdentityErrorCode.BadInput, ACCOUNT_MESSAGES.currentPasswordRequired);
    const problem = validatePasswordChange(input.password, input.confirmPassword, isCommonPassword);
    if (problem)
      throw new IdentityError(IdentityErrorCode.BadInput, problem.message, {
        title: problem.title,
      });
    // Same per-pair limit as sign-in: a stolen session cannot guess the password here either.
    await this.limiter.beforeSignIn(user.email, `session:${sessionId ?? 'none'}`);
    if (!(await verify(user.passwordHash, input.currentPassword))) {
      throw new IdentityError(IdentityErrorCode.BadInput, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await this.repository.users.updateOne(
      { _id: user._id },
      { $set: { passwordHash: await hash(input.password, HASH_OPTIONS) } },
    );
    // A reset link mailed before would otherwise undo the change (whoever holds the mailbox).
    await this.repository.passwordResets.deleteMany({ userId: user._id });
    await this.sessions.endAllSessions(user._id, new Date(), sessionId);
  }

  /** 'Sign out everywhere': every session of this user ends, this one included, and every password
   * reset link still outstanding stops working (a way back in for whoever is being shut out). */
  async signOutEverywhere(userId: string | undefined): Promise<void> {
    const user = await this.requireUser(userId);
    await this.repository.passwordResets.deleteMany({ userId: user._id });
    await this.sessions.endAllSessions(user._id);
  }

  /** The link proves the mailbox; the account is confirmed only for someone who also proves they chose
   * its password (a session of the account, or the password itself). Otherwise a stranger who signed up
   * first with the owner's address would get the owner to confirm the stranger's account. */
  async verifyEmail(
    input: { token: string; password?: string },
    asker: { userId?: string; clientIp?: string } = {},
    now = new Date(),
  ): Promise<AccountView> {
    const pending = await this.repository.verifications.findOne({ _id: hashToken(input.token) });
    if (!pending || new Date(pending.expiresAt).getTime() < now.getTime())
      throw new IdentityError(IdentityErrorCode.BadInput, VERIFY_MESSAGES.invalidLink);
    const owner = await this.repository.users.findOne({ _id: pending.userId });
    if (!owner) throw new IdentityError(IdentityErrorCode.BadInput, VERIFY_MESSAGES.invalidLink);
    if (asker.userId !== owner._id) {
      if (!input.password)
        throw new IdentityError(IdentityErrorCode.BadInput, VERIFY_MESSAGES.passwordNeeded, {
          reason: 'password-needed',
        });
      await this.limiter.beforeSignIn(owner.email, asker.clientIp);
      if (!(await verify(owner.passwordHash, input.password)))
        throw new IdentityError(IdentityErrorCode.BadInput, VERIFY_MESSAGES.passwordWrong, {
          reason: 'password-needed',
        });
    }
    // Spent once: only the request that deletes the pending link confirms.
    if ((await this.repository.verifications.deleteOne({ _id: pending._id })) === 0)
      throw new IdentityError(IdentityErrorCode.BadInput, VERIFY_MESSAGES.invalidLink);
    const user = await this.repository.users.findOneAndUpdate(
      { _id: pending.userId },
      { $set: { emailConfirmedAt: now } },
    );
    await this.repository.verifications.deleteMany({ userId: pending.userId });
    if (!user)
      throw new IdentityError(IdentityErrorCode.NotFound, ACCOUNT_MESSAGES.notAuthenticated);
    await publishEmailConfirmed(this.bus, user._id);
    return toAccountView(user, await this.repository.effectiveRolesOf(user));
  }

  /** The user confirms with their password (5 guesses, like changing it: a stolen session cannot
   * guess it here either); other services remove or anonymize their data on the event. */
  async deleteAccount(
    userId: string | undefined,
    password: string,
    sessionId?: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    await this.limiter.beforeSignIn(user.email, `session:${sessionId ?? 'none'}`);
    if (!(await verify(user.passwordHash, password))) {
      throw new IdentityError(IdentityErrorCode.BadInput, DELETE_PASSWORD_WRONG);
    }
    await this.sessions.endAllSessions(user._id);
    await this.repository.roles.deleteMany({ userId: user._id });
    await this.repository.verifications.deleteMany({ userId: user._id });
    await this.repository.passwordResets.deleteMany({ userId: user._id });
    await this.repository.notices.deleteMany({ userId: user._id });
    await this.repository.recoveryCodes.deleteMany({ userId: user._id });
    await this.repository.users.deleteOne({ _id: user._id });
    await this.bus.publish(
      IdentityEvents.userDeleted,
      { userId: user._id },
      { eventId: `user-deleted:${user._id}` },
    );
  }

  /** Display names for public contributions: the full name only, never the e-mail. */
  async profiles(userIds: string[]): Promise<ProfileView[]> {
    if (userIds.length === 0) return [];
    const users = await this.repository.users.findIn(
      '_id',
      userIds,
      {},
      { projection: { fullName: 1 } },
    );
    return users.map((user) => ({ id: user._id, full_name: user.fullName, avatar_url: null }));
  }

  /** Confirmed or not, and since when each account exists: what the community service weighs a
   * report by. Unknown ids are left out. */
  async standing(userIds: string[]): Promise<AccountStandingView[]> {
    if (userIds.length === 0) return [];
    const users = await this.repository.users.findIn(
      '_id',
      userIds,
      {},
      { projection: { emailConfirmedAt: 1, createdAt: 1 } },
    );
    return users.map((user) => ({
      id: user._id,
      confirmedAt: user.emailConfirmedAt ? new Date(user.emailConfirmedAt).toISOString() : null,
      createdAt: new Date(user.createdAt).toISOString(),
    }));
  }

  /** Only admins assign or remove roles; who asks comes from the verified token, never from input. */
  async changeRole(
    actorId: string | undefined,
    targetId: string,
    role: Role,
    action: 'assign' | 'remove',
  ): Promise<AccountView> {
    const actor = await this.requireUser(actorId);
    if (!(await this.repository.effectiveRolesOf(actor)).includes('admin')) {
      throw new IdentityError(
        IdentityErrorCode.Forbidden,
        action === 'assign' ? 'Failed to assign role' : 'Failed to remove role',
      );
    }
    const target = await this.repository.users.findOne({ _id: targetId });
    if (!target) throw new IdentityError(IdentityErrorCode.NotFound, 'No user with that id.');
    if (action === 'assign' && !target.emailConfirmedAt) {
      throw new IdentityError(
        IdentityErrorCode.BadInput,
        'This user has not confirmed their e-mail address yet. Roles can be given once it is confirmed.',
      );
    }
    const before = await this.repository.rolesOf(target._id);
    if (action === 'remove' && role === 'admin')
      await refuseRemovingLastAdmin(this.repository, actor._id, target._id);
    if (action === 'assign') await this.grant(target._id, role);
    else {
      await this.repository.roles.deleteOne({ userId: target._id, role });
      // Tokens that still carry the role stop working now; the next refresh issues one without it.
      await this.sessions.bumpVersion(target._id);
    }
    const after = await this.repository.rolesOf(target._id);
    await publishRoleChange(this.bus, actor._id, target, role, action, before, after);
    return this.staffView(target);
  }

  /** Another account as an admin manages it: the roles it holds (once confirmed), and whether they
   * wait for its second factor. */
  private async staffView(user: UserDocument): Promise<AccountView> {
    return toAccountView(
      user,
      user.emailConfirmedAt ? await this.repository.rolesOf(user._id) : [],
      await this.repository.secondFactorRequired(user),
    );
  }

  /** An admin looks an account up by e-mail to manage its roles; null when there is none. */
  async userByEmail(actorId: string | undefined, email: string): Promise<AccountView | null> {
    const actor = await this.requireUser(actorId);
    if (!(await this.repository.effectiveRolesOf(actor)).includes('admin'))
      throw new IdentityError(IdentityErrorCode.Forbidden, ROLE_MESSAGES.adminsOnly);
    const user = await this.repository.users.findOne({ email: email.trim().toLowerCase() });
    return user ? this.staffView(user) : null;
  }

  private grant(userId: string, role: Role): Promise<void> {
    return grantRole(this.repository, userId, role);
  }

  private async sendVerification(user: UserDocument): Promise<void> {
    // Counted before it goes, atomically: parallel sign-ins cannot send a fourth.
    const counted = await this.repository.users.findOneAndUpdate(
      {
        _id: user._id,
        emailConfirmedAt: null,
        $or: [
          { verificationLinksSent: { $lt: UNANSWERED_VERIFICATION_LINKS } },
          { verificationLinksSent: { $exists: false } },
        ],
      },
      { $inc: { verificationLinksSent: 1 } },
    );
    if (!counted) return;
    const token = randomToken();
    await this.repository.verifications.insert({
      _id: hashToken(token),
      userId: user._id,
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
    });
    const link = `${this.options.publicUrl.replace(/\/$/, '')}/auth/verify?token=${token}`;
    await this.mailer.send({
      to: user.email,
      ...accountEmailsFor(user.language).verification(user.fullName, link),
    });
  }

  private async requireUser(userId: string | undefined): Promise<UserDocument> {
    const user = userId ? await this.repository.users.findOne({ _id: userId }) : null;
    if (!user)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    return user;
  }
}
