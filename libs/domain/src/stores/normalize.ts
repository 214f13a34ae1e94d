/** USDA writes many names and addresses in capitals: turn those into readable Title Case, keep names
 * that already have mixed case, and keep acronyms (CVS, BP) and "Mc" names (McDonald's) right. */
/** Street abbreviations that have no vowel but are words, not acronyms. */
const STREET_WORDS = new Set([
  'st',
  'rd',
  'dr',
  'ln',
  'hwy',
  'blvd',
  'pkwy',
  'ct',
  'pl',
  'trl',
  'cir',
  'ste',
  'sq',
  'bldg',
]);

export function readableCase(value: string): string {
  const text = collapse(value);
  if (/[a-z]/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/[a-z0-9][a-z0-9'’]*/g, (word) => {
      if (!/[aeiouy]/.test(word) && /^[a-z]{2,4}$/.test(word) && !STREET_WORDS.has(word))
        return word.toUpperCase();
      const titled = word[0].toUpperCase() + word.slice(1);
      return titled.replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`);
    })
    .replace(
      /\b(\d+)(St|Nd|Rd|Th)\b/g,
      (_, digits: string, suffix: string) => `${digits}${suffix.toLowerCase()}`,
    );
}

export function normalizeStoreName(value: string): string {
  return readableCase(value);
}

export function normalizeStreet(parts: Array<string | null | undefined>): string {
  return readableCase(
    parts.filter((part) => part && part.trim() && part.trim() !== 'NA').join(' '),
  );
}

export function normalizeCity(value: string): string {
  return readableCase(value);
}

/** Two capital letters, or null. */
export function normalizeState(value: string): string | null {
  const state = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(state) ? state : null;
}

/** Five digits; four-digit ZIPs that lost a leading zero in a spreadsheet are padded; ZIP+4 is cut. */
export function normalizeZip(value: string): string | null {
  const digits = value.trim().split('-')[0];
  if (/^\d{5}$/.test(digits)) return digits;
  if (/^\d{4}$/.test(digits)) return `0${digits}`;
  return null;
}

export function normalizeZip4(value: string | null | undefined): string | null {
  const digits = (value ?? '').trim();
  return /^\d{4}$/.test(digits) ? digits : null;
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
