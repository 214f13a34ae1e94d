import { defineMessages } from '../i18n/message';
import {
  checkOptionalPlainText,
  checkPlainText,
  checkSourceAndDate,
  DATED_FACT_MESSAGES,
} from '../facts/dated-fact';
import { USDA_STATES } from '../stores/normalize';

/** An entry that holds in all 50 states and DC (where SNAP online purchasing works), not the territories. */
export const ALL_STATES = 'ALL';
export const ALL_STATES_LABEL = 'All 50 states and DC';

/** The 50 states and DC: where an ALL_STATES entry applies. */
const NOT_STATES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);
export function isStateOrDc(code: string): boolean {
  return Object.hasOwn(USDA_STATES, code) && !NOT_STATES.has(code);
}

/** The states a person can pick on the help pages, by name. */
export const HELP_STATE_CHOICES: ReadonlyArray<{ code: string; name: string }> = Object.entries(
  USDA_STATES,
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function helpStateName(code: string): string {
  return code === ALL_STATES ? ALL_STATES_LABEL : (USDA_STATES[code] ?? code);
}

/** The entries that apply in a state: its own and, in the 50 states and DC, the ALL_STATES ones. */
export function appliesInState(entryState: string, state: string): boolean {
  return entryState === state || (entryState === ALL_STATES && isStateOrDc(state));
}

export const EBT_HELP_LIMITS = {
  nameMax: 120,
  websiteMax: 300,
  noteMax: 500,
  officeMax: 200,
  contactMax: 500,
  /** As many as one catalog lookup answers. */
  storeIdsMax: 200,
  storeIdMax: 64,
} as const;

export const EBT_HELP_MESSAGES = defineMessages(
  'ebtHelp',
  {
    stateRequired: 'Please choose a state',
    nameRequired: "Please enter the retailer's name",
    nameTooLong: `Name must be ${EBT_HELP_LIMITS.nameMax} characters or less`,
    websiteInvalid: 'Please enter a web address starting with https://',
    noteTooLong: `Note must be ${EBT_HELP_LIMITS.noteMax} characters or less`,
    officeRequired: 'Please enter the office people complain to',
    officeTooLong: `Office must be ${EBT_HELP_LIMITS.officeMax} characters or less`,
    contactTooLong: `Contact must be ${EBT_HELP_LIMITS.contactMax} characters or less`,
    notAdmin: 'Only admins can change the help pages.',
    retailerNotFound: 'This online retailer entry no longer exists.',
    contactNotFound: 'This complaint contact no longer exists.',
    unknownFact: 'There is no such help text.',
    tooManyStores: `An online retailer can name at most ${EBT_HELP_LIMITS.storeIdsMax} stores`,
    storeIdInvalid: 'A store id is the number in the address of its store page',
    storesNotListed: (ids: string) => `These stores are not on USDA's list: ${ids}`,
    storesInOtherState: (state: string, ids: string) => `These stores are not in ${state}: ${ids}`,
  },
  { storesNotListed: ['ids'], storesInOtherState: ['state', 'ids'] },
);

function checkState(input: string | null | undefined, errors: string[]): string {
  const state = (input ?? '').trim().toUpperCase();
  if (state !== ALL_STATES && !Object.hasOwn(USDA_STATES, state))
    errors.push(EBT_HELP_MESSAGES.stateRequired);
  return state;
}

function optionalPlain(
  input: string | null | undefined,
  max: number,
  tooLong: string,
  errors: string[],
): string | null {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!value) return null;
  if (value.length > max) errors.push(tooLong);
  else if (/[<>]/.test(value)) errors.push(DATED_FACT_MESSAGES.markup);
  return value;
}

function optionalWebsite(input: string | null | undefined, errors: string[]): string | null {
  const value = (input ?? '').trim();
  if (!value) return null;
  let valid = value.length <= EBT_HELP_LIMITS.websiteMax;
  try {
    valid &&= new URL(value).protocol === 'https:';
  } catch {
    valid = false;
  }
  if (!valid) errors.push(EBT_HELP_MESSAGES.websiteInvalid);
  return value;
}

export interface OnlineRetailerValue {
  state: string;
  name: string;
  website: string | null;
  note: string | null;
  /** The note as Spanish pages show it; null until written (Spanish pages show the English note). */
  noteEs: string | null;
  source: string;
  checkedOn: string;
  /** The stores (USDA record ids) whose orders this retailer takes online, as an admin entered them:
   * a store page says "Order online with EBT" only for these, never from a name that looks alike. */
  storeIds: string[];
}

