import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { ASSIGNABLE_ROLES, type Language, ROLES, type Role } from '@snap/domain';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

export { ROLES, type Role };

/** Rules with their messages (product rule "Validation messages") are applied by the identity service itself (shared domain rules);
 * these classes only keep malformed messages off the bus. */
export class SignUpCommand {
  @IsString()
  @MaxLength(400)
  email!: string;

  @IsString()
  @MaxLength(400)
  password!: string;

  @IsString()
  @MaxLength(400)
  fullName!: string;

  /** The page's language at sign-up ('en' or 'es'); anything else is read as English. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  language?: string;
}

/** The signed-in member's language for e-mails; the identity service refuses anything but en or es. */
export class UpdateLanguageCommand {
  @IsString()
  @MaxLength(16)
  language!: string;
}

export class SignInCommand {
  @IsString()
  @MaxLength(400)
  email!: string;

  @IsString()
  @MaxLength(400)
  password!: string;

  /** The browser's device cookie (random, set by the gateway): a device that signed in before passes
   * the per-account ceiling that guesses from many addresses fill. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  device?: string;

  /** The second factor, for accounts that have one: a 6-digit code from the app or a recovery code.
   * Without it such an account is told to give one (reason 'second-factor-required'). */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;

  /** The browser's User-Agent (set by the gateway), to name the session in the account's list. */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  userAgent?: string;
}

/** Proof of the owner for what matters (changing the second factor): the password or a code. Empty
 * when the session signed in or confirmed it in the last 5 minutes. */
export class SecondFactorProofCommand {
  @IsOptional()
  @IsString()
  @MaxLength(400)
  password?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;
}

export class ConfirmSecondFactorCommand {
  @IsString()
  @MaxLength(64)
  code!: string;
}

/** The recovery path for a lost second factor: another admin, or the operator (OPS_TOKEN, CLI). */
export class ResetSecondFactorCommand {
  @IsString()
  @MaxLength(400)
  email!: string;
}

/** The operator enrols a hardware OATH TOTP token (a key fob) with the seed from the vendor's seed
 * file, in place of any factor the account had (OPS_TOKEN, CLI; never a user). */
export class EnrolTokenCommand {
  @IsString()
  @MaxLength(400)
  email!: string;

  /** Base32, 128 to 512 bits; identity says so when it is not. */
  @IsString()
  @MaxLength(200)
  secret!: string;
}

export class EndSessionCommand {
  @IsString()
  @MaxLength(64)
  sessionId!: string;
}

export interface SecondFactorEnrolmentView {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  otpauthUri: string;
  /** An SVG data URL of the QR code. */
  qrCode: string;
}

export interface SecondFactorStatusView {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** One live session of the account, as its owner sees it in settings. */
export interface SessionView {
  /** The session (refresh-token family) id. */
  id: string;
  browser: string | null;
  os: string | null;
  signedInAt: string;
  /** The last sign-in or token renewal of the session (access tokens renew every few minutes of use). */
  lastUsedAt: string;
  current: boolean;
}

export class RefreshTokenCommand {
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  refreshToken!: string;
}

export class ChangePasswordCommand {
  /** Proves the person at the keyboard owns the account (a stolen session cannot change it). */
  @IsString()
  @MaxLength(400)
  currentPassword!: string;

  @IsString()
  @MaxLength(400)
  password!: string;

  @IsString()
  @MaxLength(400)
  confirmPassword!: string;
}

export class VerifyEmailCommand {
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token!: string;

  /** Needed unless the request comes from a session of the same account: the link alone proves the
   * mailbox, not that its owner chose the account's password. */
  @IsOptional()
  @IsString()
  @MaxLength(400)
  password?: string;
}

/** 'Forgot password?': same answer whether or not the address has an account. */
export class RequestPasswordResetCommand {
  @IsString()
  @MaxLength(400)
  email!: string;
}

export class ResetPasswordCommand {
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token!: string;

  @IsString()
  @MaxLength(400)
  password!: string;

