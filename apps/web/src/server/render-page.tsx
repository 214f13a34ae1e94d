// The public site rendered on the server, per request, with its data (built for Node by
// tools/vite/prerender-plugin.ts into dist/apps/web-server/render-page.mjs; the gateway calls it,
// libs/gateway/feature/src/delivery/page-rendering.ts). A phone paints the results from the HTML
// before any script runs; main.tsx then hydrates the same tree from the same data.
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { GraphQLRequestError } from '@snap/api-client';
import {
  languagePrefix,
  scriptSafeJson,
  type PageRenderer,
  type PageRenderRequest,
  type RenderedPage,
  type SiteLanguage,
} from '@snap/domain';
import { AppProvider } from '../app/provider';
import { AppRoutes, preloadEveryPage } from '../app/router';
import { setServerFetch } from '../lib/api-client';
import * as english from '../lib/i18n/english';
import * as englishPages from '../lib/i18n/english-pages';
import {
  activateLanguage,
  addMessages,
  markCatalogsComplete,
  routerBasename,
} from '../lib/i18n/i18n';
import * as spanish from '../lib/i18n/spanish';
import * as spanishPages from '../lib/i18n/spanish-pages';
import { createQueryClient } from '../lib/query-client';
import { recordingServerPage, type ServerPageRecord } from '../lib/server-page';
import { SERVER_DATA_ELEMENT_ID } from '../lib/server-data';
import { prefetchPageQueries } from './page-queries';

const PACKS = { en: english, es: spanish } as const;
const PAGES = { en: englishPages, es: spanishPages } as const;

/** Queries the server leaves to the browser: whatever depends on who is signed in (pages are the same
 * for everyone, so any cache may keep them), and the places provider's extras (a page never waits on
 * an outside service). Their first render is "loading" on both sides, so hydration matches. */
const BROWSER_ONLY_QUERY_ROOTS = new Set([
  'auth',
  'favorites',
  'profile',
  'places-budget',
  'health',
  'verify-email',
  'reverse-geocode',
  'place-state-at',
]);
const BROWSER_ONLY_STORE_QUERIES = new Set(['enrichment']);

/** Fields of a store query that are about whoever asks (the refusal mark's "you reported this store",
 * which the service reads from the visitor's address): the server renders the answer without them,
 * marked stale, so the browser asks for the visitor's own once the page is taken over. */
const PERSONAL_STORE_FIELDS: Record<string, string[]> = { 'ebt-refusal': ['yourReportAt'] };

function withoutPersonalFields(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    const [root, kind] = query.queryKey as unknown[];
    const fields = root === 'stores' && typeof kind === 'string' ? PERSONAL_STORE_FIELDS[kind] : [];
    const data = query.state.data;
    if (!fields?.length || query.state.status !== 'success' || !data || typeof data !== 'object')
      continue;
    const anonymous: Record<string, unknown> = { ...data };
    for (const field of fields) anonymous[field] = null;
    query.setData(anonymous, { updatedAt: 0, manual: true });
  }
}

/** A render pass finds the queries its page starts; the next pass renders their answers, which may
 * start more (a search waits for its geocode). Bounded, so a page cannot loop. */
const MAX_DATA_PASSES = 4;

function activate(language: SiteLanguage): void {
  activateLanguage(language, PACKS[language]);
  addMessages(language, PAGES[language].messages);
  markCatalogsComplete();
}

// Lingui's active language is one per process: renders take turns (each takes a few milliseconds of
// CPU, which they could not share anyway); their data is fetched outside the turn, in parallel.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

function serverSide(query: Query): boolean {
  const [root, kind, , mine] = query.queryKey as unknown[];
  if (typeof root !== 'string' || BROWSER_ONLY_QUERY_ROOTS.has(root)) return false;
  if (root === 'stores' && typeof kind === 'string' && BROWSER_ONLY_STORE_QUERIES.has(kind))
    return false;
  // A member's own photos still processing.
  return mine !== 'mine-pending';
}

/** Whether the page asked for this query now: on the server no observer subscribes, so the options it
 * was built with say (useQuery's `enabled`, a flag or a function of the query). */
function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        enabled(query) &&
        serverSide(query),
    );
}

