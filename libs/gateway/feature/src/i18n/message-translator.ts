import { IntlMessageFormat } from 'intl-messageformat';
import { isMessageRef, type MessageRef, messageRefsOf } from '@snap/domain';

/**
 * A catalog of one language keyed by message id (`<scope>.<name>`, given where the message is defined
 * with defineMessages); each value is the message in that language, in ICU MessageFormat, naming the
 * values the message carries (plural forms where a number is counted). A value that is itself a
 * message (a file's error) is translated first.
 */
export type MessageCatalogById = Readonly<Record<string, string>>;

// Lists of validation failures are joined with ', ' by class-validator, Nest's pipe and our use cases.
const LIST_SEPARATOR = ', ';
// Distinct missing messages remembered for warn-once; beyond it a flood of odd messages is not kept.
const MAX_REMEMBERED_MISSES = 1_000;

/**
 * Turns a message of the services into the catalog's language, by its id: the ids it came with from
 * its service, else the ids this process's groups give its English. A message of no group has no id
 * and no translation: it goes out in English, logged once.
 */
export class MessageTranslator {
  private readonly missed = new Set<string>();
  private readonly byId = new Map<string, IntlMessageFormat>();

  constructor(
    catalog: MessageCatalogById,
    locale: string,
    private readonly warn: (text: string) => void,
  ) {
    for (const [id, message] of Object.entries(catalog))
      this.byId.set(id, new IntlMessageFormat(message, locale));
  }

  /** Whether the catalog has the message of this id. */
  hasId(id: string): boolean {
    return this.byId.has(id);
  }

  /** Messages by id (one, or a list joined with ', '), or undefined when any has no translation. */
  translateRefs(refs: readonly MessageRef[]): string | undefined {
    const translated: string[] = [];
    for (const ref of refs) {
      const one = this.byRef(ref);
      if (one === undefined) return undefined;
      translated.push(one);
    }
    return translated.length ? translated.join(LIST_SEPARATOR) : undefined;
  }

  /**
   * The translation of a message, by the ids it came with from its service, else by the ids of the
   * groups this process defines (a validation rule's message, a message of @snap/domain); undefined
   * when it has no id with a translation.
   */
  translate(message: string, refs?: readonly MessageRef[]): string | undefined {
    const carried = refs?.length ? this.translateRefs(refs) : undefined;
    if (carried !== undefined) return carried;
    const known = messageRefsOf(message, (id) => this.byId.has(id));
    return known ? this.translateRefs(known) : undefined;
  }

  /** The translation, or the English message itself when there is none, logged once at warn level. */
  translateOrEnglish(message: string, refs?: readonly MessageRef[]): string {
    const translated = this.translate(message, refs);
    if (translated !== undefined) return translated;
    if (!this.missed.has(message) && this.missed.size < MAX_REMEMBERED_MISSES) {
      this.missed.add(message);
      this.warn(`No translation for the message "${message}"; it was sent in English.`);
    }
    return message;
  }

  private byRef({ id, params }: MessageRef): string | undefined {
    const target = this.byId.get(id);
    if (!target) return undefined;
    if (!params) return String(target.format());
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params)) {
      if (isMessageRef(value)) {
        const nested = this.byRef(value);
        if (nested === undefined) return undefined;
        values[name] = nested;
      } else values[name] = value;
    }
    return String(target.format(values));
  }
}
