/** Analytics rules shared by the services that count usage: UTC day buckets, and what a search text may
 * be kept as (never anything that identifies a person). */

/** The UTC day of an instant, yyyy-mm-dd: the key of every analytics bucket. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC days of a period ending today, oldest first. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    utcDay(new Date(today - (days - 1 - i) * 86_400_000)),
  );
}

/** The longest query text kept for the top-queries list. */
export const ANALYTICS_QUERY_MAX = 60;

const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;
// A phone number, a card or account number, an exact position: seven or more digits in the text.
const MANY_DIGITS = /(?:\d\D{0,2}){7,}/;
// Coordinates someone typed ("33.7490, -84.3880"): a decimal with two or more places.
const COORDINATE_LIKE = /\d+[.,]\d{2,}/;

/**
 * The form of a search text analytics may keep, or null when it must not be kept: lower case,
 * accents and punctuation gone, spaces collapsed, cut to ANALYTICS_QUERY_MAX. Anything that looks
 * like an e-mail address, a phone number or an exact position is dropped, never stored. A ZIP (five
 * digits) is kept: it names an area, not a person.
 */
export function analyticsQueryText(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (EMAIL_LIKE.test(raw) || MANY_DIGITS.test(raw) || COORDINATE_LIKE.test(raw)) return null;
  const normalised = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9'& -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ANALYTICS_QUERY_MAX)
    .trim();
  return normalised === '' ? null : normalised;
}
