import { defineMessages } from '../i18n/message';
import { DATED_FACT_LIMITS, DATED_FACT_MESSAGES, parseCheckedOn } from '../facts/dated-fact';
import { USDA_STATES } from '../stores/normalize';

/** What SNAP cannot buy in one state (a USDA food restriction waiver), kept by admins as data: a new
 * waiver is an edit in the back-office, not a release. */
export interface PurchaseRule {
  state: string;
  /** A short summary of what cannot be bought, in English and in Spanish; null while no admin (and no
   * facts-file line) has recorded the items: the page then says only that the state has limits. */
  summaryEn: string | null;
  summaryEs: string | null;
  /** The day the rule starts (YYYY-MM-DD), or null when no date is recorded. */
  startsOn: string | null;
  /** The facts file asks to confirm the items on the state's page: only "has limits" is shown. */
  confirm: boolean;
  /** Where the rule comes from, and that source's date (YYYY, YYYY-MM or YYYY-MM-DD). */
  source: string;
  checkedOn: string;
  /** The state's own SNAP page and the day an admin checked it: only ever entered by an admin. */
  stateUrl: string | null;
  stateCheckedOn: string | null;
}

/** How a page shows a state's rule on a given day. */
export type PurchaseRuleShown =
  /** The items, in effect since the start date. */
  | 'in-effect'
  /** The items, "From DATE": the start date is after today. */
  | 'from'
  /** Only that the state limits what SNAP buys (items or date not confirmed). */
  | 'limits-only';

export function purchaseRuleShown(
  rule: Pick<PurchaseRule, 'summaryEn' | 'summaryEs' | 'startsOn' | 'confirm'>,
  today: string,
): PurchaseRuleShown {
  if (rule.confirm || !rule.startsOn || !rule.summaryEn || !rule.summaryEs) return 'limits-only';
  return rule.startsOn > today ? 'from' : 'in-effect';
}

export const PURCHASE_RULE_LIMITS = { summaryMax: 300, urlMax: 300 } as const;

export const PURCHASE_RULE_MESSAGES = defineMessages('purchaseRule', {
  stateRequired: 'Please choose a state',
  summaryEnRequired: 'Please enter the summary in English',
  summaryEsRequired: 'Please enter the summary in Spanish',
  summaryTooLong: `A summary must be ${PURCHASE_RULE_LIMITS.summaryMax} characters or less`,
  startsOnRequired: 'Please enter the start date (YYYY-MM-DD)',
  stateUrlInvalid: "Please enter the state's SNAP page as a web address starting with https://",
  stateCheckedOnRequired: "Please enter the date you checked the state's SNAP page (YYYY-MM-DD)",
  notAdmin: 'Only admins can change purchase rules and notices.',
  ruleNotFound: 'This state has no purchase rule.',
});

/** 'GA' from ' ga '; the message names a code USDA does not use. */
export function checkStateCode(input: string | null | undefined, errors: string[]): string {
  const state = (input ?? '').trim().toUpperCase();
  if (!state) errors.push(PURCHASE_RULE_MESSAGES.stateRequired);
  else if (!Object.hasOwn(USDA_STATES, state))
    errors.push(`${state} is not a state code USDA uses (use two letters, such as GA, DC or PR)`);
  return state;
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return text;
}

/** Trimmed text in one line. Markup is not refused: every page prints these texts as text. */
export function checkText(
  input: string | null | undefined,
  max: number,
  messages: { required: string; tooLong: string },
  errors: string[],
): string {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!value) errors.push(messages.required);
  else if (value.length > max) errors.push(messages.tooLong);
  return value;
}

/** An https address, or null for none; anything else is refused with `message`. */
export function checkHttpsUrl(
  input: string | null | undefined,
  message: string,
  errors: string[],
): string | null {
  const value = (input ?? '').trim();
  if (!value) return null;
  let valid = value.length <= PURCHASE_RULE_LIMITS.urlMax;
  try {
    valid &&= new URL(value).protocol === 'https:';
  } catch {
    valid = false;
  }
  if (!valid) errors.push(message);
  return value;
}

/** The source (printed as text) and its date, which cannot be in the future. */
export function checkSourceAndDay(
  input: { source?: string | null; checkedOn?: string | null },
  now: Date,
  errors: string[],
): { source: string; checkedOn: string } {
  const source = checkText(
    input.source,
    DATED_FACT_LIMITS.sourceMax,
    { required: DATED_FACT_MESSAGES.sourceRequired, tooLong: DATED_FACT_MESSAGES.sourceTooLong },
    errors,
  );
  const checkedOn = parseCheckedOn(input.checkedOn);
  if (!checkedOn) errors.push(DATED_FACT_MESSAGES.checkedOnRequired);
  else if (checkedOn.slice(0, 10) > now.toISOString().slice(0, checkedOn.length))
    errors.push(DATED_FACT_MESSAGES.checkedOnInFuture);
  return { source, checkedOn: checkedOn ?? '' };
}

export interface PurchaseRuleInput {
  state?: string | null;
  summaryEn?: string | null;
  summaryEs?: string | null;
  startsOn?: string | null;
  source?: string | null;
  checkedOn?: string | null;
  stateUrl?: string | null;
  stateCheckedOn?: string | null;
}

/** An admin's rule: the items in both languages, the start date, the source and its date are all
 * needed (a rule an admin saves is a confirmed one); the state's page is optional, with the day it was
 * checked. Every missing piece is named. */
export function validatePurchaseRule(
  input: PurchaseRuleInput,
  now = new Date(),
): { value: PurchaseRule; errors: string[] } {
  const errors: string[] = [];
  const state = checkStateCode(input.state, errors);
  const tooLong = PURCHASE_RULE_MESSAGES.summaryTooLong;
  const summaryEn = checkText(
    input.summaryEn,
    PURCHASE_RULE_LIMITS.summaryMax,
    { required: PURCHASE_RULE_MESSAGES.summaryEnRequired, tooLong },
    errors,
  );
  const summaryEs = checkText(
    input.summaryEs,
    PURCHASE_RULE_LIMITS.summaryMax,
    { required: PURCHASE_RULE_MESSAGES.summaryEsRequired, tooLong },
    errors,
  );
  const startsOn = parseDay(input.startsOn);
  if (!startsOn) errors.push(PURCHASE_RULE_MESSAGES.startsOnRequired);
  const dated = checkSourceAndDay(input, now, errors);
  const stateUrl = checkHttpsUrl(input.stateUrl, PURCHASE_RULE_MESSAGES.stateUrlInvalid, errors);
  let stateCheckedOn: string | null = null;
  if (stateUrl) {
    stateCheckedOn = parseDay(input.stateCheckedOn);
    if (!stateCheckedOn) errors.push(PURCHASE_RULE_MESSAGES.stateCheckedOnRequired);
  }
  return {
    value: {
      state,
      summaryEn,
      summaryEs,
      startsOn,
      confirm: false,
      ...dated,
      stateUrl,
      stateCheckedOn,
    },
    errors,
  };
}
