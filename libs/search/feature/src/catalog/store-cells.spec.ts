import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '@snap/domain';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { geoCellOf } from './geo-cells';
import { type StoreDocument, storeSchema, STORES_COLLECTION } from './store.schema';
import { asStoreDocument, StoresRepository } from './stores.repository';

function store(id: string, lat: number, lng: number): Store {
  return {
    id,
    Store_Name: `Market ${id}`,
    Store_Street_Address: '1 Main St',
    Additional_Address: null,
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Zip4: null,
    County: null,
    Store_Type: 'Grocery Store',
    usdaStoreType: 'Grocery Store',
    Latitude: lat,
    Longitude: lng,
    Record_ID: id,
    ObjectId: null,
    Grantee_Name: null,
    X: lng,
    Y: lat,
    Incentive_Program: null,
    approximateLocation: false,
    status: 'active',
    averageRating: null,
    reviewCount: 0,
    phone: null,
    weeklyHours: null,
    website: null,
    provider: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as Store;
}

describe('grid cells kept in step with the catalog', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  const atlanta = geoCellOf(33.75, -84.39);
  const savannah = geoCellOf(32.08, -81.09);
  const idsIn = async (cell: string) =>
    (await stores.inCells([cell], undefined)).map((e) => e.id).sort();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-cells-'));
    documents = new EmbeddedDocumentStore(dir);
    stores = new StoresRepository(documents);
  });

  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('places new stores, moves an edited one, drops a closed one and takes it back when reopened', async () => {
    expect(await stores.cellsReady()).toBe(true);
    await stores.insertMany(
      [store('a', 33.75, -84.39), store('b', 33.76, -84.38), store('c', 32.08, -81.09)].map((s) =>
        asStoreDocument(s, 'locator-export'),
      ),
    );
    expect(await idsIn(atlanta)).toEqual(['a', 'b']);
    expect(await idsIn(savannah)).toEqual(['c']);

    await stores.updateFields('b', { Latitude: 32.081, Longitude: -81.091 });
    expect(await idsIn(atlanta)).toEqual(['a']);
    expect(await idsIn(savannah)).toEqual(['b', 'c']);
    // Ratings do not move a store.
    await stores.updateFields('a', { averageRating: 4.5, reviewCount: 2 });
    expect(await idsIn(atlanta)).toEqual(['a']);

    await stores.close(['a'], '2026-02-01T00:00:00.000Z', '2026-01-31');
    expect(await idsIn(atlanta)).toEqual([]);
    const closed = (await stores.documentsInStates(['GA'])).find((doc) => doc._id === 'a');
    await stores.applyImport([
      { before: closed as StoreDocument, fields: { status: 'active', delistedOn: null } },
    ]);
    expect(await idsIn(atlanta)).toEqual(['a']);
  });

  it('builds the cells once for a catalog that predates them, then notes it', async () => {
    // Written straight into the collection, as before grid cells existed.
    const older = documents.collection<StoreDocument>(STORES_COLLECTION, storeSchema);
    await older.insertMany([asStoreDocument(store('x', 33.75, -84.39), 'locator-export')]);
    const fresh = new StoresRepository(documents);
    expect(await fresh.cellsReady()).toBe(false);
    expect(fresh.cells.ready).toBe(false);
    expect(await fresh.buildCells()).toBe(1);
    expect(fresh.cells.ready).toBe(true);
    expect((await fresh.inCells([atlanta], undefined)).map((e) => e.id)).toEqual(['x']);
    expect(await new StoresRepository(documents).cellsReady()).toBe(true);
  });

  it('beside an index that cannot go down keeps no cells, and a later run that keeps them builds them anew', async () => {
    // A new catalog: its cells are noted complete at once (as a run that kept them would have left it).
    expect(await stores.cellsReady()).toBe(true);
    const withoutCells = new StoresRepository(documents, false);
    expect(await withoutCells.cellsReady()).toBe(false);
    await withoutCells.insertMany(
      [store('a', 33.75, -84.39), store('c', 32.08, -81.09)].map((s) =>
        asStoreDocument(s, 'locator-export'),
      ),
    );
    await withoutCells.updateFields('a', { Latitude: 32.081, Longitude: -81.091 });
    await withoutCells.close(['c'], '2026-02-01T00:00:00.000Z', '2026-01-31');
    expect(withoutCells.cells.ready).toBe(false);
    expect(await withoutCells.buildCells()).toBe(0);
    // Nothing written: the stores are all there, the cells none.
    expect((await withoutCells.findByIds(['a'])).map((s) => s.Latitude)).toEqual([32.081]);
    expect(await stores.inCells([atlanta, savannah], undefined)).toEqual([]);

    // The run without cells dropped the note: cells nobody kept in step are not trusted.
    const keeping = new StoresRepository(documents);
    expect(await keeping.cellsReady()).toBe(false);
    expect(await keeping.buildCells()).toBe(1);
    expect(await idsIn(savannah)).toEqual(['a']);
  });
});
