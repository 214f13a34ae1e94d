import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import { CatalogBootstrap } from './catalog-bootstrap';
import { ImportStoresUseCase } from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

const repoRoot = join(__dirname, '../../../../..');
const sample = (file: string) => join(repoRoot, 'data/sample', file);

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
    // The first and last bands' edges, and a closed store that must stay out of the index.
    await stores.updateFields(ids[0], { Latitude: 90, Y: 90 });
    await stores.updateFields(ids[1], { Latitude: -90, Y: -90 });
    await stores.close([ids[2]], new Date().toISOString());
  });

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads every active store exactly once, a band of latitude at a time', async () => {
    const seen: string[] = [];
    let bands = 0;
    for await (const band of stores.activeInLatitudeBands()) {
      seen.push(...band.map((store) => store.id));
      bands++;
    }
    expect(seen.length).toBe(await stores.count());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(seen).not.toContain(ids[2]);
    expect(bands).toBeGreaterThan(1);
  });

  it('rebuilds the index at start with exactly the active catalog', async () => {
    const index = new EmbeddedStoreIndex();
    const stale = await stores.findById(ids[0]);
    if (!stale) throw new Error('the sample store is missing');
    await index.upsert([{ ...stale, id: 'stale-entry' }]);
    await new CatalogBootstrap(stores, importer, index, { sampleFiles: [], importSampleOnEmpty: false, rebuildIndexOnStart: true }).onApplicationBootstrap();
    expect(await index.count()).toBe(await stores.count());
    const [nearest] = await index.nearby({ lat: 90, lng: 0, radiusMiles: 10, limit: 1 });
    expect(nearest.store.id).toBe(ids[0]);
  });
});
