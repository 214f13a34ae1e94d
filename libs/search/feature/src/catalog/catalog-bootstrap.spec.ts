import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventDefinition } from '@snap/messaging';
import type { BusClient } from '@snap/platform-bus';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import { BUNDLED_SAMPLE } from './bundled-sample';
import { CatalogCoverageRepository } from './catalog-coverage.repository';
import { DelistingsOutbox } from './delistings-outbox';
import { CATALOG_BOOTSTRAP_LOCK, CatalogBootstrap, type CatalogOptions } from './catalog-bootstrap';
import { ImportStoresUseCase } from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

const repoRoot = join(__dirname, '../../../../..');
const sample = (file: string) => join(repoRoot, 'data/sample', file);

const rebuildOnly: CatalogOptions = {
  sampleFiles: [],
  importSampleOnEmpty: false,
  rebuildIndexOnStart: true,
  keepFallbackCells: true,
  usdaService: { url: 'http://127.0.0.1:9', syncIntervalDays: 0, syncStates: 'all' },
};
// Works on the real Georgia sample (about 20,000 rows): CPU-bound, minutes on a busy machine.
jest.setTimeout(300_000);

describe('CatalogBootstrap index rebuild on the real sample', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  let importer: ImportStoresUseCase;
  let ids: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-bootstrap-'));
    documents = new EmbeddedDocumentStore(dir);
    stores = new StoresRepository(documents);
    importer = new ImportStoresUseCase(stores, new EmbeddedStoreIndex(), new Gazetteer());
    await importer.execute(sample('snap-retailers-ga-2020.csv'));
    await importer.execute(sample('snap-farmers-markets-us.csv'));
    ids = (await stores.findByZip('30303', undefined, 3)).map((store) => store.id);
    // A store moved out to sea, far from every other, and a closed store that must stay out of the index.
    await stores.updateFields(ids[0], { Latitude: 30, Longitude: -140, X: -140, Y: 30 });
    await stores.close([ids[1]], new Date().toISOString(), '2026-07-29');
    // Imports the whole real sample (about 10,000 Georgia stores and every US farmers market): CPU-bound.
  }, 300_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds the index at start with exactly the active catalog', async () => {
    const index = new EmbeddedStoreIndex();
    const stale = await stores.findById(ids[0]);
    if (!stale) throw new Error('the sample store is missing');
    await index.upsert([{ ...stale, id: 'stale-entry' }]);
    await new CatalogBootstrap(
      stores,
      importer,
      index,
      rebuildOnly,
      new MemoryCache(),
    ).onApplicationBootstrap();
    expect(await index.count()).toBe(await stores.count());
    // The index was cleared first: the moved store is found where the catalog now places it, alone.
    const moved = await index.nearby({ lat: 30, lng: -140, radiusMiles: 10, limit: 5 });
    expect(moved.map((hit) => hit.store)).toEqual([
      expect.objectContaining({ id: ids[0], Latitude: 30 }),
    ]);
    const near = await index.nearby({ lat: 33.755, lng: -84.39, radiusMiles: 40, limit: 5_000 });
    expect(near.length).toBeGreaterThan(100);
    expect(near.map((hit) => hit.store.id)).not.toContain(ids[1]);
    // Rebuilds the index from the whole catalog.
  }, 300_000);

  it('lets one replica rebuild at a time: the others start on the index as it is, and the lock is released', async () => {
    const cache = new MemoryCache();
    const indexes = [new EmbeddedStoreIndex(), new EmbeddedStoreIndex()];
    const rebuilds = indexes.map((index) => jest.spyOn(index, 'rebuild'));
    await Promise.all(
      indexes.map((index) =>
        new CatalogBootstrap(stores, importer, index, rebuildOnly, cache).onApplicationBootstrap(),
      ),
    );
    expect(rebuilds.map((spy) => spy.mock.calls.length).sort()).toEqual([0, 1]);
    expect(await cache.get(CATALOG_BOOTSTRAP_LOCK)).toBeUndefined();
    // The next start (a rolling update) takes the lock again.
    await new CatalogBootstrap(
      stores,
      importer,
      indexes[0],
      rebuildOnly,
      cache,
    ).onApplicationBootstrap();
    expect(await indexes[0].count()).toBe(await stores.count());
  }, 300_000);

  it('releases the lock when a rebuild fails, so the next start can rebuild', async () => {
    const cache = new MemoryCache();
    const index = new EmbeddedStoreIndex();
    jest
      .spyOn(index, 'rebuild')
      .mockRejectedValueOnce(new Error('Elasticsearch at http://es:9200 is not reachable'));
    const bootstrap = new CatalogBootstrap(stores, importer, index, rebuildOnly, cache);
    await expect(bootstrap.onApplicationBootstrap()).rejects.toThrow('not reachable');
    await bootstrap.onApplicationBootstrap();
    expect(await index.count()).toBe(await stores.count());
  }, 300_000);
});

/** A bus that keeps what is published to it (the delisting events an import owes community), and
 * apart the announcements that the catalog changed (the gateway's read cache evicts on them). */
class PublishedEvents implements BusClient {
  readonly events: Array<{ topic: string; payload: object }> = [];
  readonly announced: string[] = [];

  request(): Promise<never> {
    return Promise.reject(new Error('no request is expected'));
  }
  async publish<P extends object>(definition: EventDefinition<P>, payload: P): Promise<void> {
    if (definition.name === 'search.catalog.changed.v1')
      this.announced.push((payload as { reason: string }).reason);
    else this.events.push({ topic: definition.name, payload });
  }
}

