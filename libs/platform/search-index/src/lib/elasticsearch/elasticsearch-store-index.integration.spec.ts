import { Client } from '@elastic/elasticsearch';
import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { loadGeorgiaStores, runStoreIndexContract } from '../../testing';
import { SearchIndexUnavailableError } from '../search-index.port';
import { ElasticsearchStoreIndex } from './elasticsearch-store-index';

const node = process.env['ELASTICSEARCH_URL'] ?? 'http://127.0.0.1:9200';
const admin = new Client({ node });
const uniqueIndex = () => `snap-stores-test-${randomUUID()}`;

afterAll(() => admin.close());

runStoreIndexContract(`Elasticsearch at ${node}`, async () => {
  const name = uniqueIndex();
  const index = new ElasticsearchStoreIndex({ node, index: name });
  return {
    index,
    async cleanup() {
      await index.close();
      await admin.indices.delete({ index: name, ignore_unavailable: true });
    },
  };
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A TCP pass-through to the shared engine on a port of our own, so a test can make "the engine"
 * unreachable and bring it back without touching the engine everyone else uses. */
class EngineProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  static async onFreePort(target: URL): Promise<EngineProxy> {
    return new EngineProxy(await closedPort(), target);
  }

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  async shut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('Elasticsearch store index: an engine that is not reachable', () => {
  const stores = loadGeorgiaStores().slice(0, 50);
  const near = { lat: stores[0].Latitude, lng: stores[0].Longitude, radiusMiles: 40, limit: 5 };
  let proxy: EngineProxy;
  let index: ElasticsearchStoreIndex;
  let name: string;
  const warnings: string[] = [];
  const logger = { info: () => undefined, warn: (_details: object, message: string) => void warnings.push(message) };

  beforeAll(async () => {
    proxy = await EngineProxy.onFreePort(new URL(node));
    name = uniqueIndex();
    index = new ElasticsearchStoreIndex({ node: `http://127.0.0.1:${proxy.port}`, index: name, logger, retryDelayMs: { initial: 50, max: 200 } });
  });

  afterAll(async () => {
    await index.close();
    await proxy.shut();
    await admin.indices.delete({ index: name, ignore_unavailable: true });
  });

  it('starts without crashing, names the engine and its address, retries, and reports not ready', async () => {
    const address = `Elasticsearch at http://127.0.0.1:${proxy.port}`;
    await expect(index.ping()).rejects.toThrow(SearchIndexUnavailableError);
    await expect(index.ping()).rejects.toThrow(address);
    // Reads fail at once, so nearby search can fall back to the documents.
    await expect(index.nearby(near)).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    await eventually(async () => expect(warnings.length).toBeGreaterThanOrEqual(3));
    expect(warnings[0]).toContain(`${address} is not reachable`);
    expect(warnings[0]).toContain('ECONNREFUSED');
    expect(warnings[2]).toMatch(/retrying in \d+ ms/);
  });

  it('recovers by itself when the engine comes back, and a write made meanwhile lands', async () => {
    const pendingWrite = index.upsert(stores);
    await proxy.open();
    await eventually(() => index.ping());
    await pendingWrite;
    expect(await index.count()).toBe(stores.length);
    expect((await index.nearby(near))[0].store.id).toBe(stores[0].id);
  });

  it('reports unavailable when the engine goes away later, and recovers again', async () => {
    await proxy.shut();
    await expect(index.nearby(near)).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    await expect(index.ping()).rejects.toThrow(SearchIndexUnavailableError);
    await proxy.open();
    await eventually(() => index.ping());
    expect((await index.nearby(near)).length).toBeGreaterThan(0);
  });

  it('gives up a write after its limit while the engine stays away', async () => {
    const port = await closedPort();
    const impatient = new ElasticsearchStoreIndex({
      node: `http://127.0.0.1:${port}`,
      index: uniqueIndex(),
      logger,
      writeReadyTimeoutMs: 300,
      retryDelayMs: { initial: 50, max: 100 },
    });
    try {
      await expect(impatient.upsert(stores.slice(0, 1))).rejects.toThrow(`Elasticsearch at http://127.0.0.1:${port} is not ready`);
    } finally {
      await impatient.close();
    }
  });
});
