import { Inject, Injectable } from '@nestjs/common';
import {
  isSameStore,
  isValidLatitude,
  mergeSameStores,
  isValidLongitude,
  mapUsdaStoreType,
  normalizeCity,
  normalizeState,
  normalizeStoreName,
  normalizeStreet,
  normalizeZip,
  normalizeZip4,
  readableCase,
  type Store,
  storeTypeFromName,
} from '@snap/domain';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { Gazetteer } from '../geocoding/gazetteer';
import type { StoreDocument, StoreSource } from './store.schema';
import { StoresRepository, asStoreDocument, toStore } from './stores.repository';
import { readRetailerFile, type SourceRow } from './usda-formats';

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportSummary {
  file: string;
  format: StoreSource | null;
  rowsRead: number;
  added: number;
  updated: number;
  unchanged: number;
  closed: number;
  placedByZipCentroid: number;
  /** Active stores another source already lists (see isSameStore), left to that source. */
  duplicatesOfOtherSources: number;
  /** Rows of this file that are another row's store again (re-listed, moved into a new record), merged into it. */
  mergedDuplicates: number;
  skipped: SkippedRow[];
  unknownStoreTypes: string[];
  durationMs: number;
}

export interface ImportOptions {
  /** Called every `progressEvery` rows read, with the summary so far (skipped lines grow as rows are read). */
  onProgress?: (rowsRead: number, sofar?: Readonly<ImportSummary>) => void;
  progressEvery?: number;
  now?: Date;
}

const WRITE_BATCH = 5_000;
/** Fields the import owns; community facts and contributions on a store are never overwritten. */
const IMPORTED_FIELDS = [
  'Store_Name',
  'Store_Street_Address',
  'Additional_Address',
  'City',
  'State',
  'Zip_Code',
  'Zip4',
  'County',
  'Store_Type',
  'usdaStoreType',
  'Latitude',
  'Longitude',
  'Record_ID',
  'ObjectId',
  'Grantee_Name',
  'X',
  'Y',
  'Incentive_Program',
  'approximateLocation',
  'status',
] as const;

/**
 * Imports a USDA retailer file into the catalog, idempotently: the latest authorization per record
 * is kept, closed ones are dropped, rows without coordinates are placed at their ZIP's centroid, and
 * active stores of the same source that a newer file no longer lists are closed. A bad row is
 * skipped with its line number and reason; it never aborts the run.
 */
@Injectable()
export class ImportStoresUseCase {
  constructor(
    private readonly stores: StoresRepository,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    private readonly gazetteer: Gazetteer,
  ) {}

  async execute(file: string, options: ImportOptions = {}): Promise<ImportSummary> {
    const started = Date.now();
    const now = (options.now ?? new Date()).toISOString();
    const summary: ImportSummary = {
      file,
      format: null,
      rowsRead: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      closed: 0,
      placedByZipCentroid: 0,
      duplicatesOfOtherSources: 0,
      mergedDuplicates: 0,
      skipped: [],
      unknownStoreTypes: [],
      durationMs: 0,
    };
    const latest = new Map<string, SourceRow>();
    for await (const { format, row } of readRetailerFile(file)) {
      summary.format = format;
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
    const source = summary.format as StoreSource;

    const unknownTypes = new Set<string>();
    const incoming = new Map<string, Store>();
    for (const row of latest.values()) {
      if (!row.active) continue;
      try {
        const result = this.toStore(row, now, unknownTypes);
        if ('reason' in result) summary.skipped.push({ line: row.line, reason: result.reason });
        else {
          if (result.approximateLocation) summary.placedByZipCentroid++;
          incoming.set(result.id, result);
        }
      } catch (error) {
        summary.skipped.push({
          line: row.line,
          reason: `unreadable row: ${(error as Error).message}`,
        });
      }
    }
    summary.unknownStoreTypes = [...unknownTypes].sort();

    // One card per store: rows of this file that list a store again are merged into the best of them.
    for (const { merged } of mergeSameStores(incoming.values())) {
      for (const store of merged) {
        incoming.delete(store.id);
        summary.mergedDuplicates++;
        if (store.approximateLocation) summary.placedByZipCentroid--;
      }
    }

    // The GA file also lists farmers markets that the national file has: one card per place.
    const elsewhere = await this.stores.activeOutsideByZip(source);
    for (const [id, store] of incoming) {
      if ((elsewhere.get(store.Zip_Code) ?? []).some((other) => isSameStore(other, store))) {
        incoming.delete(id);
        summary.duplicatesOfOtherSources++;
        if (store.approximateLocation) summary.placedByZipCentroid--;
      }
    }

    const existing = new Map(
      (await this.stores.documentsOfSource(source)).map((doc) => [doc._id, doc]),
    );
    const toInsert: StoreDocument[] = [];
    const toReplace: StoreDocument[] = [];
    for (const store of incoming.values()) {
      const before = existing.get(store.id);
      if (!before) {
        toInsert.push(asStoreDocument(store, source));
        continue;
      }
      if (IMPORTED_FIELDS.every((field) => sameValue(before[field], store[field]))) {
        summary.unchanged++;
        continue;
      }
      // What the community and the enrichment service added stays: a new USDA file knows none of it.
      const { averageRating, reviewCount, phone, weeklyHours, website, provider } = before;
      toReplace.push({
        ...asStoreDocument(store, source),
        averageRating,
        reviewCount,
        phone,
        weeklyHours,
        website,
        provider,
      });
    }
    const toClose = [...existing.values()]
      .filter((doc) => doc.status === 'active' && !incoming.has(doc._id))
      .map((doc) => doc._id);

    for (let i = 0; i < toInsert.length; i += WRITE_BATCH)
      await this.stores.insertMany(toInsert.slice(i, i + WRITE_BATCH), { placeInCells: false });
    await this.stores.cells.addAll(toInsert);
    for (const doc of toReplace) await this.stores.replace(doc);
    await this.stores.close(toClose, now);
    summary.added = toInsert.length;
    summary.updated = toReplace.length;
    summary.closed = toClose.length;

    await this.index.upsert([...toInsert, ...toReplace].map(toStore));
    await this.index.remove(toClose);
    summary.durationMs = Date.now() - started;
    return summary;
  }

  private toStore(
    row: SourceRow,
    now: string,
    unknownTypes: Set<string>,
  ): Store | { reason: string } {
    const name = normalizeStoreName(row.name);
    if (!name) return { reason: 'missing store name' };
    const state = normalizeState(row.state);
    if (!state) return { reason: `invalid state "${row.state}"` };
    const zip = normalizeZip(row.zip);
    if (!zip) return { reason: `invalid ZIP code "${row.zip}"` };

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
    // A file without a type column (the older national export) gets a type from the name.
    const { storeType, known } =
      row.usdaType === null
        ? { storeType: storeTypeFromName(name), known: true }
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
      averageRating: null,
      reviewCount: 0,
      phone: null,
      weeklyHours: null,
      website: null,
      updatedAt: now,
    };
  }
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

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a == null && b == null);
}
