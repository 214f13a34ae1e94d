import { Inject, Injectable, Logger } from '@nestjs/common';
import { Schema } from 'mongoose';
import { text } from 'node:stream/consumers';
import { defineMessages, USDA_STATES } from '@snap/domain';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { CACHE, type CachePort, withLease } from '@snap/platform-cache';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import {
  ImportStoresUseCase,
  type ImportOptions,
  type ImportSummary,
} from '../import-stores.usecase';
import { type SourceRow, unreadableRow } from '../source-row';
import {
  USDA_RETAILER_SERVICE,
  UsdaServiceError,
  type UsdaRetailerPage,
  type UsdaRetailerService,
  type UsdaScope,
} from '../usda-service/usda-retailer-service.port';
import { describeScope, scopeStates } from '../usda-service/usda-scope';

/** Where fetched pages wait until the sync has them all (so a sync that stops part-way resumes). */
export const USDA_SYNC_BUCKET = 'catalog-sync';
/** The lease held (in the cache every replica shares) while a sync runs: one at a time across replicas. */
export const USDA_SYNC_LOCK = 'catalog:usda-sync-lock';
/** Renewed by its holder while the sync runs; a replica that dies holding it frees it this long after. */
const LEASE_TTL_MS = 2 * 60_000;

export const USDA_SYNC_MESSAGES = defineMessages('usdaSync', {
  running: 'A refresh from USDA is already running. Wait for it to finish.',
  editionChanged:
    'USDA has published a new list since the refresh whose closings were held: nothing was changed. Refresh from USDA again to see what the new list would close.',
});

/** The layer is no longer the edition a confirmation was given for: refused before any page is read. */
export class UsdaEditionChangedError extends Error {
  constructor() {
    super(USDA_SYNC_MESSAGES.editionChanged);
    this.name = 'UsdaEditionChangedError';
  }
}

export class UsdaSyncRunningError extends Error {
  constructor() {
    super(USDA_SYNC_MESSAGES.running);
    this.name = 'UsdaSyncRunningError';
  }
}

/** Where a sync of one scope stands: the layer edit it read, and how far it got. */
interface UsdaSyncStateDocument {
  /** The scope: 'all' or the sorted state codes ('AL,GA'). */
  _id: string;
  lastEditDate: number | null;
  total: number;
  nextOffset: number;
  status: 'partial' | 'complete';
  startedAt: string;
  finishedAt: string | null;
}

const syncStateSchema = new Schema<UsdaSyncStateDocument>(
  {
    _id: { type: String, required: true },
    lastEditDate: { type: Number, default: null },
    total: { type: Number, required: true },
    nextOffset: { type: Number, required: true },
    status: { type: String, required: true },
    startedAt: { type: String, required: true },
    finishedAt: { type: String, default: null },
  },
  { versionKey: false },
);

/** The schedule's last look at the layer's edition, per scope. */
interface UsdaCheckDocument {
  _id: string;
  checkedAt: string;
  lastEditDate: number | null;
  outcome: UsdaCheck['outcome'];
  detail: string | null;
}

export interface UsdaCheck {
  checkedAt: string;
  /** The layer's lastEditDate as the service said it (ms since epoch); null when it did not say or answer. */
  lastEditDate: number | null;
  /** unchanged: the edition last synced, nothing read; refreshed: a refresh started; busy: another import
   * was running (the next look tries again); failed: the service did not answer. */
  outcome: 'unchanged' | 'refreshed' | 'busy' | 'failed';
  detail: string | null;
}

const checkSchema = new Schema<UsdaCheckDocument>(
  {
    _id: { type: String, required: true },
    checkedAt: { type: String, required: true },
    lastEditDate: { type: Number, default: null },
    outcome: { type: String, required: true },
    detail: { type: String, default: null },
  },
  { versionKey: false },
);

export interface UsdaSyncSummary extends ImportSummary {
  /** Every page of the scope was read: the list is complete for its states. */
  complete: boolean;
  /** Stores the service holds for the scope, and how many of them this sync has read. */
  total: number;
  fetched: number;
  /** Took up a sync that stopped part-way on the same edition of the layer. */
  resumed: boolean;
  /** The edition read: the layer's editingInfo.lastEditDate (ms since epoch), null when it gives none. */
  lastEditDate: number | null;
}

