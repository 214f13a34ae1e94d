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

/** Every state code USDA's retailer lists use: the 50 states, DC and the territories with SNAP retailers. */
export const USDA_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AS: 'American Samoa',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  MP: 'Northern Mariana Islands',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VI: 'U.S. Virgin Islands',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** A state code USDA uses, in capitals, or null. */
export function normalizeState(value: string): string | null {
  const state = value.trim().toUpperCase();
  return Object.hasOwn(USDA_STATES, state) ? state : null;
}

/** 'GA,al' → ['AL', 'GA']; throws naming every code USDA does not use. */
export function parseStateList(value: string): string[] {
  const codes = value
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !normalizeState(code));
  if (unknown.length > 0)
    throw new Error(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a state code' : 'are not state codes'} USDA uses (use two letters, such as GA, DC, PR or VI)`,
    );
  return [...new Set(codes.map((code) => code.toUpperCase()))].sort();
}

/** Five digits; ZIPs that lost leading zeros in a spreadsheet or a number field are padded (New England's
 * 0xxxx, Puerto Rico's and the Virgin Islands' 006xx–009xx); ZIP+4 is cut. */
export function normalizeZip(value: string): string | null {
  const digits = value.trim().split('-')[0];
  if (/^\d{3,5}$/.test(digits)) return digits.padStart(5, '0');
  return null;
}

export function normalizeZip4(value: string | null | undefined): string | null {
  const digits = (value ?? '').trim();
  return /^\d{4}$/.test(digits) ? digits : null;
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
