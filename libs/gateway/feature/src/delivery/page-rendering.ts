import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import {
  DEFAULT_LANGUAGE,
  isAppPath,
  LANGUAGE_HEADER,
  pathInLanguage,
  scriptSafeJson,
  SITE_LANGUAGES,
  type PageRenderer,
  type RenderedPage,
  type SiteLanguage,
} from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OUTAGE_MESSAGES } from '../graphql/outages';
import { languageShell } from './page-language';
import { type CityLookup, isServerPath, NO_CATALOG_CITIES } from './unknown-page-status';

/** The page's language and its path inside it, as pageLanguage chose them (res.locals.page). */
export interface PageAddress {
  language: SiteLanguage;
  /** The path inside the language, with its query: '/search?location=30303'. */
  url: string;
}

/** Answers a GraphQL request body for a page being rendered: the gateway's own resolvers, guards and
 * limits, with the visitor's request (address, language) and no session (pages are anonymous). */
export type PageGraphql = (
  body: string,
  req: Request,
  res: Response,
) => Promise<{ status: number; body: string }>;

export interface PageRenderingOptions {
  /** The web build (its index.html per language is the page's frame). */
  webDist: string;
  /** The web build's server entry (dist/apps/web-server/render-page.mjs). */
  rendererFile: string;
  graphql: PageGraphql;
  /** The cities the catalog covers: their pages exist beside the site's own routes. */
  cities?: CityLookup;
  /** Answer first with 103 Early Hints naming the frame's scripts (off unless asked: proxies older
   * than 1xx support break the page). */
  earlyHints?: boolean;
  /** A render that takes longer is answered with the outage page (the visitor retries). */
  timeoutMs?: number;
  /** Told of each render: its outcome and seconds, for the logs and /metrics. */
  onRendered?: (outcome: PageRenderOutcome, seconds: number, error?: unknown) => void;
}

export type PageRenderOutcome = 'ok' | 'client-error' | 'outage' | 'error' | 'timeout';

/** A browser stores a page but asks again before each use (its ETag makes the answer a 304), so an
 * editor who reloads sees the edit: browsers would otherwise apply stale-while-revalidate too. */
export const PAGE_CACHE_CONTROL = 'public, no-cache';
/** How long a shared cache may keep a page that shows stores, in all (max-age + stale-while-revalidate):
 * the declared bound on how long a closed store can still show as open (docs/product-rules.md). Sent
 * as CDN-Cache-Control (RFC 9213), which CDNs read instead of Cache-Control and browsers ignore. */
export const PAGE_SHARED_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';
export const DEFAULT_PAGE_RENDER_TIMEOUT_MS = 10_000;
export const PAGE_RETRY_AFTER_SECONDS = 30;

export const isPageRequest = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && !extname(req.path) && !isServerPath(req.path);

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The web build's page frame of a language (index.html: its scripts, head and empty #root). */
function frames(webDist: string): Record<SiteLanguage, string> {
  const read = (language: SiteLanguage) =>
    readFileSync(join(webDist, languageShell(language, false)), 'utf8');
  return Object.fromEntries(SITE_LANGUAGES.map((language) => [language, read(language)])) as Record<
    SiteLanguage,
    string
  >;
}

/** The frame's scripts as Link values for a 103 Early Hints answer: a browser starts downloading
 * them while the page is rendered (the page's status depends on its data, so the HTML itself waits).
 * Not what a <template> holds: those preloads wait until the page's first script starts the app. */
export function earlyHintsOf(frame: string): string[] {
  const links: string[] = [];
  const outsideTemplates = frame.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '');
  for (const tag of outsideTemplates.matchAll(/<(script|link)\b[^>]*>/g)) {
    const [element, name] = tag;
    const module = name === 'script' && /\stype="module"/.test(element);
    const preload = name === 'link' && /\srel="modulepreload"/.test(element);
    const address = /\s(?:src|href)="(\/[^"]*)"/.exec(element)?.[1];
    if ((module || preload) && address) links.push(`<${address}>; rel=modulepreload`);
  }
  return links;
}

/** Where a page's render time went, for the browser's developer tools and the operator's curl:
 * `data;dur=3.9, render;dur=30.1;desc="1 pass"` (a page whose queries were all known renders once). */
export function serverTiming(timing: NonNullable<RenderedPage['timing']>): string {
  const passes = `${timing.passes} pass${timing.passes === 1 ? '' : 'es'}`;
  return `data;dur=${timing.dataMs.toFixed(1)}, render;dur=${timing.renderMs.toFixed(1)};desc="${passes}"`;
}

/** The rendered page in its language's frame: head filled from the page's own declaration. */
export function pageDocument(
  frame: string,
  page: RenderedPage,
  language: SiteLanguage,
  origin: string,
): string {
  const head = page.head;
  const extraHead: string[] = [];
  if (head?.canonicalPath !== undefined) {
    const url = (target: SiteLanguage) =>
      escapeHtml(`${origin}${pathInLanguage(head.canonicalPath as string, target)}`);
    extraHead.push(`<link rel="canonical" href="${url(language)}">`);
    for (const target of SITE_LANGUAGES)
      extraHead.push(`<link rel="alternate" hreflang="${target}" href="${url(target)}">`);
    extraHead.push(`<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}">`);
  }
  if (head?.keywords?.length)
    extraHead.push(`<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}">`);
  for (const block of head?.structuredData ?? [])
    extraHead.push(
      `<script type="application/ld+json" data-page-meta="true">${scriptSafeJson(block)}</script>`,
    );
  extraHead.push(page.styleElement);
  let document = frame;
  if (head?.title)
    document = document.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(head.title)}</title>`,
    );
  if (head?.description)
    document = document.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_whole, start: string, end: string) => `${start}${escapeHtml(head.description ?? '')}${end}`,
    );
  return (
    document
      .replace('</head>', () => `${extraHead.join('')}</head>`)
      // The page works without scripts now: no "needs JavaScript" line.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.data}`)
  );
}

