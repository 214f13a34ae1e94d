import { IsIn, IsInt, IsNumber, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { defineEvent, defineMessage } from '../lib/definitions';

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
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

export interface CatalogImportView {
  id: string;
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

/** A store as the back-office edits it; the rules (and their messages) are applied by the search service. */
export class UpdateStoreCommand {
  @IsString()
  @MaxLength(64)
  id!: string;

  @IsString()
  @MaxLength(300)
  Store_Name!: string;

  @IsString()
  @MaxLength(64)
  Store_Type!: string;

  @IsString()
  @MaxLength(300)
  Store_Street_Address!: string;

  @IsString()
  @MaxLength(100)
  City!: string;

  @IsString()
  @MaxLength(20)
  State!: string;

  @IsString()
  @MaxLength(20)
  Zip_Code!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  Latitude!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  Longitude!: number;
}

export class SetStoreStatusCommand {
  @IsString()
  @MaxLength(64)
  id!: string;

  @IsIn(['active', 'closed'])
  status!: 'active' | 'closed';
}

export interface AdminStoreView {
  id: string;
  Store_Name: string;
  Store_Type: string;
  Store_Street_Address: string;
  City: string;
  State: string;
  Zip_Code: string;
  Latitude: number;
  Longitude: number;
  status: 'active' | 'closed';
  source: string;
  updatedAt: string;
}

export const CatalogAdminMessages = {
  startImport: defineMessage<StartCatalogImportCommand, CatalogImportView>(
    'search.catalog.import-start.v1',
    StartCatalogImportCommand,
  ),
  importById: defineMessage<CatalogImportQuery, CatalogImportView | null>(
    'search.catalog.import-by-id.v1',
    CatalogImportQuery,
  ),
  imports: defineMessage<CatalogImportsQuery, { total: number; items: CatalogImportView[] }>(
    'search.catalog.imports.v1',
    CatalogImportsQuery,
  ),
  findStores: defineMessage<AdminStoresQuery, AdminStoreView[]>(
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
} as const;

export const CatalogAdminEvents = {
  importProgress: defineEvent('search.catalog.import-progress.v1', CatalogImportProgressEvent),
} as const;
