import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidLocation } from '../blob-keys';
import { type BlobInfo, BlobNotFoundError, type BlobStore } from '../blobs.port';

const META_SUFFIX = '.meta.json';

/**
 * Up to this size an object is written and read with synchronous calls (page cache, well under a
 * millisecond): under load each asynchronous file operation costs its request a turn of an event
 * loop full of other requests' work, and an upload makes a few dozen of them. Larger ones stream.
 */
export const SYNC_BLOB_BYTES = 1024 * 1024;

/** Blobs as files under one folder: `<dir>/<bucket>/<key>`, with the content type in a sidecar. */
export class FilesystemBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  async put(
    bucket: string,
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<BlobInfo> {
    const path = this.path(bucket, key);
    const head = Buffer.isBuffer(body) ? { bytes: body, rest: null } : await readHead(body);
    if (head.rest) await this.putLarge(path, head.bytes, head.rest, options.contentType);
    else this.putSmall(path, head.bytes, options.contentType);
    const info = statSync(path);
    return {
      bucket,
      key,
      size: info.size,
      contentType: options.contentType,
      lastModified: new Date(info.mtimeMs),
    };
  }

  async get(bucket: string, key: string): Promise<Readable> {
    const path = this.path(bucket, key);
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) throw new BlobNotFoundError(bucket, key);
    if (info.size > SYNC_BLOB_BYTES) return createReadStream(path);
    try {
      return Readable.from([readFileSync(path)]);
    } catch (error) {
      // Deleted between the two calls.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new BlobNotFoundError(bucket, key);
      throw error;
    }
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    return this.statNow(bucket, key);
  }

  async delete(bucket: string, key: string): Promise<void> {
    const path = this.path(bucket, key);
    rmSync(path, { force: true });
    rmSync(`${path}${META_SUFFIX}`, { force: true });
  }

  async list(bucket: string, prefix: string): Promise<BlobInfo[]> {
    const root = join(this.dir, bucket);
    if (!(await exists(root))) return [];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const keys = entries
      .filter(
        (entry) =>
          entry.isFile() && !entry.name.endsWith(META_SUFFIX) && !entry.name.endsWith('.partial'),
      )
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
    const infos = keys.map((key) => this.statNow(bucket, key));
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async close(): Promise<void> {
    // Files need no closing.
  }

  private statNow(bucket: string, key: string): BlobInfo | null {
    const path = this.path(bucket, key);
    try {
      const info = statSync(path);
      const meta = readFileSync(`${path}${META_SUFFIX}`, 'utf8');
      return {
        bucket,
        key,
        size: info.size,
        contentType: (JSON.parse(meta) as { contentType: string }).contentType,
        lastModified: new Date(info.mtimeMs),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The whole body is in memory: written under a temporary name, then renamed over the old one. */
  private putSmall(path: string, bytes: Buffer, contentType: string): void {
    const partial = `${path}.partial`;
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(partial, bytes);
      writeFileSync(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
    } catch (error) {
      rmSync(partial, { force: true });
      if (!statSync(path, { throwIfNoEntry: false }))
        rmSync(`${path}${META_SUFFIX}`, { force: true });
      throw error;
    }
    // rename replaces an older file in one step, so a reader sees the old bytes or the new ones.
    renameSync(partial, path);
  }

  private async putLarge(
    path: string,
    head: Buffer,
    rest: AsyncIterator<Buffer>,
    contentType: string,
  ): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    // Write to a temporary name first so a reader never sees half a file; the content type once the
    // bytes are in, so a failed upload leaves the older version as it was.
    const partial = `${path}.partial`;
    try {
      await pipeline(Readable.from(chained(head, rest)), createWriteStream(partial));
      await writeFile(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
    } catch (error) {
      // Nothing half-written stays behind (a stream cut off at its size limit, a full disk).
      await rm(partial, { force: true });
      if (!(await exists(path))) await rm(`${path}${META_SUFFIX}`, { force: true });
      throw error;
    }
    await rename(partial, path);
  }

  private path(bucket: string, key: string): string {
    assertValidLocation(bucket, key);
    return join(this.dir, bucket, ...key.split('/'));
  }
}

/**
 * Reads a stream until it ends or passes the synchronous size: the whole body when small, else what
 * was read so far and the rest still to read.
 */
async function readHead(
  body: Readable,
): Promise<{ bytes: Buffer; rest: AsyncIterator<Buffer> | null }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return { bytes: Buffer.concat(chunks, size), rest: null };
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
    if (size > SYNC_BLOB_BYTES) return { bytes: Buffer.concat(chunks, size), rest: iterator };
  }
}

async function* chained(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield head;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // A failed write stops reading: the source is let go rather than left paused.
    await rest.return?.();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
