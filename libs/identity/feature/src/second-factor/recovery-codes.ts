import { randomInt } from 'node:crypto';

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: the codes are read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten random codes like `K7P2M-XQ9RT` (10 characters of 31, about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What people type: any case, with or without the dash or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Six digits are an authenticator code; anything else is read as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