export interface UsdaSyncOptions extends Pick<ImportOptions, 'now' | 'confirmClosings'> {
  /** After each page: stores read so far of the total. */
  onFetched?: (fetched: number, total: number) => void;
  /** Stores a page (the service's 1,000 unless given: tests page smaller fixtures). */
  pageSize?: number;
  /** Only this edition of the layer (its lastEditDate): an admin confirmed closings it would make. */
  edition?: number | null;
}

/**
 * Refreshes the catalog from USDA's live retailer service: counts the scope, reads it page by page
 * (each page kept in the blobs port, so a sync that stops part-way resumes from there while the layer
 * is the same edition, and starts over when USDA published a new one), then imports every page as the
 * complete current list of the scope's states, dated as of the layer's last edit. A sync that could not
 * read every page imports what it read and closes nothing.
 */
@Injectable()
export class UsdaSyncUseCase {
  private readonly states: DocumentCollection<UsdaSyncStateDocument>;
  private readonly checks: DocumentCollection<UsdaCheckDocument>;
  private readonly logger = new Logger('UsdaSync');

  constructor(
    @Inject(USDA_RETAILER_SERVICE) private readonly service: UsdaRetailerService,
    private readonly importer: ImportStoresUseCase,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
  ) {
    this.states = documents.collection<UsdaSyncStateDocument>(
      'catalog_usda_syncs',
      syncStateSchema,
    );
    this.checks = documents.collection<UsdaCheckDocument>('catalog_usda_checks', checkSchema);
  }

  /** Keeps the schedule's look at the layer's edition for a scope (the last one only). */
  async recordCheck(scope: UsdaScope, check: UsdaCheck): Promise<void> {
    await this.checks.updateOne(
      { _id: scopeKey(scopeStates(scope)) },
      { $set: { ...check } },
      { upsert: true },
    );
  }

  /** The schedule's last look at the layer for a scope, or null before the first. */
  async lastCheck(scope: UsdaScope): Promise<UsdaCheck | null> {
    const found = await this.checks.findOne({ _id: scopeKey(scopeStates(scope)) });
    return found
      ? {
          checkedAt: found.checkedAt,
          lastEditDate: found.lastEditDate ?? null,
          outcome: found.outcome,
          detail: found.detail ?? null,
        }
      : null;
  }

  async run(scope: UsdaScope, options: UsdaSyncOptions = {}): Promise<UsdaSyncSummary> {
    const states = scopeStates(scope);
    const outcome = await withLease(
      this.cache,
      USDA_SYNC_LOCK,
      {
        ttlMs: LEASE_TTL_MS,
        onLost: (reason) => this.logger.warn(`${reason}; this sync stops before its next step`),
      },
      (lost) => this.sync(scope, states, options, lost),
    );
    if (!outcome.held) throw new UsdaSyncRunningError();
    return outcome.value;
  }

  /** When the last complete sync of a scope finished, for the schedule. */
  async lastCompleted(scope: UsdaScope): Promise<string | null> {
    return (await this.lastSync(scope))?.finishedAt ?? null;
  }

  /** The last complete sync of a scope: when it finished and the layer edition it read. */
  async lastSync(
    scope: UsdaScope,
  ): Promise<{ finishedAt: string; lastEditDate: number | null } | null> {
    const state = await this.states.findOne({ _id: scopeKey(scopeStates(scope)) });
    return state?.status === 'complete' && state.finishedAt
      ? { finishedAt: state.finishedAt, lastEditDate: state.lastEditDate ?? null }
      : null;
  }

  /** The layer's current edition (its lastEditDate), one small request: what a daily check asks. */
  async edition(): Promise<number | null> {
    return (await this.service.layerInfo()).lastEditDate;
  }

