import {
  CITY_PAGES,
  DEFAULT_LANGUAGE,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The public pages that exist whatever the data: the home page, the site's own texts, the city index
 * and every city page (store pages and articles are reached from these). */
export const SITEMAP_PATHS: readonly string[] = [
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
  ...CITY_PAGES.map((city) => `/${city.slug}`),
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap naming every page in each language, each entry with its hreflang alternates (and
 * x-default, the English page), as search engines read them. */
export function sitemapXml(origin: string, paths: readonly string[] = SITEMAP_PATHS): string {
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

/** GET /sitemap.xml, built for the address the site is reached at. */
export const sitemap: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/sitemap.xml') return next();
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('application/xml').send(sitemapXml(origin));
};
