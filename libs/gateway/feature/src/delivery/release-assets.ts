import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { TEXT_TYPES } from './compressed-delivery';
import { serveImmutableBlob } from '../uploads/serve-blob';

/** Where every release's fingerprinted web files are kept (the blob store all gateways share). */
export const RELEASE_ASSETS_BUCKET = 'web-assets';
/** An earlier release's file is kept this long after it was first published: far beyond the 60 s a
 * shared cache may keep a page that names it, and a week of open tabs. */
export const RELEASE_ASSETS_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The built files under /assets/ (their names carry their content's hash), without the compressed
 * copies the build writes beside them. */
function releaseFiles(webDist: string): string[] {
  const folder = join(webDist, 'assets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((name) => TEXT_TYPES[extname(name)] !== undefined);
}

export interface PublishedAssets {
  /** Files this release added to the bucket. */
  published: number;
  /** Files already there (the same name is the same content). */
  present: number;
  /** Earlier releases' files past the retention, removed. */
  removed: number;
}

/**
 * Copies this release's /assets/ files into the shared bucket and removes earlier releases' files past
 * the retention. A page a cache kept from before a rollout names the previous release's scripts,
 * which the new release's image does not hold: earlierReleaseAssets serves them from here.
 */
export async function publishReleaseAssets(
  blobs: BlobStore,
  webDist: string,
  now: Date = new Date(),
): Promise<PublishedAssets> {
  const files = releaseFiles(webDist);
  const current = new Set(files);
  const stored = await blobs.list(RELEASE_ASSETS_BUCKET, 'assets/');
  const storedNames = new Set(stored.map((info) => basename(info.key)));
  let published = 0;
  for (const name of files) {
    if (storedNames.has(name)) continue;
    await blobs.put(
      RELEASE_ASSETS_BUCKET,
      `assets/${name}`,
      readFileSync(join(webDist, 'assets', name)),
      {
        contentType: TEXT_TYPES[extname(name)] as string,
      },
    );
    published++;
  }
  let removed = 0;
  const oldest = now.getTime() - RELEASE_ASSETS_RETENTION_DAYS * DAY_MS;
  for (const info of stored) {
    if (current.has(basename(info.key)) || info.lastModified.getTime() >= oldest) continue;
    await blobs.delete(RELEASE_ASSETS_BUCKET, info.key);
    removed++;
  }
  return { published, present: files.length - published, removed };
}

/**
 * A file under /assets/ this release does not have: an earlier release's copy from the shared bucket
 * (immutable, like every fingerprinted file), else 404. Never the page shell: a script answered with
 * HTML breaks the page that asked for it, and a service worker would keep the wrong answer.
 */
export function earlierReleaseAssets(blobs: () => BlobStore, webDist: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/'))
      return next();
    const name = req.path.slice('/assets/'.length);
    // This release's own files are served from the image by the static files module.
    if (/^[\w.-]+$/.test(name) && existsSync(join(webDist, 'assets', name))) return next();
    // One plain file name: no folder, no dot-dot, nothing the bucket's keys could not be.
    if (!/^[\w.-]+$/.test(name) || name.includes('..') || !TEXT_TYPES[extname(name)]) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    serveImmutableBlob(
      blobs(),
      RELEASE_ASSETS_BUCKET,
      `assets/${name}`,
      req,
      res,
      'Not found',
    ).catch(() => {
      if (!res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  };
}

/** The web build whose assets this gateway publishes (GatewayModule, when it serves the web build). */
export const RELEASE_WEB_DIST = Symbol('RELEASE_WEB_DIST');

/** Publishes this release's web files when the gateway starts, in the background: meanwhile (and if
 * the blob store is down) the gateway serves its own release's files from its image as always. */
@Injectable()
export class ReleaseAssetsPublisher implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReleaseAssets');

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(RELEASE_WEB_DIST) private readonly webDist: string,
  ) {}

  onApplicationBootstrap(): void {
    void publishReleaseAssets(this.blobs, this.webDist).then(
      (done) =>
        this.logger.log(
          `web assets kept for earlier pages: ${done.published} published, ${done.present} already kept, ${done.removed} past ${RELEASE_ASSETS_RETENTION_DAYS} days removed`,
        ),
      (error: unknown) =>
        this.logger.warn(
          `web assets not published (earlier releases' files stay as they are): ${String(error)}`,
        ),
    );
  }
}
