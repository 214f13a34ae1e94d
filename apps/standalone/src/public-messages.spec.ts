import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { IntlMessageFormat } from 'intl-messageformat';
import { VALIDATION_MESSAGES, ZipStoresQuery } from '@snap/contracts';
import {
  ACCOUNT_MESSAGES,
  CONTRIBUTION_MESSAGES,
  DATED_FACT_MESSAGES,
  EBT_HELP_MESSAGES,
  EBT_REFUSAL_MESSAGES,
  ENRICHMENT_MESSAGES,
  IMAGE_MESSAGES,
  LANGUAGE_MESSAGES,
  messageIds,
  messageRefOf,
  messageRefsOf,
  MODERATED_ITEM_TYPES,
  MODERATION_MESSAGES,
  PHOTO_MESSAGES,
  photoFileMessage,
  POINTS_MESSAGES,
  REVIEW_MESSAGES,
  SEARCH_MESSAGES,
  SESSION_MESSAGES,
  STORE_MESSAGES,
  SUBMISSION_MESSAGES,
  TIP_MESSAGES,
} from '@snap/domain';
import {
  ES_MESSAGES_BY_ID,
  GATEWAY_MESSAGES,
  MessageTranslator,
  OUTAGE_MESSAGES,
} from '@snap/gateway-feature';
import {
  ATTEMPT_LIMIT_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  RESET_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  TOO_MANY_ATTEMPTS,
  VERIFY_MESSAGES,
} from '@snap/identity-feature';
import { RATE_LIMIT_MESSAGES, RateLimitExceededError } from '@snap/platform-cache';

const ROOT = resolve(__dirname, '../../..');

/** Message groups only the back-office shows (it stays English), each checked to exist below. */
const BACK_OFFICE_ONLY = [
  'AUDIT_MESSAGES',
  'BENEFIT_NOTICE_MESSAGES',
  'BLOG_MESSAGES',
  'CATALOG_ADMIN_MESSAGES',
  'GRANT_MESSAGES',
  'PROGRAM_TEXT_MESSAGES',
  'PURCHASE_RULE_MESSAGES',
  'ROLE_MESSAGES',
  'STORE_EDIT_MESSAGES',
  'TOKEN_ENROLMENT_MESSAGES',
  'USDA_SYNC_MESSAGES',
];

/** Message groups only a program reads, never a person on the site: the answers to a GET by an operation
 * id (the site's own client asks again by POST and shows none of them), each checked to exist below. */
const PROGRAMS_ONLY = ['PERSISTED_QUERY_MESSAGES'];

/** Every group of messages the API sends to the public site, by name: each is defined with ids
 * (defineMessages), and its Spanish is keyed by them. */
const PUBLIC_GROUPS: Record<string, Readonly<Record<string, unknown>>> = {
  ACCOUNT_MESSAGES,
  CONTRIBUTION_MESSAGES,
  DATED_FACT_MESSAGES,
  EBT_HELP_MESSAGES,
  EBT_REFUSAL_MESSAGES,
  ENRICHMENT_MESSAGES,
  IMAGE_MESSAGES,
  LANGUAGE_MESSAGES,
  MODERATION_MESSAGES,
  PHOTO_MESSAGES,
  POINTS_MESSAGES,
  REVIEW_MESSAGES,
  SUBMISSION_MESSAGES,
  TIP_MESSAGES,
  VERIFY_MESSAGES,
  RESET_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  OUTAGE_MESSAGES,
  SESSION_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  ATTEMPT_LIMIT_MESSAGES,
  RATE_LIMIT_MESSAGES,
  GATEWAY_MESSAGES,
  STORE_MESSAGES,
  SEARCH_MESSAGES,
  VALIDATION_MESSAGES,
};

/** Each message of a public group that carries values, made with sample values, and its id. */
const SAMPLES: Array<[id: string, english: string]> = [
  ...(['notFound', 'ownItem', 'ownDecision', 'alreadyFlagged', 'alreadyDecided'] as const).flatMap(
    (name) =>
      MODERATED_ITEM_TYPES.map((type): [string, string] => [
        `moderation.${name}`,
        MODERATION_MESSAGES[name](type),
      ]),
  ),
  ['moderation.hiddenNotice', MODERATION_MESSAGES.hiddenNotice('Off topic')],
  ['moderation.removedNotice', MODERATION_MESSAGES.removedNotice('Off topic')],
  ...(['hoursMissingDay', 'hoursUnknownDay', 'hoursInvalidTime'] as const).flatMap((name) =>
    ['Monday', 'Funday'].map((day): [string, string] => [
      `contribution.${name}`,
      CONTRIBUTION_MESSAGES[name](day),
    ]),
  ),
  ['enrichment.showingReviews', ENRICHMENT_MESSAGES.showingReviews(1, 5)],
  ['ebtHelp.storesNotListed', EBT_HELP_MESSAGES.storesNotListed('1234, 5678')],
  ['ebtHelp.storesInOtherState', EBT_HELP_MESSAGES.storesInOtherState('Georgia', '1234')],
  ['photo.fileError', photoFileMessage('market.jpg', PHOTO_MESSAGES.tooLarge)],
  ['attemptLimit.tooManyAttempts', TOO_MANY_ATTEMPTS(1)],
  ['attemptLimit.tooManyAttempts', TOO_MANY_ATTEMPTS(15)],
  ['rateLimit.tooManyRequests', new RateLimitExceededError('sample', 30).message],
  ['rateLimit.tooManyRequests', new RateLimitExceededError('sample', 600).message],
];

