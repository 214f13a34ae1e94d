export interface IdentityOptions {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Where the web app lives, for the links in e-mails. */
  publicUrl: string;
  /** E-mails made admins once their owner confirms them (the first admin of a new installation). */
  adminEmails: string[];
  /** Sign-ups per client address an hour (the spec's 5 by default; a test runner's single address needs more). */
  signUpsPerHour?: number;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');
