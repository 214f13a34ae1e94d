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
  type CatalogSourcesView,
  type RequestMeta,
  type StartCatalogImportCommand,
  type StartUsdaRefreshCommand,
} from '@snap/contracts';
import { parseStateList, STORE_NOT_FOUND_MESSAGE } from '@snap/domain';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient, requireRole, rpcError } from '@snap/platform-bus';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import {
  ImportOptionsError,
  ImportStoresUseCase,
  type ImportSummary,
} from '../catalog/import-stores.usecase';
import { MalformedRetailerFileError } from '../catalog/usda-formats';
import {
  type UsdaScope,
  UsdaServiceError,
} from '../catalog/usda-service/usda-retailer-service.port';
import { describeScope } from '../catalog/usda-service/usda-scope';
import { UsdaSyncRunningError, UsdaSyncUseCase } from '../catalog/usda-sync/usda-sync.usecase';
import { type CatalogImportDocument, catalogImportSchema } from './catalog-import.schema';

export const CATALOG_ADMIN_MESSAGES = {
  adminsOnly: 'Only admins can import or edit the catalog.',
  importRunning: 'An import is already running. Wait for it to finish, then start the next one.',
  uploadMissing: 'The uploaded file is gone. Upload it again.',
  storeNotFound: STORE_NOT_FOUND_MESSAGE,
  interrupted:
    'The search service restarted during this import. Upload the file again to finish it.',
  refreshRunning: 'A refresh from USDA is already running. Wait for it to finish.',
} as const;

