export interface IdentityOptions {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Where the web app lives, for the links in e-mails. */
  publicUrl: string;
  /** Unconfirmed accounts nobody ever signed in to are removed after this many days (7). */
  unconfirmedAccountDays?: number;
  /** How often the clean-up runs, in ms (an hour); 0 turns it off (tests run it by hand). */
  cleanupIntervalMs?: number;
  /** Sign-ups per client address an hour (5 by default, product rule "Sign-up and sign-in"; a test runner's single address needs more). */
  signUpsPerHour?: number;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');
