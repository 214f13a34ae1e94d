import { ScureBase32Plugin } from 'otplib';

/** RFC 4226 asks for at least 128 bits of shared secret; otplib refuses more than 64 bytes at sign-in. */
const MIN_SECRET_BYTES = 16;
const MAX_SECRET_BYTES = 64;

export const TOKEN_SECRET_INVALID =
  "The token's secret must be base32 of at least 128 bits (26 characters) and at most 512 bits.";

/** A hardware token's seed as a vendor's seed file gives it (base32, any case, maybe grouped with
 * spaces or padded with '='), in the form sign-in reads: upper case, no spaces, no padding. Null when
 * it is not base32 or its length is outside RFC 4226's minimum and otplib's maximum. */
export function normalizeTokenSecret(seed: string): string | null {
  const secret = seed.replace(/\s/g, '').replace(/=+$/, '').toUpperCase();
  if (!/^[A-Z2-7]+$/.test(secret)) return null;
  try {
    // otplib's own decoder, so a seed accepted here gives codes at sign-in; it also refuses lengths
    // and leftover bits no encoder produces (a seed cut short or mistyped).
    const bytes = new ScureBase32Plugin().decode(secret).length;
    return bytes >= MIN_SECRET_BYTES && bytes <= MAX_SECRET_BYTES ? secret : null;
  } catch {
    return null;
  }
}