/** One catalog: its documents, the index beside it and the bus it publishes on. */
function catalogIn(dir: string) {
  const documents = new EmbeddedDocumentStore(dir);
  const stores = new StoresRepository(documents, true);
  const index = new EmbeddedStoreIndex();
  const bus = new PublishedEvents();
  const coverage = new CatalogCoverageRepository(documents);
  const importer = new ImportStoresUseCase(
    stores,
    index,
    new Gazetteer(),
    coverage,
    bus,
    new DelistingsOutbox(documents),
  );
  return { documents, stores, index, bus, coverage, importer };
}

/** Everything an import leaves behind that anyone can observe, with the import's clock fixed. */
async function observed(catalog: ReturnType<typeof catalogIn>) {
  const byId = <T extends { id: string } | { _id: string }>(items: T[]) =>
    [...items].sort((a, b) => {
      const [x, y] = [a, b].map((item) => ('id' in item ? item.id : item._id));
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const everywhere = await catalog.index.nearby({
    lat: 39,
    lng: -98,
    radiusMiles: 13_000,
    limit: 1_000_000,
  });
  const cells = await catalog.stores.cells.allEntries();
  return {
    stores: byId(await catalog.stores.allDocuments()),
    index: byId(everywhere.map((hit) => hit.store)),
    cells: byId(cells),
    covered: await catalog.coverage.coveredStates(),
    refreshes: byId(await catalog.coverage.refreshes()),
    // Event ids are new UUIDs on each run, and the outbox publishes events of one closing in no
    // set order (they share its time): what they say must match.
    published: catalog.bus.events
      .map(({ topic, payload }) => ({ topic, payload }))
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
  };
}

describe('the first import into an empty catalog, built aside and written once', () => {
  const now = new Date('2026-08-01T12:00:00.000Z');
  const lists = BUNDLED_SAMPLE.map(({ file, asOf, completeFor, confirmClosings }) => ({
    file: join(repoRoot, file),
    options: { asOf, completeFor, confirmClosings, now },
  }));
  let dirs: string[] = [];

  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('leaves exactly what importing the lists one after another leaves: stores, index, cells, coverage, events', async () => {
    dirs = [mkdtempSync(join(tmpdir(), 'snap-normal-')), mkdtempSync(join(tmpdir(), 'snap-fast-'))];
    const [normal, fast] = dirs.map(catalogIn);
    const summaries = [];
    for (const { file, options } of lists)
      summaries.push(await normal.importer.execute(file, options));
    const quick = await fast.importer.executeIntoEmptyCatalog(lists);

    const [expected, actual] = [await observed(normal), await observed(fast)];
    expect(expected.stores.length).toBeGreaterThan(15_000);
    expect(expected.stores.some((doc) => doc.status === 'closed')).toBe(true);
    expect(expected.index.length).toBeGreaterThan(12_000);
    expect(expected.covered.map((state) => state._id)).toEqual(['GA']);
    expect(expected.published.length).toBeGreaterThan(0);
    expect(actual.stores).toEqual(expected.stores);
    expect(actual.index).toEqual(expected.index);
    expect(actual.cells).toEqual(expected.cells);
    expect(actual.covered).toEqual(expected.covered);
    expect(actual.refreshes).toEqual(expected.refreshes);
    expect(actual.published).toEqual(expected.published);
    // Each import says the catalog changed once it is written; the one built aside once, at the end.
    expect(normal.bus.announced).toEqual(lists.map(() => 'import'));
    expect(fast.bus.announced).toEqual(['import']);
    expect(quick.summaries.map(({ durationMs: _, ...summary }) => summary)).toEqual(
      summaries.map(({ durationMs: _, ...summary }) => summary),
    );
    await Promise.all([normal.documents.close(), fast.documents.close()]);
  }, 600_000);
});

describe('CatalogBootstrap on an empty catalog', () => {
  const markets: CatalogOptions = {
    ...rebuildOnly,
    sampleFiles: [{ file: sample('snap-farmers-markets-us.csv'), asOf: '2022-12-28' }],
    importSampleOnEmpty: true,
  };
  let dir: string;
  let catalog: ReturnType<typeof catalogIn>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-empty-'));
    catalog = catalogIn(dir);
  });

  afterEach(async () => {
    await catalog.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = () =>
    new CatalogBootstrap(
      catalog.stores,
      catalog.importer,
      catalog.index,
      markets,
      new MemoryCache(),
    ).onApplicationBootstrap();

  it('builds the sample aside and writes it once when the catalog has no store at all', async () => {
    const aside = jest.spyOn(catalog.importer, 'executeIntoEmptyCatalog');
    await start();
    expect(aside).toHaveBeenCalledTimes(1);
    expect(await catalog.stores.count()).toBeGreaterThan(3_000);
    expect(await catalog.index.count()).toBe(await catalog.stores.count());
    expect(catalog.stores.cells.ready).toBe(true);
    expect((await catalog.stores.cells.allEntries()).length).toBe(await catalog.stores.count());
  }, 300_000);

  it('imports list by list into a catalog that holds only closed stores, which the import matches', async () => {
    await catalog.importer.execute(sample('snap-farmers-markets-us.csv'), { asOf: '2022-12-28' });
    const [first] = await catalog.stores.allDocuments();
    await catalog.stores.close(
      (await catalog.stores.allDocuments()).map((doc) => doc._id),
      new Date().toISOString(),
      '2022-12-01',
    );
    const aside = jest.spyOn(catalog.importer, 'executeIntoEmptyCatalog');
    await start();
    expect(aside).not.toHaveBeenCalled();
    // The closed store is open again under its id, not a second card beside it.
    expect(await catalog.stores.findById(first._id)).toEqual(
      expect.objectContaining({ id: first._id, status: 'active' }),
    );
    expect(await catalog.stores.count({})).toBe(await catalog.stores.count());
  }, 300_000);
});
