/** The one e-mail rule of every form and service: a pragmatic check (what browsers' type=email
 * accepts), not the whole RFC. The mailer keeps a stricter guard of its own against header injection. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
