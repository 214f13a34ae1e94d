import type { SourceRow } from '../source-row';

export const USDA_RETAILER_SERVICE = Symbol('USDA_RETAILER_SERVICE');

/** Which stores a sync asks for: some states (two-letter codes USDA uses) or the whole country. */
export type UsdaScope = { states: string[] } | { states: 'all' };

export interface UsdaLayerInfo {
  /** editingInfo.lastEditDate of the layer (GET <layer>?f=json), ms since epoch. */
  lastEditDate: number | null;
  url: string;
}

export interface UsdaRetailerPage {
  offset: number;
  /** One per feature, in the shape the file importer uses (format 'usda-service'). */
  rows: SourceRow[];
  /** Features that could not be read (the reason names the ObjectId where known): counted, never thrown. */
  skipped: Array<{ line: number; reason: string }>;
  /** exceededTransferLimit: another page follows. */
  more: boolean;
  /** Features the service answered for this page, before duplicates and unreadable ones were set aside. */
  features: number;
  /** Where the next page starts (offset + features): rows.length is smaller when a page held duplicates. */
  nextOffset: number;
  /** Features that repeated another of this page (same Record_ID, or same name, address and ZIP), returned once. */
  duplicates: number;
}

export interface UsdaRetailerService {
  layerInfo(): Promise<UsdaLayerInfo>;
  count(scope: UsdaScope): Promise<number>;
  /** `size` defaults to, and may not exceed, the service's 1,000 features a request. */
  page(scope: UsdaScope, offset: number, size?: number): Promise<UsdaRetailerPage>;
}

/** USDA's service could not answer, after the retries were spent (or at once when retrying cannot help). */
export class UsdaServiceError extends Error {
  constructor(
    message: string,
    /** What each failed attempt got, oldest first: "HTTP 500", "malformed JSON", "no answer within 30 s", ... */
    readonly failures: string[] = [],
  ) {
    super(message);
    this.name = 'UsdaServiceError';
  }
}

/** A scope or page the service cannot be asked for (an unknown state code, a page past 1,000 features):
 * refused before any request. */
export class UsdaRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsdaRequestError';
  }
}
