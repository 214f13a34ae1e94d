import { defineMessages } from '../i18n/message';
import { USDA_STATES } from '../stores/normalize';
import type { SourcedProgramFact } from './dated-fact';

/** The programs the site explains beside stores (issue 25): hot meals, healthy-food incentives, and the
 * benefits that work at the same stores (Summer EBT) or at different ones (WIC). */
export const PROGRAM_KINDS = ['restaurant-meals', 'incentive', 'summer-ebt', 'wic'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** One program text of the content service: a dated fact, the program it is about, where it applies. */
export interface ProgramText extends SourcedProgramFact {
  /** Fixed for the texts seeded from the facts file ('seed-…'), a UUID for those an admin adds. */
  id: string;
  kind: ProgramKind;
  /** The program's name as the site shows it; for an incentive, the badge, matched to USDA's
   * Incentive_Program of a store (case and punctuation aside). */
  name: string;
  /** The name and the text as Spanish pages show them; null until an admin (or the seed) wrote them,
   * and Spanish pages show the English meanwhile. Matching a store's program reads the English name. */
  nameEs: string | null;
  textEs: string | null;
  /** True when it holds in every state; otherwise only in `states`. */
  everyState: boolean;
  /** Two-letter state codes where it applies (where the program runs); empty with everyState. */
  states: string[];
  /** When the text was last saved, and by whom (null: from the facts file, at first start). */
  updatedAt: string;
  updatedBy: string | null;
}

export const PROGRAM_TEXT_LIMITS = {
  nameMax: 80,
  textMax: 600,
  asOfMax: 40,
  sourceMax: 300,
} as const;

export const PROGRAM_TEXT_MESSAGES = defineMessages('programText', {
  kindInvalid: `Kind must be one of: ${PROGRAM_KINDS.join(', ')}`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PROGRAM_TEXT_LIMITS.nameMax} characters`,
  textRequired: 'Text is required',
  textTooLong: `Text must be at most ${PROGRAM_TEXT_LIMITS.textMax} characters`,
  markup:
    'Program texts are plain text: remove the markup (tags such as <b> or <a href>, or HTML entities such as &amp;)',
  asOfRequired:
    "'As of' is required: when the fact was true, as its source dates it (e.g. Feb 2025)",
  asOfTooLong: `'As of' must be at most ${PROGRAM_TEXT_LIMITS.asOfMax} characters`,
  sourceRequired: 'Source is required: where the fact comes from',
  sourceTooLong: `Source must be at most ${PROGRAM_TEXT_LIMITS.sourceMax} characters`,
  statesRequired: 'Choose the states where it applies, or every state',
  statesWithEveryState: 'Leave the states empty when it applies in every state',
  notAdmin: 'Only admins can edit program texts.',
  notFound: 'Program text not found',
  saved: 'Program text saved',
});

export interface ProgramTextInput {
  kind?: string | null;
  name?: string | null;
  nameEs?: string | null;
  text?: string | null;
  textEs?: string | null;
  asOf?: string | null;
  source?: string | null;
  everyState?: boolean | null;
  states?: string[] | null;
}

export type ProgramTextValue = Pick<
  ProgramText,
  'kind' | 'name' | 'nameEs' | 'text' | 'textEs' | 'asOf' | 'source' | 'everyState' | 'states'
>;

// A tag (<b>, </a>, <br/>, <!-- -->) or an HTML entity (&amp; &#60;): texts are shown as plain text, so
// markup would be shown to people as code; it is refused rather than stripped, so nothing is lost silently.
const MARKUP = /<\s*[/!a-z]|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

export function hasProgramMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** 'Double Up Food Bucks®' and 'DOUBLE-UP food bucks' are the same program. */
export function programNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A field's words on one line, trimmed. */
function oneLine(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

function requiredField(
  raw: string | null | undefined,
  max: number,
  required: string,
  tooLong: string,
  errors: string[],
): string {
  const text = oneLine(raw);
  if (!text) errors.push(required);
  else if (text.length > max) errors.push(tooLong);
  return text;
}

/** A field that may be left empty (null then), with the same limit as the one it translates. */
function optionalField(
  raw: string | null | undefined,
  max: number,
  tooLong: string,
  errors: string[],
): string | null {
  const text = oneLine(raw);
  if (text.length > max) errors.push(tooLong);
  return text || null;
}

/** The back-office form's rules, shared by the editor and the content service. */
export function validateProgramText(input: ProgramTextInput): {
  value: ProgramTextValue;
  errors: string[];
} {
  const errors: string[] = [];
  const kind = (PROGRAM_KINDS as readonly string[]).includes(input.kind ?? '')
    ? (input.kind as ProgramKind)
    : null;
  if (!kind) errors.push(PROGRAM_TEXT_MESSAGES.kindInvalid);
  const M = PROGRAM_TEXT_MESSAGES;
  const L = PROGRAM_TEXT_LIMITS;
  const name = requiredField(input.name, L.nameMax, M.nameRequired, M.nameTooLong, errors);
  const text = requiredField(input.text, L.textMax, M.textRequired, M.textTooLong, errors);
  // Spanish is optional, with the English field's limit and message.
  const nameEs = optionalField(input.nameEs, L.nameMax, M.nameTooLong, errors);
  const textEs = optionalField(input.textEs, L.textMax, M.textTooLong, errors);
  const asOf = requiredField(input.asOf, L.asOfMax, M.asOfRequired, M.asOfTooLong, errors);
  const source = requiredField(
    input.source,
    L.sourceMax,
    M.sourceRequired,
    M.sourceTooLong,
    errors,
  );
  if ([name, nameEs ?? '', text, textEs ?? '', asOf, source].some(hasProgramMarkup))
    errors.push(M.markup);
  const everyState = Boolean(input.everyState);
  const rawStates = (input.states ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean);
  const unknown = rawStates.filter((s) => !Object.hasOwn(USDA_STATES, s));
  if (unknown.length > 0)
    errors.push(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a state code' : 'are not state codes'} USDA uses (use two letters, such as GA, DC, PR or VI)`,
    );
  const states = [...new Set(rawStates)].sort();
  if (everyState && states.length > 0) errors.push(M.statesWithEveryState);
  // Summer EBT may be saved with no state yet: then the tips page explains it and no store page claims it.
  if (!everyState && states.length === 0 && kind !== 'summer-ebt') errors.push(M.statesRequired);
  return {
    value: {
      kind: kind ?? 'incentive',
      name,
      nameEs,
      text,
      textEs,
      asOf,
      source,
      everyState,
      states,
    },
    errors,
  };
}

