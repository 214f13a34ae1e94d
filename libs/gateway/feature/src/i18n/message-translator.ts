import { IntlMessageFormat } from 'intl-messageformat';

/**
 * A catalog of one language: each key is an English message as the services send it, with `{name}`
 * where the message carries a value (a file name, a number of minutes); each value is the message in
 * the other language, in ICU MessageFormat (the same names, plural forms where a number is counted).
 * A value named `{error}` is itself a message: the key matches only when it is a known one, and it is
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

  constructor(
    catalog: MessageCatalog,
    locale: string,
    private readonly warn: (text: string) => void,
  ) {
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

  /** The translation, or undefined when the message (or a part of a list of them) has none. */
  translate(message: string): string | undefined {
    const whole = this.one(message);
    if (whole !== undefined) return whole;
    return this.list(message.split(LIST_SEPARATOR));
  }

  /** The translation, or the English message itself when there is none, logged once at warn level. */
  translateOrEnglish(message: string): string {
    const translated = this.translate(message);
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
        const nested = this.one(value);
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
