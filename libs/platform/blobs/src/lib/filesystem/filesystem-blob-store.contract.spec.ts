import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runBlobStoreContract } from '../../testing';
import { BlobNotFoundError } from '../blobs.port';
import { FilesystemBlobStore, SYNC_BLOB_BYTES } from './filesystem-blob-store';

runBlobStoreContract('filesystem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-blobs-'));
  return {
    store: new FilesystemBlobStore(dir),
    bucket: 'store-photos',
    async restart() {
      return new FilesystemBlobStore(dir);
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('filesystem blobs: small objects written at once, larger ones streamed', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'snap-blobs-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function read(stream: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function failingAfter(chunks: Buffer[]): Readable {
    return Readable.from(
      (async function* () {
        yield* chunks;
        throw new Error('upload cut off');
      })(),
    );
  }

  it.each([
    ['a small body', 3],
    ['a body past the synchronous size', SYNC_BLOB_BYTES / (64 * 1024) + 3],
  ])('keeps %s streamed in chunks byte for byte', async (_name, count) => {
    const store = new FilesystemBlobStore(dir);
    const chunks = Array.from({ length: count }, () => randomBytes(64 * 1024));
    const info = await store.put('store-photos', 'a/b.jpg', Readable.from(chunks), {
      contentType: 'image/jpeg',
    });
    expect(info.size).toBe(count * 64 * 1024);
    expect(
      (await read(await store.get('store-photos', 'a/b.jpg'))).equals(Buffer.concat(chunks)),
    ).toBe(true);
    expect(readdirSync(join(dir, 'store-photos', 'a')).sort()).toEqual([
      'b.jpg',
      'b.jpg.meta.json',
    ]);
  });

  it.each([
    ['a small body', 2],
    ['a large body', SYNC_BLOB_BYTES / (64 * 1024) + 3],
  ])(
    'keeps the previous version when %s fails half-way, and no partial file',
    async (_name, count) => {
      const store = new FilesystemBlobStore(dir);
      await store.put('store-photos', 'a/b.jpg', Buffer.from('old'), { contentType: 'image/jpeg' });
      const chunks = Array.from({ length: count }, () => randomBytes(64 * 1024));
      await expect(
        store.put('store-photos', 'a/b.jpg', failingAfter(chunks), { contentType: 'image/png' }),
      ).rejects.toThrow('upload cut off');
      expect((await read(await store.get('store-photos', 'a/b.jpg'))).toString()).toBe('old');
      expect(await store.stat('store-photos', 'a/b.jpg')).toMatchObject({
        size: 3,
        contentType: 'image/jpeg',
      });
      expect(readdirSync(join(dir, 'store-photos', 'a')).sort()).toEqual([
        'b.jpg',
        'b.jpg.meta.json',
      ]);
    },
  );

  it('leaves nothing behind when a first upload fails', async () => {
    const store = new FilesystemBlobStore(dir);
    await expect(
      store.put('store-photos', 'a/c.jpg', failingAfter([randomBytes(1024)]), {
        contentType: 'image/jpeg',
      }),
    ).rejects.toThrow('upload cut off');
    expect(await store.stat('store-photos', 'a/c.jpg')).toBeNull();
    await expect(store.get('store-photos', 'a/c.jpg')).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});
