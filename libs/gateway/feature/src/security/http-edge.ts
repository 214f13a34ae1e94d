import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { Metrics } from '@snap/platform-observability';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, SITE_LANGUAGES } from '@snap/domain';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedDelivery, INDEX_PAGES } from '../delivery/compressed-delivery';
import { pageLanguage } from '../delivery/page-language';
import { earlierReleaseAssets } from '../delivery/release-assets';
import { canRenderPages, pageRendering, rendererFileOf } from '../delivery/page-rendering';
import { pageGraphqlOf } from '../graphql/page-graphql';
import { loadPersistedQueries, persistedQueryGets } from '../graphql/persisted-queries';
import { sitemap } from '../delivery/sitemap';
import { type CityLookup, unknownPageStatus } from '../delivery/unknown-page-status';
import { DEFAULT_MAX_API_REQUESTS_IN_FLIGHT, eventLoopLag, loadShedding } from './load-shedding';
import { readAdmission } from './read-admission';
import { writesFirst } from './writes-first';

export interface HttpEdgeOptions {
  /** Proxies in front of this process (ingress, load balancer) whose X-Forwarded-For is trusted:
   * req.ip is then the address that many hops back; 0 (no proxy) ignores the header. */
  trustProxyHops: number;
  /** Origins allowed to call the API from a browser; none by default (the apps are same-origin). */
  corsOrigins: string[];
  /** Largest JSON or form body accepted, in bytes. */
  maxBodyBytes?: number;
  /** The bundled GraphiQL page (the admin build's graphiql.html) shown at GET /graphql in a browser;
   * absent when GRAPHIQL is off (production unless enabled). */
  graphiqlPage?: string;
  /** URL prefix → built front-end folder, served compressed (see compressedDelivery). */
  staticRoots?: Record<string, string>;
  /** The web app was built with an analytics id (VITE_GA_ID): only then may the Google tag's host
   * load scripts (it serves arbitrary containers, a known CSP bypass) and receive beacons. */
  googleTag?: boolean;
  /** API requests in flight, and event-loop lag in ms, past which new ones are shed with 503 (see
   * loadShedding). */
  maxApiRequestsInFlight?: number;
  /** Pages are answered first with 103 Early Hints naming their scripts (PAGE_EARLY_HINTS). */
  earlyHints?: boolean;
  maxEventLoopLagMs?: number;
  /** Called for every shed request (the process's http_requests_shed_total). */
  onShed?: () => void;
  /** GraphQL reads worked on at once (MAX_READS_IN_FLIGHT); more wait in line so writes do not wait
   * behind them (see readAdmission); 0 or absent: no bound. */
  maxReadsInFlight?: number;
  /** GraphQL reads started per turn of the event loop, after the turn's writes (0: reads start at once). */
  readsPerTurn?: number;
  /** Which addresses are the pages of cities the catalog covers (the gateway module's CityPaths):
   * answered 200 like the site's other pages; absent, only the 16 launch cities are pages. */
  cities?: CityLookup;
}

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/** The browser-facing policy: scripts only from this origin, styles inline for MUI's emotion, images
 * from anywhere over https (store photos, map tiles), no framing. The Google tag's hosts are added by
 * contentSecurityPolicy only when an analytics id is configured. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const GOOGLE_TAG = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

/** The policy's directives: the built pages' inline scripts by hash, the Google tag only when on. */
export function contentSecurityPolicy(options: { googleTag?: boolean; inlineScripts?: string[] }) {
  const tag = options.googleTag ? GOOGLE_TAG : { scriptSrc: [], connectSrc: [] };
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [
      ...CONTENT_SECURITY_POLICY.scriptSrc,
      ...tag.scriptSrc,
      ...(options.inlineScripts ?? []),
    ],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...tag.connectSrc],
  };
}

/** Security headers, CORS, trusted proxies, cookies and request bodies for the public HTTP edge
 * (the gateway in both runtimes). Call before the app listens. */