interface RenderPass {
  html: string;
  cache: EmotionCache;
  record: ServerPageRecord;
  errors: string[];
}

async function renderPass(request: PageRenderRequest, client: QueryClient): Promise<RenderPass> {
  return inTurn(async () => {
    activate(request.language);
    // compat: emotion records the rules in its cache instead of writing <style> tags into the markup,
    // which the browser's render would not have and hydration would reject.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const record: ServerPageRecord = { origin: request.origin };
    const errors: string[] = [];
    const html = await recordingServerPage(record, async () => {
      const { prelude } = await prerender(
        <StrictMode>
          <CacheProvider value={cache}>
            <AppProvider queryClient={client}>
              <StaticRouter
                basename={routerBasename(request.language)}
                location={`${languagePrefix(request.language)}${request.url}`}
              >
                <AppRoutes />
              </StaticRouter>
            </AppProvider>
          </CacheProvider>
        </StrictMode>,
        {
          // One document: every boundary inline (streamed boundaries need an inline script to be put
          // in place, which the CSP would not run).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // A part that throws is left to the browser to render; the server logs it.
          onError(error) {
            errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
          },
        },
      );
      return new Response(prelude as ReadableStream<Uint8Array>).text();
    });
    return { html, cache, record, errors };
  });
}

/** The rules a pass's markup uses, named in data-emotion so the browser's emotion cache adopts them
 * instead of inserting them a second time. */
function styleElementOf(pass: RenderPass): string {
  const { ids, css } = createEmotionServer(pass.cache).extractCritical(pass.html);
  return `<style data-emotion="${pass.cache.key} ${ids.join(' ')}">${css}</style>`;
}

/** 503 when a query the page needed failed because part of the system did not answer. */
function outageIn(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.error instanceof GraphQLRequestError &&
        query.state.error.codes.includes('SERVICE_UNAVAILABLE'),
    );
}

let everyPageLoaded: Promise<void> | undefined;

/** Renders one page of the public site for an anonymous visitor. */
export const renderPage: PageRenderer = async (request) => {
  everyPageLoaded ??= preloadEveryPage();
  await everyPageLoaded;
  const client = createQueryClient({ server: true });
  // What the page is known to ask, fetched before the first pass (page-queries.ts).
  let dataMs = 0;
  let renderMs = 0;
  const timed = async <T,>(work: () => Promise<T>, add: (ms: number) => void): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      add(performance.now() - started);
    }
  };
  await timed(
    () => dataScope.run(request, () => prefetchPageQueries(request.url, client)),
    (ms) => (dataMs += ms),
  );
  withoutPersonalFields(client);
  // The pass that finds nothing more to fetch is the page (its styles are extracted from it).
  let passes = 1;
  let pass = await timed(
    () => renderPass(request, client),
    (ms) => (renderMs += ms),
  );
  for (let round = 0; round < MAX_DATA_PASSES; round++) {
    const waiting = waitingQueries(client);
    if (waiting.length === 0) break;
    // Failures stay in the query (the page shows them as the browser would); the status says outage.
    await timed(
      () =>
        dataScope.run(request, () =>
          Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))),
        ),
      (ms) => (dataMs += ms),
    );
    withoutPersonalFields(client);
    passes++;
    pass = await timed(
      () => renderPass(request, client),
      (ms) => (renderMs += ms),
    );
  }
  const outage = outageIn(client);
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && serverSide(query),
  });
  client.clear();
  const rendered: RenderedPage = {
    status: outage ? 503 : (pass.record.status ?? 200),
    html: pass.html,
    styleElement: styleElementOf(pass),
    head: pass.record.meta ?? null,
    errors: pass.errors,
    data: `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
    timing: { dataMs, renderMs, passes },
  };
  return rendered;
};

// Installed once: in this bundle every GraphQL call of the app goes to the gateway's own executor for
// the request being rendered (PageRenderRequest.graphql), in the page's language, never over the network.
const dataScope = new AsyncLocalStorage<PageRenderRequest>();
setServerFetch(async (_input, init) => {
  const request = dataScope.getStore();
  if (!request) throw new Error('A GraphQL call outside a page render');
  const answer = await request.graphql(String(init?.body ?? ''));
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});