  /** `lost` aborts when another replica has taken the lease over (this one stalled past its expiry):
   * the sync then stops before its next page or its import, and the new holder resumes it. */
  private async sync(
    scope: UsdaScope,
    states: string[] | 'all',
    options: UsdaSyncOptions,
    lost: AbortSignal,
  ): Promise<UsdaSyncSummary> {
    const key = scopeKey(states);
    const now = options.now ?? new Date();
    const layer = await this.service.layerInfo();
    if (options.edition !== undefined && layer.lastEditDate !== options.edition)
      throw new UsdaEditionChangedError();
    const total = await this.service.count(scope);
    const previous = await this.states.findOne({ _id: key });
    const resumed =
      previous?.status === 'partial' &&
      previous.lastEditDate === layer.lastEditDate &&
      previous.total === total;
    if (!resumed) {
      await this.dropPages(key);
      await this.states.updateOne(
        { _id: key },
        {
          $set: {
            lastEditDate: layer.lastEditDate,
            total,
            nextOffset: 0,
            status: 'partial',
            startedAt: now.toISOString(),
            finishedAt: null,
          },
        },
        { upsert: true },
      );
    }

    let offset = resumed ? (previous?.nextOffset ?? 0) : 0;
    let stoppedBecause: string | null = null;
    while (offset < total) {
      lost.throwIfAborted();
      let page: UsdaRetailerPage;
      try {
        page = await this.service.page(scope, offset, options.pageSize);
      } catch (error) {
        if (!(error instanceof UsdaServiceError)) throw error;
        stoppedBecause = error.message;
        break;
      }
      await this.blobs.put(
        USDA_SYNC_BUCKET,
        pageKey(key, offset),
        Buffer.from(JSON.stringify(page)),
        {
          contentType: 'application/json',
        },
      );
      const next = page.features > 0 ? page.nextOffset : total;
      await this.states.updateOne({ _id: key }, { $set: { nextOffset: next } });
      options.onFetched?.(Math.min(next, total), total);
      if (!page.more && page.features < 1) break;
      offset = next;
    }

    // Every feature read is counted: features the service answered unreadably are refused rows (a
    // store behind one is never closed), a record listed twice a repeated row. Lines are feature numbers.
    // Read back a page at a time: a national list's pages held at once took hundreds of MB.
    lost.throwIfAborted();
    let repeats = 0;
    const rows = this.storedRows(key, (page) => (repeats += page.duplicates));
    const fetched = Math.min(offset, total);
    const complete = stoppedBecause === null;
    const scopeName = describeScope(scope);
    const asOf = layerDay(layer.lastEditDate) ?? now.toISOString().slice(0, 10);
    const summary = await this.importer.importRows(
      `USDA retailer service (${scopeName})`,
      () => 'usda-service',
      rows,
      {
        now,
        confirmClosings: options.confirmClosings,
        asOf: asOf > now.toISOString().slice(0, 10) ? now.toISOString().slice(0, 10) : asOf,
        completeFor: complete ? (states === 'all' ? Object.keys(USDA_STATES) : states) : [],
        incompleteBecause: complete
          ? undefined
          : `The refresh stopped after ${fetched.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} stores (${stoppedBecause}). Nothing was closed; the next refresh resumes where this one stopped while USDA's list is unchanged.`,
      },
    );
    summary.rowsRead += repeats;
    summary.repeatedRows += repeats;
    if (complete) {
      await this.states.updateOne(
        { _id: key },
        { $set: { status: 'complete', nextOffset: total, finishedAt: new Date().toISOString() } },
      );
      await this.dropPages(key);
    }
    return { ...summary, complete, total, fetched, resumed, lastEditDate: layer.lastEditDate };
  }

  /** The stored pages' rows (and the lines they could not read) in line order: pages sort by their
   * offset, and a page's lines follow its offset. */
  private async *storedRows(
    key: string,
    onPage: (page: UsdaRetailerPage) => void,
  ): AsyncGenerator<SourceRow> {
    const stored = (await this.blobs.list(USDA_SYNC_BUCKET, `${key}/`)).sort((a, b) =>
      a.key < b.key ? -1 : 1,
    );
    for (const blob of stored) {
      const page = JSON.parse(
        await text(await this.blobs.get(USDA_SYNC_BUCKET, blob.key)),
      ) as UsdaRetailerPage;
      onPage(page);
      yield* [
        ...page.rows,
        ...page.skipped.map(({ line, reason }) => unreadableRow(line, reason)),
      ].sort((a, b) => a.line - b.line);
    }
  }

  private async dropPages(key: string): Promise<void> {
    for (const blob of await this.blobs.list(USDA_SYNC_BUCKET, `${key}/`))
      await this.blobs.delete(USDA_SYNC_BUCKET, blob.key);
  }
}

function scopeKey(states: string[] | 'all'): string {
  return states === 'all' ? 'all' : [...states].sort().join(',');
}

/** Pages sort by their offset: zero-padded so the blob listing is in reading order. */
function pageKey(key: string, offset: number): string {
  return `${key}/${String(offset).padStart(9, '0')}.json`;
}

/** The day (UTC) USDA last edited the layer: the date its list was true. */
function layerDay(lastEditDate: number | null): string | null {
  return lastEditDate ? new Date(lastEditDate).toISOString().slice(0, 10) : null;
}
