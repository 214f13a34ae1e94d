import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptsEncoding, compressedDelivery, INDEX_PAGES } from './compressed-delivery';

describe('compressed delivery', () => {
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const shellPage = `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  const homePage = shellPage.replace(
    '<div id="root"></div>',
    '<div id="root"><h1>Find Stores That Accept EBT Near You</h1></div>',
  );
  const app = express();
  let server: Server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'snap-delivery-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets/raw-9z.js'), script);
    writeFileSync(join(dist, 'home.html'), homePage);
    writeFileSync(join(dist, 'home.html.br'), brotliCompressSync(homePage));
    writeFileSync(join(dist, 'index.html'), shellPage);
    app.use(...compressedDelivery({ roots: { '/': dist } }));
    // As the gateway serves the web build (GatewayModule): its index pages, then index.html for a route.
    app.use(express.static(dist, { index: INDEX_PAGES }));
    app.get('/graphql', (_req, res) =>
      res.json({
        data: {
          stores: Array.from({ length: 200 }, (_, i) => ({ id: `st_${i}`, name: 'Corner Market' })),
        },
      }),
    );
    app.get(/^\/[^.]*$/, (_req, res) => res.sendFile(join(dist, 'index.html')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The bytes as sent: fetch and supertest would decompress them. */
  function fetchRaw(
    path: string,
    acceptEncoding: string,
  ): Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      get(
        { host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on('error', reject);
    });
  }

  it('serves the brotli copy a build wrote, under the original content type', async () => {
    const response = await fetchRaw('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('falls back to the gzip copy, and to the plain file for a client that takes neither', async () => {
    const gz = await fetchRaw('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await fetchRaw('/assets/app-1a2b.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses a file without a copy and the GraphQL answers on the fly', async () => {
    const file = await fetchRaw('/assets/raw-9z.js', 'br');
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.body).toString()).toBe(script);
    const answer = await fetchRaw('/graphql', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString()).data.stores).toHaveLength(200);
  });

  it("answers the site's own address with the pre-rendered home page, and a deep link with the plain shell", async () => {
    const home = await fetchRaw('/', 'gzip, deflate, br');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.body).toString()).toBe(homePage);
    // A client that takes no encoding gets the same page from the static module.
    expect((await fetchRaw('/', 'identity')).body.toString()).toBe(homePage);
    for (const deepLink of ['/search?q=kroger', '/store/st_1', '/blog/']) {
      const page = await fetchRaw(deepLink, 'gzip, deflate, br');
      expect(page.status).toBe(200);
      expect(brotliDecompressSync(page.body).toString()).toBe(shellPage);
    }
  });

  it('never leaves the build folder', async () => {
    const response = await fetchRaw('/assets/..%2F..%2Fetc%2Fpasswd.js', 'br');
    expect(response.status).toBe(404);
  });

  it('reads Accept-Encoding with its quality values', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});