/** A plain page for a render that could not finish: the outage words, and a retry. */
function outageDocument(frame: string): string {
  return frame
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"><main id="main"><p role="alert">${escapeHtml(OUTAGE_MESSAGES.other)}</p></main></div>`,
    );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageRenderTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class PageRenderTimeout extends Error {
  constructor(ms: number) {
    super(`the page render took longer than ${ms} ms`);
  }
}

/** The path of the web build's server entry beside a web build folder. */
export function rendererFileOf(webDist: string): string {
  return resolve(webDist, '../web-server/render-page.mjs');
}

/**
 * Every public page rendered per request, with its data (the web build's server entry): the first
 * screen is in the HTML, so a phone shows results before any script runs. Pages are the same for
 * every visitor (rendered anonymous; the signed-in parts arrive after hydration), so a shared cache may
 * keep them briefly: an ETag, and a freshness bound of 60 s in all for pages that show stores.
 * Runs after pageLanguage, which chose the language and left the address in res.locals.page.
 */
export function pageRendering(options: PageRenderingOptions): RequestHandler {
  let renderer: Promise<PageRenderer> | undefined;
  let pageFrames: Record<SiteLanguage, string> | undefined;
  const frameHints: Partial<Record<SiteLanguage, string[]>> = {};
  const load = () =>
    // An absolute path, not a file: URL: the services run as TypeScript through a compiler that turns
    // import() into require() (which takes an ES module on Node 24), and as bundles that keep import().
    (renderer ??= import(options.rendererFile).then(
      (module: { renderPage: PageRenderer }) => module.renderPage,
    ));
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAGE_RENDER_TIMEOUT_MS;
  const cities = options.cities ?? NO_CATALOG_CITIES;
  const knownPage = async (path: string) =>
    isAppPath(path) || isAppPath(path, await cities.citiesIn(path).catch(() => new Set<string>()));
  return async (req: Request, res: Response, next: NextFunction) => {
    const address = res.locals['page'] as PageAddress | undefined;
    // (pageLanguage may have pointed req.url at a language's built shell already: the address it chose
    // is the page's.)
    if (!address || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    pageFrames ??= frames(options.webDist);
    const frame = pageFrames[address.language];
    const hints = (frameHints[address.language] ??= earlyHintsOf(frame));
    if (options.earlyHints && hints.length > 0 && req.method === 'GET')
      res.writeEarlyHints({ link: hints });
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    try {
      const render = await load();
      const page = await withTimeout(
        render({
          url: address.url,
          language: address.language,
          origin,
          graphql: (body) => options.graphql(body, anonymous(req, address.language), res),
        }),
        timeoutMs,
      );
      // An address the site has no page for is 404 whatever the page says (its not-found words).
      const pathOnly = address.url.split('?')[0] ?? '/';
      if (page.status < 400 && !(await knownPage(pathOnly))) page.status = 404;
      const body = pageDocument(frame, page, address.language, origin);
      options.onRendered?.(
        page.errors.length > 0
          ? 'error'
          : page.status >= 500
            ? 'outage'
            : page.status >= 400
              ? 'client-error'
              : 'ok',
        seconds(),
        page.errors.length > 0
          ? new Error(`a part of ${address.url} failed: ${page.errors[0]}`)
          : undefined,
      );
      res.status(page.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (page.timing) res.setHeader('Server-Timing', serverTiming(page.timing));
      if (page.status >= 500) {
        res.setHeader('Retry-After', String(PAGE_RETRY_AFTER_SECONDS));
        res.setHeader('Cache-Control', 'no-store');
      } else {
        res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
        res.setHeader('CDN-Cache-Control', PAGE_SHARED_CACHE_CONTROL);
        // Of what the page shows (its data block carries the time it was fetched, new each render).
        const etag = `W/"${createHash('sha1')
          .update(frame)
          .update(page.html)
          .update(JSON.stringify(page.head))
          .digest('base64url')}"`;
        res.setHeader('ETag', etag);
        if (page.status === 200 && req.fresh) {
          res.status(304).end();
          return;
        }
      }
      res.send(body);
    } catch (error) {
      const timedOut = error instanceof PageRenderTimeout;
      options.onRendered?.(timedOut ? 'timeout' : 'error', seconds(), error);
      if (res.headersSent) return res.end();
      res.status(503);
      res.setHeader('Retry-After', String(PAGE_RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.send(outageDocument(frame));
    }
  };
}

/** The visitor's request as the page's data calls see it: no session (a page is the same for all),
 * the page's language. Everything else (the address, for the abuse limits) is the visitor's own. */
function anonymous(req: Request, language: SiteLanguage): Request {
  const headers = { ...req.headers, [LANGUAGE_HEADER.toLowerCase()]: language };
  delete headers.authorization;
  delete headers.cookie;
  return Object.create(req, {
    headers: { value: headers },
    cookies: { value: {} },
    method: { value: 'POST' },
  }) as Request;
}

/** Whether a web build carries the server renderer (a build from before it serves its shells). */
export function canRenderPages(webDist: string): boolean {
  return existsSync(rendererFileOf(webDist)) && existsSync(join(webDist, 'index.html'));
}
