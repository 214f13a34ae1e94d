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
  type ConfirmUsdaClosingsCommand,
  type PendingClosingsView,
  type RequestMeta,
  type StartCatalogImportCommand,
  type StartUsdaRefreshCommand,
} from '@snap/contracts';
import { defineMessages, parseStateList, STORE_NOT_FOUND_MESSAGE } from '@snap/domain';
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
import {
  UsdaEditionChangedError,
  UsdaSyncRunningError,
  UsdaSyncUseCase,
  USDA_SYNC_MESSAGES,
} from '../catalog/usda-sync/usda-sync.usecase';
import { type CatalogImportDocument, catalogImportSchema } from './catalog-import.schema';

export const CATALOG_ADMIN_MESSAGES = defineMessages('catalogAdmin', {
  adminsOnly: 'Only admins can import or edit the catalog.',
  importRunning: 'An import is already running. Wait for it to finish, then start the next one.',
  uploadMissing: 'The uploaded file is gone. Upload it again.',
  storeNotFound: STORE_NOT_FOUND_MESSAGE,
  interrupted:
    'The search service restarted during this import. Upload the file again to finish it.',
  refreshRunning: 'A refresh from USDA is already running. Wait for it to finish.',
  importNotFound: 'There is no such import or refresh in the history.',
  noHeldClosings: 'This import has no closings waiting for an admin.',
  closingsConfirmed: 'These closings were confirmed already.',
  closingsSuperseded:
    'A later refresh from USDA has read these states since: its own result stands. Refresh again to see what USDA’s list closes now.',
  editionChanged: USDA_SYNC_MESSAGES.editionChanged,
  usdaUnreachable:
    'USDA’s retailer service did not answer, so nothing was changed. Try again later.',
});

