import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidLocation } from '../blob-keys';
import { type BlobInfo, BlobNotFoundError, type BlobStore } from '../blobs.port';

const META_SUFFIX = '.meta.json';

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
    await mkdir(dirname(path), { recursive: true });
    // Write to a temporary name first so a reader never sees half a file. The bytes and the
    // content-type sidecar go at once: under load every file operation waits a turn of the event loop.
    const partial = `${path}.partial`;
    const written = await Promise.allSettled([
      pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial)),
      writeFile(`${path}${META_SUFFIX}`, JSON.stringify({ contentType: options.contentType })),
    ]);
    const failed = written.find((result) => result.status === 'rejected');
    if (failed) {
      // Nothing half-written stays behind (a stream cut off at its size limit, a full disk).
      await rm(partial, { force: true });
      if (!(await exists(path))) await rm(`${path}${META_SUFFIX}`, { force: true });
      throw failed.reason;
    }
    // rename replaces an older file in one step, so a reader sees the old bytes or the new ones.
    await rename(partial, path);
    const info = await stat(path);
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
    if (!(await exists(path))) throw new BlobNotFoundError(bucket, key);
    return createReadStream(path);
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    const path = this.path(bucket, key);
    try {
      const [info, meta] = await Promise.all([
        stat(path),
        readFile(`${path}${META_SUFFIX}`, 'utf8'),
      ]);
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

  async delete(bucket: string, key: string): Promise<void> {
    const path = this.path(bucket, key);
    await rm(path, { force: true });
    await rm(`${path}${META_SUFFIX}`, { force: true });
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
    const infos = await Promise.all(keys.map((key) => this.stat(bucket, key)));
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async close(): Promise<void> {
    // Files need no closing.
  }

  private path(bucket: string, key: string): string {
    assertValidLocation(bucket, key);
    return join(this.dir, bucket, ...key.split('/'));
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
