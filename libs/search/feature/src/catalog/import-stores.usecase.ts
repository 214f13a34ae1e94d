import { announceCatalogChange } from './catalog-changes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  isValidLatitude,
  isValidLongitude,
  mapUsdaStoreType,
  mergeSameStores,
  normalizeCity,
  normalizeState,
  normalizeStoreName,
  normalizeStreet,
  normalizeZip,
  normalizeZip4,
  readableCase,
  sameStoreKey,
  type Store,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { Gazetteer, inStateBox } from '../geocoding/gazetteer';
import { CatalogCoverageRepository } from './catalog-coverage.repository';
import { DelistingsOutbox } from './delistings-outbox';
import { IndexWrites } from './index-writes';
import { chainStoreType } from './chain-store-types';
import {
  CLOSING_FIELDS,
  closeAbsentStores,
  emptyPlan,
  MAX_CLOSING_SHARE,
  type HeldClosing,
  type ImportPlan,
  matchExisting,
  planMatched,
  type RefusedRow,
  USDA_RECORD_SOURCES,
} from './match-existing';
import { PackedRows } from './packed-rows';
import type { StoreDocument, StoreSource } from './store.schema';
import { asStoreDocument, StoresRepository, toStore } from './stores.repository';
import { readRetailerFile, type SourceRow } from './usda-formats';

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportSummary {
  /** The file imported, or what a sync read ("USDA retailer service (GA)"). */
  file: string;
  format: StoreSource | null;
  /** The day the list was true: every store it lists is "on USDA's list as of" this day. */
  asOf: string;
  /** The states this list is the complete current list of (its absent stores there are closed). */
  completeFor: string[];
  /** Every row read is exactly one of the row outcomes below (see rowOutcomesTotal). */
  rowsRead: number;
  added: number;
  /** Rows that change their store (other than reopening it). */
  updated: number;
  unchanged: number;
  /** Rows whose store an admin closed or edited: left as the admin set them. */
  keptByAdmin: number;
  /** Rows whose store a newer list already dated: left as that list has them. */
  olderThanCatalog: number;
  /** Rows whose (latest) authorization has ended. */
  endedAuthorizations: number;
  /** Rows of an earlier authorization period of a Record ID whose later period is read. */
  earlierPeriods: number;
  /** Rows of this file that are another row's store again (re-listed, moved into a new record), merged into it. */
  mergedDuplicates: number;
  /** Rows that repeat another row of the file (the same record, or the same name, address and ZIP). */
  repeatedRows: number;
  skipped: SkippedRow[];
  /** Closed stores this list has again: open once more, with their reviews, photos and favorites
   * (a row outcome, and a count of stores). */
  reopened: number;
  // Counts of stores, shown apart from the rows.
  closed: number;
  placedByZipCentroid: number;
  /** Stores an earlier source (another file or the live service) already had: kept under their id. */
  matchedEarlierSources: number;
  /** Stores a complete list lacks that an admin keeps open. */
  keptOpenByAdmin: number;
  /** Stores a complete list lacks that stay open: behind refused rows, or waiting for an admin. */
  closingsHeld: number;
  /** The states whose closings wait for an admin (more than MAX_CLOSING_SHARE of their open stores):
   * how many would close, of how many open. An admin confirms them (back-office, --confirm-closings). */
  heldClosings: HeldClosing[];
  unknownStoreTypes: string[];
  /** Plain-words notes for the summary, e.g. why nothing was closed. */
  notes: string[];
  durationMs: number;
}

export interface ImportOptions {
  /** Called every `progressEvery` rows read, with the summary so far (skipped lines grow as rows are read). */
  onProgress?: (rowsRead: number, sofar?: Readonly<ImportSummary>) => void;
  progressEvery?: number;
  now?: Date;
  /** The day the list was true (YYYY-MM-DD); the import's own day when not given. */
  asOf?: string;
  /** States this list is the complete current list of. Without it an import closes nothing. */
  completeFor?: string[];
  /** For a sync that stopped part-way: say in the summary why nothing was closed. */
  incompleteBecause?: string;
  /** An admin's word that a complete list may close more than MAX_CLOSING_SHARE of a state's stores. */
  confirmClosings?: boolean;
}