/** What the placement rules read of a text (the API's view types its kind as a plain string). */
type Placed = { kind: string; everyState: boolean; states: readonly string[] };

/** Whether a text applies to a store in this state. */
export function programAppliesInState(
  text: Pick<Placed, 'everyState' | 'states'>,
  state: string,
): boolean {
  return text.everyState || text.states.includes(state.toUpperCase());
}

// The Restaurant Meals Program marked in USDA's incentive text ('Restaurant Meals Program (RMP)'), as the
// store card's restaurant-meals rule reads it.
const RMP_MENTION = /\brmp\b|restaurant meals program/i;

/** A Restaurant Meals Program restaurant: USDA's store type says so, or its incentive text mentions RMP. */
export function isRestaurantMealsStore(store: {
  Store_Type: string;
  Incentive_Program?: string | null;
}): boolean {
  return (
    store.Store_Type === 'Restaurant Meals Program' ||
    RMP_MENTION.test(store.Incentive_Program ?? '')
  );
}

const RESTAURANT_MEALS_TYPE = 'Restaurant Meals Program';

/** The store types a store-type filter finds a store under: its own, and 'Restaurant Meals Program' for
 * every Restaurant Meals Program restaurant, also those only their incentive text marks (Hot Meals must
 * list every store whose card says restaurant meals). Every search path filters through this. */
export function filterTypesOf(store: {
  Store_Type: string;
  Incentive_Program?: string | null;
}): readonly string[] {
  const types =
    store.Store_Type !== RESTAURANT_MEALS_TYPE && isRestaurantMealsStore(store)
      ? [store.Store_Type, RESTAURANT_MEALS_TYPE]
      : [store.Store_Type];
  // One shared list per combination: an in-memory index keeps one for each of 300,000 stores.
  const key = types.join('\n');
  let shared = sharedTypeLists.get(key);
  if (!shared) sharedTypeLists.set(key, (shared = Object.freeze(types)));
  return shared;
}

const sharedTypeLists = new Map<string, readonly string[]>();

/** Whether a store passes a store-type filter (no filter: every store). */
export function matchesStoreTypes(
  store: { Store_Type: string; Incentive_Program?: string | null },
  storeTypes: readonly string[] | undefined,
): boolean {
  if (!storeTypes?.length) return true;
  return filterTypesOf(store).some((type) => storeTypes.includes(type));
}

/** Whether a store-type filter needs more than the Store_Type column: it asks for Restaurant Meals
 * Program restaurants, which the incentive text alone may mark. */
export function storeTypesReadIncentive(storeTypes: readonly string[] | undefined): boolean {
  return storeTypes?.includes(RESTAURANT_MEALS_TYPE) ?? false;
}

/** A healthy-food incentive (Double Up Food Bucks and the like) at the store: USDA's incentive text,
 * unless it is only the RMP marker. What 'Extra for fruits & vegetables' finds. */
export function produceIncentiveOf(store: { Incentive_Program?: string | null }): string | null {
  const program = store.Incentive_Program?.trim();
  if (!program || RMP_MENTION.test(program)) return null;
  return program;
}

/** The incentive text for a store's program in its state: the state's own text first, then the one for
 * every state; null when no text names that program (the badge then shows the name alone). */
export function incentiveTextFor<T extends Placed & { name: string }>(
  texts: readonly T[],
  program: string,
  state: string,
): T | null {
  const key = programNameKey(program);
  const candidates = texts.filter(
    (text) =>
      text.kind === 'incentive' &&
      programNameKey(text.name) === key &&
      programAppliesInState(text, state),
  );
  return candidates.find((text) => !text.everyState) ?? candidates[0] ?? null;
}

/** The texts of a kind that apply in a state, states' own first. */
export function programTextsIn<T extends Placed>(
  texts: readonly T[],
  kind: ProgramKind,
  state: string,
): T[] {
  return texts
    .filter((text) => text.kind === kind && programAppliesInState(text, state))
    .sort((a, b) => Number(a.everyState) - Number(b.everyState));
}

/** The states that run the Restaurant Meals Program, as the restaurant-meals texts list them. */
export function restaurantMealsStates(texts: readonly Placed[]): string[] {
  return [
    ...new Set(
      texts.filter((t) => t.kind === 'restaurant-meals' && !t.everyState).flatMap((t) => t.states),
    ),
  ].sort((a, b) => (USDA_STATES[a] ?? a).localeCompare(USDA_STATES[b] ?? b));
}
