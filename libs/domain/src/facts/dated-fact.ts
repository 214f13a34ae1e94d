import { defineMessages } from '../i18n/message';
/** A fact the product shows with where it comes from and when it was last checked: every program fact
 * (online ordering, complaint contacts, refusal rights) is one, so a page can always say "last checked"
 * beside it. Shared by the content service (which stores them), the back-office (which edits them) and
 * the web (which shows them). */
export interface DatedFact {
  text: string;
  /** The text as Spanish pages show it; null until written (Spanish pages show the English meanwhile). */
  textEs: string | null;
  /** When it was true or last checked: YYYY, YYYY-MM or YYYY-MM-DD (the facts file dates some by year). */
  checkedOn: string;
  /** Where it comes from: an address or a publication, as the admin or the facts file wrote it. */
  source: string;
}

export const DATED_FACT_LIMITS = {
  textMax: 1000,
  sourceMax: 300,
} as const;

export const DATED_FACT_MESSAGES = defineMessages('datedFact', {
  textRequired: 'Please enter the text',
  textTooLong: `Text must be ${DATED_FACT_LIMITS.textMax} characters or less`,
  sourceRequired: 'Please enter the source',
  sourceTooLong: `Source must be ${DATED_FACT_LIMITS.sourceMax} characters or less`,
  checkedOnRequired: 'Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)',
  checkedOnInFuture: 'The date it was checked cannot be in the future',
  markup: 'Plain text only: remove < and >',
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2020', '2025-02' or '2026-07-29' as written, or null for anything else (a real calendar date only). */
export function parseCheckedOn(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const [, year, month, day] = match;
  if (Number(year) < 1990) return null;
  if (month && (Number(month) < 1 || Number(month) > 12)) return null;
  if (day) {
    const date = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return null;
  }
  return text;
}

/** The first day a checked-on date covers, to tell a date in the future from one that is not. */
function startOf(checkedOn: string): Date {
  const [year, month = '01', day = '01'] = checkedOn.split('-');
  return new Date(`${year}-${month}-${day}T00:00:00Z`);
}

/** '2020' → '2020', '2025-02' → 'February 2025', '2026-07-29' → 'July 29, 2026'. */
export function checkedOnText(checkedOn: string): string {
  const [year, month, day] = checkedOn.split('-');
  if (!month) return year;
  const name = MONTHS[Number(month) - 1];
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}

/** What a page prints beside a fact. */
export function lastCheckedText(checkedOn: string): string {
  return `Last checked ${checkedOnText(checkedOn)}`;
}

/** A fact last checked more than this many years ago may be out of date, and says so. */
export const FACT_STALE_AFTER_YEARS = 2;

/** True when the whole period a checked-on date covers ('2020' is all of 2020) ended more than two
 * years before `now`: the page then says the fact may be out of date and points to its source. */
export function isFactOutOfDate(checkedOn: string, now = new Date()): boolean {
  const parsed = parseCheckedOn(checkedOn);
  if (!parsed) return false;
  const [year, month, day] = parsed.split('-').map(Number);
  // The day after the period: Jan 1 of the next year, the 1st of the next month, or the next day.
  const after = day
    ? Date.UTC(year, month - 1, day + 1)
    : month
      ? Date.UTC(year, month, 1)
      : Date.UTC(year + 1, 0, 1);
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - FACT_STALE_AFTER_YEARS);
  return after <= limit.getTime();
}

const SOURCE_ADDRESS =
  /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+(?:gov|com|org|net|edu|us|coop|info)(?:\/[^\s;,"]*)?)$/i;

/** The web address a source names ('fns.usda.gov/snap/online', 'ag.ny.gov press release 2025'), as an
 * https link; null when it names none (a publication, a file): nothing is invented. */
export function factSourceUrl(source: string): string | null {
  for (const token of source.split(/[\s;,]+/)) {
    const match = SOURCE_ADDRESS.exec(token.replace(/[).]+$/, ''));
    if (match) return `https://${match[1]}`;
  }
  return null;
}

/** Angle brackets are how markup starts: program texts are plain text, shown as written. */
export function hasMarkup(text: string): boolean {
  return /[<>]/.test(text);
}

export interface FieldCheck {
  value: string;
  errors: string[];
}

/** A required plain-text field, trimmed, with its own "required" and "too long" messages. */
export function checkPlainText(
  input: string | null | undefined,
  max: number,
  messages: { required: string; tooLong: string },
): FieldCheck {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  const errors: string[] = [];
  if (!value) errors.push(messages.required);
  else if (value.length > max) errors.push(messages.tooLong);
  else if (hasMarkup(value)) errors.push(DATED_FACT_MESSAGES.markup);
  return { value, errors };
}

/** An optional plain-text field (null when left empty), such as a text's Spanish: the same limit and
 * messages as the field it goes with. */
export function checkOptionalPlainText(
  input: string | null | undefined,
  max: number,
  tooLong: string,
): { value: string | null; errors: string[] } {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!value) return { value: null, errors: [] };
  if (value.length > max) return { value, errors: [tooLong] };
  return { value, errors: hasMarkup(value) ? [DATED_FACT_MESSAGES.markup] : [] };
}

/** The source and the date it was checked, which every dated fact needs. */
export function checkSourceAndDate(
  input: { source?: string | null; checkedOn?: string | null },
  now = new Date(),
): { value: { source: string; checkedOn: string }; errors: string[] } {
  const source = checkPlainText(input.source, DATED_FACT_LIMITS.sourceMax, {
    required: DATED_FACT_MESSAGES.sourceRequired,
    tooLong: DATED_FACT_MESSAGES.sourceTooLong,
  });
  const errors = [...source.errors];
  const checkedOn = parseCheckedOn(input.checkedOn);
  if (!checkedOn) errors.push(DATED_FACT_MESSAGES.checkedOnRequired);
  else if (startOf(checkedOn).getTime() > now.getTime())
    errors.push(DATED_FACT_MESSAGES.checkedOnInFuture);
  return { value: { source: source.value, checkedOn: checkedOn ?? '' }, errors };
}

/** A whole dated fact: its text (Spanish optional), source and date. */
export function validateDatedFact(
  input: {
    text?: string | null;
    textEs?: string | null;
    source?: string | null;
    checkedOn?: string | null;
  },
  now = new Date(),
): { value: DatedFact; errors: string[] } {
  const text = checkPlainText(input.text, DATED_FACT_LIMITS.textMax, {
    required: DATED_FACT_MESSAGES.textRequired,
    tooLong: DATED_FACT_MESSAGES.textTooLong,
  });
  const textEs = checkOptionalPlainText(
    input.textEs,
    DATED_FACT_LIMITS.textMax,
    DATED_FACT_MESSAGES.textTooLong,
  );
  const rest = checkSourceAndDate(input, now);
  return {
    value: { text: text.value, textEs: textEs.value, ...rest.value },
    errors: [...text.errors, ...textEs.errors, ...rest.errors],
  };
}
