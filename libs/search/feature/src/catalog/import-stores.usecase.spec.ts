import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import { ImportStoresUseCase } from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

const repoRoot = join(__dirname, '../../../../..');
const sample = (file: string) => join(repoRoot, 'data/sample', file);
const fixture = (file: string) => join(repoRoot, 'data/fixtures', file);

// Works on the real Georgia sample (about 20,000 rows): CPU-bound, minutes on a busy machine.
jest.setTimeout(300_000);

describe('ImportStoresUseCase', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let index: EmbeddedStoreIndex;
  let stores: StoresRepository;
  let importer: ImportStoresUseCase;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-import-'));
    documents = new EmbeddedDocumentStore(dir);
    index = new EmbeddedStoreIndex();
    stores = new StoresRepository(documents);
    importer = new ImportStoresUseCase(stores, index, new Gazetteer());
  });

  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports the real Georgia file: one store per store_id, only those authorized in June 2020', async () => {
    const progress: number[] = [];
    const summary = await importer.execute(sample('snap-retailers-ga-2020.csv'), {
      onProgress: (n) => progress.push(n),
    });
    expect(summary.format).toBe('ga-research');
    expect(summary.rowsRead).toBe(20_656);
    // 9,883 distinct stores are authorized in June 2020, every one with a name and an address; rows that
    // are the same store (same chain, ZIP and place) are merged.
    expect(summary.added + summary.mergedDuplicates).toBe(9_883);
    expect(summary.mergedDuplicates).toBeGreaterThan(0);
    expect(summary.skipped).toEqual([]);
    expect(summary.unknownStoreTypes).toEqual([]);
    expect(progress).toEqual([10_000, 20_000]);
    expect(await stores.count()).toBe(summary.added);
    expect(await index.count()).toBe(summary.added);

    const again = await importer.execute(sample('snap-retailers-ga-2020.csv'));
    expect(again).toMatchObject({ added: 0, updated: 0, closed: 0, unchanged: summary.added });
  }, 300_000);

  it('lists each store of ZIP 30303 once: the CVS re-listed without its number or house number, a stall listed twice', async () => {
    await importer.execute(sample('snap-retailers-ga-2020.csv'));
    const downtown = await stores.findByZip('30303', undefined, 100);
    const cvs = downtown.filter((s) => /^cvs/i.test(s.Store_Name));
    // Broad St (store 4592) once, 235 Peachtree St NE (10043) and 133 Peachtree Street (another store, 400 m away).
    expect(cvs.map((s) => `${s.Store_Name} | ${s.Store_Street_Address}`).sort()).toEqual([
      'CVS 10043 | 235 Peachtree St NE',
      'CVS Pharmacy 4592 | 12J Broad St SW',
      'CVS Pharmacy | 133 Peachtree Street',
    ]);
    expect(downtown.filter((s) => s.Store_Name === 'Country Produce Inc')).toHaveLength(1);
    // Different names at one address are different businesses (the market hall at 209 Edgewood Ave).
    expect(
      downtown.filter((s) => s.Store_Street_Address.startsWith('209 Edgewood')).length,
    ).toBeGreaterThan(5);
  }, 60_000);

  it('imports the national farmers markets and drops the end-dated ones', async () => {
    const summary = await importer.execute(sample('snap-farmers-markets-us.csv'));
    expect(summary.format).toBe('farmers-markets');
    expect(summary.rowsRead).toBe(8_574);
    const rows = parse(readFileSync(sample('snap-farmers-markets-us.csv')), {
      columns: true,
    }) as Array<Record<string, string>>;
    const open = new Set(
      rows.filter((row) => row['end_date'] === 'NA').map((row) => row['record_id']),
    ).size;
    expect(
      summary.added +
        summary.skipped.length +
        summary.duplicatesOfOtherSources +
        summary.mergedDuplicates,
    ).toBe(open);
    const anchorage = await stores.findById('1096559');
    expect(anchorage).toMatchObject({
      Store_Name: 'Anchorage Farmers Market',
      Store_Type: 'Farmers Market',
      City: 'Anchorage',
      State: 'AK',
    });
    expect(await stores.findById('1242968')).toBeNull();
  }, 300_000);

  it('reads the Historical Retailer Locator format: latest authorization, closed dropped, ZIP centroids, bad rows by line', async () => {
    const summary = await importer.execute(fixture('historical-retailers-sample.csv'));
    expect(summary).toMatchObject({
      format: 'historical-locator',
      rowsRead: 26,
      added: 19,
      placedByZipCentroid: 2,
    });
    expect(summary.skipped).toEqual([
      { line: 26, reason: 'invalid ZIP code "ABCDE"' },
      { line: 27, reason: 'no coordinates and ZIP 00000 is not in the gazetteer' },
    ]);
    const renamed = await stores.findById('900000');
    expect(renamed?.Store_Name).not.toContain('Old Name');
    expect(await stores.findById('900004')).toBeNull();
    const placed = await stores.findById('900005');
    expect(placed?.approximateLocation).toBe(true);
    expect(placed?.Latitude).not.toBe(0);
  });

  it('updates changed stores and closes those a newer file no longer lists, keeping community facts', async () => {
    await importer.execute(fixture('historical-retailers-sample.csv'));
    await stores.updateFields('900001', { averageRating: 4.5, reviewCount: 2 });
    const lines = readFileSync(fixture('historical-retailers-sample.csv'), 'utf8')
      .trim()
      .split('\n');
    const newer = lines
      .filter((line) => !line.startsWith('900002,') && !line.startsWith('900003,'))
      .map((line) =>
        line.startsWith('900001,') && line.includes('6/1/2015')
          ? line.replace(/^900001,([^,]+),/, '900001,RENAMED MARKET,')
          : line,
      );
    const file = join(dir, 'newer.csv');
    writeFileSync(file, newer.join('\n'));

    const summary = await importer.execute(file);
    expect(summary).toMatchObject({ added: 0, updated: 1, closed: 2 });
    expect(await stores.findById('900002')).toBeNull();
    expect(await stores.findById('900001')).toMatchObject({
      Store_Name: 'Renamed Market',
      averageRating: 4.5,
      reviewCount: 2,
    });
    expect(
      (await index.text({ text: 'renamed', minScore: 0.2, limit: 5 })).map((h) => h.store.id),
    ).toEqual(['900001']);
  });

  it('leaves a place another source already lists to that source', async () => {
    const georgia = await importer.execute(sample('snap-retailers-ga-2020.csv'));
    const markets = await importer.execute(sample('snap-farmers-markets-us.csv'));
    expect(markets.duplicatesOfOtherSources).toBeGreaterThan(0);
    const fivePoints = await index.nearby({
      lat: 33.7537,
      lng: -84.3915,
      radiusMiles: 10,
      limit: 200,
    });
    expect(
      fivePoints.filter((hit) => hit.store.Store_Name === 'Fresh Marta Market Five Points'),
    ).toHaveLength(1);
    expect(await stores.count()).toBe(georgia.added + markets.added);
  }, 300_000);

  it('reads the Retailer Locator export with its incentive program', async () => {
    const summary = await importer.execute(fixture('retailer-locator-sample.csv'));
    expect(summary).toMatchObject({
      format: 'locator-export',
      rowsRead: 12,
      added: 12,
      skipped: [],
    });
    expect((await stores.findById('800000'))?.Incentive_Program).toBe(
      'Restaurant Meals Program (RMP)',
    );
  });

  it('reads the older national SNAP Store Locations export: ids from name, street and ZIP, types from the name', async () => {
    const summary = await importer.execute(fixture('snap-store-locations-sample.csv'));
    expect(summary).toMatchObject({
      format: 'store-locations',
      rowsRead: 12,
      placedByZipCentroid: 1,
      unknownStoreTypes: [],
    });
    expect(summary.skipped).toEqual([
      { line: 12, reason: 'invalid state "GEORGIA"' },
      { line: 13, reason: 'missing store name' },
    ]);
    // The same line twice is one record; the CVS listed with and without its store number is merged.
    expect(summary.mergedDuplicates).toBe(1);
    expect(summary.added).toBe(8);
    const atlanta = await stores.findByZip('30303', undefined, 100);
    expect(atlanta.map((s) => s.Store_Name).sort()).toEqual([
      'CVS 10043',
      'CVS Pharmacy 4592',
      'Country Produce Inc',
      'Walgreens 16088',
    ]);
    const produce = atlanta.find((s) => s.Store_Name === 'Country Produce Inc');
    expect(produce).toMatchObject({
      Additional_Address: 'Ste 114',
      County: 'Fulton',
      Store_Type: 'Grocery Store',
      usdaStoreType: '',
    });
    expect(produce?.id).toMatch(/^ssl-[0-9a-f]{16}$/);
    const kroger = (await stores.findByZip('30307', undefined, 10))[0];
    expect(kroger).toMatchObject({
      Store_Type: 'Supermarket',
      Latitude: 33.75837,
      Longitude: -84.34816,
      approximateLocation: false,
    });
    expect((await stores.findByZip('30189', undefined, 10))[0].Store_Type).toBe('Supercenter');
    expect((await stores.findByZip('30250', undefined, 10))[0]).toMatchObject({
      Store_Type: 'Convenience Store',
      approximateLocation: true,
    });
    expect((await stores.findByZip('02109', undefined, 10))[0]).toMatchObject({
      State: 'MA',
      Store_Type: 'Farmers Market',
    });

    // Another copy of the same file: the ids hold, nothing is added twice.
    const again = await importer.execute(fixture('snap-store-locations-sample.csv'));
    expect(again).toMatchObject({ added: 0, updated: 0, closed: 0, unchanged: 8 });
  });

  it('refuses a file that is not a retailer file, naming it, and changes nothing', async () => {
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'name,email\nAna,ana@example.org\n');
    await expect(importer.execute(file)).rejects.toThrow(
      'people.csv is not a retailer file the importer can read: unrecognized header (name, email)',
    );
    await expect(importer.execute(join(dir, 'missing.csv'))).rejects.toThrow(
      'missing.csv is not a retailer file the importer can read: the file does not exist',
    );
    expect(await stores.count({})).toBe(0);
  });
});
