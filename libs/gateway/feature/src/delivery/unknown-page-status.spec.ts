import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { unknownPageStatus } from './unknown-page-status';

describe('unknown pages answer 404 with the site shell', () => {
  const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'snap-pages-'));
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const app = express();
    app.use(unknownPageStatus());
    // As GatewayModule serves the web build: its files, then the shell for every other address.
    app.use(express.static(dist));
    app.get('/api/stores', (_req, res) => res.json([]));
    app.get(/.*/, (_req, res) => res.sendFile(join(dist, 'index.html')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/no/such/page', '/atlantis', '/city/atlantis'])(
    '%s: 404, with the shell whose not-found page the visitor sees',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(shell);
    },
  );

  it.each(['/', '/search', '/store/st_1', '/chicago-ebt', '/city/los-angeles', '/city'])(
    '%s: a page of the site, 200',
    async (path) => expect((await fetch(`${base}${path}`)).status).toBe(200),
  );

  it("leaves files and the server's own addresses alone", async () => {
    expect((await fetch(`${base}/app.js`)).status).toBe(200);
    expect((await fetch(`${base}/api/stores`)).status).toBe(200);
    const head = await fetch(`${base}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});

describe('the page of a city the catalog covers', () => {
  const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
  let dist: string;
  let server: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'snap-city-pages-'));
    writeFileSync(join(dist, 'index.html'), shell);
    const app = express();
    // The catalog covers Atlanta (what CityPaths asks the search service).
    app.use(
      unknownPageStatus({
        citiesIn: async (path) => {
          asked.push(path);
          return new Set(/^\/(city\/)?atlanta$/i.test(path) ? ['atlanta'] : []);
        },
        coveredCityPaths: async () => ['/atlanta'],
      }),
    );
    app.get(/.*/, (_req, res) => res.sendFile(join(dist, 'index.html')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/atlanta', '/city/atlanta'])('%s: a page of the site, 200', async (path) =>
    expect((await fetch(`${base}${path}`)).status).toBe(200),
  );

  it('answers a city the catalog does not cover 404, and asks only about city addresses', async () => {
    expect((await fetch(`${base}/city/atlantis`)).status).toBe(404);
    expect((await fetch(`${base}/search`)).status).toBe(200);
    expect(asked).not.toContain('/search');
  });
});
