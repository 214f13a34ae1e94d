import { IsDateString, IsIn } from 'class-validator';
import { defineEvent } from '../lib/definitions';

/** What changed the catalog. */
export const CATALOG_CHANGE_REASONS = [
  'import',
  'catalog-loaded',
  'store-edited',
  'store-status',
  'review-stats',
  'contribution',
  'provider-facts',
] as const;
export type CatalogChangeReason = (typeof CATALOG_CHANGE_REASONS)[number];

/** The search service changed what its reads answer (stores, their fields, their ratings), and the
 * change is written: documents and index, so a read from now on sees it. Sent after the write, never
 * before, so whoever keeps copies of earlier answers (the gateway's read cache) drops them here. */
export class CatalogChangedEvent {
  @IsIn(CATALOG_CHANGE_REASONS)
  reason!: CatalogChangeReason;

  @IsDateString()
  changedAt!: string;
}

export const CatalogChangeEvents = {
  changed: defineEvent('search.catalog.changed.v1', CatalogChangedEvent),
} as const;
