import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { Store, StoreEdit } from '@snap/domain';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

/** Where the gateway streams an uploaded retailer file for the search service to import. */
export const CATALOG_UPLOADS_BUCKET = 'catalog-uploads';

export class StartCatalogImportCommand {
  /** Key of the uploaded file in CATALOG_UPLOADS_BUCKET. */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  uploadKey!: string;

  /** The name the admin's file had, shown in the history and the importer's messages. */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  fileName!: string;

  /** The day the file's list was true (YYYY-MM-DD); the import's day when not given. */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: VALIDATION_MESSAGES.date })
  asOf?: string;

  /** States the file is the complete current list of: their stores it lacks are closed. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @Matches(/^[A-Za-z]{2}$/, { each: true, message: VALIDATION_MESSAGES.stateCodes })
  completeFor?: string[];
}

/** A refresh from USDA's live retailer service: some states, or the whole country when none are given. */
export class StartUsdaRefreshCommand {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @Matches(/^[A-Za-z]{2}$/, { each: true, message: VALIDATION_MESSAGES.stateCodes })
  states?: string[];
}

/** An admin's word that the closings a refresh from USDA held (too many stores of a state at once) may
 * be made: the held states are read again from the same edition of USDA's list, closings confirmed. */
export class ConfirmUsdaClosingsCommand {
  /** The refresh whose closings wait (its id in the history). */
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  importId!: string;
}

/** An admin's own close, reopen or edit stands through imports until an admin clears it. */
export class ClearStoreOverrideCommand {
  @IsString()
  @MaxLength(64)
  id!: string;
}

export class CatalogSourcesQuery {
  @IsOptional()
  @IsBoolean()
  fresh?: boolean;
}

export class CatalogImportQuery {
  @IsString()
  @MaxLength(64)
  id!: string;
}

export class CatalogImportsQuery {
  @IsInt()
  @Min(1)
  @Max(100)
  limit!: number;

  @IsInt()
  @Min(0)
  offset!: number;
}

export const CATALOG_IMPORT_STATUSES = ['running', 'completed', 'failed'] as const;
export const CATALOG_IMPORT_KINDS = ['file', 'usda-service'] as const;
export type CatalogImportKind = (typeof CATALOG_IMPORT_KINDS)[number];
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

export interface CatalogImportView {
  id: string;
  /** A file upload, or a refresh from USDA's live retailer service. */
  kind: CatalogImportKind;
  /** The file's name, or "USDA retailer service (GA, AL)". */
  fileName: string;
  startedBy: string;
  status: CatalogImportStatus;
  format: string | null;
  startedAt: string;
  finishedAt: string | null;
  rowsRead: number;
  added: number;
  updated: number;
  unchanged: number;
  closed: number;
  placedByZipCentroid: number;
  skippedCount: number;
  /** Every skipped line with its reason (the importer's summary). */
  skipped: Array<{ line: number; reason: string }>;
  /** Why a failed import changed nothing (the importer's message for a malformed or foreign file). */
  error: string | null;
  /** The day the list was true; every store it lists carries it. */
  asOf: string | null;
  /** The states this list was the complete list of (empty: it closed nothing). */
  completeFor: string[];
  reopened: number;
  /** Plain-words notes: why nothing was closed, where a stopped refresh resumes. */
  notes: string[];
  /** A refresh: stores the service holds for its scope, and how many were read (fewer when it stopped part-way). */
  total: number | null;
  fetched: number | null;
  /** The row outcomes besides added, updated, unchanged, reopened and skipped: with them, they add up
   * to rowsRead. */
  keptByAdmin: number;
  olderThanCatalog: number;
  endedAuthorizations: number;
  earlierPeriods: number;
  mergedDuplicates: number;
  repeatedRows: number;
  /** Counts of stores, apart from the rows. */
  matchedEarlierSources: number;
  keptOpenByAdmin: number;
  /** Stores the list lacks that stay open: behind refused rows, or waiting for an admin. */
  closingsHeld: number;
  /** The states whose closings wait for an admin: how many would close, of how many open. */
  heldClosings: HeldClosingView[];
  /** When an admin confirmed the held closings, who, and the refresh that made them. */
  closingsConfirmedAt: string | null;
  closingsConfirmedBy: string | null;
  confirmedIn: string | null;
  /** A refresh that confirms another's held closings: that refresh's id. */
  confirms: string | null;
}

export interface HeldClosingView {
  state: string;
  /** Open stores of the state the list lacks: they would close. */
  closing: number;
  /** Open stores of the state before the list. */
  open: number;
}

/** Closings of one state that wait for an admin, with the refresh that held them. */
export interface PendingClosingsView extends HeldClosingView {
  importId: string;
  heldAt: string;
  /** The day the list that would close them was true. */
  asOf: string | null;
}

/** The last refresh from each source, and the states the catalog holds a complete list of. */
export interface CatalogSourcesView {
  sources: Array<{
    source: string;
    refreshedAt: string;
    asOf: string;
    complete: boolean;
    added: number;
    updated: number;
    closed: number;
    reopened: number;
    skipped: number;
  }>;
  covered: Array<{ state: string; asOf: string; stores: number }>;
  /** When the next scheduled refresh from USDA is due (null: no schedule). */
  nextScheduledRefresh: string | null;
  /** Closings refreshes from USDA held for an admin, one entry a state, newest refresh first. */
  pendingClosings: PendingClosingsView[];
  /** The schedule's last look at USDA's list (null: none yet). */
  lastUsdaCheck: UsdaCheckView | null;
  /** The last complete refresh from USDA of the schedule's scope (null: none yet). */
  lastUsdaSync: { finishedAt: string; lastEditDate: string | null } | null;
}

