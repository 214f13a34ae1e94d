import { DEFAULT_LANGUAGE, pathInLanguage, SITE_LANGUAGES, type SiteLanguage } from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type CityLookup, NO_CATALOG_CITIES } from './unknown-page-status';

/** The public pages that exist whatever the data: the home page, the site's own texts and the city
 * index. The covered cities' pages follow, from the catalog (store pages and articles are reached from
 * these). */
export const SITE_PAGE_PATHS: readonly string[] = [
  '/',
  '/blog',
  '/mission',
  '/snap-tips',
  '/snap-rules',
  '/ebt-chip-card',
  '/online-ebt',
  '/support',
  '/privacy-policy',
  '/city',
];

/** A sitemap file names at most 50,000 addresses (sitemaps.org); each page is named once a language. */
export const MAX_SITEMAP_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap naming every page in each language, each entry with its hreflang alternates (and
 * x-default, the English page), as search engines read them. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const url = (path: string, language: SiteLanguage) =>
    escapeXml(`${origin}${pathInLanguage(path, language)}`);
  const alternates = (path: string) =>
    [
      ...SITE_LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${url(path, language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LANGUAGE)}"/>`,
    ].join('');
  const entries = paths.flatMap((path) =>
    SITE_LANGUAGES.map(
      (language) => `<url><loc>${url(path, language)}</loc>${alternates(path)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The site's own pages, then every covered city's page (largest first), as many as one file holds. */
export async function sitemapPaths(cities: CityLookup): Promise<string[]> {
  const room = Math.floor(MAX_SITEMAP_URLS / SITE_LANGUAGES.length) - SITE_PAGE_PATHS.length;
  const cityPaths = [...new Set(await cities.coveredCityPaths())].slice(0, room);
  return [...SITE_PAGE_PATHS, ...cityPaths];
}

/** GET /sitemap.xml, built for the address the site is reached at, with the catalog's covered cities.
 * While the catalog cannot be asked: 503, so a crawler comes back rather than drop the city pages. */
export const sitemap =
  (cities: CityLookup = NO_CATALOG_CITIES): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/sitemap.xml')
      return next();
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    sitemapPaths(cities).then(
      (paths) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type('application/xml').send(sitemapXml(origin, paths));
      },
      () => {
        res.setHeader('Retry-After', '60');
        res.setHeader('Cache-Control', 'no-store');
        res
          .status(503)
          .type('text/plain')
          .send('The sitemap is unavailable for a moment: the store catalog does not answer.');
      },
    );
  };
