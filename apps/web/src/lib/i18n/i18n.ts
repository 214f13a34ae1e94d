import { i18n, type Messages } from '@lingui/core';
import type { Localization } from '@mui/material/locale';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languagePrefix,
  pathInLanguage,
  splitPathLanguage,
  type SiteLanguage,
} from '@snap/domain';

export { i18n };

interface LanguagePack {
  messages: Messages;
  muiLocale: Localization | undefined;
}

// Chunks per language: a page downloads only its own language's catalogs, the first screen's first.
const PACKS: Record<SiteLanguage, () => Promise<LanguagePack>> = {
  en: () => import('./english'),
  es: () => import('./spanish'),
};
const PAGES: Record<SiteLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./english-pages'),
  es: () => import('./spanish-pages'),
};
let pagesLoaded: { language: SiteLanguage; loaded: Promise<void> } | undefined;
let complete = false;

const muiLocales: Partial<Record<SiteLanguage, Localization>> = {};

/** The language of the page at this path (`/es/...` is Spanish; anything else English). */
export function languageOfPath(pathname: string): SiteLanguage {
  return splitPathLanguage(pathname).language;
}

/** The router's base for a language: '/es' for Spanish pages, none for English. */
export function routerBasename(language: SiteLanguage): string | undefined {
  return languagePrefix(language) || undefined;
}

/** The active language (English until a catalog is activated). */
export function currentLanguage(): SiteLanguage {
  return i18n.locale === 'es' ? 'es' : DEFAULT_LANGUAGE;
}

/** MUI's texts for the active language (undefined: MUI's English defaults). */
export function currentMuiLocale(): Localization | undefined {
  return muiLocales[currentLanguage()];
}

/** Downloads the catalog of a language's first screen (the shell, the home page) and makes it the
 * active one. */
export async function loadLanguage(language: SiteLanguage): Promise<void> {
  activateLanguage(language, await PACKS[language]());
}

/** Downloads the catalog of every other page of the active language, once; every page but the home
 * page waits for it before it renders (router.tsx). */
export function loadPageMessages(): Promise<void> {
  const language = currentLanguage();
  // Kept per language: a call made before the page's language was active must not stand for it.
  if (pagesLoaded?.language !== language)
    pagesLoaded = {
      language,
      loaded: PAGES[language]().then(({ messages }) => {
        complete = true;
        addMessages(language, messages);
      }),
    };
  return pagesLoaded.loaded;
}

/** Whether every page's messages are loaded (else a message of the other pages has no text yet). */
export function catalogsComplete(): boolean {
  return complete;
}

/** Marks the catalogs complete (the pre-render and specs load every catalog at once). */
export function markCatalogsComplete(): void {
  complete = true;
  pagesLoaded = { language: currentLanguage(), loaded: Promise.resolve() };
}

/** Adds messages to a language's catalog (re-rendering what is on screen when it is the active one). */
export function addMessages(language: SiteLanguage, messages: Messages): void {
  i18n.load(language, messages);
  if (i18n.locale === language) i18n.activate(language, [INTL_LOCALES[language]]);
}

/** Makes an already loaded catalog the active one (the pre-render has every catalog at hand). */
export function activateLanguage(language: SiteLanguage, pack: LanguagePack): void {
  if (pack.muiLocale) muiLocales[language] = pack.muiLocale;
  i18n.loadAndActivate({
    locale: language,
    locales: [INTL_LOCALES[language]],
    messages: pack.messages,
  });
}

// A message the active catalog lacks is shown as written in the code (English) and said once, not at
// every render. CI's catalog check (`lingui check`) fails on it.
const reported = new Set<string>();
i18n.on('missing', ({ id, locale }) => {
  // (Before the other pages' catalog has arrived, only the home page's first screen is asked for.)
  if (!complete) return;
  const key = `${locale}:${id}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[i18n] message ${id} is missing from the ${locale} catalog; showing English`);
});

/** Remembers the visitor's choice of language (the server then sends its pages in it). */
export function rememberLanguage(language: SiteLanguage): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Remembers the visitor's choice and opens the same page in the other language (a full load: the
 * server sends that language's page, the browser downloads only its catalog). */
export function switchLanguage(language: SiteLanguage): void {
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLanguage(`${pathname}${search}`, language)}${hash}`);
}

/** The Intl locale of the active language ('en-US', 'es-US'). */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}