/** The row outcomes of a summary, added up: equal to rowsRead, whatever the list. */
export function rowOutcomesTotal(summary: ImportSummary): number {
  return (
    summary.added +
    summary.updated +
    summary.reopened +
    summary.unchanged +
    summary.keptByAdmin +
    summary.olderThanCatalog +
    summary.endedAuthorizations +
    summary.earlierPeriods +
    summary.mergedDuplicates +
    summary.repeatedRows +
    summary.skipped.length
  );
}

export class ImportOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportOptionsError';
  }
}

const WRITE_BATCH = 5_000;
/** Stores of a list of Record IDs matched and written at a time: what an import holds of the list
 * and of the catalog beyond the compact row and key sets. */
const MATCH_BATCH = 5_000;

/**
 * Imports a USDA retailer list into the catalog, idempotently. Each row is matched to the store the
 * catalog already has (same id, same USDA record, or the same store by name, place and ZIP: see
 * isSameStore), which keeps its id, so its reviews, photos and favorites stay with it. Only a list
 * declared complete for some states closes anything: the stores of those states it lacks ("no longer on
 * USDA's list since" its date). A list older than what the catalog holds changes nothing; an admin's own
 * close, reopen or edit stands. A bad row is skipped with its line number and reason; it never aborts.
 */
@Injectable()
export class ImportStoresUseCase {
  private readonly coverage: CatalogCoverageRepository;
  private readonly delistings: DelistingsOutbox;

  constructor(
    private readonly stores: StoresRepository,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    private readonly gazetteer: Gazetteer,
    @Optional() coverage?: CatalogCoverageRepository,
    // The command-line importers run without the runtime's bus: their closings wait in the outbox.
    @Optional() @Inject(BUS_CLIENT) private readonly bus?: BusClient,
    @Optional() delistings?: DelistingsOutbox,
  ) {
    this.coverage = coverage ?? new CatalogCoverageRepository(stores.documents);
    this.delistings = delistings ?? new DelistingsOutbox(stores.documents);
  }

  /** Community ends the "reported as not accepting EBT" marks of the stores USDA's list dropped: every
   * import owes it the event, published now when there is a bus, else by the search service later. */
  private async announceDelisted(storeIds: string[], delistedOn: string, closedAt: string) {
    await this.delistings.record(storeIds, delistedOn, closedAt);
    if (this.bus) await this.delistings.publishPending(this.bus);
  }

  async execute(file: string, options: ImportOptions = {}): Promise<ImportSummary> {
    let format: StoreSource | null = null;
    async function* rows() {
      for await (const read of readRetailerFile(file)) {
        format = read.format;
        yield read.row;
      }
    }
    return this.importRows(file, () => format, rows(), options);
  }

