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

// One chunk per language: a page downloads only its own language's catalog.
const PACKS: Record<SiteLanguage, () => Promise<LanguagePack>> = {
  en: () => import('./english'),
  es: () => import('./spanish'),
};

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

/** Downloads a language's catalog and makes it the active one. */
export async function loadLanguage(language: SiteLanguage): Promise<void> {
  activateLanguage(language, await PACKS[language]());
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
  const key = `${locale}:${id}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[i18n] message ${id} is missing from the ${locale} catalog; showing English`);
});

/** Remembers the visitor's choice and opens the same page in the other language (a full load: the
 * server sends that language's page, the browser downloads only its catalog). */
export function switchLanguage(language: SiteLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLanguage(`${pathname}${search}`, language)}${hash}`);
}

/** The Intl locale of the active language ('en-US', 'es-US'). */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}
