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
