import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { closedPort, eventually, forward, type Forwarder } from '@snap/platform-engines/testing';
import { runBlobStoreContract } from '../../testing';
import { BlobStoreUnavailableError } from '../blobs.port';
import { MinioBlobStore, type MinioBlobStoreOptions } from './minio-blob-store';

const engine = {
  endPoint: process.env['MINIO_ENDPOINT'] ?? '127.0.0.1',
  port: Number(process.env['MINIO_PORT'] ?? 9000),
  useSSL: false,
  accessKey: process.env['MINIO_ACCESS_KEY'] ?? 'snapminio',
  secretKey: process.env['MINIO_SECRET_KEY'] ?? 'snapminio-secret',
};
const admin = new Client(engine);
const uniqueBucket = () => `snap-test-${randomUUID()}`;
const silent = { info: () => undefined, warn: () => undefined };
// Specs reach the shared engine through a forwarder of their own, so closing it is "an outage" for them alone.
const target = `${engine.endPoint}:${engine.port}`;

/** Empties and removes a bucket made by a test. */
async function removeBucket(bucket: string): Promise<void> {
  if (!(await admin.bucketExists(bucket))) return;
  const names: string[] = [];
  for await (const item of admin.listObjectsV2(bucket, '', true))
    if (item.name) names.push(item.name);
  if (names.length) await admin.removeObjects(bucket, names);
  for await (const upload of admin.listIncompleteUploads(bucket, '', true))
    await admin.removeIncompleteUpload(bucket, upload.key);
  await admin.removeBucket(bucket);
}

runBlobStoreContract(`MinIO at ${engine.endPoint}:${engine.port}`, async () => {
  const bucket = uniqueBucket();
  const options: MinioBlobStoreOptions = { ...engine, bucket, logger: silent };
  let store = new MinioBlobStore(options);
  return {
    store,
    bucket,
    async restart() {
      await store.close();
      store = new MinioBlobStore(options);
      return store;
    },
    async cleanup() {
      await store.close();
      await removeBucket(bucket);
    },
  };
});

describe('MinIO blob store: an engine that is not reachable', () => {
  let port: number;
  let relay: Forwarder | undefined;
  let store: MinioBlobStore;
  const bucket = uniqueBucket();
  const warnings: string[] = [];
  const logger = {
    info: () => undefined,
    warn: (_details: object, message: string) => void warnings.push(message),
  };

  beforeAll(async () => {
    port = await closedPort();
    store = new MinioBlobStore({
      ...engine,
      endPoint: '127.0.0.1',
      port,
      bucket,
      logger,
      retryDelayMs: { initial: 50, max: 200 },
    });
  });

  afterAll(async () => {
    await store.close();
    await relay?.close();
    await removeBucket(bucket);
  });

  it('starts without crashing, names the engine and its address, retries, and reports not ready', async () => {
    const address = `MinIO at http://127.0.0.1:${port}`;
    await expect(store.ping()).rejects.toThrow(BlobStoreUnavailableError);
    await expect(store.ping()).rejects.toThrow(address);
    await expect(store.get(bucket, 'a.txt')).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    await eventually(async () => expect(warnings.length).toBeGreaterThanOrEqual(3));
    expect(warnings[0]).toContain(`${address} is not reachable`);
    expect(warnings[0]).toContain('ECONNREFUSED');
    expect(warnings[2]).toMatch(/retrying in \d+ ms/);
    expect(await admin.bucketExists(bucket)).toBe(false);
  });

  it('recovers by itself when the engine comes back, creating its bucket, and a write made meanwhile lands', async () => {
    const pendingWrite = store.put(bucket, 'photos/a.txt', Buffer.from('kept'), {
      contentType: 'text/plain',
    });
    relay = await forward(port, target);
    await eventually(() => store.ping());
    expect(await admin.bucketExists(bucket)).toBe(true);
    expect(await pendingWrite).toMatchObject({
      key: 'photos/a.txt',
      size: 4,
      contentType: 'text/plain',
    });
  });

  it('reports unavailable when the engine goes away later, and recovers again', async () => {
    await relay?.close();
    await expect(store.stat(bucket, 'photos/a.txt')).rejects.toBeInstanceOf(
      BlobStoreUnavailableError,
    );
    await expect(store.ping()).rejects.toThrow(BlobStoreUnavailableError);
    relay = await forward(port, target);
    await eventually(() => store.ping());
    expect(await store.stat(bucket, 'photos/a.txt')).toMatchObject({ size: 4 });
  });

  it('gives up a write after its limit while the engine stays away', async () => {
    const port = await closedPort();
    const impatient = new MinioBlobStore({
      ...engine,
      endPoint: '127.0.0.1',
      port,
      bucket,
      logger: silent,
      writeReadyTimeoutMs: 300,
      retryDelayMs: { initial: 50, max: 100 },
    });
    try {
      await expect(
        impatient.put(bucket, 'b.txt', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow(`MinIO at http://127.0.0.1:${port} is not ready`);
    } finally {
      await impatient.close();
    }
  });
});

describe('MinIO blob store: large uploads', () => {
  const bucket = uniqueBucket();
  let relay: Forwarder;
  let store: MinioBlobStore;

  beforeAll(async () => {
    const port = await closedPort();
    relay = await forward(port, target);
    store = new MinioBlobStore({ ...engine, endPoint: '127.0.0.1', port, bucket, logger: silent });
  });

  afterAll(async () => {
    await store.close();
    await relay.close();
    await removeBucket(bucket);
  });

  it('streams a large upload to the engine in parts instead of holding it whole in memory', async () => {
    const size = 96 * 1024 * 1024;
    let sent = 0;
    // What the adapter holds at a time: read from the source but not yet passed on to the engine.
    let mostHeld = 0;
    const body = new Readable({
      read() {
        mostHeld = Math.max(mostHeld, sent - relay.forwarded);
        if (sent >= size) return void this.push(null);
        const chunk = randomBytes(Math.min(256 * 1024, size - sent));
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const info = await store.put(bucket, 'large/upload.bin', body, {
      contentType: 'application/octet-stream',
    });
    expect(info.size).toBe(size);
    // 8 MiB parts: about one part in hand, far below the 96 MiB a buffered upload would hold.
    expect(mostHeld).toBeLessThan(20 * 1024 * 1024);
  }, 120_000);
});
