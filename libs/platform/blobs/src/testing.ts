import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobNotFoundError, type BlobStore } from './lib/blobs.port';

export interface BlobStoreHarness {
  store: BlobStore;
  /** A bucket reserved for this run. */
  bucket: string;
  restart(): Promise<BlobStore>;
  cleanup(): Promise<void>;
}

/** A stream of `size` pseudo-random bytes, produced chunk by chunk, and its sha256. */
function generated(size: number): { stream: Readable; digest: Promise<string> } {
  const hash = createHash('sha256');
  let sent = 0;
  let resolveDigest: (value: string) => void = () => undefined;
  const digest = new Promise<string>((resolve) => (resolveDigest = resolve));
  const stream = new Readable({
    read() {
      if (sent >= size) {
        resolveDigest(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest };
}

async function sha256(stream: Readable): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { digest: hash.digest('hex'), size };
}

/** The behaviour every blob store adapter must show (filesystem and MinIO run the same suite). */
export function runBlobStoreContract(
  name: string,
  createHarness: () => Promise<BlobStoreHarness>,
): void {
  describe(`blobs contract: ${name}`, () => {
    let harness: BlobStoreHarness;
    let store: BlobStore;
    let bucket: string;

    beforeEach(async () => {
      harness = await createHarness();
      store = harness.store;
      bucket = harness.bucket;
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('round-trips a large stream byte for byte', async () => {
      const size = 20 * 1024 * 1024 + 123;
      const { stream, digest } = generated(size);
      const info = await store.put(bucket, 'stores/st_1/large.bin', stream, {
        contentType: 'application/octet-stream',
      });
      expect(info).toMatchObject({
        bucket,
        key: 'stores/st_1/large.bin',
        size,
        contentType: 'application/octet-stream',
      });
      const read = await sha256(await store.get(bucket, 'stores/st_1/large.bin'));
      expect(read).toEqual({ digest: await digest, size });
    }, 60_000);

    it('stats, lists by prefix and deletes', async () => {
      await store.put(bucket, 'stores/st_1/a.png', Buffer.from('png-bytes'), {
        contentType: 'image/png',
      });
      await store.put(bucket, 'stores/st_1/b.webp', Buffer.from('webp-bytes'), {
        contentType: 'image/webp',
      });
      await store.put(bucket, 'stores/st_2/c.jpg', Buffer.from('jpg'), {
        contentType: 'image/jpeg',
      });

      const stat = await store.stat(bucket, 'stores/st_1/b.webp');
      expect(stat).toMatchObject({ size: 10, contentType: 'image/webp' });
      expect(stat?.lastModified).toBeInstanceOf(Date);
      expect((await store.list(bucket, 'stores/st_1/')).map((b) => b.key)).toEqual([
        'stores/st_1/a.png',
        'stores/st_1/b.webp',
      ]);

      await store.delete(bucket, 'stores/st_1/a.png');
      expect(await store.stat(bucket, 'stores/st_1/a.png')).toBeNull();
      expect((await store.list(bucket, 'stores/')).map((b) => b.key)).toEqual([
        'stores/st_1/b.webp',
        'stores/st_2/c.jpg',
      ]);
    });

    it('reports a missing blob as BlobNotFoundError', async () => {
      await expect(store.get(bucket, 'stores/none.png')).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await store.stat(bucket, 'stores/none.png')).toBeNull();
    });

    it('refuses keys that would leave the bucket', async () => {
      await expect(
        store.put(bucket, '../escape.txt', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow('Invalid blob key');
      await expect(
        store.put(bucket, '/abs.txt', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow('Invalid blob key');
      await expect(store.get(bucket, 'a/../../b')).rejects.toThrow('Invalid blob key');
    });

    it('keeps blobs across a restart', async () => {
      await store.put(bucket, 'kept.txt', Buffer.from('still here'), { contentType: 'text/plain' });
      store = await harness.restart();
      const { digest } = await sha256(await store.get(bucket, 'kept.txt'));
      expect(digest).toBe(createHash('sha256').update('still here').digest('hex'));
    });
  });
}