export function configureHttpEdge(app: NestExpressApplication, options: HttpEdgeOptions): void {
  app.set('trust proxy', options.trustProxyHops);
  // Only a trusted proxy's X-Real-IP names the visitor; without one it is the visitor's own word.
  if (options.trustProxyHops > 0) app.use(realIpAsForwardedFor);
  app.disable('x-powered-by');
  // First: an address that is not valid percent-encoding is the visitor's mistake (400), not ours.
  app.use(malformedAddress);
  // Before any other work, so a shed request costs next to nothing.
  const lag = options.maxEventLoopLagMs ? eventLoopLag() : undefined;
  if (lag) app.getHttpServer().once('close', lag.stop);
  app.use(
    loadShedding({
      maxInFlight: options.maxApiRequestsInFlight ?? DEFAULT_MAX_API_REQUESTS_IN_FLIGHT,
      eventLoopLag: lag?.current,
      maxEventLoopLagMs: options.maxEventLoopLagMs,
      onShed: options.onShed,
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({
          googleTag: options.googleTag,
          inlineScripts: inlineScriptHashes(Object.values(options.staticRoots ?? {})),
        }),
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', LANGUAGE_HEADER],
    maxAge: 600,
  });
  app.use(cookieParser());
  // The site's own reads over GET, by the id its build gave them (cacheable as pages are).
  app.use(persistedQueryGets(loadPersistedQueries(options.staticRoots?.['/'])));
  // The GraphiQL guard first: the precompressed copy of its page must not be served while it is off.
  app.use(graphiqlPage(options.graphiqlPage));
  // The public site's pages: language chosen here (a redirect, or the language's own built page)
  // before the built files are looked up.
  const webRoot = options.staticRoots?.['/'];
  // The cities the catalog covers have pages too.
  const cities = options.cities;
  if (webRoot) app.use(sitemap(cities), pageLanguage(cities));
  const [precompressed, dynamicCompression] = compressedDelivery({
    roots: options.staticRoots ?? {},
  });
  app.use(dynamicCompression);
  // Every public page rendered per request with its data (a web build without its server entry keeps
  // being served as built files).
  if (webRoot && canRenderPages(webRoot))
    app.use(renderedPages(app, webRoot, cities, options.earlyHints ?? false));
  app.use(precompressed);
  // A page a cache kept from before a rollout still gets its scripts (the earlier release's copies).
  if (webRoot)
    app.use(
      earlierReleaseAssets(() => app.get<BlobStore>(BLOB_STORE, { strict: false }), webRoot),
      unknownPageStatus(cities),
    );
  // Bodies are parsed here, before any route, so a malformed or oversized one is answered with 400 or
  // 413 at once (instead of falling through to the static files' 404).
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  for (const parser of [
    express.json({ limit }),
    express.urlencoded({ limit, extended: false, parameterLimit: 100 }),
  ]) {
    app.use((req: Request, res: Response, next: NextFunction) =>
      parser(req, res, (error?: unknown) => (error ? answerBodyError(error, res) : next())),
    );
  }
  // Once the body says whether it is a read: reads beyond a bound wait here, so writes do not.
  if (options.maxReadsInFlight) app.use(readAdmission({ maxInFlight: options.maxReadsInFlight }));
  if (options.readsPerTurn) app.use(writesFirst(options.readsPerTurn));
}

function renderedPages(
  app: NestExpressApplication,
  webRoot: string,
  cities: CityLookup | undefined,
  earlyHints: boolean,
) {
  const logger = new Logger('PageRendering');
  const seconds = app.get(Metrics).pageRenderSeconds;
  return pageRendering({
    webDist: webRoot,
    rendererFile: rendererFileOf(webRoot),
    graphql: pageGraphqlOf(app),
    cities,
    earlyHints,
    onRendered: (outcome, elapsed, error) => {
      seconds.observe({ outcome }, elapsed);
      if (error) logger.error(`page render ${outcome}: ${String(error)}`);
    },
  });
}

/** A proxy that names its visitor in X-Real-IP only (nginx's common `proxy_set_header X-Real-IP`) is
 * read like one that adds X-Forwarded-For, so `req.ip` (abuse limits, sign-in limits) is the visitor
 * and not the proxy, for whom every visitor would be one client. When X-Forwarded-For is there it is
 * the one read, as before. Installed only with TRUST_PROXY_HOPS. */
export function realIpAsForwardedFor(req: Request, _res: Response, next: NextFunction): void {
  const realIp = req.headers['x-real-ip'];
  if (typeof realIp === 'string' && realIp.trim() && !req.headers['x-forwarded-for'])
    req.headers['x-forwarded-for'] = realIp.trim();
  next();
}

/** CSP sources for the inline scripts of the built apps' index pages (index.html and the pre-rendered
 * home.html; the route preloader of tools/vite/route-preload.ts): each allowed by its hash only, so no
 * other inline script runs. */
export function inlineScriptHashes(folders: string[]): string[] {
  const hashes = new Set<string>();
  for (const folder of folders) {
    // Each language's own pages too (es/home.html, es/index.html).
    const languageFolders = SITE_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
    const names = [
      ...INDEX_PAGES,
      ...languageFolders.flatMap((language) => INDEX_PAGES.map((page) => `${language}/${page}`)),
    ];
    for (const name of names) {
      const page = join(folder, name);
      if (!existsSync(page)) continue;
      for (const [, body] of readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
        hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** The request's path as the static files module resolves it: decoded, any letter case (Express
 * routes ignore case), repeated slashes as one. */
export function resolvedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformedAddress answers these first.
  }
  return decoded.toLowerCase().replace(/[/\\]+/g, '/');
}

/** GET /graphql from a browser gets the bundled GraphiQL when enabled, a plain 404 otherwise; the
 * page's own file (or its compressed copies) is not reachable under /admin either while it is off,
 * however its address is spelled (/ADMIN/graphiql.html, /admin/%67raphiql.html, /admin//graphiql.html). */
function graphiqlPage(page: string | undefined) {
  const available = page !== undefined && existsSync(page);
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = resolvedPath(req.path);
    if (!available && /\/graphiql\.html(\.br|\.gz)?$/.test(path)) {
      res.status(404).json({ statusCode: 404, message: 'Not found' });
      return;
    }
    const browser =
      req.method === 'GET' &&
      path === '/graphql' &&
      req.query['query'] === undefined &&
      req.accepts(['json', 'html']) === 'html';
    if (!browser) return next();
    if (!available) {
      res
        .status(404)
        .type('text/plain')
        .send(
          'The GraphQL browser page is off here (GRAPHIQL=true turns it on). POST queries to /graphql.',
        );
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
}

/** `GET /%E0%A4%A.js`: the path cannot be decoded, so no file or route can match it. */
function malformedAddress(req: Request, res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).json({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The address is not valid.',
    });
    return;
  }
  next();
}

function answerBodyError(error: unknown, res: Response): void {
  const status = (error as { status?: number }).status ?? 400;
  const type = (error as { type?: string }).type;
  if (status === 413 || type === 'entity.too.large') {
    res.status(413).json({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  } else if (status >= 400 && status < 500) {
    res.status(400).json({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message:
        type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : 'The request body could not be read.',
    });
  } else {
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  }
}

/** Secure cookies unless the site is served over plain http on this machine (local development). */
export function secureCookiesFor(setting: 'auto' | 'true' | 'false', publicUrl: string): boolean {
  if (setting !== 'auto') return setting === 'true';
  const url = new URL(publicUrl);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return !(url.protocol === 'http:' && local);
}

/** GRAPHIQL=auto shows the API page everywhere but production. */
export function graphiqlOn(setting: string, nodeEnv: string): boolean {
  return setting === 'true' || (setting === 'auto' && nodeEnv !== 'production');
}