  /**
   * Imports lists, in order, into a catalog that has no store yet, with the effects of `execute` on
   * each in turn, far faster on a remote engine: each list goes into a scratch embedded catalog in
   * this process (the same rules: matching, merging, closing, dates, coverage), whose result is then
   * written once, in large batches: the stores, their grid cells, the closings owed, the index (each
   * store once, in bulk) and the coverage. One store at a time over the network took minutes on
   * FerretDB. The caller checks the catalog is empty (`StoresRepository.count({})`).
   */
  async executeIntoEmptyCatalog(
    lists: Array<{ file: string; options?: ImportOptions }>,
  ): Promise<{ summaries: ImportSummary[]; writeMs: number }> {
    const dir = mkdtempSync(join(tmpdir(), 'snap-first-import-'));
    const documents = new EmbeddedDocumentStore(dir);
    try {
      // Cells are built from the result below, so the scratch catalog keeps none.
      const scratchStores = new StoresRepository(documents, false);
      const scratchIndex = new IndexWrites();
      const scratchOutbox = new DelistingsOutbox(documents);
      const scratchCoverage = new CatalogCoverageRepository(documents);
      // No bus: its closings wait in the scratch outbox, published below from the real one.
      const scratch = new ImportStoresUseCase(
        scratchStores,
        scratchIndex,
        this.gazetteer,
        scratchCoverage,
        undefined,
        scratchOutbox,
      );
      const summaries: ImportSummary[] = [];
      for (const { file, options } of lists) summaries.push(await scratch.execute(file, options));

      const started = Date.now();
      const docs = await scratchStores.allDocuments();
      await this.stores.insertMany(docs, { placeInCells: false });
      if (this.stores.cells.kept)
        await this.stores.cells.rebuild(docs.filter((doc) => doc.status === 'active'));
      await this.delistings.takeOver(scratchOutbox);
      if (this.bus) await this.delistings.publishPending(this.bus);
      await scratchIndex.applyTo(this.index);
      await this.coverage.copyFrom(scratchCoverage);
      await announceCatalogChange(this.bus, 'import');
      return { summaries, writeMs: Date.now() - started };
    } finally {
      await documents.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Imports rows from any source (a file, the live service's pages) under one name and format. */
  async importRows(
    name: string,
    formatOf: () => StoreSource | null,
    rows: AsyncIterable<SourceRow> | Iterable<SourceRow>,
    options: ImportOptions = {},
  ): Promise<ImportSummary> {
    const started = Date.now();
    const nowDate = options.now ?? new Date();
    const now = nowDate.toISOString();
    const asOf = checkAsOf(options.asOf, nowDate);
    const completeFor = [...new Set(options.completeFor ?? [])].sort();
    const summary: ImportSummary = {
      file: name,
      format: null,
      asOf,
      completeFor,
      rowsRead: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      keptByAdmin: 0,
      olderThanCatalog: 0,
      endedAuthorizations: 0,
      earlierPeriods: 0,
      mergedDuplicates: 0,
      repeatedRows: 0,
      skipped: [],
      closed: 0,
      reopened: 0,
      placedByZipCentroid: 0,
      matchedEarlierSources: 0,
      keptOpenByAdmin: 0,
      closingsHeld: 0,
      heldClosings: [],
      unknownStoreTypes: [],
      notes: [],
      durationMs: 0,
    };
    // What is kept of each record's latest row until the whole list is read: its rank, and the row
    // packed outside the heap (PackedRows).
    const packed = new PackedRows();
    const latest = new Map<string, KeptRow>();
    const refused: RefusedRow[] = [];
    const refuse = (row: SourceRow, reason: string, readable = true) => {
      summary.skipped.push({ line: row.line, reason });
      refused.push(refusedRow(row, readable));
    };
    for await (const row of rows) {
      summary.format = formatOf();
      summary.rowsRead++;
      if (options.onProgress && summary.rowsRead % (options.progressEvery ?? 10_000) === 0)
        options.onProgress(summary.rowsRead, summary);
      if (row.unreadable) {
        refuse(row, row.unreadable, false);
        continue;
      }
      if (!row.recordId) {
        refuse(row, 'missing record id');
        continue;
      }
      const read: KeptRow = {
        line: row.line,
        authorizedAt: row.authorizedAt,
        active: row.active,
        at: packed.add(row),
      };
      const kept = latest.get(row.recordId);
      if (!kept) {
        latest.set(row.recordId, read);
        continue;
      }
      const [later, earlier] = isLater(read, kept) ? [read, kept] : [kept, read];
      latest.set(row.recordId, later);
      this.countSetAside(earlier, later, row.recordId, packed.same(earlier.at, later.at), summary);
    }
    const source = summary.format ?? formatOf();
    if (!source) {
      summary.notes.push('The list had no stores: nothing was changed.');
      summary.durationMs = Date.now() - started;
      return summary;
    }
    summary.format = source;

    const unknownTypes = new Set<string>();
    const context: ImportContext = {
      summary,
      source,
      asOf,
      now,
      completeFor,
      refused,
      maxClosingShare: options.confirmClosings ? 1 : MAX_CLOSING_SHARE,
      cellDocs: [],
    };
    /** The latest rows, in the order their records were first read, as stores. */
    const stores = (onStore: (store: Store, typed: boolean) => Promise<void> | void) =>
      (async () => {
        for (const kept of latest.values()) {
          if (!kept.active) {
            summary.endedAuthorizations++;
            continue;
          }
          const row = packed.row(kept.at, kept.line);
          try {
            const result = this.toStore(row, asOf, now, unknownTypes);
            if ('reason' in result) refuse(row, result.reason);
            else {
              if (result.approximateLocation) summary.placedByZipCentroid++;
              await onStore(result, row.usdaType !== null);
            }
          } catch (error) {
            refuse(row, `unreadable row: ${(error as Error).message}`);
          }
        }
      })();

    if (USDA_RECORD_SOURCES.has(source)) await this.importInBatches(context, stores);
    else await this.importWhole(context, stores);
    await announceCatalogChange(this.bus, 'import');
    latest.clear();
    packed.clear();
    summary.skipped.sort((a, b) => a.line - b.line);
    summary.unknownStoreTypes = [...unknownTypes].sort();

    if (completeFor.length > 0) {
      await this.coverage.recordComplete(completeFor, {
        asOf,
        source,
        completedAt: now,
        counts: await this.stores.activeCountByState(completeFor),
      });
    } else {
      summary.notes.push(
        options.incompleteBecause ??
          'This list was not declared complete for any state, so no store was closed.',
      );
    }
    await this.coverage.recordRefresh(source, {
      refreshedAt: now,
      asOf,
      complete: completeFor.length > 0,
      added: summary.added,
      updated: summary.updated,
      closed: summary.closed,
      reopened: summary.reopened,
      skipped: summary.skipped.length,
    });
    summary.durationMs = Date.now() - started;
    return summary;
  }

  /**
   * A list without USDA Record IDs, as a whole: its rows that list one store again are merged into
   * the best of them first (one card per store), which takes every row of the list at once.
   */
  private async importWhole(
    context: ImportContext,
    stores: (onStore: (store: Store, typed: boolean) => void) => Promise<void>,
  ): Promise<void> {
    const { summary, source, completeFor } = context;
    const incoming = new Map<string, Store>();
    const typed = new Set<string>();
    await stores((store, isTyped) => {
      incoming.set(store.id, store);
      if (isTyped) typed.add(store.id);
    });
    for (const { merged } of mergeSameStores(incoming.values())) {
      for (const store of merged) {
        incoming.delete(store.id);
        summary.mergedDuplicates++;
        if (store.approximateLocation) summary.placedByZipCentroid--;
      }
    }
    const states = new Set([...completeFor, ...[...incoming.values()].map((s) => s.State)]);
    const existing = await this.stores.documentsInStates([...states]);
    const plan = matchExisting({
      incoming: [...incoming.values()],
      typed,
      existing,
      source,
      asOf: context.asOf,
      completeFor,
      now: context.now,
      refused: context.refused,
      maxClosingShare: context.maxClosingShare,
    });
    // The plan holds what is written: the list's stores as read need not stay on the heap for it.
    incoming.clear();
    typed.clear();
    await this.write(plan, context);
    await this.stores.cells.addAll(context.cellDocs);
    await this.finishClosing(plan, context);
  }

  /**
   * A list of USDA Record IDs (one store per open authorization, so no two rows merge), in bounded
   * batches: each batch's stores are matched by id and written before the next is read, so neither
   * the list nor the catalog is held whole. A store no id matches is added at once when the catalog
   * had nothing it could be (no store of its record or of its same-store key); otherwise it waits
   * for the end, when every id claim is known, and is matched as matchExisting does (by record, then
   * by name, place and ZIP). Closing reads the complete states' open stores as they were before.
   */
  private async importInBatches(
    context: ImportContext,
    stores: (onStore: (store: Store, typed: boolean) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const { source, completeFor } = context;
    const closing =
      completeFor.length > 0
        ? await this.stores.fieldsInStates(completeFor, CLOSING_FIELDS, { status: 'active' })
        : [];
    const catalogWasEmpty = await this.stores.isEmpty({});
    // The record and same-store keys of the stores the catalog had, built on first need.
    let keys: { records: Set<string>; sameStore: Set<string> } | null = null;
    const claimed = new Set<string>();
    const inserted = new Set<string>();
    const waiting: Store[] = [];
    const waitingTyped = new Set<string>();
    let batch: Store[] = [];
    let batchTyped = new Set<string>();
    const flush = async () => {
      if (batch.length === 0) return;
      const plan = emptyPlan();
      const input = { typed: batchTyped, source, asOf: context.asOf, now: context.now };
      // A catalog that was empty has none of them (a first import asks nothing).
      const byId = new Map(
        catalogWasEmpty
          ? []
          : (await this.stores.documentsByIds(batch.map((store) => store.id))).map((doc) => [
              doc._id,
              doc,
            ]),
      );
      for (const store of batch) {
        const doc = byId.get(store.id);
        if (doc) {
          claimed.add(doc._id);
          planMatched(plan, store, doc, input);
          continue;
        }
        if (!catalogWasEmpty) {
          keys ??= await this.catalogKeys(inserted);
          if (
            keys.records.has(`${store.State}|${store.Record_ID}`) ||
            keys.sameStore.has(sameStoreKey(store))
          ) {
            waiting.push(store);
            if (batchTyped.has(store.id)) waitingTyped.add(store.id);
            continue;
          }
        }
        plan.inserts.push(asStoreDocument(store, source));
        inserted.add(store.id);
      }
      batch = [];
      batchTyped = new Set();
      await this.write(plan, context);
    };
    await stores(async (store, isTyped) => {
      batch.push(store);
      if (isTyped) batchTyped.add(store.id);
      if (batch.length >= MATCH_BATCH) await flush();
    });
    await flush();

    if (waiting.length > 0) {
      // The stores of their states that no id claimed and this list did not add.
      const states = [...new Set(waiting.map((store) => store.State))];
      const free = (await this.stores.fieldsInStates(states, []))
        .map((doc) => doc._id)
        .filter((id) => !claimed.has(id) && !inserted.has(id));
      const existing: StoreDocument[] = [];
      for (let i = 0; i < free.length; i += MATCH_BATCH)
        existing.push(...(await this.stores.documentsByIds(free.slice(i, i + MATCH_BATCH))));
      const plan = matchExisting({
        incoming: waiting,
        typed: waitingTyped,
        existing,
        source,
        asOf: context.asOf,
        completeFor: [],
        now: context.now,
      });
      for (const id of plan.claimed ?? []) claimed.add(id);
      await this.write(plan, context);
    }
    await this.stores.cells.addAll(context.cellDocs);

    const plan = emptyPlan();
    if (completeFor.length > 0)
      closeAbsentStores(
        plan,
        {
          existing: closing,
          asOf: context.asOf,
          completeFor,
          refused: context.refused,
          maxClosingShare: context.maxClosingShare,
        },
        claimed,
      );
    await this.finishClosing(plan, context);
  }

  /** The record keys (state and Record ID, of USDA's own lists) and same-store keys of every store
   * the catalog had: whether a store no id matched could be one of them. */
  private async catalogKeys(
    inserted: ReadonlySet<string>,
  ): Promise<{ records: Set<string>; sameStore: Set<string> }> {
    const records = new Set<string>();
    const sameStore = new Set<string>();
    for (const doc of await this.stores.fieldsInStates('all', MATCH_KEY_FIELDS)) {
      // Not the stores this list added in its earlier batches: the catalog had them not.
      if (inserted.has(doc._id)) continue;
      if (USDA_RECORD_SOURCES.has(doc.source)) records.add(`${doc.State}|${doc.Record_ID}`);
      sameStore.add(sameStoreKey(doc));
    }
    return { records, sameStore };
  }

  /** Writes a plan's stores (not its closings: those come once, at the end) and counts its rows. */
  private async write(plan: ImportPlan, context: ImportContext): Promise<void> {
    const { summary } = context;
    summary.matchedEarlierSources += plan.matchedEarlierSources;
    summary.keptByAdmin += plan.keptByAdmin;
    summary.olderThanCatalog += plan.olderThanCatalog;
    summary.unchanged += plan.unchangedRows;
    summary.updated += plan.updatedRows;
    summary.reopened += plan.reopened;
    summary.added += plan.inserts.length;

    for (let i = 0; i < plan.inserts.length; i += WRITE_BATCH)
      await this.stores.insertMany(plan.inserts.slice(i, i + WRITE_BATCH), {
        placeInCells: false,
      });
    // Into their grid cells once, at the end: one write per cell, not one per batch.
    if (this.stores.cells.kept)
      for (const doc of plan.inserts) context.cellDocs.push(cellFieldsOf(doc));
    await this.stores.applyImport(plan.updates);
    await this.stores.markListed(plan.relistedToDate, context.asOf, context.source);

    const changed = [
      ...plan.inserts,
      ...plan.updates
        .map(({ before, fields }) => ({ ...before, ...fields }) as StoreDocument)
        .filter((doc) => doc.status === 'active'),
    ];
    await this.index.upsert(changed.map(toStore));
    const hidden = plan.updates
      .filter(({ fields }) => fields.status === 'closed')
      .map((u) => u.before._id);
    await this.index.remove(hidden);
  }

  /** The closings a complete list makes (or holds), once every row is written. */
  private async finishClosing(plan: ImportPlan, context: ImportContext): Promise<void> {
    const { summary } = context;
    summary.keptOpenByAdmin += plan.keptOpenByAdmin;
    summary.closingsHeld += plan.closingsHeld;
    summary.heldClosings = plan.heldStates;
    summary.notes.push(...plan.notes);
    await this.stores.close(plan.closes, context.now, context.asOf);
    await this.announceDelisted(plan.closes, context.asOf, context.now);
    summary.closed = plan.closes.length;
    await this.index.remove(plan.closes);
  }

  /** Counts a row another row of the same record outranks: the same row again, another open period
   * (skipped with its reason), or an earlier period. In the lists without ids (their id is the name,
   * street and ZIP), a row of the same id repeats a store. */
  private countSetAside(
    earlier: KeptRow,
    later: KeptRow,
    recordId: string,
    sameRow: boolean,
    summary: ImportSummary,
  ) {
    if (sameRow || summary.format === 'store-locations') summary.repeatedRows++;
    else if (earlier.active && later.active && later.authorizedAt)
      summary.skipped.push({
        line: earlier.line,
        reason: `an active period of Record ID ${recordId} that overlaps a later one (line ${later.line}): the later one is read`,
      });
    else summary.earlierPeriods++;
  }

  private toStore(
    row: SourceRow,
    asOf: string,
    now: string,
    unknownTypes: Set<string>,
  ): Store | { reason: string } {
    const name = normalizeStoreName(row.name);
    if (!name) return { reason: 'missing store name' };
    const state = normalizeState(row.state);
    if (!state)
      return {
        reason: row.state.trim()
          ? `invalid state "${row.state}" (not a state code USDA uses)`
          : 'missing state',
      };
    const zip = normalizeZip(row.zip);
    if (!zip)
      return { reason: row.zip.trim() ? `invalid ZIP code "${row.zip}"` : 'missing ZIP code' };

    let latitude = parseCoordinate(row.latitude);
    let longitude = parseCoordinate(row.longitude);
    let approximateLocation = false;
    const box = this.gazetteer.stateBox(state);
    if (
      box &&
      isValidLatitude(latitude) &&
      isValidLongitude(longitude) &&
      !inStateBox(box, latitude as number, longitude as number)
    )
      return {
        reason: inStateBox(box, longitude as number, latitude as number)
          ? `coordinates swapped (latitude ${row.latitude}, longitude ${row.longitude})`
          : `coordinates outside ${state} (latitude ${row.latitude}, longitude ${row.longitude})`,
      };
    if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) {
      const centroid = this.gazetteer.zip(zip);
      if (!centroid) return { reason: `no coordinates and ZIP ${zip} is not in the gazetteer` };
      latitude = centroid.lat;
      longitude = centroid.lng;
      approximateLocation = true;
    }
    // A list without a type column (or USDA's own 'Other'): the chain's type where the name is a
    // well-known chain, else 'Other'; a type an earlier source gave the same store stands (matchExisting).
    const mapped =
      row.usdaType === null
        ? { storeType: 'Other' as const, known: true }
        : mapUsdaStoreType(row.usdaType);
    if (!mapped.known) unknownTypes.add(row.usdaType || '(empty)');
    const storeType =
      mapped.storeType === 'Other' ? (chainStoreType(name) ?? 'Other') : mapped.storeType;

    return {
      id: row.recordId,
      Store_Name: name,
      Store_Street_Address: normalizeStreet(row.street),
      Additional_Address: row.additional ? readableCase(row.additional) : null,
      City: normalizeCity(row.city),
      State: state,
      Zip_Code: zip,
      Zip4: normalizeZip4(row.zip4),
      County: row.county ? readableCase(row.county) : null,
      Store_Type: storeType,
      usdaStoreType: row.usdaType ?? '',
      Latitude: latitude as number,
      Longitude: longitude as number,
      Record_ID: row.recordId,
      ObjectId: row.objectId || null,
      Grantee_Name: row.granteeName || null,
      X: longitude as number,
      Y: latitude as number,
      Incentive_Program: row.incentiveProgram || null,
      approximateLocation,
      status: 'active',
      listedOn: asOf,
      delistedOn: null,
      averageRating: null,
      reviewCount: 0,
      phone: null,
      weeklyHours: null,
      website: null,
      updatedAt: now,
    };
  }
}

/** What is known of a refused row for finding its store; nothing when the line could not be read. */
function refusedRow(row: SourceRow, readable: boolean): RefusedRow {
  if (!readable) return { line: row.line, recordId: '', state: null, zip: null, street: '' };
  return {
    line: row.line,
    recordId: row.recordId,
    state: normalizeState(row.state),
    zip: normalizeZip(row.zip),
    street: normalizeStreet(row.street).toLowerCase(),
  };
}

/** What the read keeps of a record's latest row: its rank, and where the row itself is packed. */
interface KeptRow {
  line: number;
  authorizedAt: string;
  active: boolean;
  at: number;
}

/** What one import run carries between its batches. */
interface ImportContext {
  summary: ImportSummary;
  source: StoreSource;
  asOf: string;
  now: string;
  completeFor: string[];
  refused: RefusedRow[];
  maxClosingShare: number;
  /** Stores added, with only what their grid cell's entry reads (when the catalog keeps cells). */
  cellDocs: StoreDocument[];
}

/** The fields a store's grid-cell entry reads (StoreCells), so the added stores wait for their cells
 * without their whole documents. */
function cellFieldsOf(doc: StoreDocument): StoreDocument {
  const { _id, Latitude, Longitude, status, Store_Type, Store_Name, City, State, Zip_Code } = doc;
  return {
    _id,
    Latitude,
    Longitude,
    status,
    Store_Type,
    Store_Name,
    City,
    State,
    Zip_Code,
  } as StoreDocument;
}

/** The fields the keys of a store no id matched are worked out from (catalogKeys). */
const MATCH_KEY_FIELDS = [
  'State',
  'Record_ID',
  'source',
  'Store_Name',
  'Store_Street_Address',
  'Zip_Code',
  'Latitude',
  'Longitude',
] as const satisfies ReadonlyArray<keyof StoreDocument>;

/** YYYY-MM-DD, a real day, not after today; today when not given. */
function checkAsOf(asOf: string | undefined, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  if (asOf === undefined) return today;
  const day = new Date(`${asOf}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(asOf) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== asOf
  )
    throw new ImportOptionsError(
      `--as-of must be a date written YYYY-MM-DD, such as 2026-07-29 (got "${asOf}")`,
    );
  if (asOf > today) throw new ImportOptionsError(`--as-of ${asOf} is in the future`);
  return asOf;
}

/** The latest authorization wins; for files without dates, an active row beats a closed one, then the later line. */
function isLater(
  row: Pick<SourceRow, 'authorizedAt' | 'active' | 'line'>,
  kept: Pick<SourceRow, 'authorizedAt' | 'active' | 'line'>,
): boolean {
  if (row.authorizedAt !== kept.authorizedAt) return row.authorizedAt > kept.authorizedAt;
  if (row.active !== kept.active) return row.active;
  return row.line > kept.line;
}

/** Empty, `NA` and `0.0` all mean "not geocoded" in USDA files. */
function parseCoordinate(raw: string): number | null {
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value !== 0 ? value : null;
}
