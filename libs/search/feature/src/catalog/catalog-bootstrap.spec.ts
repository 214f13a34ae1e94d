import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
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
