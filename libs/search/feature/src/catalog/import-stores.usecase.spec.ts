import { SchedulerRegistry } from '@nestjs/schedule';
import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import { bundledSample } from './bundled-sample';
import { DelistingsOutbox, DelistingsPublisher } from './delistings-outbox';
import { ImportStoresUseCase, rowOutcomesTotal } from './import-stores.usecase';
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
    expect(summary.added + summary.skipped.length + summary.mergedDuplicates).toBe(open);
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

  it('closes nothing from a file not declared complete; a complete one closes the absent stores of its states since its date', async () => {
    // What the import tells other services: the stores a complete list dropped (community ends their
    // refusal marks). The bus is the runtime's; here a recorder of what is published on it.
    const published: Array<{ topic: string; payload: unknown }> = [];
    /** Every import also announces that the catalog changed (the gateway's read cache evicts). */
    const announced: unknown[] = [];
    const bus = {
      publish: async (event: { name: string }, payload: unknown) => {
        if (event.name === 'search.catalog.changed.v1') announced.push(payload);
        else published.push({ topic: event.name, payload });
      },
    } as unknown as BusClient;
    const anImport = { reason: 'import', changedAt: expect.any(String) };
    importer = new ImportStoresUseCase(stores, index, new Gazetteer(), undefined, bus);
    await importer.execute(fixture('historical-retailers-sample.csv'), { asOf: '2025-01-15' });
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

    const partial = await importer.execute(file, { asOf: '2026-03-01' });
    expect(partial).toMatchObject({ added: 0, updated: 1, closed: 0 });
    expect(partial.notes).toEqual([
      'This list was not declared complete for any state, so no store was closed.',
    ]);
    expect(await stores.findById('900002')).not.toBeNull();
    expect(published).toEqual([]);
    expect(announced).toEqual([anImport, anImport]);

    // 2 of Georgia's 19 open stores missing is more than 10 %: none closes until an admin confirms.
    const held = await importer.execute(file, { asOf: '2026-03-02', completeFor: ['GA'] });
    expect(held).toMatchObject({
      closed: 0,
      closingsHeld: 2,
      heldClosings: [{ state: 'GA', closing: 2, open: 19 }],
    });
    expect(held.notes).toEqual([
      '2 of 19 open GA stores (11 %) are not on this list, more than 10 %: none was closed, waiting for an admin (confirm the closings in the back-office, or import the list again with --confirm-closings).',
    ]);
    expect(await stores.findById('900002')).not.toBeNull();
    expect(published).toEqual([]);
    expect(announced).toEqual([anImport, anImport, anImport]);

    const complete = await importer.execute(file, {
      asOf: '2026-03-02',
      completeFor: ['GA'],
      confirmClosings: true,
      now: new Date('2026-03-03T08:00:00Z'),
    });
    expect(complete).toMatchObject({ added: 0, updated: 0, closed: 2, completeFor: ['GA'] });
    expect(published).toEqual([
      {
        topic: 'search.catalog.stores-delisted.v1',
        payload: {
          storeIds: expect.arrayContaining(['900002', '900003']),
          delistedOn: '2026-03-02',
          closedAt: '2026-03-03T08:00:00.000Z',
        },
      },
    ]);
    expect(await stores.findById('900002')).toBeNull();
    expect(
      (await stores.documentsInStates(['GA'])).find((doc) => doc._id === '900002'),
    ).toMatchObject({ status: 'closed', delistedOn: '2026-03-02', listedOn: '2025-01-15' });
    expect(await stores.findById('900001')).toMatchObject({
      Store_Name: 'Renamed Market',
      averageRating: 4.5,
      reviewCount: 2,
      listedOn: '2026-03-02',
    });
    expect(
      (await index.text({ text: 'renamed', minScore: 0.2, limit: 5 })).map((h) => h.store.id),
    ).toEqual(['900001']);

    // The store comes back on a later list: open again under its id, with its reviews.
    await stores.updateFields('900002', { averageRating: 3, reviewCount: 1 });
    const back = await importer.execute(fixture('historical-retailers-sample.csv'), {
      asOf: '2026-04-01',
      completeFor: ['GA'],
    });
    expect(back.reopened).toBe(2);
    // Each row one outcome: the two rows that reopen their stores are not "updated" as well.
    expect(rowOutcomesTotal(back)).toBe(back.rowsRead);
    expect(await stores.findById('900002')).toMatchObject({
      status: 'active',
      delistedOn: null,
      listedOn: '2026-04-01',
      averageRating: 3,
    });
    // An older list changes nothing the newer one set.
    const older = await importer.execute(file, { asOf: '2024-01-01', completeFor: ['GA'] });
    expect(older).toMatchObject({ added: 0, updated: 0, closed: 0 });
    expect(older.olderThanCatalog).toBeGreaterThan(0);
    expect(await stores.findById('900002')).not.toBeNull();
  });

  it("a command-line import's closings (no bus) reach community once the search service runs", async () => {
    const recordingBus = (
      published: Array<{ topic: string; payload: unknown; eventId?: string }>,
    ) =>
      ({
        publish: async (
          event: { name: string },
          payload: unknown,
          options?: { eventId?: string },
        ) => {
          published.push({ topic: event.name, payload, eventId: options?.eventId });
        },
      }) as unknown as BusClient;
    // The command-line importer (tools/importer, the search image's import.js): no bus.
    await importer.execute(fixture('historical-retailers-sample.csv'), { asOf: '2025-01-15' });
    const file = join(dir, 'without-900002.csv');
    writeFileSync(
      file,
      readFileSync(fixture('historical-retailers-sample.csv'), 'utf8')
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('900002,'))
        .join('\n'),
    );
    const complete = await importer.execute(file, {
      asOf: '2026-03-02',
      completeFor: ['GA'],
      now: new Date('2026-03-03T08:00:00Z'),
    });
    expect(complete.closed).toBe(1);
    const outbox = new DelistingsOutbox(documents);
    expect(await outbox.count()).toBe(1);

    // The search service, started later on the same catalog, publishes what the import owes.
    const published: Array<{ topic: string; payload: unknown; eventId?: string }> = [];
    await new DelistingsPublisher(
      outbox,
      new SchedulerRegistry(),
      recordingBus(published),
    ).publishOwed();
    expect(published).toEqual([
      {
        topic: 'search.catalog.stores-delisted.v1',
        payload: {
          storeIds: ['900002'],
          delistedOn: '2026-03-02',
          closedAt: '2026-03-03T08:00:00.000Z',
        },
        eventId: expect.any(String),
      },
    ]);
    expect(await outbox.count()).toBe(0);
    await new DelistingsPublisher(
      outbox,
      new SchedulerRegistry(),
      recordingBus(published),
    ).publishOwed();
    expect(published).toHaveLength(1);
  });

  it("the bundled sample: Georgia as USDA listed it in July 2026, with the 2020 panel's types where the same store matches", async () => {
    for (const list of bundledSample()) await importer.execute(list.file, list);
    // On the 2026 list, not in the 2020 panel: found, typed 'Other'.
    const [baxleyMeats] = (await stores.findByZip('31513', undefined, 200)).filter(
      (s) => s.Store_Name === 'Baxley Meats',
    );
    expect(baxleyMeats).toMatchObject({
      Store_Type: 'Other',
      listedOn: '2026-07-29',
    });
    // On both: the panel's id and type stay, the date is the 2026 list's.
    expect(await stores.findById('st_171435')).toMatchObject({
      Store_Name: 'Family Dollar 351',
      Store_Type: 'Grocery Store',
      listedOn: '2026-07-29',
    });
    // Only in the 2020 panel: closed since the July 2026 list, never shown as open.
    const gone = (await stores.documentsInStates(['GA'])).filter((d) => d.status === 'closed');
    expect(gone.length).toBeGreaterThan(3_000);
    expect(gone.every((d) => d.delistedOn === '2026-07-29')).toBe(true);
    expect(await stores.findById(gone[0]._id)).toBeNull();
    expect(await stores.count({ State: 'GA', status: 'active' })).toBe(9_312);
    // The list has no type column: a Publix no earlier source typed is a supermarket by its name.
    const publix = (await stores.documentsInStates(['GA'])).filter(
      (d) => d.status === 'active' && /^publix/i.test(d.Store_Name),
    );
    expect(publix.length).toBeGreaterThan(30);
    expect(publix.filter((d) => d.Store_Type === 'Other')).toEqual([]);
    // A farmers market elsewhere keeps the date of the national markets list.
    expect(await stores.findById('1096559')).toMatchObject({ listedOn: '2022-12-28' });

    // The same current list again changes nothing.
    const again = await importer.execute(sample('snap-retailers-ga-2026-07.csv'), {
      asOf: '2026-07-29',
      completeFor: ['GA'],
    });
    expect(again).toMatchObject({ added: 0, updated: 0, closed: 0, unchanged: 9_312 });
  }, 300_000);

  it("an admin's close, reopen or edit stands through later imports", async () => {
    await importer.execute(fixture('historical-retailers-sample.csv'), { asOf: '2025-01-15' });
    await stores.updateFields('900001', {
      status: 'closed',
      adminOverride: { status: 'closed', by: 'admin-1', at: '2025-02-01T00:00:00.000Z' },
    });
    await stores.updateFields('900006', {
      Store_Name: 'Fixed By Admin',
      adminOverride: { fields: ['Store_Name'], by: 'admin-1', at: '2025-02-01T00:00:00.000Z' },
    });
    const file = join(dir, 'without-900007.csv');
    writeFileSync(
      file,
      readFileSync(fixture('historical-retailers-sample.csv'), 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('900007,'))
        .join('\n'),
    );
    await stores.updateFields('900007', {
      adminOverride: { status: 'active', by: 'admin-1', at: '2025-02-01T00:00:00.000Z' },
    });
    const summary = await importer.execute(file, { asOf: '2026-01-01', completeFor: ['GA'] });
    // Two rows whose store an admin closed or edited; one store absent from the list an admin keeps open.
    expect(summary).toMatchObject({ keptByAdmin: 2, keptOpenByAdmin: 1, closed: 0 });
    expect(rowOutcomesTotal(summary)).toBe(summary.rowsRead);
    expect(await stores.findById('900001')).toBeNull();
    expect(await stores.findById('900006')).toMatchObject({ Store_Name: 'Fixed By Admin' });
    expect(await stores.findById('900007')).toMatchObject({ status: 'active' });
  });

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

  it("reads the older national SNAP Store Locations export (layout a): ids from name, street and ZIP, a chain's type or 'Other'", async () => {
    const summary = await importer.execute(fixture('snap-store-locations-sample.csv'));
    expect(summary).toMatchObject({
      format: 'store-locations',
      rowsRead: 12,
      placedByZipCentroid: 1,
      unknownStoreTypes: [],
    });
    expect(summary.skipped).toEqual([
      { line: 12, reason: 'invalid state "GEORGIA" (not a state code USDA uses)' },
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
      Store_Type: 'Other',
      usdaStoreType: '',
    });
    expect(produce?.id).toMatch(/^ssl-[0-9a-f]{16}$/);
    // No type column: a well-known chain's name gives its type.
    const kroger = (await stores.findByZip('30307', undefined, 10))[0];
    expect(kroger).toMatchObject({
      Store_Type: 'Supermarket',
      Latitude: 33.75837,
      Longitude: -84.34816,
      approximateLocation: false,
    });
    expect((await stores.findByZip('30250', undefined, 10))[0]).toMatchObject({
      approximateLocation: true,
    });
    expect((await stores.findByZip('02109', undefined, 10))[0]).toMatchObject({ State: 'MA' });

    // Another copy of the same file: the ids hold, nothing is added twice.
    const again = await importer.execute(fixture('snap-store-locations-sample.csv'));
    expect(again).toMatchObject({ added: 0, updated: 0, closed: 0, unchanged: 8 });
  });

  it('reads layouts b and c of SNAP Store Locations (stray header comma, trailing spaces) and types an .Other. store from a later typed list', async () => {
    const real = readFileSync(sample('snap-retailers-ga-2026-07.csv'), 'utf8').split('\n');
    const layoutB = join(dir, 'layout-b.csv');
    // Header ending with a stray comma; every line ending with a space.
    writeFileSync(
      layoutB,
      [`${real[0]},`, ...real.slice(1, 6)].map((line) => `${line} `).join('\n'),
    );
    const b = await importer.execute(layoutB, { asOf: '2026-07-29' });
    expect(b).toMatchObject({ format: 'store-locations', rowsRead: 5, added: 5, skipped: [] });
    const first = (await stores.findByZip('31513', undefined, 10)).find(
      (s) => s.Store_Name === 'Baxley Meats',
    );
    expect(first).toMatchObject({ Zip4: '0133', County: 'Appling', Store_Type: 'Other' });

    const layoutC = join(dir, 'layout-c.csv');
    writeFileSync(
      layoutC,
      [
        'Object-ID,Store_Name,Longitude,Latitude,Address,Address Line #2,City,State,Zip5,Zip4,County,Type',
        ...real.slice(1, 3).map((line, i) => `${i + 1},${line},Convenience Store`),
      ].join('\n'),
    );
    const c = await importer.execute(layoutC, { asOf: '2026-07-30' });
    expect(c).toMatchObject({ format: 'store-locations', added: 0, updated: 2 });
    expect((await stores.findById(first?.id ?? ''))?.Store_Type).toBe('Convenience Store');
    // A second import of the same file changes nothing.
    expect(await importer.execute(layoutC, { asOf: '2026-07-30' })).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it("reads the live service's CSV (USDA's 'Additonal_Address') and GeoJSON downloads", async () => {
    const csv = join(dir, 'service.csv');
    writeFileSync(
      csv,
      [
        'Record_ID,Store_Name,Store_Street_Address,Additonal_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId,X,Y',
        '1700001,BAXLEY FOOD MART,105 E Parker St,SUITE 2,Baxley,GA,31513,0133,APPLING,Convenience Store,31.778099,-82.346764,Double Up Food Bucks,Wholesome Wave Georgia,1,-82.346764,31.778099',
        '1700002,CHARLOTTE AMALIE MARKET,12 Main St,,St Thomas,VI,802,,ST THOMAS,Grocery Store,18.3419,-64.9307,,,2,-64.9307,18.3419',
      ].join('\n'),
    );
    const fromCsv = await importer.execute(csv, { asOf: '2026-07-03' });
    expect(fromCsv).toMatchObject({ format: 'usda-service', added: 2, skipped: [] });
    expect(await stores.findById('1700001')).toMatchObject({
      Additional_Address: 'Suite 2',
      Incentive_Program: 'Double Up Food Bucks',
      Grantee_Name: 'Wholesome Wave Georgia',
    });
    expect(await stores.findById('1700002')).toMatchObject({ State: 'VI', Zip_Code: '00802' });

    const geojson = join(dir, 'service.geojson');
    writeFileSync(
      geojson,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-84.39201, 33.7533] },
            properties: {
              Record_ID: 1700003,
              Store_Name: 'CVS PHARMACY 4592\u00ff',
              Store_Street_Address: '12 BROAD ST SW',
              Additonal_Address: null,
              City: 'ATLANTA',
              State: 'GA',
              Zip_Code: 30303,
              Store_Type: 'Convenience Store',
            },
          },
        ],
      }),
    );
    const fromGeoJson = await importer.execute(geojson, { asOf: '2026-07-03' });
    expect(fromGeoJson).toMatchObject({ format: 'usda-service', added: 1, skipped: [] });
    expect(await stores.findById('1700003')).toMatchObject({
      Store_Name: 'CVS Pharmacy 4592',
      Latitude: 33.7533,
      Longitude: -84.39201,
    });
  });

  it('refuses an empty, binary or unknown file with the layouts it reads, and changes nothing', async () => {
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, '');
    await expect(importer.execute(empty)).rejects.toThrow(
      'empty.csv is not a retailer file the importer can read: the file is empty',
    );
    const binary = join(dir, 'stores.xlsx');
    writeFileSync(binary, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    await expect(importer.execute(binary)).rejects.toThrow(
      'stores.xlsx is not a retailer file the importer can read: the file is not text',
    );
    await expect(
      importer.execute(sample('snap-retailers-ga-2026-07.csv'), { asOf: '29/07/2026' }),
    ).rejects.toThrow('--as-of must be a date written YYYY-MM-DD');
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'name,email\nAna,ana@example.org\n');
    await expect(importer.execute(file)).rejects.toThrow(
      'people.csv is not a retailer file the importer can read: unrecognized header (name, email). The importer reads: the Georgia research panel',
    );
    await expect(importer.execute(join(dir, 'missing.csv'))).rejects.toThrow(
      'missing.csv is not a retailer file the importer can read: the file does not exist',
    );
    expect(await stores.count({})).toBe(0);
  });
});
