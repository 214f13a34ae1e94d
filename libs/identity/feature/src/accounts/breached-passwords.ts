import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// Built once, on first use: 10,000 entries (tools/scripts/common-passwords.mjs says where they come from).
let common: ReadonlySet<string> | undefined;

/** Whether a new password is one of the most common breached passwords (ASVS 5.0 6.2.4), whatever its
 * letters' case: "Password1" is refused as "password1" is. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}