/** Refreshes looked at for closings that wait for an admin (a later refresh of a state supersedes). */
const PENDING_LOOKBACK = 50;

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
  /** The record of that run. */
  private runningId: string | null = null;

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

  /** A run cut short by a restart would otherwise stay 'running' and block every later import (one this
   * process started already, such as the first start's refresh, is not). */
  async onApplicationBootstrap(): Promise<void> {
    await this.imports.updateMany(
      { status: 'running', ...(this.runningId ? { _id: { $ne: this.runningId } } : {}) },
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
    this.runningId = record._id;
    this.running = this.run(record, command.uploadKey).finally(() => {
      this.running = null;
      this.runningId = null;
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

  /** The schedule's refresh (or the first start's), recorded in the history like an admin's. */
  async scheduledRefresh(scope: UsdaScope, actor = SCHEDULE_ACTOR): Promise<CatalogImportView> {
    return this.startRefresh(scope, actor);
  }

  /** When a refresh of the whole country from USDA is running, when it started (for the public site's
   * coverage: the bundled lists serve meanwhile); else null. */
  async nationalRefreshStartedAt(): Promise<string | null> {
    const running = await this.imports.findOne({
      kind: 'usda-service',
      status: 'running',
      fileName: `USDA retailer service (${describeScope({ states: 'all' })})`,
    });
    return running ? new Date(running.startedAt).toISOString() : null;
  }

  /**
   * An admin confirms the closings a refresh from USDA held (more than 10 % of a state's open stores at
   * once): the held states are read again, from the same edition of USDA's list, closings confirmed, in
   * the background like any refresh. Refused, changing nothing, when the refresh held none, was
   * confirmed already, a later refresh of those states superseded it, or USDA has published since.
   */
  async confirmUsdaClosings(
    command: ConfirmUsdaClosingsCommand,
    meta: Partial<RequestMeta>,
  ): Promise<CatalogImportView> {
    const adminId = requireAdmin(meta);
    const held = await this.imports.findOne({ _id: command.importId });
    if (!held) throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.importNotFound);
    if (held.kind !== 'usda-service' || !held.heldClosings?.length)
      throw rpcError('BAD_USER_INPUT', CATALOG_ADMIN_MESSAGES.noHeldClosings);
    if (held.closingsConfirmedAt)
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.closingsConfirmed);
    const pending = (await this.pendingClosings()).filter((p) => p.importId === held._id);
    if (pending.length === 0) throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.closingsSuperseded);
    let edition: number | null;
    try {
      edition = await this.sync.edition();
    } catch (error) {
      if (error instanceof UsdaServiceError)
        throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.usdaUnreachable);
      throw error;
    }
    if (edition !== (held.lastEditDate ?? null))
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.editionChanged);
    const states = pending.map((p) => p.state).sort();
    const started = await this.startRefresh({ states }, adminId, {
      confirms: held._id,
      edition,
    });
    const confirmedAt = new Date();
    await this.imports.updateOne(
      { _id: held._id },
      {
        $set: {
          closingsConfirmedAt: confirmedAt,
          closingsConfirmedBy: adminId,
          confirmedIn: started.id,
        },
      },
    );
    const described = pending
      .map(
        (p) =>
          `${p.closing.toLocaleString('en-US')} of ${p.open.toLocaleString('en-US')} open ${p.state} stores (${share(p)})`,
      )
      .join(', ');
    await this.bus.publish(AuditEvents.recorded, {
      actorId: adminId,
      action: 'catalog.closings-confirmed',
      targetType: 'import',
      targetId: held._id,
      summary: oneLine(`Confirmed the closings ${held.fileName} held: ${described}`),
      before: {
        heldClosings: pending.map(({ state, closing, open }) => ({ state, closing, open })),
      },
      after: { confirmedIn: started.id, states },
      occurredAt: confirmedAt.toISOString(),
    });
    return { ...started, confirms: held._id };
  }

  /** The closings refreshes from USDA held that an admin has not confirmed and no later refresh of the
   * state has superseded, one a state, newest refresh first. */
  async pendingClosings(): Promise<PendingClosingsView[]> {
    const refreshes = await this.imports.find(
      { kind: 'usda-service', status: 'completed' },
      { sort: { startedAt: -1 }, limit: PENDING_LOOKBACK },
    );
    const decided = new Set<string>();
    const pending: PendingClosingsView[] = [];
    for (const refresh of refreshes) {
      for (const held of refresh.heldClosings ?? [])
        if (!decided.has(held.state) && !refresh.closingsConfirmedAt)
          pending.push({
            importId: refresh._id,
            state: held.state,
            closing: held.closing,
            open: held.open,
            heldAt: new Date(refresh.finishedAt ?? refresh.startedAt).toISOString(),
            asOf: refresh.asOf ?? null,
          });
      for (const state of refresh.completeFor ?? []) decided.add(state);
    }
    return pending;
  }

  /** Each source's last refresh and the states the catalog covers, for the back-office. */
  async sources(
    meta: Partial<RequestMeta>,
    nextScheduledRefresh: string | null,
    schedule: Pick<CatalogSourcesView, 'lastUsdaCheck' | 'lastUsdaSync'> = {
      lastUsdaCheck: null,
      lastUsdaSync: null,
    },
  ): Promise<CatalogSourcesView> {
    requireAdmin(meta);
    const [sources, covered, pendingClosings] = await Promise.all([
      this.coverage.refreshes(),
      this.coverage.coveredStates(),
      this.pendingClosings(),
    ]);
    return {
      ...schedule,
      pendingClosings,
      sources: sources.map(({ _id, ...rest }) => ({ source: _id, ...rest })),
      covered: covered.map((state) => ({
        state: state._id,
        asOf: state.asOf,
        stores: state.stores,
      })),
      nextScheduledRefresh,
    };
  }

  private async startRefresh(
    scope: UsdaScope,
    startedBy: string,
    confirming?: { confirms: string; edition: number | null },
  ): Promise<CatalogImportView> {
    if (this.running || (await this.imports.count({ status: 'running' })) > 0)
      throw rpcError('CONFLICT', CATALOG_ADMIN_MESSAGES.importRunning);
    const record = await this.imports.insert({
      _id: randomUUID(),
      kind: 'usda-service',
      fileName: `USDA retailer service (${describeScope(scope)})`,
      startedBy,
      status: 'running',
      startedAt: new Date(),
      confirms: confirming?.confirms ?? null,
    });
    this.runningId = record._id;
    this.running = this.runRefresh(record, scope, confirming).finally(() => {
      this.running = null;
      this.runningId = null;
    });
    return toView(record);
  }

  private async runRefresh(
    record: CatalogImportDocument,
    scope: UsdaScope,
    confirming?: { confirms: string; edition: number | null },
  ): Promise<void> {
    try {
      const summary = await this.sync.run(scope, {
        ...(confirming ? { confirmClosings: true, edition: confirming.edition } : {}),
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
      await this.finish(record, summary, {
        total: summary.total,
        fetched: summary.fetched,
        lastEditDate: summary.lastEditDate,
      });
    } catch (error) {
      const message =
        error instanceof UsdaSyncRunningError
          ? CATALOG_ADMIN_MESSAGES.refreshRunning
          : error instanceof UsdaEditionChangedError
            ? CATALOG_ADMIN_MESSAGES.editionChanged
            : `The refresh from USDA failed, and nothing was changed: ${(error as Error).message}`;
      if (error instanceof UsdaServiceError) this.logger.warn(message);
      else if (!(error instanceof UsdaSyncRunningError || error instanceof UsdaEditionChangedError))
        this.logger.error(error);
      await this.failed(record, message);
      // A confirmation whose refresh failed made no closing: the held ones wait again.
      if (confirming)
        await this.imports.updateOne(
          { _id: confirming.confirms, confirmedIn: record._id },
          { $set: { closingsConfirmedAt: null, closingsConfirmedBy: null, confirmedIn: null } },
        );
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
    refresh: { total?: number; fetched?: number; lastEditDate?: number | null },
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
          lastEditDate: refresh.lastEditDate ?? null,
          keptByAdmin: summary.keptByAdmin,
          olderThanCatalog: summary.olderThanCatalog,
          endedAuthorizations: summary.endedAuthorizations,
          earlierPeriods: summary.earlierPeriods,
          mergedDuplicates: summary.mergedDuplicates,
          repeatedRows: summary.repeatedRows,
          matchedEarlierSources: summary.matchedEarlierSources,
          keptOpenByAdmin: summary.keptOpenByAdmin,
          closingsHeld: summary.closingsHeld,
          heldClosings: summary.heldClosings,
        },
      },
    );
    await this.progress(record, summary.rowsRead, summary, 'completed');
    await this.bus.publish(AuditEvents.recorded, {
      actorId: record.startedBy,
      action: 'catalog.imported',
      targetType: 'import',
      targetId: record._id,
      summary: oneLine(
        `Imported ${record.fileName}: ${summary.added} added, ${summary.updated} updated, ${summary.closed} closed, ${summary.reopened} reopened, ${summary.skipped.length} skipped${
          summary.heldClosings.length > 0
            ? `; closings held for an admin in ${summary.heldClosings.map((h) => h.state).join(', ')}`
            : ''
        }`,
      ),
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
        heldClosings: summary.heldClosings,
        ...(record.confirms ? { confirms: record.confirms } : {}),
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

/** "13 %", as the importer's notes write a share. */
function share(held: { closing: number; open: number }): string {
  return `${held.open > 0 ? Math.round((100 * held.closing) / held.open) : 100} %`;
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
    keptByAdmin: record.keptByAdmin ?? 0,
    olderThanCatalog: record.olderThanCatalog ?? 0,
    endedAuthorizations: record.endedAuthorizations ?? 0,
    earlierPeriods: record.earlierPeriods ?? 0,
    mergedDuplicates: record.mergedDuplicates ?? 0,
    repeatedRows: record.repeatedRows ?? 0,
    matchedEarlierSources: record.matchedEarlierSources ?? 0,
    keptOpenByAdmin: record.keptOpenByAdmin ?? 0,
    closingsHeld: record.closingsHeld ?? 0,
    heldClosings: (record.heldClosings ?? []).map(({ state, closing, open }) => ({
      state,
      closing,
      open,
    })),
    closingsConfirmedAt: record.closingsConfirmedAt
      ? new Date(record.closingsConfirmedAt).toISOString()
      : null,
    closingsConfirmedBy: record.closingsConfirmedBy ?? null,
    confirmedIn: record.confirmedIn ?? null,
    confirms: record.confirms ?? null,
  };
}
