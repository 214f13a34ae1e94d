import { existsSync, statSync } from 'node:fs';
import { constants } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Content types of the text files the front-end builds precompress (see apps/web/vite.config.ts). */
export const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The page a front-end's own address ('/', '/admin/') is answered with, first found: the web build's
 * pre-rendered home page (tools/vite/prerender-plugin.ts), else the plain shell that every other route gets
 * (index.html, whose #root is empty, so a deep link never shows the home page first). */
export const INDEX_PAGES = ['home.html', 'index.html'];

/** The encodings a build writes beside each text file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface CompressedDeliveryOptions {
  /** URL prefix → built front-end folder, e.g. { '/admin': 'dist/apps/admin', '/': 'dist/apps/web' }. */
  roots: Record<string, string>;
}

/**
 * Phones on a data cap get every text response compressed:
 * - built files from the brotli or gzip copy the build wrote beside them (maximum compression once, at
 *   build time, no CPU per request), served by the static module under the original's content type;
 * - GraphQL and other dynamic answers compressed on the fly (brotli when the browser takes it).
 */
export function compressedDelivery(options: CompressedDeliveryOptions): RequestHandler[] {
  const roots = Object.entries(options.roots).sort(([a], [b]) => b.length - a.length);
  const precompressed: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const root = roots.find(
      ([prefix]) =>
        req.path === prefix || req.path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    if (!root) return next();
    const [prefix, folder] = root;
    let path = req.path;
    // A front-end's own address: its index page's compressed copy (the static module would send it plain).
    if (path.endsWith('/')) {
      const page = INDEX_PAGES.find((name) =>
        isFile(join(folder, path.slice(prefix.length), name)),
      );
      if (!page) return next();
      path += page;
    }
    const type = TEXT_TYPES[extname(path)];
    if (!type) return next();
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(path.slice(prefix.length)));
    } catch {
      return next();
    }
    if (relative.split(sep).includes('..')) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (!acceptsEncoding(accepted, encoding.name)) continue;
      const file = join(folder, relative + encoding.suffix);
      if (!isFile(file)) continue;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding.name);
      // The static module then serves the compressed copy (it keeps a content type already set).
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = `${path}${encoding.suffix}${query}`;
      return next();
    }
    next();
  };
  const dynamic = compression({
    // Precompressed files already carry their encoding; photos and other images are compressed already.
    filter: (req, res) =>
      !res.getHeader('Content-Encoding') &&
      !/^image\//.test(String(res.getHeader('Content-Type') ?? '')) &&
      compression.filter(req, res),
    threshold: 1024,
    // The fastest levels: a 6 KB page of stores shrinks to 1.1 KB either way (1.0 KB at the defaults) for
    // a third of the CPU, which the server needs for answering (measured: 37 µs vs 126 µs a response).
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  return [precompressed, dynamic];
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** True when the Accept-Encoding header takes the encoding (q=0 refuses it). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding && name.trim() !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}
