import { Client } from '@elastic/elasticsearch';
import { randomUUID } from 'node:crypto';
import { closedPort, eventually, forward, type Forwarder } from '@snap/platform-engines/testing';
import { rankNearest } from '@snap/domain';
import { loadGeorgiaStores, runStoreIndexContract } from '../../testing';
import { SearchIndexUnavailableError } from '../search-index.port';
import { deleteStoreIndex, ElasticsearchStoreIndex } from './elasticsearch-store-index';

const node = process.env['ELASTICSEARCH_URL'] ?? 'http://127.0.0.1:9200';
const admin = new Client({ node });
const uniqueIndex = () => `snap-stores-test-${randomUUID()}`;
// Specs reach the shared engine through a forwarder of their own, so closing it is "an outage" for them alone.
const target = new URL(node).host;

afterAll(() => admin.close());

runStoreIndexContract(`Elasticsearch at ${node}`, async () => {
  const name = uniqueIndex();
  const index = new ElasticsearchStoreIndex({ node, index: name });
  return {
    index,
    async cleanup() {
      await index.close();
      await deleteStoreIndex(admin, name);
    },
  };
});

describe('Elasticsearch store index: versioned builds behind an alias', () => {
  const stores = loadGeorgiaStores().slice(0, 200);
  const names: string[] = [];
  const indexNamed = (name: string) => (
    names.push(name),
    new ElasticsearchStoreIndex({ node, index: name })
  );

  afterAll(async () => {
    for (const name of names) await deleteStoreIndex(admin, name);
  });

  it('serves through an alias and leaves only the newest build after a rebuild', async () => {
    const name = uniqueIndex();
    const index = indexNamed(name);
    try {
      await index.upsert(stores);
      await index.rebuild(stores.slice(0, 50));
      const behind = Object.keys(await admin.indices.getAlias({ name }));
      expect(behind).toHaveLength(1);
      expect(behind[0]).toMatch(new RegExp(`^${name}-v\\d+-[0-9a-f]{6}$`));
      expect(Object.keys(await admin.indices.get({ index: `${name}*` }))).toEqual(behind);
      expect(await index.count()).toBe(50);
    } finally {
      await index.close();
    }
  });

  it('turns an index from before aliases into a versioned build on its first rebuild, without a gap', async () => {
    const name = uniqueIndex();
    await admin.indices.create({ index: name });
    const index = indexNamed(name);
    try {
      await index.rebuild(stores);
      expect(Object.keys(await admin.indices.getAlias({ name }))).toHaveLength(1);
      expect(await index.count()).toBe(stores.length);
    } finally {
      await index.close();
    }
  });

  it('deletes a build that a rebuild abandoned half-way', async () => {
    const name = uniqueIndex();
    const index = indexNamed(name);
    try {
      await index.upsert(stores.slice(0, 10));
      await admin.indices.create({ index: `${name}-v1-abcdef` });
      await index.rebuild(stores.slice(0, 20));
      expect(await admin.indices.exists({ index: `${name}-v1-abcdef` })).toBe(false);
      expect(await index.count()).toBe(20);
    } finally {
      await index.close();
    }
  });
});

describe('Elasticsearch store index: an engine that is not reachable', () => {
  const stores = loadGeorgiaStores().slice(0, 50);
  const near = { lat: stores[0].Latitude, lng: stores[0].Longitude, radiusMiles: 40, limit: 5 };
  let port: number;
  let relay: Forwarder | undefined;
  let index: ElasticsearchStoreIndex;
  let name: string;
  const warnings: string[] = [];
  const logger = {
    info: () => undefined,
    warn: (_details: object, message: string) => void warnings.push(message),
  };

  beforeAll(async () => {
    port = await closedPort();
    name = uniqueIndex();
    index = new ElasticsearchStoreIndex({
      node: `http://127.0.0.1:${port}`,
      index: name,
      logger,
      retryDelayMs: { initial: 50, max: 200 },
    });
  });

  afterAll(async () => {
    await index.close();
    await relay?.close();
    await deleteStoreIndex(admin, name);
  });

  it('starts without crashing, names the engine and its address, retries, and reports not ready', async () => {
    const address = `Elasticsearch at http://127.0.0.1:${port}`;
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
    relay = await forward(port, target);
    await eventually(() => index.ping());
    await pendingWrite;
    expect(await index.count()).toBe(stores.length);
    const nearest = rankNearest(
      (await index.nearby(near)).map((hit) => ({
        id: hit.store.id,
        distanceMiles: hit.distanceMiles,
      })),
    );
    expect(nearest[0].id).toBe(stores[0].id);
  });

  it('reports unavailable when the engine goes away later, and recovers again', async () => {
    await relay?.close();
    await expect(index.nearby(near)).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    await expect(index.ping()).rejects.toThrow(SearchIndexUnavailableError);
    relay = await forward(port, target);
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
      await expect(impatient.upsert(stores.slice(0, 1))).rejects.toThrow(
        `Elasticsearch at http://127.0.0.1:${port} is not ready`,
      );
    } finally {
      await impatient.close();
    }
  });
});
