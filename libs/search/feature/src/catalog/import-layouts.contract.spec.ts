import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import {
  type ImportOptions,
  ImportStoresUseCase,
  type ImportSummary,
  rowOutcomesTotal,
} from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

const repoRoot = join(__dirname, '../../../../..');
const fixture = (file: string) => join(repoRoot, 'data/fixtures', file);

/** A fresh embedded catalog per case. */
function catalogIn(dir: string) {
  const documents = new EmbeddedDocumentStore(dir);
  const stores = new StoresRepository(documents);
  const index = new EmbeddedStoreIndex();
  return {
    documents,
    stores,
    index,
    importer: new ImportStoresUseCase(stores, index, new Gazetteer()),
  };
}

type Counts = Partial<
  Pick<
    ImportSummary,
    | 'format'
    | 'rowsRead'
    | 'added'
    | 'updated'
    | 'unchanged'
    | 'endedAuthorizations'
    | 'earlierPeriods'
    | 'mergedDuplicates'
    | 'repeatedRows'
    | 'placedByZipCentroid'
  >
> & { skipped?: number };

/**
 * Every layout the importer reads (data/README.md of the shared data), one fixture each (two for the
 * 2014 export's line ends), into an empty catalog: the counts it gives, their sum equal to the rows
 * read, and a second import of the same file that changes nothing.
 */
const LAYOUT_FIXTURES: Array<[string, string, Counts]> = [
  [
    'the Georgia research panel, ZIP 30310 (rows repeated, ended stores, one store under two rows)',
    'layouts/ga-research-panel-30310.csv',
    {
      format: 'ga-research',
      rowsRead: 195,
      added: 42,
      endedAuthorizations: 106,
      earlierPeriods: 3,
      mergedDuplicates: 2,
      repeatedRows: 42,
      skipped: 0,
    },
  ],
  [
    "USDA's farmers markets, Georgia's first 30 rows (ended ones, a market's earlier periods)",
    'layouts/farmers-markets-ga.csv',
    {
      format: 'farmers-markets',
      rowsRead: 30,
      added: 13,
      endedAuthorizations: 15,
      earlierPeriods: 2,
      skipped: 0,
    },
  ],
  [
    'Historical SNAP Retailer Locator Data (periods, an ended authorization, bad ZIPs)',
    'historical-retailers-sample.csv',
    {
      format: 'historical-locator',
      rowsRead: 26,
      added: 19,
      earlierPeriods: 4,
      endedAuthorizations: 1,
      skipped: 2,
      placedByZipCentroid: 2,
    },
  ],
  [
    "the live service's CSV download (a record twice, two Record IDs at one address)",
    'layouts/retailer-service-download.csv',
    { format: 'usda-service', rowsRead: 12, added: 11, repeatedRows: 1, skipped: 0 },
  ],
  [
    "the live service's GeoJSON download",
    'layouts/retailer-service-download.geojson',
    { format: 'usda-service', rowsRead: 5, added: 5, skipped: 0 },
  ],
  [
    'the Retailer Locator export',
    'retailer-locator-sample.csv',
    { format: 'locator-export', rowsRead: 12, added: 12, skipped: 0 },
  ],
  [
    'the Retailer Locator export with incentive programs',
    'program-stores-sample.csv',
    { format: 'locator-export', rowsRead: 4, added: 4, skipped: 0 },
  ],
  [
    'SNAP Store Locations, layout a (a line twice, a store re-listed without its number)',
    'snap-store-locations-sample.csv',
    {
      format: 'store-locations',
      rowsRead: 12,
      added: 8,
      mergedDuplicates: 1,
      repeatedRows: 1,
      skipped: 2,
    },
  ],
  [
    'SNAP Store Locations, layout b as exported in 2014: BOM, CRLF, quoted, a stray header comma, a space after the last quote, an empty last line',
    'layouts/snap-store-locations-2014-crlf-bom.csv',
    { format: 'store-locations', rowsRead: 14, added: 12, repeatedRows: 2, skipped: 0 },
  ],
  [
    'SNAP Store Locations, layout b as exported in 2014, with LF line ends',
    'layouts/snap-store-locations-2014-lf.csv',
    { format: 'store-locations', rowsRead: 14, added: 12, repeatedRows: 2, skipped: 0 },
  ],
  [
    'SNAP Store Locations, layout c (with a Type column)',
    'layouts/snap-store-locations-layout-c.csv',
    { format: 'store-locations', rowsRead: 6, added: 6, skipped: 0 },
  ],
  [
    'bad coordinates and overlapping periods: each row refused with its line and reason',
    'layouts/historical-bad-coordinates-and-periods.csv',
    {
      format: 'historical-locator',
      rowsRead: 24,
      added: 16,
      earlierPeriods: 4,
      endedAuthorizations: 1,
      skipped: 3,
    },
  ],
  [
    'lines that do not fit the header, and a quote never closed',
    'layouts/historical-broken-lines.csv',
    { format: 'historical-locator', rowsRead: 4, added: 1, skipped: 3 },
  ],
];

