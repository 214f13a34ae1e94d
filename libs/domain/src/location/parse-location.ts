/** Spec: known city keywords recognized in a query without a state. */
export const KNOWN_CITY_KEYWORDS = [
  'fresno',
  'sacramento',
  'los angeles',
  'san francisco',
  'san diego',
  'oakland',
  'bakersfield',
  'stockton',
  'modesto',
  'riverside',
] as const;

export type ParsedLocation =
  | { kind: 'zip'; zip: string; text: string }
  | { kind: 'city-state'; city: string; state: string; text: string }
  | { kind: 'city'; city: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty'; text: '' };

export function cleanInput(value: string): string {
  return value
    .replace(/[\p{Cc}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Exactly 5 digits is a ZIP; "City, ST" is a city and state; a known city keyword is a city;
 * anything else is free text to geocode. */
export function parseLocation(input: string): ParsedLocation {
  const text = cleanInput(input);
  if (!text) return { kind: 'empty', text: '' };
  if (/^\d{5}$/.test(text)) return { kind: 'zip', zip: text, text };
  const cityState = /^(.+?),\s*([A-Za-z]{2})$/.exec(text);
  if (cityState)
    return {
      kind: 'city-state',
      city: titleCase(cityState[1]),
      state: cityState[2].toUpperCase(),
      text,
    };
  const lower = text.toLowerCase();
  const keyword = KNOWN_CITY_KEYWORDS.find((city) => lower === city);
  if (keyword) return { kind: 'city', city: titleCase(keyword), text };
  return { kind: 'text', text };
}

/** The ZIP input: digits only, at most 5. */
export function sanitizeZipInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}

export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** A location of digits only that is not 5 of them ("303"): a ZIP being typed, not a place to search
 * (product rule "A name or category with a ZIP"). */
export function isPartialZip(value: string): boolean {
  const text = cleanInput(value);
  return /^\d+$/.test(text) && !isValidZip(text);
}

function titleCase(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