/** The messages of every validation rule registered by the contracts and the gateway's argument
 * classes. class-validator has no public list of the classes it knows (the gateway's are not
 * exported), so its storage is read; the test below fails if that stops finding them. */
function validationMessages(): string[] {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<unknown, Array<{ message?: unknown }>>;
  };
  const messages = new Set<string>();
  for (const rules of storage.validationMetadatas.values())
    for (const rule of rules) if (typeof rule.message === 'string') messages.add(rule.message);
  return [...messages];
}

/** class-validator's own wording of @ValidateNested, never sent to a person: GraphQL refuses an input
 * object that is not one before validation runs, and the bus contracts' nested values are built by the
 * gateway. Were one sent, it would go out in English and be logged once. */
const NEVER_SENT = [
  'nested property $property must be either object or array',
  'each value in nested property $property must be either object or array',
];

type IcuElement = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: IcuElement[] }>;
};
// The parser's element types that are text, not a value: literal (0) and the plural's # (7).
const TEXT_ELEMENTS = new Set([0, 7]);

/** The names of the values an ICU message uses, choices (plural, select) included. */
function argumentNames(elements: IcuElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (!TEXT_ELEMENTS.has(element.type) && typeof element.value === 'string')
      into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentNames(option.value, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The id of every message of the public groups (`<scope>.<name>`, as defineMessages gives them). */
const publicIds = Object.values(PUBLIC_GROUPS).flatMap((group) => messageIds(group));

describe('the message catalogs (English sources and their Spanish)', () => {
  const spanish = new MessageTranslator(ES_MESSAGES_BY_ID, 'es-US', () => undefined);

  it("collects the validation rules' messages of the contracts and of the gateway's arguments", () => {
    const collected = validationMessages();
    const zipRule = getMetadataStorage()
      .getTargetValidationMetadatas(ZipStoresQuery, '', true, false)
      .find((rule) => typeof rule.message === 'string');
    expect(collected).toContain(zipRule?.message);
    // Only the gateway's catalog arguments say this.
    expect(collected).toContain('status must be active or closed');
  });

  it('gives every message of a public group an id with a Spanish entry', () => {
    expect(publicIds.length).toBeGreaterThan(100);
    expect(publicIds.filter((id) => !spanish.hasId(id))).toEqual([]);
  });

  it('has no Spanish entry by id without its message', () => {
    const ids = new Set(publicIds);
    expect(Object.keys(ES_MESSAGES_BY_ID).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('finds the id (and values) of a message from its English, and its Spanish by that id', () => {
    for (const [id, english] of SAMPLES) {
      expect(messageRefOf(english)?.id).toBe(id);
      const translated = spanish.translateRefs(messageRefsOf(english) ?? []);
      expect(translated).toBeDefined();
      expect(translated).not.toBe(english);
    }
    expect(spanish.translateRefs([{ id: 'moderation.notFound', params: { item: 'tip' } }])).toBe(
      'Este consejo ya no existe.',
    );
  });

  it('gives every validation rule message an id with a Spanish entry', () => {
    const missing = validationMessages()
      .filter((message) => !NEVER_SENT.includes(message))
      .filter((message) => messageRefsOf(message, (id) => spanish.hasId(id)) === undefined);
    expect(missing).toEqual([]);
    expect(
      validationMessages()
        .filter((message) => !NEVER_SENT.includes(message))
        .filter((message) => spanish.translate(message) === undefined),
    ).toEqual([]);
  });

  it('has a sample of every public message that carries values', () => {
    const functions = Object.values(PUBLIC_GROUPS).flatMap((group) =>
      messageIds(group).filter((id) => typeof group[id.split('.')[1]] === 'function'),
    );
    expect(functions.filter((id) => !SAMPLES.some(([sample]) => sample === id))).toEqual([]);
  });

  it('names in the Spanish the values each message carries, and no others', () => {
    const names = (text: string) =>
      [...argumentNames(new IntlMessageFormat(text, 'es').getAst() as IcuElement[])].sort().join();
    const carried = new Map(
      SAMPLES.map(([id, english]) => [id, Object.keys(messageRefOf(english)?.params ?? {})]),
    );
    const byId = Object.entries(ES_MESSAGES_BY_ID).filter(
      ([id, translated]) => names(translated) !== [...(carried.get(id) ?? [])].sort().join(),
    );
    expect(byId).toEqual([]);
  });

  it('knows whether every group of messages in the code is public or back-office only', () => {
    const groups = sourceFiles(join(ROOT, 'libs'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (\w+_MESSAGES) =/g)])
      .map((match) => match[1]);
    const unknown = groups.filter(
      (group) =>
        !(group in PUBLIC_GROUPS) &&
        !BACK_OFFICE_ONLY.includes(group) &&
        !PROGRAMS_ONLY.includes(group),
    );
    expect(unknown).toEqual([]);
    expect(
      [...BACK_OFFICE_ONLY, ...PROGRAMS_ONLY].filter((group) => !groups.includes(group)),
    ).toEqual([]);
  });
});
