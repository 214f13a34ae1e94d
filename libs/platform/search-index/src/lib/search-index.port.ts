import type { Store } from '@snap/domain';

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusMiles: number;
  /** Only these Store_Type values; all types when absent or empty. */
  storeTypes?: string[];
  /** Only stores with a healthy-food incentive such as Double Up Food Bucks ('Extra for fruits &
   * vegetables'): produceIncentiveOf in the domain. */
  produceIncentiveOnly?: boolean;
  /** How many of the nearest stores are wanted: the answer holds at least these (when the radius
   * has them), maybe a few more; the search feature ranks them and takes its page. */
  limit: number;
}

export interface TextQuery {
  /** Free text; normalized by the shared normalizeSearchText function before matching. */
  text: string;
  /** Position of the searcher: results are restricted to radiusMiles around it and carry distances. */
  near?: { lat: number; lng: number; radiusMiles: number };
  city?: string;
  state?: string;
  zip?: string;
  storeTypes?: string[];
  /** As in NearbyQuery. */
  produceIncentiveOnly?: boolean;
  /** Minimum similarity in [0, 1] (spec: 0.2). */
  minScore: number;
  /** At most this many candidates, the best-scoring ones. */
  limit: number;
}

export interface IndexHit {
  store: Store;
  /** Great-circle miles from the query position, when one was given. */
  distanceMiles: number | null;
  /** Similarity in [0, 1] for text queries; null for nearby queries. */
  score: number | null;
}

/** The geo + typo-tolerant store index: embedded (in memory) or Elasticsearch. Only active stores are
 * indexed; the document store remains the source of truth. */
export interface StoreIndex {
  upsert(stores: Store[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  /** Candidates within the radius, with exact miles, in no particular order: the search feature
   * ranks them (rankNearest in the domain), so an adapter never sorts results. */
  nearby(query: NearbyQuery): Promise<IndexHit[]>;
  /** Candidates scoring minScore or more, in no particular order (rankTextHits ranks them). */
  text(query: TextQuery): Promise<IndexHit[]>;
  count(): Promise<number>;
  clear(): Promise<void>;
  /** Replaces the whole content with `stores` at once: until the new content is complete, readers (every
   * replica) keep seeing the old one, never an empty or half-built index. Writes made meanwhile are kept. */
  rebuild(stores: Store[]): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const STORE_INDEX = Symbol('STORE_INDEX');

/** The index cannot answer (down, not built yet): callers fall back to the documents' bounding box. */
export class SearchIndexUnavailableError extends Error {
  constructor(reason: string) {
    super(`Search index unavailable: ${reason}`);
    this.name = 'SearchIndexUnavailableError';
  }
}