// The larger fixtures are read twice on a shared machine.
jest.setTimeout(60_000);

describe('importing every layout: each row read is one outcome, and a second import changes nothing', () => {
  let dir: string;
  let catalog: ReturnType<typeof catalogIn>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-layouts-'));
    catalog = catalogIn(dir);
  });
  afterEach(async () => {
    await catalog.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(LAYOUT_FIXTURES)('%s', async (_name, file, counts) => {
    const { skipped, ...rest } = counts;
    const first = await catalog.importer.execute(fixture(file), { asOf: '2026-07-29' });
    expect(first).toMatchObject(rest);
    if (skipped !== undefined) expect(first.skipped).toHaveLength(skipped);
    expect(rowOutcomesTotal(first)).toBe(first.rowsRead);
    expect(first.added).toBeGreaterThan(0);
    expect(await catalog.stores.count({})).toBe(first.added);

    const before = await catalog.stores.allDocuments();
    const again = await catalog.importer.execute(fixture(file), { asOf: '2026-07-29' });
    expect(again).toMatchObject({ rowsRead: first.rowsRead, added: 0, updated: 0, closed: 0 });
    expect(again.unchanged).toBe(first.added + first.updated + first.unchanged);
    expect(rowOutcomesTotal(again)).toBe(again.rowsRead);
    expect(await catalog.stores.allDocuments()).toEqual(before);
  });
});

