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
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
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

  beforeEach(() => {
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
    imports = new CatalogImportsUseCases(documents, blobs, bus, importer);
  });
  afterEach(async () => {
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
      skipped: [{ line: 8, reason: 'invalid ZIP code ""' }],
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

  it('refuses members and anonymous callers', async () => {
    await expect(imports.list(10, 0, { userId: 'm', roles: ['moderator'] })).rejects.toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    await expect(imports.byId('x', {})).rejects.toMatchObject({
      error: { code: 'UNAUTHENTICATED' },
    });
  });
});
