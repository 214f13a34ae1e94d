import {
  DEFAULT_LANGUAGE,
  isAppPath,
  LANGUAGE_COOKIE,
  languagePrefix,
  pathInLanguage,
  preferredLanguage,
  SITE_LANGUAGES,
  sitePath,
  splitPathLanguage,
  type SiteLanguage,
} from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { extname } from 'node:path';
import type { PageAddress } from './page-rendering';
import { type CityLookup, isServerPath, NO_CATALOG_CITIES } from './unknown-page-status';

const PERSONAL_REDIRECT = 'private, no-store';

/** The built pages of a non-default language live in its own folder of the web build
 * (tools/vite/prerender-plugin.ts): `es/home.html` (its pre-rendered home page) and `es/index.html`
 * (the shell of every other page, with `<html lang="es">`). */
export function languageShell(language: SiteLanguage, home: boolean): string {
  return `${languagePrefix(language)}/${home ? 'home.html' : 'index.html'}`;
}

/**
 * Chooses a page's language on the server, before any byte of the page is sent, so a Spanish speaker
 * never sees English first:
 * - `/es/...` is the Spanish page: answered with the Spanish build's page (its own pre-rendered home
 *   page, or its shell), 404 for an address the site has no page for, like English;
 * - an unprefixed (English) page is sent on to its `/es` address when the visitor chose Spanish (the
 *   `lang` cookie) or, on a first visit without that cookie, when their browser prefers it;
 * - any other language prefix (`/en/...`, `/fr/...`) or a cookie naming an unknown language falls
 *   back to English: a redirect to the English page, never an error.
 * Every page names its other languages in a `Link` header (hreflang alternates).
 */
export const pageLanguage =
  (cities: CityLookup = NO_CATALOG_CITIES): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (extname(req.path) || isServerPath(req.path)) return next();
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const { language, path, nonCanonicalPrefix } = splitPathLanguage(req.path);
    res.vary('Cookie');
    res.vary('Accept-Language');
    if (nonCanonicalPrefix !== undefined) {
      res.setHeader('Cache-Control', PERSONAL_REDIRECT);
      redirectOnSite(res, pathInLanguage(path, language), query);
      return;
    }
    if (language === DEFAULT_LANGUAGE) {
      const cookie = (req.cookies as Record<string, string> | undefined)?.[LANGUAGE_COOKIE];
      const preferred = preferredLanguage(cookie, req.headers['accept-language']);
      if (preferred !== DEFAULT_LANGUAGE) {
        // Chosen by this visitor's cookie or browser: no shared cache may answer others with it.
        res.setHeader('Cache-Control', PERSONAL_REDIRECT);
        redirectOnSite(res, pathInLanguage(path, preferred), query);
        return;
      }
    }
    res.setHeader('Content-Language', language);
    res.setHeader('Link', alternateLinks(req, path));
    // For the page renderer (page-rendering.ts): the page's language and its address inside it.
    res.locals['page'] = { language, url: `${path}${query}` } satisfies PageAddress;
    if (language === DEFAULT_LANGUAGE) return next();
    req.url = `${languageShell(language, path === '/')}${query}`;
    if (isAppPath(path)) return next();
    // A city the catalog covers has its page in every language (/es/atlanta).
    void cities
      .citiesIn(path)
      .catch(() => new Set<string>())
      .then((known) => {
        if (!isAppPath(path, known)) res.status(404);
        next();
      });
  };

/** A redirect to a page of this site only: the `Location` is a path on the site's own origin, never a
 * protocol-relative address (`//evil.example/x`, `/\evil.example/x`) a browser would follow to another
 * host, nor an address built from the request's Host header. */
function redirectOnSite(res: Response, path: string, query: string): void {
  res.redirect(302, `${sitePath(path)}${query}`);
}

/** `<https://host/es/search>; rel="alternate"; hreflang="es"`, one per language and x-default. */
function alternateLinks(req: Request, path: string): string {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const link = (language: SiteLanguage, hreflang: string) =>
    `<${origin}${pathInLanguage(path, language)}>; rel="alternate"; hreflang="${hreflang}"`;
  return [
    ...SITE_LANGUAGES.map((language) => link(language, language)),
    link(DEFAULT_LANGUAGE, 'x-default'),
  ].join(', ');
}
