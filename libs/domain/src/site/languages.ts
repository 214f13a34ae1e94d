import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  languageOfAcceptHeader,
} from '../i18n/languages';

/** The public site's languages (the product's, i18n/languages.ts). English is the default and has the
 * plain paths; every other language has the same paths behind its own prefix (`/es`,
 * `/es/search?...`): paths and slugs are not translated. */
export const SITE_LANGUAGES = LANGUAGES;
export type SiteLanguage = Language;

/** Remembers the visitor's choice (written by the language switch): path `/`, one year, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Every GraphQL request of the public site names the page's language in this header. */
export const LANGUAGE_HEADER = 'X-Language';

/** The locale `Intl` formats with, per language (US conventions in both: 1,234.5). */
export const INTL_LOCALES: Record<SiteLanguage, string> = { en: 'en-US', es: 'es-US' };

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A first path segment that names a language (`es`, `fr`, `pt-BR`), known to the site or not (no
 * city page's slug has this shape: languages.spec.ts holds them apart). */
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2,4})?$/i;

export interface PathLanguage {
  /** The site language the path asks for; an unknown or absent prefix means the default. */
  language: SiteLanguage;
  /** The path without its language prefix ('/' for the language's home page). */
  path: string;
  /** The prefix as written when it is not the site's own spelling of a non-default language
   * (`/en/...`, `/fr/...`, `/ES/...`): such an address is sent on to its canonical form. */
  nonCanonicalPrefix?: string;
}

/** A path on the site itself: a run of leading slashes, backslashes or spaces becomes one slash, since
 * a browser reads `//evil.example/x` and `/\evil.example/x` in a `Location` as another host. */
export function sitePath(path: string): string {
  return path.replace(/^[/\\\s]*/, '/');
}

/** Splits a path into its language and the page's own path (always a path on the site: `sitePath`). */
export function splitPathLanguage(pathname: string): PathLanguage {
  const match = /^\/([^/\\]+)([/\\].*)?$/.exec(sitePath(pathname));
  const segment = match?.[1];
  if (!segment || !LANGUAGE_SEGMENT.test(segment))
    return { language: DEFAULT_LANGUAGE, path: sitePath(pathname) };
  const rest = sitePath(match[2] ?? '');
  const lower = segment.toLowerCase();
  const language = isSiteLanguage(lower) ? lower : DEFAULT_LANGUAGE;
  const canonical = language !== DEFAULT_LANGUAGE && segment === language;
  return canonical
    ? { language, path: rest }
    : { language, path: rest, nonCanonicalPrefix: segment };
}

/** The prefix of a language's paths: '' for the default, '/es' for Spanish. */
export function languagePrefix(language: SiteLanguage): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The same page in another language: `/store/1?x` → `/es/store/1?x`, `/es` → `/`. */
export function pathInLanguage(pathWithQuery: string, language: SiteLanguage): string {
  const [pathname, ...query] = pathWithQuery.split('?');
  const { path } = splitPathLanguage(pathname || '/');
  const prefixed =
    language === DEFAULT_LANGUAGE ? path : `${languagePrefix(language)}${path === '/' ? '' : path}`;
  // `path` is already a site path (splitPathLanguage), so no query can make this another host.
  return query.length > 0 ? `${prefixed}?${query.join('?')}` : prefixed;
}

/** The first site language of an Accept-Language header, by preference (q) then order: the
 * product's one reading of the header (i18n/languages.ts), which the API's request language uses too. */
export const languageFromAcceptLanguage = languageOfAcceptHeader;

/** The language a visitor who opens a default-language (unprefixed) page prefers: the remembered
 * choice when it is valid, else on a first visit their browser's languages, else the default. */
export function preferredLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): SiteLanguage {
  if (isSiteLanguage(cookie)) return cookie;
  if (cookie !== undefined && cookie !== '') return DEFAULT_LANGUAGE;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
