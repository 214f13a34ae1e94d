import { Schema } from 'mongoose';
import { ROLES, type Role } from '@snap/contracts';
import { ACCOUNT_LIMITS, LANGUAGES, type Language } from '@snap/domain';

export interface UserDocument {
  _id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  /** Bumped when every access token of the user must stop working at once (sign-out everywhere,
   * password change or reset, role removal); carried in the tokens as `sv`. */
  sessionVersion?: number;
  /** The language of the account's e-mails; absent on accounts made before Spanish (read as 'en'). */
  language?: Language;
  /** Verification links mailed while the address was unconfirmed: at most three go to an address
   * that never answers (absent on accounts made before the cap, read as 0). */
  verificationLinksSent?: number;
  /** The TOTP secret, sealed (TotpSecretBox); null while no second factor is on. */
  totpSecret?: string | null;
  /** When the second factor was turned on; staff roles count only while it is set. */
  totpEnrolledAt?: Date | null;
  /** The time step of the last code accepted: a code is used once (replays are refused). */
  totpLastStep?: number | null;
  /** A secret being set up, until a code from it confirms it (15 minutes). */
  totpPendingSecret?: string | null;
  totpPendingExpiresAt?: Date | null;
}

export const userSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: {
      type: String,
      required: true,
      lowercase: true,
      trim: true,
      maxlength: ACCOUNT_LIMITS.emailMax,
    },
    passwordHash: { type: String, required: true },
    fullName: { type: String, required: true, maxlength: ACCOUNT_LIMITS.fullNameMax },
    emailConfirmedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    sessionVersion: { type: Number, default: 0 },
    language: { type: String, enum: LANGUAGES, default: 'en' },
    verificationLinksSent: { type: Number, default: 0 },
    totpSecret: { type: String, default: null },
    totpEnrolledAt: { type: Date, default: null },
    totpLastStep: { type: Number, default: null },
    totpPendingSecret: { type: String, default: null },
    totpPendingExpiresAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// The clean-up of unconfirmed accounts looks for old ones never confirmed.
userSchema.index({ emailConfirmedAt: 1, createdAt: 1 });
// Sign-in and sign-up look accounts up by e-mail; one account per address.
userSchema.index({ email: 1 }, { unique: true });

export interface UserRoleDocument {
  _id: string;
  userId: string;
  role: Role;
  createdAt: Date;
}

export const userRoleSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    role: { type: String, required: true, enum: ROLES },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// A user's roles are read on every sign-in and refresh; a role is held once.
userRoleSchema.index({ userId: 1, role: 1 }, { unique: true });

export interface EmailVerificationDocument {
  /** sha256 of the token sent by e-mail. */
  _id: string;
  userId: string;
  expiresAt: Date;
}

export const emailVerificationSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Deleting an account removes its pending verifications.
emailVerificationSchema.index({ userId: 1 });

export interface RefreshTokenDocument {
  /** Public id, the part before the dot in the token. */
  _id: string;
  /** Every token rotated from one sign-in shares a family; reuse of a spent one revokes it. */
  familyId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  /** When this token was issued: the session's last sign-in or refresh ('last used'). */
  createdAt: Date;
  /** When the session (the family) began, copied along the rotation. */
  startedAt?: Date;
  /** The browser's User-Agent at sign-in (bounded), to name the session in the settings list. */
  userAgent?: string | null;
}

export const refreshTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    familyId: { type: String, required: true },
    userId: { type: String, required: true },
    tokenHash: { type: String, required: true },
    // Expiry is checked in code: the test engine has no TTL indexes.
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    startedAt: { type: Date, default: () => new Date() },
    userAgent: { type: String, default: null, maxlength: 300 },
  },
  { versionKey: false },
);
// Revoking a family on reuse or sign-out.
refreshTokenSchema.index({ familyId: 1 });
// Deleting an account revokes all its sessions.
refreshTokenSchema.index({ userId: 1 });

export interface PasswordResetDocument {
  /** sha256 of the token sent by e-mail. */
  _id: string;
  userId: string;
  expiresAt: Date;
  /** Set by the one reset that claims the token (single use, atomic). */
  usedAt: Date | null;
  createdAt: Date;
}

export const passwordResetSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// A reset or a deletion removes every pending link of the account.
passwordResetSchema.index({ userId: 1 });
