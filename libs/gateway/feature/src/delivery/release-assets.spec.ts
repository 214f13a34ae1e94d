import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import {
  earlierReleaseAssets,
  publishReleaseAssets,
  RELEASE_ASSETS_BUCKET,
  RELEASE_ASSETS_RETENTION_DAYS,
} from './release-assets';

function fetchText(
  server: Server,
  path: string,
): Promise<{ status: number; type: string; cache: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          cache: String(res.headers['cache-control'] ?? ''),
          body,
        }),
      );
    }).on('error', reject);
  });
}

/** A web build with its fingerprinted files and the compressed copies beside them. */
function release(root: string, name: string, files: Record<string, string>): string {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(join(dist, 'assets', file), text);
    writeFileSync(join(dist, 'assets', `${file}.br`), 'compressed');
  }
  return dist;
}

describe("an earlier release's web files", () => {
  let root: string;
  let blobs: FilesystemBlobStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'snap-release-assets-'));
    blobs = new FilesystemBlobStore(join(root, 'blobs'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are kept when a release starts, each file once, without the compressed copies', async () => {
    const first = release(root, 'first', {
      'index-a1.js': 'first entry',
      'home-b2.js': 'home',
      'index-c3.css': 'body{}',
    });
    expect(await publishReleaseAssets(blobs, first)).toEqual({
      published: 3,
      present: 0,
      removed: 0,
    });
    const second = release(root, 'second', { 'index-d4.js': 'second entry', 'home-b2.js': 'home' });
    expect(await publishReleaseAssets(blobs, second)).toEqual({
      published: 1,
      present: 1,
      removed: 0,
    });
    const kept = (await blobs.list(RELEASE_ASSETS_BUCKET, 'assets/')).map((info) => info.key);
    expect(kept).toEqual([
      'assets/home-b2.js',
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/index-d4.js',
    ]);
  });

  it(`are removed ${RELEASE_ASSETS_RETENTION_DAYS} days after they were kept, unless the current release still has them`, async () => {
    await publishReleaseAssets(
      blobs,
      release(root, 'first', { 'old-a1.js': 'old', 'same-b2.js': 'same' }),
    );
    const current = release(root, 'second', { 'new-c3.js': 'new', 'same-b2.js': 'same' });
    const later = new Date(Date.now() + (RELEASE_ASSETS_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await publishReleaseAssets(blobs, current, later)).toEqual({
      published: 1,
      present: 1,
      removed: 1,
    });
    const kept = (await blobs.list(RELEASE_ASSETS_BUCKET, 'assets/')).map((info) => info.key);
    expect(kept).toEqual(['assets/new-c3.js', 'assets/same-b2.js']);
  });

  describe('served by a gateway of the next release', () => {
    let server: Server;

    beforeEach(async () => {
      await publishReleaseAssets(blobs, release(root, 'first', { 'index-a1.js': 'first entry' }));
      const current = release(root, 'second', { 'index-d4.js': 'second entry' });
      const app = express();
      app.use(earlierReleaseAssets(() => blobs, current));
      // As the gateway serves its own build: a route it does not know gets the page shell.
      app.use(express.static(current));
      app.use((_req, res) => res.type('html').send('<!doctype html><div id="root"></div>'));
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answer a page that names the previous release's script", async () => {
      const old = await fetchText(server, '/assets/index-a1.js');
      expect(old).toMatchObject({
        status: 200,
        body: 'first entry',
        cache: 'public, max-age=31536000, immutable',
      });
      expect(old.type).toMatch(/^text\/javascript/);
      expect(await fetchText(server, '/assets/index-d4.js')).toMatchObject({
        status: 200,
        body: 'second entry',
      });
    });

    it('answer 404, never the page shell, for a file no release has or a name that is not a file', async () => {
      for (const path of [
        '/assets/index-zz.js',
        '/assets/..%2F..%2Fblobs%2Fx.js',
        '/assets/sub/index-a1.js',
        '/assets/index-a1.exe',
      ]) {
        const answer = await fetchText(server, path);
        expect({ path, status: answer.status, html: answer.type.includes('html') }).toEqual({
          path,
          status: 404,
          html: false,
        });
      }
    });
  });
});
