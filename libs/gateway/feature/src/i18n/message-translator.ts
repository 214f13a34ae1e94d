import { IntlMessageFormat } from 'intl-messageformat';
import { isMessageRef, type MessageRef, messageRefsOf } from '@snap/domain';

/**
 * A catalog of one language keyed by message id (`<scope>.<name>`, given where the message is defined
 * with defineMessages); each value is the message in that language, in ICU MessageFormat, naming the
 * values the message carries (plural forms where a number is counted). A value that is itself a
 * message (a file's error) is translated first.
 */
export type MessageCatalogById = Readonly<Record<string, string>>;

/**
 * The fallback for message groups not yet given ids: each key is an English message as the services send it, with `{name}`
 * where the message carries a value (a file name, a number of minutes); each value is the message in
 * the other language, in ICU MessageFormat (the same names, plural forms where a number is counted).
 * A value named `{error}` is itself a message: the key matches only when it is a known one (of this
 * catalog, or a message of a group, by its id), and it is
 * translated too ('{file}: {error}').
 */
export type MessageCatalog = Readonly<Record<string, string>>;

interface TemplateEntry {
  key: string;
  pattern: RegExp;
  names: string[];
  target: IntlMessageFormat;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const NESTED_MESSAGE = 'error';
// Lists of validation failures are joined with ', ' by class-validator, Nest's pipe and our use cases.
const LIST_SEPARATOR = ', ';
// Distinct missing messages remembered for warn-once; beyond it a flood of odd messages is not kept.
const MAX_REMEMBERED_MISSES = 1_000;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns an English message of the services into the catalog's language. */
export class MessageTranslator {
  private readonly exact = new Map<string, IntlMessageFormat>();
  private readonly templates: TemplateEntry[] = [];
  private readonly missed = new Set<string>();
  private readonly byId = new Map<string, IntlMessageFormat>();

  constructor(
    catalog: MessageCatalog,
    locale: string,
    private readonly warn: (text: string) => void,
    byId: MessageCatalogById = {},
  ) {
    for (const [id, message] of Object.entries(byId))
      this.byId.set(id, new IntlMessageFormat(message, locale));
    for (const [key, message] of Object.entries(catalog)) {
      const target = new IntlMessageFormat(message, locale);
      const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]);
      if (names.length === 0) {
        this.exact.set(key, target);
        continue;
      }
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      this.templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, target });
    }
  }

  /** The catalog key a message matches, or undefined: what the catalog check asks of every message. */
  keyOf(message: string): string | undefined {
    if (this.exact.has(message)) return message;
    return this.templates.find((entry) => this.values(entry, message))?.key;
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
   * groups this process defines (a validation rule's message, a message of @snap/domain), else, for the
   * groups not yet given ids, by its English; undefined when none has it.
   */
  translate(message: string, refs?: readonly MessageRef[]): string | undefined {
    const carried = refs?.length ? this.translateRefs(refs) : undefined;
    if (carried !== undefined) return carried;
    const local = this.byLocalIds(message);
    if (local !== undefined) return local;
    return this.translateEnglish(message);
  }

  /** By the ids this process's groups give the English (the catalog's, where two word it alike). */
  private byLocalIds(message: string): string | undefined {
    const known = messageRefsOf(message, (id) => this.byId.has(id));
    return known ? this.translateRefs(known) : undefined;
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

  /** The English-keyed fallback, for the groups not yet given ids. */
  private translateEnglish(message: string): string | undefined {
    const whole = this.one(message);
    if (whole !== undefined) return whole;
    return this.list(message.split(LIST_SEPARATOR));
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

  private one(message: string): string | undefined {
    const exact = this.exact.get(message);
    if (exact) return String(exact.format());
    for (const entry of this.templates) {
      const values = this.values(entry, message);
      if (values) return String(entry.target.format(values));
    }
    return undefined;
  }

  /** The values a template takes from a message, or undefined when it does not match it. */
  private values(
    entry: TemplateEntry,
    message: string,
  ): Record<string, string | number> | undefined {
    const match = entry.pattern.exec(message);
    if (!match) return undefined;
    const values: Record<string, string | number> = {};
    for (const [index, name] of entry.names.entries()) {
      const value = match[index + 1];
      if (name === NESTED_MESSAGE) {
        const nested = this.one(value) ?? this.byLocalIds(value);
        if (nested === undefined) return undefined;
        values[name] = nested;
      } else values[name] = /^\d+$/.test(value) ? Number(value) : value;
    }
    return values;
  }

  /** A list of messages joined with ', ', some of which hold ', ' themselves: the shortest way to cut
   * it into known messages. */
  private list(parts: string[]): string | undefined {
    if (parts.length < 2) return undefined;
    const best: Array<string[] | undefined> = [[]];
    for (let end = 1; end <= parts.length; end++) {
      for (let start = end - 1; start >= 0 && best[end] === undefined; start--) {
        const before = best[start];
        if (!before) continue;
        const translated = this.one(parts.slice(start, end).join(LIST_SEPARATOR));
        if (translated !== undefined) best[end] = [...before, translated];
      }
    }
    return best[parts.length]?.join(LIST_SEPARATOR);
  }
}
