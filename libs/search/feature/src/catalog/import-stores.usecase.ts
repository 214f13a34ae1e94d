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
  type Store,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import { CatalogCoverageRepository } from './catalog-coverage.repository';
import { DelistingsOutbox } from './delistings-outbox';
import { IndexWrites } from './index-writes';
import { matchExisting } from './match-existing';
import type { StoreDocument, StoreSource } from './store.schema';
import { StoresRepository, toStore } from './stores.repository';
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
  rowsRead: number;
  added: number;
  updated: number;
  unchanged: number;
  closed: number;
  /** Closed stores this list has again: open once more, with their reviews, photos and favorites. */
  reopened: number;
  placedByZipCentroid: number;
  /** Stores an earlier source (another file or the live service) already had: kept under their id. */
  matchedEarlierSources: number;
  /** Rows of this file that are another row's store again (re-listed, moved into a new record), merged into it. */
  mergedDuplicates: number;
  /** Stores an admin closed, reopened or edited: left as the admin set them. */
  keptByAdmin: number;
  /** Stores a newer list already dated: left as that list has them. */
  olderThanCatalog: number;
  skipped: SkippedRow[];
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
}

export class ImportOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportOptionsError';
  }
}

const WRITE_BATCH = 5_000;

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
      closed: 0,
      reopened: 0,
      placedByZipCentroid: 0,
      matchedEarlierSources: 0,
      mergedDuplicates: 0,
      keptByAdmin: 0,
      olderThanCatalog: 0,
      skipped: [],
      unknownStoreTypes: [],
      notes: [],
      durationMs: 0,
    };
    const latest = new Map<string, SourceRow>();
    for await (const row of rows) {
      summary.format = formatOf();
      summary.rowsRead++;
      if (options.onProgress && summary.rowsRead % (options.progressEvery ?? 10_000) === 0)
        options.onProgress(summary.rowsRead, summary);
      if (!row.recordId) {
        summary.skipped.push({ line: row.line, reason: 'missing record id' });
        continue;
      }
      const kept = latest.get(row.recordId);
      if (!kept || isLater(row, kept)) latest.set(row.recordId, row);
    }
    const source = summary.format ?? formatOf();
    if (!source) {
      summary.notes.push('The list had no stores: nothing was changed.');
      summary.durationMs = Date.now() - started;
      return summary;
    }
    summary.format = source;

    const unknownTypes = new Set<string>();
    const incoming = new Map<string, Store>();
    const typed = new Set<string>();
    for (const row of latest.values()) {
      if (!row.active) continue;
      try {
        const result = this.toStore(row, asOf, now, unknownTypes);
        if ('reason' in result) summary.skipped.push({ line: row.line, reason: result.reason });
        else {
          if (result.approximateLocation) summary.placedByZipCentroid++;
          incoming.set(result.id, result);
          if (row.usdaType !== null) typed.add(result.id);
        }
      } catch (error) {
        summary.skipped.push({
          line: row.line,
          reason: `unreadable row: ${(error as Error).message}`,
        });
      }
    }
    summary.unknownStoreTypes = [...unknownTypes].sort();
    // The rows as read are done with: a national list's would otherwise stay on the heap to the end.
    latest.clear();

    // One card per store: rows of this list that list a store again are merged into the best of them.
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
      asOf,
      completeFor,
      now,
    });
    summary.matchedEarlierSources = plan.matchedEarlierSources;
    summary.keptByAdmin = plan.keptByAdmin;
    summary.olderThanCatalog = plan.olderThanCatalog;
    summary.unchanged = plan.relisted.length;
    summary.reopened = plan.reopened;

    for (let i = 0; i < plan.inserts.length; i += WRITE_BATCH)
      await this.stores.insertMany(plan.inserts.slice(i, i + WRITE_BATCH), {
        placeInCells: false,
      });
    await this.stores.cells.addAll(plan.inserts);
    await this.stores.applyImport(plan.updates);
    await this.stores.markListed(plan.relistedToDate, asOf, source);
    await this.stores.close(plan.closes, now, asOf);
    await this.announceDelisted(plan.closes, asOf, now);
    summary.added = plan.inserts.length;
    summary.updated = plan.updates.length - plan.reopened;
    summary.closed = plan.closes.length;

    const changed = [
      ...plan.inserts,
      ...plan.updates
        .map(({ before, fields }) => ({ ...before, ...fields }) as StoreDocument)
        .filter((doc) => doc.status === 'active'),
    ];
    await this.index.upsert(changed.map(toStore));
    const hidden = [
      ...plan.closes,
      ...plan.updates.filter(({ fields }) => fields.status === 'closed').map((u) => u.before._id),
    ];
    await this.index.remove(hidden);

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
    if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) {
      const centroid = this.gazetteer.zip(zip);
      if (!centroid) return { reason: `no coordinates and ZIP ${zip} is not in the gazetteer` };
      latitude = centroid.lat;
      longitude = centroid.lng;
      approximateLocation = true;
    }
    // A list without a type column: 'Other' unless the store matches one an earlier source typed.
    const { storeType, known } =
      row.usdaType === null
        ? { storeType: 'Other' as const, known: true }
        : mapUsdaStoreType(row.usdaType);
    if (!known) unknownTypes.add(row.usdaType || '(empty)');

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
function isLater(row: SourceRow, kept: SourceRow): boolean {
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
