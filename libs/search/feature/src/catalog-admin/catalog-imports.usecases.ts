import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  AuditEvents,
  CATALOG_UPLOADS_BUCKET,
  CatalogAdminEvents,
  type CatalogImportProgressEvent,
  type CatalogImportView,
  type RequestMeta,
  type StartCatalogImportCommand,
} from '@snap/contracts';
import { STORE_NOT_FOUND_MESSAGE } from '@snap/domain';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient, requireRole, rpcError } from '@snap/platform-bus';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { ImportStoresUseCase, type ImportSummary } from '../catalog/import-stores.usecase';
import { MalformedRetailerFileError } from '../catalog/usda-formats';
import { type CatalogImportDocument, catalogImportSchema } from './catalog-import.schema';

export const CATALOG_ADMIN_MESSAGES = {
  adminsOnly: 'Only admins can import or edit the catalog.',
  importRunning: 'An import is already running. Wait for it to finish, then start the next one.',
  uploadMissing: 'The uploaded file is gone. Upload it again.',
  storeNotFound: STORE_NOT_FOUND_MESSAGE,
  interrupted:
    'The search service restarted during this import. Upload the file again to finish it.',
} as const;

/** Rows between two progress events: often enough to move a progress bar, rare enough not to flood. */
const PROGRESS_EVERY = 5_000;

/** Catalog editing and imports belong to admins; the roles come from the verified token. */
export function requireAdmin(meta: Partial<RequestMeta>): string {
  return requireRole(meta, ['admin'], CATALOG_ADMIN_MESSAGES.adminsOnly);
}

/** Imports started from the back-office: the file the gateway streamed into the blobs port is read by
 * the same importer as `npm run import`, in the background; progress goes out as events (which also
 * move the history record), and the answer to the start request comes at once, so no gateway waits. */
