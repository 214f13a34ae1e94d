import { defineMessages } from './message';
/** The site's languages; English is the default and the language of every source text. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_MESSAGES = defineMessages('language', {
  invalid: 'Language must be en or es',
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A supported language from a tag such as 'es', 'es-US' or 'EN'; undefined for anything else. */
export function languageOfTag(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** Unknown or missing values read as English: a language is a preference, never a reason to fail. */
export function toLanguage(value: unknown): Language {
  return languageOfTag(value) ?? DEFAULT_LANGUAGE;
}

/** The first supported language of an Accept-Language header, by preference (q) then order. */
export function languageOfAcceptHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOfTag(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * A request's language: the page's own (the X-Language header), then the visitor's choice (the
 * `lang` cookie), then the browser's (Accept-Language), then English. A source with an unknown value
 * is passed over, so a bad header never fails a request.
 */
export function resolveRequestLanguage(sources: {
  header?: unknown;
  cookie?: unknown;
  acceptLanguage?: string;
}): Language {
  return (
    languageOfTag(sources.header) ??
    languageOfTag(sources.cookie) ??
    languageOfAcceptHeader(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
