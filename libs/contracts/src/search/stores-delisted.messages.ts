import { ArrayMaxSize, IsArray, IsDateString, IsString, Matches, MaxLength } from 'class-validator';
import { defineEvent } from '../lib/definitions';

/** Stores a complete USDA list no longer has, closed by the import ("no longer on USDA's list since").
 * Sent in batches; community ends their "reported as not accepting EBT" marks. */
export class StoresDelistedEvent {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  storeIds!: string[];

  /** The date of the list that dropped them (YYYY-MM-DD). */
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  delistedOn!: string;

  /** When the import closed them: reports before this no longer count. */
  @IsDateString()
  closedAt!: string;
}

export const CatalogEvents = {
  storesDelisted: defineEvent('search.catalog.stores-delisted.v1', StoresDelistedEvent),
} as const;

/** How many store ids one event carries. */
export const STORES_DELISTED_BATCH = 1000;