@Injectable()
export class CatalogImportsUseCases implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogImports');
  private readonly imports: DocumentCollection<CatalogImportDocument>;
  /** The run in this process, awaited by tests and on shutdown. */
  private running: Promise<void> | null = null;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly importer: ImportStoresUseCase,
  ) {
    this.imports = documents.collection<CatalogImportDocument>(
      'catalog_imports',
      catalogImportSchema,
    );
  }

  /** A run cut short by a restart would otherwise stay 'running' and block every later import. */
  async onApplicationBootstrap(): Promise<void> {
    await this.imports.updateMany(
      { status: 'running' },
      {
        $set: {
          status: 'failed',
          finishedAt: new Date(),
          error: CATALOG_ADMIN_MESSAGES.interrupted,
        },
      },
    );
  }

  async start(
    command: StartCatalogImportCommand,
    meta: Partial<RequestMeta>,
  ): Promise<CatalogImportView> {
    const adminId = requireAdmin(meta);
    if (!(await this.blobs.stat(CATALOG_UPLOADS_BUCKET, command.uploadKey)))
      throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.uploadMissing);
    if (this.running || (await this.imports.count({ status: 'running' })) > 0) {
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, command.uploadKey).catch(() => undefined);
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.importRunning);
    }
    const record = await this.imports.insert({
      _id: randomUUID(),
      fileName: basename(command.fileName).replace(/[^\w.\- ]+/g, '_') || 'upload.csv',
      startedBy: adminId,
      status: 'running',
      startedAt: new Date(),
    });
    this.running = this.run(record, command.uploadKey).finally(() => {
      this.running = null;
    });
    return toView(record);
  }

  /** Resolves when the import started in this process (if any) has finished. */
  async settled(): Promise<void> {
    await this.running;
  }

  async byId(id: string, meta: Partial<RequestMeta>): Promise<CatalogImportView | null> {
    requireAdmin(meta);
    const record = await this.imports.findOne({ _id: id });
    return record ? toView(record) : null;
  }

  async list(
    limit: number,
    offset: number,
    meta: Partial<RequestMeta>,
  ): Promise<{ total: number; items: CatalogImportView[] }> {
    requireAdmin(meta);
    const [total, items] = await Promise.all([
      this.imports.count({}),
      this.imports.find({}, { sort: { startedAt: -1 }, skip: offset, limit }),
    ]);
    // The history is a list: the full skipped lines are read with one import.
    return { total, items: items.map((item) => ({ ...toView(item), skipped: [] })) };
  }

  /** Moves the record forward from a progress event; counts never go back, a finished run stays finished. */
  async progressed(event: CatalogImportProgressEvent): Promise<void> {
    await this.imports.updateOne(
      { _id: event.importId, status: 'running', rowsRead: { $lte: event.rowsRead } },
      {
        $set: {
          rowsRead: event.rowsRead,
          added: event.added,
          updated: event.updated,
          closed: event.closed,
          skippedCount: event.skippedCount,
        },
      },
    );
  }

  private async run(record: CatalogImportDocument, uploadKey: string): Promise<void> {
    const folder = await mkdtemp(join(tmpdir(), 'snap-import-'));
    // The importer names the file in its messages: keep the admin's file name.
    const file = join(folder, record.fileName);
    const progress = (
      rowsRead: number,
      counts: Partial<ImportSummary> & { skipped: unknown[] },
      status: CatalogImportProgressEvent['status'] = 'running',
    ) =>
      this.bus.publish(CatalogAdminEvents.importProgress, {
        importId: record._id,
        status,
        rowsRead,
        added: counts.added ?? 0,
        updated: counts.updated ?? 0,
        closed: counts.closed ?? 0,
        skippedCount: counts.skipped.length,
      });
    try {
      await pipeline(
        await this.blobs.get(CATALOG_UPLOADS_BUCKET, uploadKey),
        createWriteStream(file),
      );
      const summary = await this.importer.execute(file, {
        progressEvery: PROGRESS_EVERY,
        onProgress: (rowsRead, sofar) =>
          void progress(rowsRead, sofar ?? { skipped: [] }).catch(() => undefined),
      });
      await this.imports.updateOne(
        { _id: record._id },
        {
          $set: {
            status: 'completed',
            format: summary.format,
            finishedAt: new Date(),
            rowsRead: summary.rowsRead,
            added: summary.added,
            updated: summary.updated,
            unchanged: summary.unchanged,
            closed: summary.closed,
            placedByZipCentroid: summary.placedByZipCentroid,
            skippedCount: summary.skipped.length,
            skipped: summary.skipped,
          },
        },
      );
      await progress(summary.rowsRead, summary, 'completed');
      await this.bus.publish(AuditEvents.recorded, {
        actorId: record.startedBy,
        action: 'catalog.imported',
        targetType: 'import',
        targetId: record._id,
        summary: `Imported ${record.fileName}: ${summary.added} added, ${summary.updated} updated, ${summary.closed} closed, ${summary.skipped.length} skipped`,
        before: null,
        after: {
          file: record.fileName,
          format: summary.format,
          rowsRead: summary.rowsRead,
          added: summary.added,
          updated: summary.updated,
          closed: summary.closed,
          skipped: summary.skipped.length,
        },
        occurredAt: new Date().toISOString(),
      });
    } catch (error) {
      const message =
        error instanceof MalformedRetailerFileError
          ? error.message
          : `The import failed: ${(error as Error).message}`;
      if (!(error instanceof MalformedRetailerFileError)) this.logger.error(error);
      await this.imports.updateOne(
        { _id: record._id },
        { $set: { status: 'failed', finishedAt: new Date(), error: message } },
      );
      await progress(0, { skipped: [] }, 'failed').catch(() => undefined);
      await this.bus
        .publish(AuditEvents.recorded, {
          actorId: record.startedBy,
          action: 'catalog.imported',
          targetType: 'import',
          targetId: record._id,
          summary: `Import of ${record.fileName} failed: ${message}`,
          before: null,
          after: { file: record.fileName, status: 'failed', error: message },
          occurredAt: new Date().toISOString(),
        })
        .catch(() => undefined);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, uploadKey).catch(() => undefined);
    }
  }
}

function toView(record: CatalogImportDocument): CatalogImportView {
  return {
    id: record._id,
    fileName: record.fileName,
    startedBy: record.startedBy,
    status: record.status,
    format: record.format ?? null,
    startedAt: new Date(record.startedAt).toISOString(),
    finishedAt: record.finishedAt ? new Date(record.finishedAt).toISOString() : null,
    rowsRead: record.rowsRead ?? 0,
    added: record.added ?? 0,
    updated: record.updated ?? 0,
    unchanged: record.unchanged ?? 0,
    closed: record.closed ?? 0,
    placedByZipCentroid: record.placedByZipCentroid ?? 0,
    skippedCount: record.skippedCount ?? 0,
    skipped: record.skipped ?? [],
    error: record.error ?? null,
  };
}
