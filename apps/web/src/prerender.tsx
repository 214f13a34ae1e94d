// Build-time only (tools/vite/prerender-plugin.ts runs it in Node): the home page's first screen as HTML and
// the CSS it needs, written into the built home.html so a phone paints the page before any JavaScript
// has run. main.tsx then hydrates that HTML instead of rendering from nothing.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { t } from '@lingui/core/macro';
import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  languagePrefix,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@snap/domain';
import { AppRoutes } from './app/router';
import * as english from './lib/i18n/english';
import * as englishPages from './lib/i18n/english-pages';
import {
  activateLanguage,
  addMessages,
  markCatalogsComplete,
  routerBasename,
} from './lib/i18n/i18n';
import * as spanish from './lib/i18n/spanish';
import * as spanishPages from './lib/i18n/spanish-pages';
import { createQueryClient } from './lib/query-client';

const PACKS = { en: english, es: spanish } as const;
const PAGES = { en: englishPages, es: spanishPages } as const;

function activate(language: string): SiteLanguage {
  if (!isSiteLanguage(language)) throw new Error(`prerender: unknown language ${language}`);
  activateLanguage(language, PACKS[language]);
  addMessages(language, PAGES[language].messages);
  markCatalogsComplete();
  return language;
}

/** The shell's head in a language: what a phone shows in its tab and what search engines list. */
export async function pageHead(language: string) {
  activate(language);
  return {
    title: t`SNAP/EBT Store Finder — Find Stores That Accept EBT Near You`,
    description: t`Free directory of stores, restaurants and farmers markets that accept SNAP/EBT, from USDA's own retailer lists. Search by ZIP code, city or your location.`,
    noscript: t`This site needs JavaScript to search for stores.`,
  };
}

/** `<link rel="alternate" hreflang>` for the page in every language, and x-default (English). */
export function alternateLinks(path: string): string {
  const link = (language: SiteLanguage, hreflang: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${pathInLanguage(path, language)}">`;
  return [
    ...SITE_LANGUAGES.map((language) => link(language, language)),
    link(DEFAULT_LANGUAGE, 'x-default'),
  ].join('');
}

export interface PrerenderedPage {
  /** The markup of #root: the layout and the page as they are before any data or position arrives. */
  html: string;
  /** A <style> element with every rule that markup uses (MUI's emotion styles and CssBaseline). */
  styleElement: string;
}

/** Renders a route as the browser's first render will (the same providers and routes as App, state
 * before any effect), waiting for its lazy page chunk so the page itself is in the HTML. */
export async function prerenderPage(path: string, language: string): Promise<PrerenderedPage> {
  const active = activate(language);
  // compat: emotion records the rules in the cache instead of writing <style> tags into the markup,
  // which the browser's render would not have and hydration would reject.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter
            basename={routerBasename(active)}
            location={`${languagePrefix(active)}${path}`}
          >
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
    {
      // One document, no streaming: every boundary inline (larger ones would otherwise be sent apart
      // with an inline script to put them in place, which the CSP would not run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A page that fails here would be shipped as its error fallback: fail the build instead.
      onError(error) {
        throw error;
      },
    },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  // Queries the first render created hold their garbage-collection timers (minutes long): cleared, or
  // they would keep the build's Node process from ending.
  queryClient.clear();
  // The rules this markup uses, named in data-emotion so the browser's emotion cache adopts them
  // (createCache moves the tag into <head> and marks these names inserted) instead of inserting them
  // a second time.
  const { ids, css } = createEmotionServer(cache).extractCritical(html);
  return {
    html,
    styleElement: `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`,
  };
}
