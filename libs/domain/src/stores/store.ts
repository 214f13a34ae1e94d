import { defineMessages } from '../i18n/message';
/** The Store_Type values the category filters use (product rule "Store types and categories"). */
export const STORE_TYPES = [
  'Supermarket',
  'Grocery Store',
  'Supercenter',
  'Convenience Store',
  'Corner Store',
  'Restaurant Meals Program',
  'Restaurant',
  'Farmers and Markets',
  'Farmers Market',
  'Specialty Store',
  'Gas Station',
  'Fast Food',
  'Farm Market',
  // A store USDA lists without a type the product can place (a file without a type column, or USDA's own
  // 'Other'): shown under no category filter, found by name, place and ZIP.
  'Other',
] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** What every service answers for a store id the catalog does not have (or no longer lists). */
export const STORE_MESSAGES = defineMessages('store', {
  notFound: "The store you're looking for doesn't exist or may have been removed.",
});
export const STORE_NOT_FOUND_MESSAGE = STORE_MESSAGES.notFound;

/** A store of the catalog, in the snap_stores shape, with its field names (product rule "Store shape"). */
export interface Store {
  /** Stable id: the USDA Record ID (or the GA file's store_id). */
  id: string;
  Store_Name: string;
  Store_Street_Address: string;
  Additional_Address: string | null;
  City: string;
  State: string;
  Zip_Code: string;
  Zip4: string | null;
  County: string | null;
  Store_Type: StoreType;
  /** The type as USDA wrote it, kept for display and re-mapping. */
  usdaStoreType: string;
  Latitude: number;
  Longitude: number;
  Record_ID: string;
  ObjectId: string | null;
  Grantee_Name: string | null;
  /** Longitude and latitude again, as the USDA feature service exports them. */
  X: number;
  Y: number;
  Incentive_Program: string | null;
  /** True when the coordinates are the ZIP's centroid, not the store's own geocode. */
  approximateLocation: boolean;
  /** 'active' while authorized; 'closed' once a complete USDA list no longer has it (or an admin closed it). */
  status: 'active' | 'closed';
  /** The date (YYYY-MM-DD) of the newest USDA list that listed this store: what cards say it is true as of. */
  listedOn: string | null;
  /** The date of the complete USDA list that no longer had it: "No longer on USDA's list … since". */
  delistedOn: string | null;
  /** The day (YYYY-MM-DD) the site's editors (an admin) closed it, while it stays closed: its page says
   * so. Absent for an open store and for one USDA delisted. */
  closedByEditorsOn?: string | null;
  /** Community facts pushed by events (review stats, latest tip), and approved contributions. */
  averageRating: number | null;
  reviewCount: number;
  phone: string | null;
  weeklyHours: Record<string, { open: string; close: string; closed: boolean }> | null;
  website: string | null;
  updatedAt: string;
  /** What the places provider says, pushed by the enrichment service: what cards need. */
  provider?: StoreProviderFacts | null;
}

/** A store named where it is: what a member's lists (reviews, contributions) show of it. */
export type StoreNameAndPlace = Pick<Store, 'id' | 'Store_Name' | 'City' | 'State'>;

/** The places provider's facts a card shows: phone, website, rating, and the hours open now is computed from. */
export interface StoreProviderFacts {
  phone: string | null;
  website: string | null;
  rating: number | null;
  ratingsTotal: number | null;
  weeklyHours: Record<string, { open: string; close: string; closed: boolean }> | null;
  updatedAt: string;
}

/** A store as search returns it: the store plus its distance from the searcher, when known. */
export interface StoreHit extends Store {
  distanceMiles: number | null;
  similarityScore: number | null;
  /** Open at the time of the search in the store's own time zone; null when no hours are known. */
  openNow?: boolean | null;
  /** Decayed recent clicks nearby, on trending lists only (0 when nobody opened the store lately). */
  trendingScore?: number | null;
  /** True when the search index was down and this answer came from the slower fallback over the
   * documents store (same ranking, but text search only around a place). */
  searchLimited?: boolean;
}