describe('bad input changes nothing already imported, and closes nothing', () => {
  let dir: string;
  let catalog: ReturnType<typeof catalogIn>;
  const complete: ImportOptions = { asOf: '2026-07-29', completeFor: ['GA'] };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-bad-input-'));
    catalog = catalogIn(dir);
    await catalog.importer.execute(fixture('historical-retailers-sample.csv'), {
      asOf: '2025-01-15',
    });
  });
  afterEach(async () => {
    await catalog.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const byId = async (id: string) =>
    (await catalog.stores.documentsInStates(['GA'])).find((doc) => doc._id === id);

  it('swapped or out-of-state coordinates and an overlapping period: refused by line, their stores left open; the latest period names the store', async () => {
    const [swapped, outside] = [await byId('900002'), await byId('900003')];
    const summary = await catalog.importer.execute(
      fixture('layouts/historical-bad-coordinates-and-periods.csv'),
      complete,
    );
    expect(summary.skipped).toEqual([
      {
        line: 5,
        reason:
          'an active period of Record ID 900001 that overlaps a later one (line 6): the later one is read',
      },
      { line: 8, reason: 'coordinates swapped (latitude -83.77708, longitude 31.17434)' },
      { line: 10, reason: 'coordinates outside GA (latitude 39.74, longitude -104.99)' },
    ]);
    expect(rowOutcomesTotal(summary)).toBe(summary.rowsRead);
    expect(await catalog.stores.findById('900001')).toMatchObject({
      Store_Name: 'Walgreens 7199',
    });
    // The stores behind the refused rows are as they were, open; the one store truly absent closes.
    expect(await byId('900002')).toEqual(swapped);
    expect(await byId('900003')).toEqual(outside);
    expect(summary).toMatchObject({ closed: 1, closingsHeld: 2, updated: 1 });
    expect(await byId('900019')).toMatchObject({ status: 'closed' });
    expect(summary.notes).toContain(
      '2 store(s) behind refused rows stay as they are until an admin decides.',
    );
  });

  it('lines that do not fit the header and a quote never closed: counted by line, and no store of the state closes', async () => {
    const before = await catalog.stores.allDocuments();
    const summary = await catalog.importer.execute(
      fixture('layouts/historical-broken-lines.csv'),
      complete,
    );
    expect(summary.skipped).toEqual([
      { line: 3, reason: '12 fields where the header has 15' },
      { line: 4, reason: '16 fields where the header has 15' },
      {
        line: 5,
        reason:
          'a quote opened after line 4 is never closed: the rest of the file is one broken row',
      },
    ]);
    expect(summary).toMatchObject({ rowsRead: 4, unchanged: 1, closed: 0 });
    expect(rowOutcomesTotal(summary)).toBe(summary.rowsRead);
    expect(summary.notes).toContain(
      'The stores behind line(s) 3, 4, 5 cannot be told (no record, no street and ZIP could be read): no store of GA was closed.',
    );
    const after = await catalog.stores.allDocuments();
    expect(after.map((doc) => [doc._id, doc.status])).toEqual(
      before.map((doc) => [doc._id, doc.status]),
    );
  });

  it('refuses a header that mixes layouts, with the layouts it reads', async () => {
    const file = join(dir, 'mixed.csv');
    writeFileSync(
      file,
      'Record ID,Store Name,Store Type,Street Number,Street Name,Zip Code,Address,Address Line #2,Zip5,City,State\n1,A,B,1,Main St,30303,1 Main St,,30303,Atlanta,GA\n',
    );
    await expect(catalog.importer.execute(file)).rejects.toThrow(
      /mixed\.csv is not a retailer file the importer can read: its header mixes layouts \(historical-locator: .*; store-locations: Address, Zip5, Address Line #2\)\. The importer reads: the Georgia research panel/,
    );
    expect(await catalog.stores.count({})).toBe(19);
  });
});

describe('one store per open authorization', () => {
  let dir: string;
  let catalog: ReturnType<typeof catalogIn>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-authorizations-'));
    catalog = catalogIn(dir);
  });
  afterEach(async () => {
    await catalog.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two open Record IDs at one name and address are two stores; a list without ids that has the store once relists both and closes neither', async () => {
    const service = await catalog.importer.execute(
      fixture('layouts/retailer-service-download.csv'),
      { asOf: '2026-07-01' },
    );
    expect(service).toMatchObject({ added: 11, mergedDuplicates: 0 });
    const twins = (await catalog.stores.findByZip('31510', undefined, 50)).filter(
      (store) => store.Store_Name === 'Dollar General 3117',
    );
    expect(twins.map((store) => store.id).sort()).toEqual(['1800004', '1800099']);

    // The same store once, without an id, in a list complete for Georgia.
    const relist = await catalog.importer.execute(
      fixture('layouts/snap-store-locations-two-authorizations.csv'),
      {
        asOf: '2026-07-29',
        completeFor: ['GA'],
        confirmClosings: true,
      },
    );
    expect(relist).toMatchObject({ rowsRead: 1, unchanged: 1, added: 0 });
    for (const id of ['1800004', '1800099'])
      expect(await catalog.stores.findById(id)).toMatchObject({
        status: 'active',
        listedOn: '2026-07-29',
      });
    // The other stores of the service's list are not on this one: closed, as confirmed.
    expect(relist.closed).toBe(9);
  });
});

describe('a refused row never closes its store', () => {
  let dir: string;
  let catalog: ReturnType<typeof catalogIn>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-refused-'));
    catalog = catalogIn(dir);
  });
  afterEach(async () => {
    await catalog.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a row refused for its state keeps the store at its street and ZIP open; the store truly absent closes', async () => {
    const sample = readFileSync(fixture('snap-store-locations-sample.csv'), 'utf8');
    const earlier = join(dir, 'earlier.csv');
    writeFileSync(earlier, sample.replace(',GEORGIA,', ',GA,'));
    await catalog.importer.execute(earlier, { asOf: '2025-02-01' });
    const market = (await catalog.stores.findByZip('30096', undefined, 10)).find((store) =>
      /gwinnett international/i.test(store.Store_Name),
    );
    expect(market).toBeDefined();

    // The newer copy writes its state "GEORGIA" (refused, line 12) and no longer lists Tara Food Mart.
    const newer = join(dir, 'newer.csv');
    writeFileSync(
      newer,
      sample
        .split('\n')
        .filter((line) => !line.includes('TARA FOOD MART'))
        .join('\n'),
    );
    const summary = await catalog.importer.execute(newer, {
      asOf: '2026-01-01',
      completeFor: ['GA'],
      confirmClosings: true,
    });
    expect(summary.skipped.map((skip) => skip.line)).toEqual([11, 12]);
    expect(summary).toMatchObject({ closed: 1, closingsHeld: 1 });
    expect(await catalog.stores.findById(market?.id ?? '')).toMatchObject({ status: 'active' });
    expect(await catalog.stores.findByZip('30250', undefined, 10)).toEqual([]);
  });
});
