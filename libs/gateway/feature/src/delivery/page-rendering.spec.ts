import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTAGE_MESSAGES } from '../graphql/outages';
import { pageLanguage } from './page-language';
import {
  PAGE_CACHE_CONTROL,
  PAGE_RETRY_AFTER_SECONDS,
  PAGE_SHARED_CACHE_CONTROL,
  pageRendering,
} from './page-rendering';

const FRAME = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Shell</title><meta name="description" content="Shell description"><template id="page-preloads"><link rel="modulepreload" crossorigin href="/assets/english.js"></template></head><body><div id="root"></div><noscript>This site needs JavaScript to search for stores.</noscript><script type="module" src="/assets/index.js"></script></body></html>`;

/** A web build of two languages and a server entry that renders what the address asks for: the
 * renderer stands in for the web app's (the middleware is what is under test here). */
function webBuild(): { webDist: string; rendererFile: string; cleanUp: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'page-rendering-'));
  const webDist = join(root, 'web');
  mkdirSync(join(webDist, 'es'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), FRAME('en'));
  writeFileSync(join(webDist, 'es', 'index.html'), FRAME('es'));
  // CommonJS here: Jest's module system loads no ES module (the real entry is one; Node 24 loads both).
  const rendererFile = join(root, 'web-server', 'render-page.cjs');
  mkdirSync(join(root, 'web-server'));
  writeFileSync(
    rendererFile,
    `exports.renderPage = async function renderPage(request) {
      const url = new URL(request.url, 'http://site');
      if (url.pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 5000));
      if (url.pathname === '/broken') throw new Error('render failed');
      const answer = await request.graphql(JSON.stringify({ query: '{ echo }', variables: { q: url.searchParams.get('q') } }));
      const echoed = JSON.parse(answer.body).data.echo;
      return {
        status: url.pathname === '/store/missing' ? 404 : url.pathname === '/down' ? 503 : 200,
        html: '<main><h1>' + request.language + ' page</h1></main>',
        styleElement: '<style data-emotion="css">h1{}</style>',
        head: { title: 'Results for ' + echoed, description: echoed, canonicalPath: url.pathname, structuredData: [{ name: echoed }] },
        data: '<script type="application/json" id="server-data">{}</script>',
        errors: url.pathname === '/partly' ? ['TypeError: a card failed'] : [],
        timing: { dataMs: 3.94, renderMs: 30.06, passes: url.pathname === '/search' ? 1 : 2 },
      };
    }`,
  );
  return { webDist, rendererFile, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}

describe('pages rendered on the server per request', () => {
  let server: Server;
  let base: string;
  let build: ReturnType<typeof webBuild>;
  const calls: Array<{ body: string; language: unknown; authorization: unknown }> = [];
  const outcomes: string[] = [];

  beforeAll(async () => {
    build = webBuild();
    const app = express();
    app.use(pageLanguage());
    app.use(
      pageRendering({
        webDist: build.webDist,
        rendererFile: build.rendererFile,
        timeoutMs: 500,
        earlyHints: true,
        onRendered: (outcome) => outcomes.push(outcome),
        graphql: async (body, req) => {
          calls.push({
            body,
            language: req.headers['x-language'],
            authorization: req.headers.authorization,
          });
          const { variables } = JSON.parse(body) as { variables: { q: string | null } };
          return { status: 200, body: JSON.stringify({ data: { echo: variables.q ?? '' } }) };
        },
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    build.cleanUp();
  });

  it("serves the page in its language's frame with the head the page declared, cacheable by anyone briefly", async () => {
    const response = await fetch(`${base}/es/search?q=tienda`, {
      headers: { Authorization: 'Bearer someone', Cookie: 'refresh=secret' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.get('cdn-cache-control')).toBe(PAGE_SHARED_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Results for tienda</title>');
    expect(html).toContain('<div id="root"><main><h1>es page</h1></main></div>');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
    expect(html).not.toContain('<noscript>');
    // Where the time went, for developer tools: a page whose queries were all known renders once.
    expect(response.headers.get('server-timing')).toBe(
      'data;dur=3.9, render;dur=30.1;desc="1 pass"',
    );
    // Pages are anonymous: the visitor's session never reaches the page's data.
    expect(calls.at(-1)).toMatchObject({ language: 'es', authorization: undefined });
  });

  // (Not the catalogs in the frame's template: they wait until the page's first script starts the app.)
  it("sends the frame's scripts in a 103 Early Hints answer before the page is rendered", async () => {
    const hints = await new Promise<Array<{ status: number; link: unknown }>>(
      (answered, failed) => {
        const informational: Array<{ status: number; link: unknown }> = [];
        get(`${base}/search?q=a`, (response) => {
          response.resume();
          response.on('end', () => answered(informational));
        })
          .on('information', (info) =>
            informational.push({ status: info.statusCode, link: info.headers.link }),
          )
          .on('error', failed);
      },
    );
    expect(hints).toEqual([{ status: 103, link: '</assets/index.js>; rel=modulepreload' }]);
  });

  it('answers a repeat that names its ETag with 304', async () => {
    const first = await fetch(`${base}/search?q=a`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // (node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request, which asks
    // for the whole page again.)
    const status = await new Promise<number | undefined>((answered, failed) =>
      get(`${base}/search?q=a`, { headers: { 'If-None-Match': etag ?? '' } }, (response) => {
        response.resume();
        answered(response.statusCode);
      }).on('error', failed),
    );
    expect(status).toBe(304);
  });

  it('escapes what the address carries in the head and in structured data', async () => {
    const attack = `"'><script>alert(1)</script>`;
    const html = await (await fetch(`${base}/search?q=${encodeURIComponent(attack)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Results for &quot;&#39;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain(
      '"name":"\\"\'\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"',
    );
  });

  it("keeps the page's own status, and 404 for an address the site has no page for", async () => {
    expect((await fetch(`${base}/store/missing`)).status).toBe(404);
    expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
  });

  it('serves a page a part of which failed, and reports the failure', async () => {
    const response = await fetch(`${base}/partly`);
    expect(response.status).toBe(404); // (no such page in the site: the status is the site's)
    expect(outcomes.at(-1)).toBe('error');
  });

  it('answers an outage 503 with Retry-After, never cached', async () => {
    const response = await fetch(`${base}/down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(PAGE_RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('ends a render that takes too long, and one that fails, with the outage words', async () => {
    for (const [path, outcome] of [
      ['/slow', 'timeout'],
      ['/broken', 'error'],
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(PAGE_RETRY_AFTER_SECONDS));
      expect(await response.text()).toContain(OUTAGE_MESSAGES.other);
      expect(outcomes.at(-1)).toBe(outcome);
    }
  });
});
