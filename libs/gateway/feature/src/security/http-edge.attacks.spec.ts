import { type ConsoleLoggerOptions, ConsoleLogger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ServeStaticModule } from '@nestjs/serve-static';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { INDEX_PAGES } from '../delivery/compressed-delivery';
import { configureHttpEdge } from './http-edge';

/** Every message the app logs, by level. */
class RecordingLogger extends ConsoleLogger {
  readonly lines: Array<{ level: string; message: string }> = [];
  constructor(options: ConsoleLoggerOptions = {}) {
    super('test', options);
  }
  override error(message: unknown) {
    this.lines.push({ level: 'error', message: String(message) });
  }
  override warn(message: unknown) {
    this.lines.push({ level: 'warn', message: String(message) });
  }
  override log() {
    // Info lines are not what these tests look at.
  }
  override debug() {
    // idem
  }
  override verbose() {
    // idem
  }
}

/** A raw GET: fetch would normalise the path (`//`, percent-encoding) before sending it. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The gateway's HTTP edge over both built front-ends served as GatewayModule serves them, in
 * production (GraphiQL off). */
async function edge(dist: string, googleTag: boolean) {
  @Module({
    imports: [
      ServeStaticModule.forRoot({
        rootPath: join(dist, 'admin'),
        serveRoot: '/admin',
        renderPath: '{*path}',
      }),
      ServeStaticModule.forRoot({
        rootPath: join(dist, 'web'),
        exclude: ['/graphql{/*path}', '/api/{*path}', '/health/{*path}', '/admin{/*path}'],
        serveStaticOptions: { index: INDEX_PAGES },
      }),
    ],
  })
  class EdgeModule {}
  const logger = new RecordingLogger();
  const app = await NestFactory.create<NestExpressApplication>(EdgeModule, { logger });
  configureHttpEdge(app, {
    trustProxyHops: 0,
    corsOrigins: [],
    staticRoots: { '/admin': join(dist, 'admin'), '/': join(dist, 'web') },
    graphiqlPage: undefined,
    googleTag,
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, logger, url: `http://127.0.0.1:${port}` };
}

describe('the HTTP edge against the attacks of the abuse review', () => {
  let dist: string;
  let production: Awaited<ReturnType<typeof edge>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'snap-edge-'));
    for (const app of ['admin', 'web']) {
      mkdirSync(join(dist, app, 'assets'), { recursive: true });
      writeFileSync(join(dist, app, 'index.html'), '<!doctype html><div id="root"></div>');
    }
    const graphiql = '<!doctype html><title>GraphiQL</title>';
    writeFileSync(join(dist, 'admin', 'graphiql.html'), graphiql);
    writeFileSync(join(dist, 'admin', 'graphiql.html.br'), brotliCompressSync(graphiql));
    writeFileSync(join(dist, 'web', 'assets', 'app-1a2b.js'), 'console.log(1)');
    production = await edge(dist, false);
  });
  afterAll(async () => {
    await production?.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('10. serves no GraphiQL in production however its address is spelled', async () => {
    for (const path of [
      '/admin/graphiql.html',
      '/ADMIN/graphiql.html',
      '/admin/GraphiQL.html',
      '/admin/%67raphiql.html',
      '/admin//graphiql.html',
      '/admin/./graphiql.html',
      '/admin/graphiql.html.br',
    ]) {
      const answer = await rawGet(production.url, path);
      expect({ path, status: answer.status, graphiql: answer.body.includes('GraphiQL') }).toEqual({
        path,
        status: 404,
        graphiql: false,
      });
    }
    // The admin app itself is still served.
    expect((await rawGet(production.url, '/admin/')).status).toBe(200);
  });

  it('13. answers an address that is not valid percent-encoding with 400, logging no error', async () => {
    for (const path of ['/%E0%A4%A.js', '/assets/%E0%A4%A.js', '/admin/%E0%A4%A.js', '/%']) {
      const answer = await rawGet(production.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
    expect(production.logger.lines.filter((line) => line.level === 'error')).toEqual([]);
    expect((await rawGet(production.url, '/assets/app-1a2b.js')).status).toBe(200);
  });

  it('14. allows scripts from the Google tag host only when an analytics id is configured', async () => {
    const policy = async (url: string) =>
      (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
    const without = await policy(production.url);
    expect(without).toMatch(/script-src 'self'/);
    expect(without).not.toContain('googletagmanager');
    expect(without).not.toContain('google-analytics');
    const tagged = await edge(dist, true);
    try {
      expect(await policy(tagged.url)).toMatch(
        /script-src 'self' https:\/\/www\.googletagmanager\.com/,
      );
    } finally {
      await tagged.app.close();
    }
  });
});
