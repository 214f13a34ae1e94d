import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AuditEvents,
  CATALOG_UPLOADS_BUCKET,
  CatalogAdminEvents,
  type EventDefinition,
} from '@snap/contracts';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import type { BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { MemoryCache } from '@snap/platform-cache';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { HttpUsdaRetailerService } from '../catalog/usda-service/http-usda-retailer-service';
import { UsdaSyncUseCase } from '../catalog/usda-sync/usda-sync.usecase';
import { Gazetteer } from '../geocoding/gazetteer';
import { ReplayingUsdaServer } from '../testing/replaying-usda-server';
import { CATALOG_ADMIN_MESSAGES, CatalogImportsUseCases } from './catalog-imports.usecases';

const FIXTURE = readFileSync(
  join(__dirname, '../../../../../apps/web-e2e/fixtures/snap-retailers-ga-2020-cut.csv'),
);
const admin = { userId: 'admin-1', roles: ['admin'] };

/** Back-office imports on the embedded adapters; the bus only records what the use case publishes. */
describe('catalog imports from the back-office', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let blobs: FilesystemBlobStore;
  let published: Array<{ name: string; payload: any }>;
  let imports: CatalogImportsUseCases;
  let usda: ReplayingUsdaServer;

  beforeEach(async () => {
    usda = await ReplayingUsdaServer.start();
    dir = mkdtempSync(join(tmpdir(), 'snap-catalog-imports-'));
    documents = new EmbeddedDocumentStore(join(dir, 'documents'));
    blobs = new FilesystemBlobStore(join(dir, 'blobs'));
    published = [];
    const bus = {
      request: () => Promise.reject(new Error('no requests expected')),
      publish: async (definition: EventDefinition<object>, payload: object) => {
        published.push({ name: definition.name, payload });
      },
    } as unknown as BusClient;
    const importer = new ImportStoresUseCase(
      new StoresRepository(documents),
      new EmbeddedStoreIndex(),
      new Gazetteer(),
    );
    const sync = new UsdaSyncUseCase(
      new HttpUsdaRetailerService({ url: usda.layerUrl, backoffMs: 1 }),
      importer,
      blobs,
      new MemoryCache(),
      documents,
    );
    imports = new CatalogImportsUseCases(
      documents,
      blobs,
      bus,
      importer,
      sync,
      new CatalogCoverageRepository(documents),
    );
  });
  afterEach(async () => {
    await usda.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the upload in the background, one at a time, and ends with the summary and an audit entry', async () => {
    await blobs.put(CATALOG_UPLOADS_BUCKET, 'a.csv', FIXTURE, { contentType: 'text/csv' });
    await blobs.put(CATALOG_UPLOADS_BUCKET, 'b.csv', FIXTURE, { contentType: 'text/csv' });
    const started = await imports.start({ uploadKey: 'a.csv', fileName: 'ga-cut.csv' }, admin);
    expect(started).toMatchObject({ status: 'running', fileName: 'ga-cut.csv', rowsRead: 0 });
    await expect(
      imports.start({ uploadKey: 'b.csv', fileName: 'again.csv' }, admin),
    ).rejects.toMatchObject({
      error: { code: 'CONFLICT', message: CATALOG_ADMIN_MESSAGES.importRunning },
    });
    await imports.settled();
    expect(await imports.byId(started.id, admin)).toMatchObject({
      status: 'completed',
      format: 'ga-research',
      rowsRead: 7,
      added: 6,
      skippedCount: 1,
      skipped: [{ line: 8, reason: 'missing ZIP code' }],
    });
    const progress = published.filter((e) => e.name === CatalogAdminEvents.importProgress.name);
    expect(progress.at(-1)?.payload).toMatchObject({
      importId: started.id,
      status: 'completed',
      rowsRead: 7,
      added: 6,
      skippedCount: 1,
    });
    expect(published.find((e) => e.name === AuditEvents.recorded.name)?.payload).toMatchObject({
      action: 'catalog.imported',
      actorId: 'admin-1',
      targetId: started.id,
    });
    // The uploaded copy is removed once imported; the refused second upload too.
    expect(await blobs.stat(CATALOG_UPLOADS_BUCKET, 'a.csv')).toBeNull();
    expect(await blobs.stat(CATALOG_UPLOADS_BUCKET, 'b.csv')).toBeNull();
  }, 60_000);

  it('marks a run cut short by a restart as failed, so the next import may start', async () => {
    await blobs.put(CATALOG_UPLOADS_BUCKET, 'a.csv', FIXTURE, { contentType: 'text/csv' });
    const started = await imports.start({ uploadKey: 'a.csv', fileName: 'ga-cut.csv' }, admin);
    await imports.settled();
    // What a crash leaves behind: the record still says running.
    await (documents.collection('catalog_imports', {} as never) as any).updateOne(
      { _id: started.id },
      { $set: { status: 'running' } },
    );
    await imports.onApplicationBootstrap();
    expect(await imports.byId(started.id, admin)).toMatchObject({
      status: 'failed',
      error: CATALOG_ADMIN_MESSAGES.interrupted,
    });
  }, 60_000);

  it('ignores progress delivered twice, late or replayed after the run ended', async () => {
    await blobs.put(CATALOG_UPLOADS_BUCKET, 'a.csv', FIXTURE, { contentType: 'text/csv' });
    const started = await imports.start({ uploadKey: 'a.csv', fileName: 'ga-cut.csv' }, admin);
    await imports.settled();
    const finished = await imports.byId(started.id, admin);
    // Every progress event of the run again, as a replay of the topic would deliver them.
    const progress = published.filter((e) => e.name === CatalogAdminEvents.importProgress.name);
    expect(progress.length).toBeGreaterThan(0);
    for (const { payload } of [...progress, ...progress]) await imports.progressed(payload);
    expect(await imports.byId(started.id, admin)).toEqual(finished);
  }, 60_000);

  it('takes a file’s date and the states it is complete for, and refuses a code USDA does not use', async () => {
    await blobs.put(CATALOG_UPLOADS_BUCKET, 'a.csv', FIXTURE, { contentType: 'text/csv' });
    await expect(
      imports.start({ uploadKey: 'a.csv', fileName: 'ga.csv', completeFor: ['ZZ'] }, admin),
    ).rejects.toMatchObject({
      error: { code: 'BAD_USER_INPUT', message: expect.stringContaining('ZZ is not a state code') },
    });
    const started = await imports.start(
      { uploadKey: 'a.csv', fileName: 'ga.csv', asOf: '2020-06-30', completeFor: ['ga'] },
      admin,
    );
    await imports.settled();
    expect(await imports.byId(started.id, admin)).toMatchObject({
      status: 'completed',
      kind: 'file',
      asOf: '2020-06-30',
      completeFor: ['GA'],
    });
    expect((await imports.sources(admin, null)).covered).toEqual([
      { state: 'GA', asOf: '2020-06-30', stores: 6 },
    ]);
  }, 60_000);

  it('refreshes from USDA now: progress by events, the summary in the history, the source’s last refresh', async () => {
    const started = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    expect(started).toMatchObject({
      kind: 'usda-service',
      status: 'running',
      fileName: 'USDA retailer service (GA)',
    });
    await imports.settled();
    const finished = await imports.byId(started.id, admin);
    expect(finished).toMatchObject({ status: 'completed', completeFor: ['GA'], notes: [] });
    expect(finished?.added).toBeGreaterThan(200);
    expect(finished?.fetched).toBe(finished?.total);
    const progress = published.filter((e) => e.name === CatalogAdminEvents.importProgress.name);
    expect(progress[0].payload).toMatchObject({ importId: started.id, status: 'running' });
    const { sources } = await imports.sources(admin, null);
    expect(sources).toEqual([
      expect.objectContaining({ source: 'usda-service', complete: true, added: finished?.added }),
    ]);

    // A service that keeps failing: the refresh ends, says it stopped part-way, and closed nothing.
    usda.fail('http-500', { times: 30, kind: 'page' });
    const failing = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    await imports.settled();
    const stopped = await imports.byId(failing.id, admin);
    expect(stopped).toMatchObject({ status: 'completed', closed: 0, completeFor: [] });
    expect(stopped?.notes[0]).toContain('Nothing was closed');

    // Not even the layer answers: the refresh fails in words and changes nothing.
    usda.reset();
    usda.fail('http-500', { times: 30 });
    const down = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    await imports.settled();
    expect(await imports.byId(down.id, admin)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining(
        "The refresh from USDA failed, and nothing was changed: USDA's retailer service answered HTTP 500 three times",
      ),
    });
  }, 60_000);

  /** A refresh of Georgia, then USDA drops every fifth Georgia store (more than 10 %): the next refresh
   * holds their closings for an admin. */
  async function heldRefresh() {
    const first = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    await imports.settled();
    const open = (await imports.byId(first.id, admin))?.added ?? 0;
    let seen = 0;
    const dropped = usda.removeFeatures(
      (attributes) => attributes['State'] === 'GA' && seen++ % 5 === 0,
    );
    const held = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    await imports.settled();
    const record = await imports.byId(held.id, admin);
    if (!record) throw new Error('the held refresh is not in the history');
    return { open, dropped, held: record };
  }
  const audited = (action: string) =>
    published.filter((e) => e.name === AuditEvents.recorded.name && e.payload.action === action);

  it('holds a refresh that would close over 10 % of a state, shows it waiting, and closes them once an admin confirms', async () => {
    const { open, dropped, held } = await heldRefresh();
    // The stores USDA dropped (a feature the fixtures list twice is one store).
    const closing = held.heldClosings[0]?.closing ?? 0;
    expect(closing).toBeGreaterThan(open / 10);
    expect(closing).toBeLessThanOrEqual(dropped);
    expect(held).toMatchObject({
      status: 'completed',
      closed: 0,
      closingsHeld: closing,
      heldClosings: [{ state: 'GA', closing, open }],
      closingsConfirmedAt: null,
    });
    expect(held.notes.join(' ')).toContain('confirm the closings in the back-office');
    // The row outcomes are in the record, not only in its notes: they add up to the rows read.
    const outcomes =
      held.added +
      held.updated +
      held.reopened +
      held.unchanged +
      held.keptByAdmin +
      held.olderThanCatalog +
      held.endedAuthorizations +
      held.earlierPeriods +
      held.mergedDuplicates +
      held.repeatedRows +
      held.skippedCount;
    expect(outcomes).toBe(held.rowsRead);
    expect(audited('catalog.imported').at(-1)?.payload.summary).toContain(
      'closings held for an admin in GA',
    );
    const waiting = await imports.sources(admin, null);
    expect(waiting.pendingClosings).toEqual([
      expect.objectContaining({ importId: held.id, state: 'GA', closing, open }),
    ]);

    // A moderator or a member is refused by the server, and nothing changes.
    for (const roles of [['moderator'], ['member'], []])
      await expect(
        imports.confirmUsdaClosings({ importId: held.id }, { userId: 'u', roles }),
      ).rejects.toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await imports.sources(admin, null)).pendingClosings).toHaveLength(1);
    expect(audited('catalog.closings-confirmed')).toEqual([]);

    const confirming = await imports.confirmUsdaClosings({ importId: held.id }, admin);
    expect(confirming).toMatchObject({
      kind: 'usda-service',
      status: 'running',
      confirms: held.id,
      fileName: 'USDA retailer service (GA)',
    });
    await imports.settled();
    expect(await imports.byId(confirming.id, admin)).toMatchObject({
      status: 'completed',
      closed: closing,
      closingsHeld: 0,
      heldClosings: [],
      confirms: held.id,
    });
    expect(await imports.byId(held.id, admin)).toMatchObject({
      closingsConfirmedBy: 'admin-1',
      confirmedIn: confirming.id,
      closingsConfirmedAt: expect.any(String),
    });
    expect((await imports.sources(admin, null)).pendingClosings).toEqual([]);
    expect(audited('catalog.closings-confirmed')).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          actorId: 'admin-1',
          targetId: held.id,
          summary: `Confirmed the closings USDA retailer service (GA) held: ${closing} of ${open} open GA stores (${Math.round((100 * closing) / open)} %)`,
          after: { confirmedIn: confirming.id, states: ['GA'] },
        }),
      }),
    ]);

    // Once is enough.
    await expect(imports.confirmUsdaClosings({ importId: held.id }, admin)).rejects.toMatchObject({
      error: { code: 'CONFLICT', message: CATALOG_ADMIN_MESSAGES.closingsConfirmed },
    });
  }, 60_000);

  it('refuses to confirm closings USDA or a later refresh has overtaken, and what holds none', async () => {
    const { held } = await heldRefresh();
    // USDA published another edition: the admin has not seen what it would close.
    usda.changeLastEditDate();
    await expect(imports.confirmUsdaClosings({ importId: held.id }, admin)).rejects.toMatchObject({
      error: { code: 'CONFLICT', message: CATALOG_ADMIN_MESSAGES.editionChanged },
    });
    expect(await imports.byId(held.id, admin)).toMatchObject({ closingsConfirmedAt: null });

    // A later refresh of Georgia reads that edition and holds its own closings: the older hold is
    // superseded, only the newer one waits.
    const later = await imports.refreshFromUsda({ states: ['GA'] }, admin);
    await imports.settled();
    await expect(imports.confirmUsdaClosings({ importId: held.id }, admin)).rejects.toMatchObject({
      error: { code: 'CONFLICT', message: CATALOG_ADMIN_MESSAGES.closingsSuperseded },
    });
    expect((await imports.sources(admin, null)).pendingClosings).toEqual([
      expect.objectContaining({ importId: later.id, state: 'GA' }),
    ]);

    // A refresh that held nothing, and an id the history does not have.
    const first = (await imports.list(10, 0, admin)).items.at(-1);
    expect(first?.heldClosings).toEqual([]);
    await expect(
      imports.confirmUsdaClosings({ importId: first?.id ?? '' }, admin),
    ).rejects.toMatchObject({
      error: { code: 'BAD_USER_INPUT', message: CATALOG_ADMIN_MESSAGES.noHeldClosings },
    });
    await expect(imports.confirmUsdaClosings({ importId: 'nope' }, admin)).rejects.toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(audited('catalog.closings-confirmed')).toEqual([]);
  }, 60_000);

  it('refuses members and anonymous callers', async () => {
    await expect(
      imports.refreshFromUsda({}, { userId: 'm', roles: ['moderator'] }),
    ).rejects.toMatchObject({ error: { code: 'FORBIDDEN' } });
    await expect(imports.list(10, 0, { userId: 'm', roles: ['moderator'] })).rejects.toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    await expect(imports.byId('x', {})).rejects.toMatchObject({
      error: { code: 'UNAUTHENTICATED' },
    });
  });
});
