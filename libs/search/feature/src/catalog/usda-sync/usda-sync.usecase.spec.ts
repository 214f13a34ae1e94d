import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../../geocoding/gazetteer';
import { ReplayingUsdaServer } from '../../testing/replaying-usda-server';
import { ImportStoresUseCase, rowOutcomesTotal } from '../import-stores.usecase';
import { StoresRepository } from '../stores.repository';
import { HttpUsdaRetailerService } from '../usda-service/http-usda-retailer-service';
import { USDA_SYNC_LOCK, UsdaSyncRunningError, UsdaSyncUseCase } from './usda-sync.usecase';

/** Syncs against the replaying server (fixtures built from Georgia's July 2026 list, in the service's
 * format), on the embedded adapters; pages of 50 so the fixtures span several. */
describe('refreshing the catalog from USDA’s live retailer service', () => {
  let dir: string;
  let server: ReplayingUsdaServer;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  let cache: MemoryCache;
  let sync: UsdaSyncUseCase;
  const pageSize = 50;
  const pagesAsked = () =>
    server.seen('page').map((request) => Number(request.params['resultOffset']));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-usda-sync-'));
    server = await ReplayingUsdaServer.start();
    documents = new EmbeddedDocumentStore(join(dir, 'documents'));
    stores = new StoresRepository(documents);
    cache = new MemoryCache();
    const importer = new ImportStoresUseCase(stores, new EmbeddedStoreIndex(), new Gazetteer());
    sync = new UsdaSyncUseCase(
      new HttpUsdaRetailerService({ url: server.layerUrl, backoffMs: 1 }),
      importer,
      new FilesystemBlobStore(join(dir, 'blobs')),
      cache,
      documents,
    );
  });

  afterEach(async () => {
    await server.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads every page of a state and imports it as that state’s complete list, dated as of USDA’s last edit', async () => {
    const progress: Array<[number, number]> = [];
    const summary = await sync.run(
      { states: ['GA'] },
      { pageSize, onFetched: (fetched, total) => progress.push([fetched, total]) },
    );
    expect(summary).toMatchObject({
      complete: true,
      format: 'usda-service',
      completeFor: ['GA'],
      resumed: false,
      closed: 0,
    });
    expect(summary.total).toBeGreaterThan(pageSize * 3);
    expect(summary.fetched).toBe(summary.total);
    expect(summary.added).toBeGreaterThan(200);
    expect(progress.at(-1)).toEqual([summary.total, summary.total]);
    expect(pagesAsked()).toEqual(
      Array.from({ length: Math.ceil(summary.total / pageSize) }, (_, i) => i * pageSize),
    );
    expect(await stores.count({ State: 'AL' })).toBe(0);
    const [first] = await stores.documentsInStates(['GA']);
    expect(first.listedOn).toBe(summary.asOf);
    expect(await sync.lastCompleted({ states: ['GA'] })).not.toBeNull();
    expect(await cache.get(USDA_SYNC_LOCK)).toBeUndefined();

    // The next edition lacks a store: a complete read closes it, since that edition's date.
    const [gone] = await stores.documentsInStates(['GA']);
    expect(
      server.removeFeatures((attributes) => String(attributes['Record_ID']) === gone.Record_ID),
    ).toBe(1);
    server.changeLastEditDate();
    const next = await sync.run({ states: ['GA'] }, { pageSize });
    expect(next).toMatchObject({ complete: true, added: 0, closed: 1 });
    expect(await stores.findById(gone._id)).toBeNull();
  });

  it('accounts for every feature read, in a sync and in a second sync of the same edition that changes nothing', async () => {
    const summary = await sync.run({ states: 'all' }, { pageSize });
    expect(summary.complete).toBe(true);
    // The fixtures hold a record answered twice and a store under a second Record_ID (two stores).
    expect(summary.rowsRead).toBe(summary.total);
    expect(summary.repeatedRows).toBe(1);
    expect(summary.mergedDuplicates).toBe(0);
    expect(rowOutcomesTotal(summary)).toBe(summary.rowsRead);
    expect(summary.added).toBe(summary.total - 1 - summary.skipped.length);

    const before = await stores.allDocuments();
    server.reset();
    const again = await sync.run({ states: 'all' }, { pageSize });
    expect(again).toMatchObject({ complete: true, added: 0, updated: 0, closed: 0 });
    expect(again.unchanged).toBe(summary.added);
    expect(rowOutcomesTotal(again)).toBe(again.rowsRead);
    expect(await stores.allDocuments()).toEqual(before);
  });

  it('a feature the service answers unreadably is counted, and no store closes while its store is unknown', async () => {
    await sync.run({ states: ['GA'] }, { pageSize });
    const [gone] = await stores.documentsInStates(['GA']);
    server.removeFeatures((attributes) => String(attributes['Record_ID']) === gone.Record_ID);
    server.changeLastEditDate();
    server.reset();
    server.fail('unreadable-features', { offset: pageSize });
    const summary = await sync.run({ states: ['GA'] }, { pageSize });
    // The store USDA dropped and the two behind the unreadable features all stay open.
    expect(summary).toMatchObject({ complete: true, closed: 0, closingsHeld: 3 });
    expect(summary.skipped.map((skip) => skip.line)).toEqual([pageSize + 1, pageSize + 2]);
    expect(rowOutcomesTotal(summary)).toBe(summary.rowsRead);
    expect(summary.rowsRead).toBe(summary.total);
    expect(await stores.findById(gone._id)).not.toBeNull();
  });

  it('stops part-way when the service fails three times, closes nothing, says so, and resumes from that page', async () => {
    await sync.run({ states: ['GA'] }, { pageSize });
    server.changeLastEditDate();
    const [gone] = await stores.documentsInStates(['GA']);
    expect(
      server.removeFeatures((attributes) => String(attributes['Record_ID']) === gone.Record_ID),
    ).toBe(1);
    server.reset();
    server.fail('http-500', { times: 3, offset: 2 * pageSize });

    const stopped = await sync.run({ states: ['GA'] }, { pageSize });
    expect(stopped).toMatchObject({ complete: false, closed: 0, completeFor: [], fetched: 100 });
    expect(stopped.notes[0]).toMatch(
      /^The refresh stopped after 100 of \d+ stores \(USDA's retailer service answered HTTP 500 three times.*\)\. Nothing was closed; the next refresh resumes where this one stopped/,
    );
    expect(await stores.findById(gone._id)).not.toBeNull();

    server.reset();
    const resumed = await sync.run({ states: ['GA'] }, { pageSize });
    expect(resumed).toMatchObject({ complete: true, resumed: true, closed: 1 });
    expect(pagesAsked()[0]).toBe(2 * pageSize);
    expect(await stores.findById(gone._id)).toBeNull();
  });

  it('starts over when USDA published a new edition since the sync stopped', async () => {
    server.fail('http-500', { times: 3, offset: pageSize });
    expect((await sync.run({ states: ['GA'] }, { pageSize })).complete).toBe(false);
    server.changeLastEditDate();
    server.reset();
    const again = await sync.run({ states: ['GA'] }, { pageSize });
    expect(again).toMatchObject({ complete: true, resumed: false });
    expect(pagesAsked()[0]).toBe(0);
  });

  it('runs one sync at a time across replicas, and refuses a state USDA does not use', async () => {
    await cache.acquireLease(USDA_SYNC_LOCK, 'another replica', 60_000);
    await expect(sync.run({ states: ['GA'] })).rejects.toBeInstanceOf(UsdaSyncRunningError);
    await cache.releaseLease(USDA_SYNC_LOCK, 'another replica');
    await expect(sync.run({ states: ['ZZ'] })).rejects.toThrow('USDA lists no stores under "ZZ"');
    expect(server.seen('page')).toEqual([]);
  });

  it('stops before its next page once another replica has taken its lease over, and the next holder resumes it', async () => {
    // Only the lease's renewal timer is faked: time passing (past a renewal) is the subject, while
    // the replaying server and the documents answer on the real clock.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      let pages = 0;
      const stalled = sync.run(
        { states: ['GA'] },
        {
          pageSize,
          onFetched: () => {
            if (++pages > 1) return;
            // This replica stalled past its lease's expiry: another took the lease over meanwhile.
            void cache.delete(USDA_SYNC_LOCK);
            void cache.acquireLease(USDA_SYNC_LOCK, 'another replica', 60_000);
            jest.advanceTimersByTime(2 * 60_000);
          },
        },
      );
      await expect(stalled).rejects.toThrow('the lease catalog:usda-sync-lock was lost');
      expect(pagesAsked().length).toBeLessThanOrEqual(2);
      expect(await stores.count({ State: 'GA' })).toBe(0);
      // The lease stays with the replica that took it over; once it is done, the sync resumes.
      expect(await cache.renewLease(USDA_SYNC_LOCK, 'another replica', 60_000)).toBe(true);
      await cache.releaseLease(USDA_SYNC_LOCK, 'another replica');
    } finally {
      jest.useRealTimers();
    }
    const resumed = await sync.run({ states: ['GA'] }, { pageSize });
    expect(resumed).toMatchObject({ complete: true, resumed: true });
  });

  it('reads the territories and the District: Virgin Islands ZIPs keep their leading zeros', async () => {
    const summary = await sync.run({ states: ['VI', 'DC', 'PR', 'GU'] }, { pageSize });
    expect(summary).toMatchObject({ complete: true, completeFor: ['DC', 'GU', 'PR', 'VI'] });
    const islands = await stores.documentsInStates(['VI']);
    expect(islands.length).toBeGreaterThan(0);
    expect(islands.every((store) => store.Zip_Code.startsWith('008'))).toBe(true);
  });
});
