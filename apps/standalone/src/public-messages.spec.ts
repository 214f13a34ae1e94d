import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { IntlMessageFormat } from 'intl-messageformat';
import { ZipStoresQuery } from '@snap/contracts';
import {
  ACCOUNT_MESSAGES,
  CONTRIBUTION_MESSAGES,
  DATED_FACT_MESSAGES,
  EBT_HELP_MESSAGES,
  EBT_REFUSAL_MESSAGES,
  ENRICHMENT_MESSAGES,
  IMAGE_MESSAGES,
  LANGUAGE_MESSAGES,
  MODERATED_ITEM_TYPES,
  MODERATION_MESSAGES,
  PHOTO_MESSAGES,
  photoFileMessage,
  POINTS_MESSAGES,
  REVIEW_MESSAGES,
  STORE_NOT_FOUND_MESSAGE,
  SUBMISSION_MESSAGES,
  TIP_MESSAGES,
} from '@snap/domain';
import {
  ES_MESSAGES,
  MessageTranslator,
  NO_PHOTO_CHOSEN,
  OUTAGE_MESSAGES,
  SESSION_EXPIRED,
  UNEXPECTED_ERROR_MESSAGE,
} from '@snap/gateway-feature';
import {
  DELETE_PASSWORD_WRONG,
  RESET_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  SESSION_GONE,
  TOO_MANY_ATTEMPTS,
  VERIFY_MESSAGES,
} from '@snap/identity-feature';
import { RateLimitExceededError } from '@snap/platform-cache';

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

/** Every group of messages the API sends to the public site, each message as the services write it
 * (a message with a value is called with sample values). */
const PUBLIC_GROUPS: Record<string, readonly string[]> = {
  ACCOUNT_MESSAGES: Object.values(ACCOUNT_MESSAGES),
  CONTRIBUTION_MESSAGES: Object.values(CONTRIBUTION_MESSAGES).flatMap((message) =>
    typeof message === 'function' ? ['Monday', 'Funday'].map((day) => message(day)) : [message],
  ),
  DATED_FACT_MESSAGES: Object.values(DATED_FACT_MESSAGES),
  EBT_HELP_MESSAGES: [
    ...Object.values(EBT_HELP_MESSAGES).filter((message) => typeof message === 'string'),
    EBT_HELP_MESSAGES.storesNotListed('1234, 5678'),
    EBT_HELP_MESSAGES.storesInOtherState('Georgia', '1234'),
  ],
  EBT_REFUSAL_MESSAGES: Object.values(EBT_REFUSAL_MESSAGES),
  ENRICHMENT_MESSAGES: [
    ENRICHMENT_MESSAGES.limitedData,
    ENRICHMENT_MESSAGES.noOpenMapData,
    ENRICHMENT_MESSAGES.showingReviews(1, 5),
  ],
  IMAGE_MESSAGES: Object.values(IMAGE_MESSAGES),
  LANGUAGE_MESSAGES: Object.values(LANGUAGE_MESSAGES),
  MODERATION_MESSAGES: Object.values(MODERATION_MESSAGES).flatMap((message) =>
    typeof message === 'string'
      ? [message]
      : MODERATED_ITEM_TYPES.map((type) => (message as (value: string) => string)(type)),
  ),
  PHOTO_MESSAGES: Object.values(PHOTO_MESSAGES),
  POINTS_MESSAGES: Object.values(POINTS_MESSAGES),
  REVIEW_MESSAGES: Object.values(REVIEW_MESSAGES),
  SUBMISSION_MESSAGES: Object.values(SUBMISSION_MESSAGES),
  TIP_MESSAGES: Object.values(TIP_MESSAGES),
  VERIFY_MESSAGES: [...Object.values(VERIFY_MESSAGES), DELETE_PASSWORD_WRONG],
  RESET_MESSAGES: Object.values(RESET_MESSAGES),
  SECOND_FACTOR_MESSAGES: [...Object.values(SECOND_FACTOR_MESSAGES), SESSION_GONE],
  OUTAGE_MESSAGES: Object.values(OUTAGE_MESSAGES),
  gateway: [SESSION_EXPIRED, UNEXPECTED_ERROR_MESSAGE, NO_PHOTO_CHOSEN],
  stores: [STORE_NOT_FOUND_MESSAGE, photoFileMessage('market.jpg', PHOTO_MESSAGES.tooLarge)],
  rateLimits: [
    TOO_MANY_ATTEMPTS(1),
    TOO_MANY_ATTEMPTS(15),
    new RateLimitExceededError('sample', 30).message,
    new RateLimitExceededError('sample', 600).message,
  ],
};

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

const publicMessages = [
  ...new Set([...Object.values(PUBLIC_GROUPS).flat(), ...validationMessages()]),
];

describe('the message catalogs (English sources and their Spanish)', () => {
  const spanish = new MessageTranslator(ES_MESSAGES, 'es-US', () => undefined);

  it("collects the validation rules' messages of the contracts and of the gateway's arguments", () => {
    const collected = validationMessages();
    const zipRule = getMetadataStorage()
      .getTargetValidationMetadatas(ZipStoresQuery, '', true, false)
      .find((rule) => typeof rule.message === 'string');
    expect(collected).toContain(zipRule?.message);
    // Only the gateway's catalog arguments say this.
    expect(collected).toContain('status must be active or closed');
  });

  it('has a Spanish entry for every message the API sends to the public site', () => {
    const missing = publicMessages.filter((message) => spanish.keyOf(message) === undefined);
    expect(missing).toEqual([]);
  });

  it('has no Spanish entry without its English message', () => {
    const used = new Set(publicMessages.map((message) => spanish.keyOf(message)));
    expect(Object.keys(ES_MESSAGES).filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every English message in its Spanish', () => {
    const names = (text: string) =>
      [...argumentNames(new IntlMessageFormat(text, 'es').getAst() as IcuElement[])].sort().join();
    const mismatched = Object.entries(ES_MESSAGES).filter(
      ([english, translated]) => names(english) !== names(translated),
    );
    expect(mismatched).toEqual([]);
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
