import { NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { BlobNotFoundError, type BlobStore } from '@snap/platform-blobs';

/** Streams a stored file that never changes once written (each name is unique), so browsers and
 * proxies may keep it for a year (or maxAgeSeconds, for a file that may be taken down); the ETag
 * answers revalidations with a 304. */
export async function serveImmutableBlob(
  blobs: BlobStore,
  bucket: string,
  key: string,
  req: Request,
  res: Response,
  notFound: string,
  options: { maxAgeSeconds?: number } = {},
): Promise<void> {
  const info = await blobs.stat(bucket, key);
  if (!info) throw new NotFoundException(notFound);
  const etag = `"${createHash('sha256').update(`${key}:${info.size}:${info.lastModified.getTime()}`).digest('base64url').slice(0, 27)}"`;
  res.setHeader(
    'Cache-Control',
    options.maxAgeSeconds === undefined
      ? 'public, max-age=31536000, immutable'
      : `public, max-age=${options.maxAgeSeconds}, must-revalidate`,
  );
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  let body;
  try {
    body = await blobs.get(bucket, key);
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw new NotFoundException(notFound);
    throw error;
  }
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  body.on('error', () => res.destroy()).pipe(res);
}