  @IsString()
  @MaxLength(400)
  confirmPassword!: string;
}

/** The operator's grant of the first admin (never forwarded by the gateway's public API). */
export class GrantAdminCommand {
  @IsString()
  @MaxLength(400)
  email!: string;
}

/** The gateway checks an access token's session against identity's records. */
export class SessionStateQuery {
  @IsString()
  @MaxLength(64)
  userId!: string;
}

export interface SessionStateView {
  /** Bumped by sign-out everywhere, a password change or reset, a role removal and deletion; -1 when
   * the account no longer exists. */
  version: number;
  /** Sessions ended one by one (sign-out) whose access tokens may still be unexpired. */
  revokedSessions: string[];
}

export class DeleteAccountCommand {
  @IsString()
  @MaxLength(400)
  password!: string;
}

export class RoleCommand {
  @IsString()
  @MaxLength(64)
  userId!: string;

  @IsIn(ASSIGNABLE_ROLES)
  role!: Role;
}

/** An admin looks a user up to manage their roles. */
export class UserByEmailQuery {
  @IsString()
  @MaxLength(400)
  email!: string;
}

export class CurrentUserQuery {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  reason?: string;
}

export interface AccountView {
  id: string;
  email: string;
  fullName: string;
  emailConfirmedAt: string | null;
  createdAt: string;
  roles: Role[];
  isAdmin: boolean;
  isModerator: boolean;
  /** The language of the account's e-mails; accounts made before there was a choice read as 'en'. */
  language: Language;
  /** Two-step verification (TOTP) is on. */
  secondFactorEnabled: boolean;
  /** Staff roles are held but count only once a second factor is on: the account must enrol. */
  secondFactorRequired: boolean;
}

export interface SessionResult {
  user: AccountView;
  accessToken: string;
  /** Opaque; the gateway keeps it in an httpOnly cookie and never shows it to scripts. */
  refreshToken: string;
  accessTokenExpiresIn: number;
  refreshTokenExpiresAt: string;
  emailVerificationRequired: boolean;
}

/** Display names for people's public contributions (reviews joined with profiles). */
export class ProfilesQuery {
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  userIds!: string[];
}

export interface ProfileView {
  id: string;
  full_name: string;
  avatar_url: string | null;
}

/** Whether accounts may weigh on what everyone sees (the "not accepting EBT" mark): confirmed, and
 * since when the account exists. Never the e-mail. */
export class AccountStandingQuery {
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  userIds!: string[];
}

export interface AccountStandingView {
  id: string;
  /** ISO time the address was confirmed, null while it is not. */
  confirmedAt: string | null;
  createdAt: string;
}

export const IdentityMessages = {
  requestPasswordReset: defineMessage<RequestPasswordResetCommand, { requested: boolean }>(
    'identity.accounts.password-reset-request.v1',
    RequestPasswordResetCommand,
  ),
  resetPassword: defineMessage<ResetPasswordCommand, { reset: boolean; userId: string }>(
    'identity.accounts.password-reset.v1',
    ResetPasswordCommand,
  ),
  grantAdmin: defineMessage<GrantAdminCommand, { userId: string; roles: Role[] }>(
    'identity.operator.grant-admin.v1',
    GrantAdminCommand,
  ),
  sessionState: defineQuery<SessionStateQuery, SessionStateView>(
    'identity.sessions.state.v1',
    SessionStateQuery,
  ),
  signUp: defineMessage<SignUpCommand, AccountView>('identity.accounts.sign-up.v1', SignUpCommand),
  signIn: defineMessage<SignInCommand, SessionResult>(
    'identity.accounts.sign-in.v1',
    SignInCommand,
  ),
  refresh: defineMessage<RefreshTokenCommand, SessionResult>(
    'identity.sessions.refresh.v1',
    RefreshTokenCommand,
  ),
  signOut: defineMessage<RefreshTokenCommand, { signedOut: boolean; userId?: string }>(
    'identity.sessions.sign-out.v1',
    RefreshTokenCommand,
  ),
  me: defineQuery<CurrentUserQuery, AccountView>('identity.accounts.me.v1', CurrentUserQuery),
  beginSecondFactor: defineMessage<SecondFactorProofCommand, SecondFactorEnrolmentView>(
    'identity.second-factor.begin.v1',
    SecondFactorProofCommand,
  ),
  confirmSecondFactor: defineMessage<ConfirmSecondFactorCommand, { recoveryCodes: string[] }>(
    'identity.second-factor.confirm.v1',
    ConfirmSecondFactorCommand,
  ),
  removeSecondFactor: defineMessage<SecondFactorProofCommand, { removed: boolean }>(
    'identity.second-factor.remove.v1',
    SecondFactorProofCommand,
  ),
  resetSecondFactor: defineMessage<ResetSecondFactorCommand, { reset: boolean; userId: string }>(
    'identity.second-factor.reset.v1',
    ResetSecondFactorCommand,
  ),
  enrolToken: defineMessage<
    EnrolTokenCommand,
    { enrolled: boolean; userId: string; recoveryCodes: string[] }
  >('identity.second-factor.enrol-token.v1', EnrolTokenCommand),
  secondFactorStatus: defineQuery<CurrentUserQuery, SecondFactorStatusView>(
    'identity.second-factor.status.v1',
    CurrentUserQuery,
  ),
  reauthenticate: defineMessage<SecondFactorProofCommand, { confirmed: boolean }>(
    'identity.sessions.reauthenticate.v1',
    SecondFactorProofCommand,
  ),
  sessions: defineQuery<CurrentUserQuery, SessionView[]>(
    'identity.sessions.list.v1',
    CurrentUserQuery,
  ),
  endSession: defineMessage<EndSessionCommand, { ended: boolean }>(
    'identity.sessions.end.v1',
    EndSessionCommand,
  ),
  updateLanguage: defineMessage<UpdateLanguageCommand, AccountView>(
    'identity.accounts.language.v1',
    UpdateLanguageCommand,
  ),
  signOutEverywhere: defineMessage<CurrentUserQuery, { signedOut: boolean }>(
    'identity.sessions.sign-out-everywhere.v1',
    CurrentUserQuery,
  ),
  changePassword: defineMessage<ChangePasswordCommand, { changed: boolean }>(
    'identity.accounts.change-password.v1',
    ChangePasswordCommand,
  ),
  verifyEmail: defineMessage<VerifyEmailCommand, AccountView>(
    'identity.accounts.email-verification.v1',
    VerifyEmailCommand,
  ),
  deleteAccount: defineMessage<DeleteAccountCommand, { deleted: boolean }>(
    'identity.accounts.delete.v1',
    DeleteAccountCommand,
  ),
  assignRole: defineMessage<RoleCommand, AccountView>('identity.roles.assign.v1', RoleCommand),
  removeRole: defineMessage<RoleCommand, AccountView>('identity.roles.remove.v1', RoleCommand),
  profiles: defineQuery<ProfilesQuery, ProfileView[]>('identity.profiles.by-ids.v1', ProfilesQuery),
  standing: defineQuery<AccountStandingQuery, AccountStandingView[]>(
    'identity.users.standing.v1',
    AccountStandingQuery,
  ),
  userByEmail: defineQuery<UserByEmailQuery, AccountView | null>(
    'identity.users.by-email.v1',
    UserByEmailQuery,
  ),
} as const;

export class UserDeletedEvent {
  @IsString()
  @MaxLength(64)
  userId!: string;
}

/** An account's address was confirmed (the link with the account's password or session, or a reset
 * link): what it wrote while unconfirmed, held from the public until now, is published. */
export class UserEmailConfirmedEvent {
  @IsString()
  @MaxLength(64)
  userId!: string;
}

export const IdentityEvents = {
  userDeleted: defineEvent('identity.user.deleted.v1', UserDeletedEvent),
  emailConfirmed: defineEvent('identity.user.email-confirmed.v1', UserEmailConfirmedEvent),
} as const;
