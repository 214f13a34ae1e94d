import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pageLanguage } from './page-language';
import { sitemap } from './sitemap';
import { unknownPageStatus } from './unknown-page-status';

describe('the page language is chosen on the server', () => {
  const pages = {
    'index.html': '<html lang="en">english shell</html>',
    'home.html': '<html lang="en">english home</html>',
    'es/index.html': '<html lang="es">spanish shell</html>',
    'es/home.html': '<html lang="es">spanish home</html>',
  };
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'snap-languages-'));
    mkdirSync(join(dist, 'es'));
    for (const [name, body] of Object.entries(pages)) writeFileSync(join(dist, name), body);
    const app = express();
    app.use(cookieParser());
    // As the HTTP edge orders them (security/http-edge.ts), then GatewayModule's static files.
    app.use(sitemap(), pageLanguage(), unknownPageStatus());
    app.use(express.static(dist, { index: ['home.html', 'index.html'] }));
    app.get(/.*/, (_req, res) => res.sendFile(join(dist, 'index.html')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers, redirect: 'manual' });
  /** The path sent byte for byte, as an attacker's link can be (fetch would turn `\\` into `/`). */
  const rawGet = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; location: string | null }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      request({ host: '127.0.0.1', port, path, headers }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['/es', 'spanish home'],
    ['/es/', 'spanish home'],
    ['/es/search?zip=30303', 'spanish shell'],
    ['/es/store/st_1', 'spanish shell'],
  ])('%s is the Spanish page, 200, named Spanish', async (path, body) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      pages[body === 'spanish home' ? 'es/home.html' : 'es/index.html'],
    );
    expect(response.headers.get('content-language')).toBe('es');
  });

  it('an English page names both languages and x-default as alternates', async () => {
    const response = await get('/search?zip=30303');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe(
      [
        `<${base}/search?zip=30303>; rel="alternate"; hreflang="en"`,
        `<${base}/es/search?zip=30303>; rel="alternate"; hreflang="es"`,
        `<${base}/search?zip=30303>; rel="alternate"; hreflang="x-default"`,
      ]
        .join(', ')
        .replace(/\?zip=30303/g, ''),
    );
  });

  it('a Spanish address the site has no page for is 404 with the Spanish shell', async () => {
    const response = await get('/es/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(pages['es/index.html']);
  });

  it.each([
    [{ 'accept-language': 'es-US,es;q=0.9' }, '/es/store/st_1?x=1'],
    [{ cookie: 'lang=es', 'accept-language': 'en-US' }, '/es/store/st_1?x=1'],
  ])('an English address sends a Spanish visitor to the Spanish page (%j)', async (headers, to) => {
    const response = await get('/store/st_1?x=1', headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each<Record<string, string>>([
    { cookie: 'lang=en', 'accept-language': 'es-US,es' },
    { cookie: 'lang=xx', 'accept-language': 'es' },
    { 'accept-language': 'de, fr' },
  ])(
    'English stays English: a chosen English, an unknown cookie, no site language (%j)',
    async (headers) => {
      const response = await get('/', headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(pages['home.html']);
    },
  );

  it.each([
    ['/fr/search?zip=1', '/search?zip=1'],
    ['/en/blog', '/blog'],
    ['/ES/blog', '/es/blog'],
  ])(
    '%s: an unknown or non-canonical language prefix is sent to %s, which is a page',
    async (path, to) => {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(to);
      expect((await get(to)).status).toBe(200);
    },
  );

  // Finding 1 of issue 43 (open redirect): each of these answered `Location: //evil.example/x`, which
  // a browser follows off the site. Every redirect the site makes is here: the non-canonical prefix
  // and the Spanish visitor's (cookie or browser) redirect.
  const attacks = [
    '//evil.example/x',
    '/\\evil.example/x',
    '///evil.example/x',
    '/\\/evil.example/x',
    '/%2F%2Fevil.example/x',
  ];
  const offSite = (location: string | null) =>
    location === null ||
    !location.startsWith('/') ||
    /^[/\\]{2}/.test(location) ||
    /^\/[/\\]/.test(location) ||
    new URL(location, 'https://snap.example').host !== 'snap.example';

  it.each(
    ['/en', '/pt', '/es-mx', '/ES', '/fr'].flatMap((prefix) => attacks.map((a) => `${prefix}${a}`)),
  )('%s is sent to a page of this site, never another host', async (path) => {
    const { status, location } = await rawGet(path);
    expect(status).toBe(302);
    expect(offSite(location)).toBe(false);
    expect(location).toMatch(/^\/(es\/)?(evil\.example\/x|%2F%2Fevil\.example\/x)$/);
  });

  it.each(attacks.map((a) => `${a}?q=1`))(
    '%s for a Spanish visitor is sent to the Spanish page on this site',
    async (path) => {
      const spanishVisitors: Array<Record<string, string>> = [
        { cookie: 'lang=es' },
        { 'accept-language': 'es' },
      ];
      for (const headers of spanishVisitors) {
        const { status, location } = await rawGet(path, headers);
        expect(status).toBe(302);
        expect(offSite(location)).toBe(false);
        expect(location).toMatch(/^\/es\/(evil\.example|%2F%2Fevil\.example)\/x\?q=1$/);
      }
    },
  );

  it('the sitemap names every page in both languages with its alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${base}/mission</loc>`);
    expect(xml).toContain(`<loc>${base}/es/mission</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${base}/es/houston"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/"/>`);
  });
});