/** Who a scheduled refresh is recorded as, in the history and the audit log. */
export const SCHEDULE_ACTOR = 'schedule';

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
    private readonly sync: UsdaSyncUseCase,
    private readonly coverage: CatalogCoverageRepository,
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
    const completeFor = this.statesOf(command.completeFor);
    if (!(await this.blobs.stat(CATALOG_UPLOADS_BUCKET, command.uploadKey)))
      throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.uploadMissing);
    if (this.running || (await this.imports.count({ status: 'running' })) > 0) {
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, command.uploadKey).catch(() => undefined);
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.importRunning);
    }
    const record = await this.imports.insert({
      _id: randomUUID(),
      kind: 'file',
      fileName: basename(command.fileName).replace(/[^\w.\- ]+/g, '_') || 'upload.csv',
      startedBy: adminId,
      status: 'running',
      startedAt: new Date(),
      asOf: command.asOf ?? null,
      completeFor,
    });
    this.running = this.run(record, command.uploadKey).finally(() => {
      this.running = null;
    });
    return toView(record);
  }

  /** "Refresh from USDA now": a sync of some states, or the whole country, in the background. */
  async refreshFromUsda(
    command: StartUsdaRefreshCommand,
    meta: Partial<RequestMeta>,
  ): Promise<CatalogImportView> {
    const adminId = requireAdmin(meta);
    const states = this.statesOf(command.states);
    return this.startRefresh(states.length > 0 ? { states } : { states: 'all' }, adminId);
  }

  /** The schedule's refresh, recorded in the history like an admin's. */
  async scheduledRefresh(scope: UsdaScope): Promise<CatalogImportView> {
    return this.startRefresh(scope, SCHEDULE_ACTOR);
  }

  /** Each source's last refresh and the states the catalog covers, for the back-office. */
  async sources(
    meta: Partial<RequestMeta>,
    nextScheduledRefresh: string | null,
  ): Promise<CatalogSourcesView> {
    requireAdmin(meta);
    const [sources, covered] = await Promise.all([
      this.coverage.refreshes(),
      this.coverage.coveredStates(),
    ]);
    return {
      sources: sources.map(({ _id, ...rest }) => ({ source: _id, ...rest })),
      covered: covered.map((state) => ({
        state: state._id,
        asOf: state.asOf,
        stores: state.stores,
      })),
      nextScheduledRefresh,
    };
  }

  private async startRefresh(scope: UsdaScope, startedBy: string): Promise<CatalogImportView> {
    if (this.running || (await this.imports.count({ status: 'running' })) > 0)
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.importRunning);
    const record = await this.imports.insert({
      _id: randomUUID(),
      kind: 'usda-service',
      fileName: `USDA retailer service (${describeScope(scope)})`,
      startedBy,
      status: 'running',
      startedAt: new Date(),
    });
    this.running = this.runRefresh(record, scope).finally(() => {
      this.running = null;
    });
    return toView(record);
  }

  private async runRefresh(record: CatalogImportDocument, scope: UsdaScope): Promise<void> {
    try {
      const summary = await this.sync.run(scope, {
        onFetched: (fetched, total) =>
          void this.bus
            .publish(CatalogAdminEvents.importProgress, {
              importId: record._id,
              status: 'running',
              rowsRead: fetched,
              added: 0,
              updated: 0,
              closed: 0,
              skippedCount: 0,
              fetched,
              total,
            })
            .catch(() => undefined),
      });
      await this.finish(record, summary, { total: summary.total, fetched: summary.fetched });
    } catch (error) {
      const message =
        error instanceof UsdaSyncRunningError
          ? CATALOG_ADMIN_MESSAGES.refreshRunning
          : `The refresh from USDA failed, and nothing was changed: ${(error as Error).message}`;
      if (error instanceof UsdaServiceError) this.logger.warn(message);
      else if (!(error instanceof UsdaSyncRunningError)) this.logger.error(error);
      await this.failed(record, message);
    }
  }

  /** Two-letter codes USDA uses, or a clear refusal naming the ones it does not. */
  private statesOf(codes: string[] | undefined): string[] {
    if (!codes || codes.length === 0) return [];
    try {
      return parseStateList(codes.join(','));
    } catch (error) {
      throw rpcError('BAD_USER_INPUT', (error as Error).message);
    }
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
          ...(event.total !== undefined ? { total: event.total, fetched: event.fetched ?? 0 } : {}),
        },
      },
    );
  }

  private async run(record: CatalogImportDocument, uploadKey: string): Promise<void> {
    const folder = await mkdtemp(join(tmpdir(), 'snap-import-'));
    // The importer names the file in its messages: keep the admin's file name.
    const file = join(folder, record.fileName);
    try {
      await pipeline(
        await this.blobs.get(CATALOG_UPLOADS_BUCKET, uploadKey),
        createWriteStream(file),
      );
      const summary = await this.importer.execute(file, {
        asOf: record.asOf ?? undefined,
        completeFor: record.completeFor ?? [],
        // An admin chose this file and declared it complete: the admin's decision is made. (A refresh
        // from USDA, scheduled or asked for, still waits for one when it would close over 10 %.)
        confirmClosings: true,
        progressEvery: PROGRESS_EVERY,
        onProgress: (rowsRead, sofar) =>
          void this.progress(record, rowsRead, sofar ?? { skipped: [] }).catch(() => undefined),
      });
      await this.finish(record, summary, {});
    } catch (error) {
      const known =
        error instanceof MalformedRetailerFileError || error instanceof ImportOptionsError;
      const message = known ? error.message : `The import failed: ${(error as Error).message}`;
      if (!known) this.logger.error(error);
      await this.failed(record, message);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, uploadKey).catch(() => undefined);
    }
  }

  private progress(
    record: CatalogImportDocument,
    rowsRead: number,
    counts: Partial<ImportSummary> & { skipped: unknown[] },
    status: CatalogImportProgressEvent['status'] = 'running',
  ) {
    return this.bus.publish(CatalogAdminEvents.importProgress, {
      importId: record._id,
      status,
      rowsRead,
      added: counts.added ?? 0,
      updated: counts.updated ?? 0,
      closed: counts.closed ?? 0,
      skippedCount: counts.skipped.length,
    });
  }

  private async finish(
    record: CatalogImportDocument,
    summary: ImportSummary,
    refresh: { total?: number; fetched?: number },
  ): Promise<void> {
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
          reopened: summary.reopened,
          placedByZipCentroid: summary.placedByZipCentroid,
          skippedCount: summary.skipped.length,
          skipped: summary.skipped,
          asOf: summary.asOf,
          completeFor: summary.completeFor,
          notes: summary.notes,
          total: refresh.total ?? null,
          fetched: refresh.fetched ?? null,
        },
      },
    );
    await this.progress(record, summary.rowsRead, summary, 'completed');
    await this.bus.publish(AuditEvents.recorded, {
      actorId: record.startedBy,
      action: 'catalog.imported',
      targetType: 'import',
      targetId: record._id,
      summary: `Imported ${record.fileName}: ${summary.added} added, ${summary.updated} updated, ${summary.closed} closed, ${summary.reopened} reopened, ${summary.skipped.length} skipped`,
      before: null,
      after: {
        file: record.fileName,
        format: summary.format,
        asOf: summary.asOf,
        completeFor: summary.completeFor,
        rowsRead: summary.rowsRead,
        added: summary.added,
        updated: summary.updated,
        closed: summary.closed,
        reopened: summary.reopened,
        skipped: summary.skipped.length,
      },
      occurredAt: new Date().toISOString(),
    });
  }

  private async failed(record: CatalogImportDocument, message: string): Promise<void> {
    await this.imports.updateOne(
      { _id: record._id },
      { $set: { status: 'failed', finishedAt: new Date(), error: message } },
    );
    await this.progress(record, 0, { skipped: [] }, 'failed').catch(() => undefined);
    await this.bus
      .publish(AuditEvents.recorded, {
        actorId: record.startedBy,
        action: 'catalog.imported',
        targetType: 'import',
        targetId: record._id,
        // The trail's one line has room for 500 characters; the whole message is in `after`.
        summary: oneLine(`Import of ${record.fileName} failed: ${message}`),
        before: null,
        after: { file: record.fileName, status: 'failed', error: message },
        occurredAt: new Date().toISOString(),
      })
      .catch(() => undefined);
  }
}

function oneLine(text: string, max = 500): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function toView(record: CatalogImportDocument): CatalogImportView {
  return {
    id: record._id,
    kind: record.kind ?? 'file',
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
    asOf: record.asOf ?? null,
    completeFor: record.completeFor ?? [],
    reopened: record.reopened ?? 0,
    notes: record.notes ?? [],
    total: record.total ?? null,
    fetched: record.fetched ?? null,
  };
}