/** One look at whether USDA published a new list: the edition seen, and what came of it. */
export interface UsdaCheckView {
  checkedAt: string;
  /** When USDA last edited its list, as the service said (null: it did not say, or did not answer). */
  lastEditDate: string | null;
  /** unchanged: no refresh needed; refreshed: a refresh started; busy: another import ran; failed: no answer. */
  outcome: 'unchanged' | 'refreshed' | 'busy' | 'failed';
  /** Why a check failed or was put off, in words. */
  detail: string | null;
}

/** Progress of a running import, published by the search service as it reads and writes; the last
 * one of a run has status completed or failed. Counts only grow, so a replay changes nothing. */
export class CatalogImportProgressEvent {
  @IsString()
  @MaxLength(64)
  importId!: string;

  @IsIn(CATALOG_IMPORT_STATUSES)
  status!: CatalogImportStatus;

  @IsInt()
  @Min(0)
  rowsRead!: number;

  @IsInt()
  @Min(0)
  added!: number;

  @IsInt()
  @Min(0)
  updated!: number;

  @IsInt()
  @Min(0)
  closed!: number;

  @IsInt()
  @Min(0)
  skippedCount!: number;

  /** A refresh: stores read from the service so far, of its total. */
  @IsOptional()
  @IsInt()
  @Min(0)
  fetched?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  total?: number;
}

export class AdminStoresQuery {
  /** A store id, or part of a name, city or ZIP. */
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  text!: string;

  @IsInt()
  @Min(1)
  @Max(50)
  limit!: number;
}

/** A store as the back-office edits it. The fields, their limits and messages are the domain's
 * (StoreEdit, validateStoreEdit), applied by the search service; this class keeps the rest off the bus. */
export class UpdateStoreCommand {
  @IsString()
  @MaxLength(64)
  id!: string;

  @IsObject()
  edit!: StoreEdit;
}

export class SetStoreStatusCommand {
  @IsString()
  @MaxLength(64)
  id!: string;

  @IsIn(['active', 'closed'])
  status!: 'active' | 'closed';
}

/** A store as the back-office sees it: the catalog's own fields (the domain's Store), where it came
 * from, and what an admin set by hand. */
export type AdminStoreView = Pick<
  Store,
  | 'id'
  | 'Store_Name'
  | 'Store_Type'
  | 'Store_Street_Address'
  | 'City'
  | 'State'
  | 'Zip_Code'
  | 'Latitude'
  | 'Longitude'
  | 'status'
  | 'updatedAt'
  | 'listedOn'
  | 'delistedOn'
> & {
  source: string;
  /** What an admin set by hand that imports leave alone, until cleared. */
  adminOverride: {
    status: 'active' | 'closed' | null;
    fields: string[];
    by: string;
    at: string;
  } | null;
};

export const CatalogAdminMessages = {
  startImport: defineMessage<StartCatalogImportCommand, CatalogImportView>(
    'search.catalog.import-start.v1',
    StartCatalogImportCommand,
  ),
  importById: defineMessage<CatalogImportQuery, CatalogImportView | null>(
    'search.catalog.import-by-id.v1',
    CatalogImportQuery,
  ),
  imports: defineQuery<CatalogImportsQuery, { total: number; items: CatalogImportView[] }>(
    'search.catalog.imports.v1',
    CatalogImportsQuery,
  ),
  findStores: defineQuery<AdminStoresQuery, AdminStoreView[]>(
    'search.catalog.admin-stores.v1',
    AdminStoresQuery,
  ),
  updateStore: defineMessage<UpdateStoreCommand, AdminStoreView>(
    'search.catalog.store-update.v1',
    UpdateStoreCommand,
  ),
  setStoreStatus: defineMessage<SetStoreStatusCommand, AdminStoreView>(
    'search.catalog.store-status.v1',
    SetStoreStatusCommand,
  ),
  clearStoreOverride: defineMessage<ClearStoreOverrideCommand, AdminStoreView>(
    'search.catalog.store-clear-override.v1',
    ClearStoreOverrideCommand,
  ),
  refreshFromUsda: defineMessage<StartUsdaRefreshCommand, CatalogImportView>(
    'search.catalog.usda-refresh-start.v1',
    StartUsdaRefreshCommand,
  ),
  confirmUsdaClosings: defineMessage<ConfirmUsdaClosingsCommand, CatalogImportView>(
    'search.catalog.usda-closings-confirm.v1',
    ConfirmUsdaClosingsCommand,
  ),
  sources: defineQuery<CatalogSourcesQuery, CatalogSourcesView>(
    'search.catalog.sources.v1',
    CatalogSourcesQuery,
  ),
} as const;

export const CatalogAdminEvents = {
  importProgress: defineEvent('search.catalog.import-progress.v1', CatalogImportProgressEvent),
} as const;