/** The store ids an admin typed (one per line, or separated by commas or spaces), once each. */
function checkStoreIds(
  input: ReadonlyArray<string> | null | undefined,
  errors: string[],
): string[] {
  const ids = [...new Set((input ?? []).map((id) => id.trim()).filter(Boolean))];
  if (ids.length > EBT_HELP_LIMITS.storeIdsMax) errors.push(EBT_HELP_MESSAGES.tooManyStores);
  else if (ids.some((id) => id.length > EBT_HELP_LIMITS.storeIdMax || !/^[\w-]+$/.test(id)))
    errors.push(EBT_HELP_MESSAGES.storeIdInvalid);
  return ids;
}

/** A retailer that takes SNAP online in a state: kept by admins, each with its source and the date it
 * was checked (an entry without a state or a date is refused). */
export function validateOnlineRetailer(
  input: {
    state?: string | null;
    name?: string | null;
    website?: string | null;
    note?: string | null;
    noteEs?: string | null;
    source?: string | null;
    checkedOn?: string | null;
    storeIds?: ReadonlyArray<string> | null;
  },
  now = new Date(),
): { value: OnlineRetailerValue; errors: string[] } {
  const errors: string[] = [];
  const state = checkState(input.state, errors);
  const name = checkPlainText(input.name, EBT_HELP_LIMITS.nameMax, {
    required: EBT_HELP_MESSAGES.nameRequired,
    tooLong: EBT_HELP_MESSAGES.nameTooLong,
  });
  errors.push(...name.errors);
  const website = optionalWebsite(input.website, errors);
  const note = optionalPlain(
    input.note,
    EBT_HELP_LIMITS.noteMax,
    EBT_HELP_MESSAGES.noteTooLong,
    errors,
  );
  const noteEs = optionalPlain(
    input.noteEs,
    EBT_HELP_LIMITS.noteMax,
    EBT_HELP_MESSAGES.noteTooLong,
    errors,
  );
  const dated = checkSourceAndDate(input, now);
  errors.push(...dated.errors);
  const storeIds = checkStoreIds(input.storeIds, errors);
  return {
    value: { state, name: name.value, website, note, noteEs, ...dated.value, storeIds },
    errors,
  };
}

export interface ComplaintContactValue {
  state: string;
  office: string;
  /** How to reach it (phone, address, web form), only when an admin entered it. */
  contact: string | null;
  /** The office and the contact as Spanish pages show them; null until written (Spanish pages show
   * the English meanwhile). */
  officeEs: string | null;
  contactEs: string | null;
  source: string;
  checkedOn: string;
}

/** Where people complain about a store that refused SNAP, per state (or ALL_STATES for USDA's own
 * office), each with its source and date. */
export function validateComplaintContact(
  input: {
    state?: string | null;
    office?: string | null;
    officeEs?: string | null;
    contact?: string | null;
    contactEs?: string | null;
    source?: string | null;
    checkedOn?: string | null;
  },
  now = new Date(),
): { value: ComplaintContactValue; errors: string[] } {
  const errors: string[] = [];
  const state = checkState(input.state, errors);
  const office = checkPlainText(input.office, EBT_HELP_LIMITS.officeMax, {
    required: EBT_HELP_MESSAGES.officeRequired,
    tooLong: EBT_HELP_MESSAGES.officeTooLong,
  });
  errors.push(...office.errors);
  const officeEs = checkOptionalPlainText(
    input.officeEs,
    EBT_HELP_LIMITS.officeMax,
    EBT_HELP_MESSAGES.officeTooLong,
  );
  errors.push(...officeEs.errors);
  const contact = optionalPlain(
    input.contact,
    EBT_HELP_LIMITS.contactMax,
    EBT_HELP_MESSAGES.contactTooLong,
    errors,
  );
  const contactEs = optionalPlain(
    input.contactEs,
    EBT_HELP_LIMITS.contactMax,
    EBT_HELP_MESSAGES.contactTooLong,
    errors,
  );
  const dated = checkSourceAndDate(input, now);
  errors.push(...dated.errors);
  return {
    value: {
      state,
      office: office.value,
      officeEs: officeEs.value,
      contact,
      contactEs,
      ...dated.value,
    },
    errors,
  };
}

/** The help texts the pages show beside the lists, each one dated fact an admin can correct. */
export const HELP_FACTS = [
  { key: 'online-availability', label: 'Where SNAP online purchasing works' },
  { key: 'online-fees', label: 'Delivery and service fees' },
  { key: 'online-checkout', label: 'How to pay at checkout' },
  { key: 'refusal-rights', label: 'When a listed store refuses SNAP' },
] as const;
export type HelpFactKey = (typeof HELP_FACTS)[number]['key'];

export function isHelpFactKey(value: unknown): value is HelpFactKey {
  return HELP_FACTS.some((fact) => fact.key === value);
}
