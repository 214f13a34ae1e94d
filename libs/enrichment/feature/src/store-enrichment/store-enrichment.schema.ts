import { Schema } from 'mongoose';
import type { OpenMapMatch } from '../open-map/open-map.port';
import type { ProviderPlace } from '../places-provider/places-provider.port';

/** The basics a lookup needs, copied from the search service when the store is first enriched. */
export interface EnrichedStoreBasics {
  name: string;
  /** Street address, city, state and ZIP: with the name, the provider's text query. */
  address: string;
  lat: number;
  lng: number;
}

/** store_enrichments: what the provider and the open-map data say about one store (the
 * google_* fields of product rule "Places provider fields" and the open-map match), owned by the enrichment service. */
export interface StoreEnrichmentDocument {
  /** The store id. */
  _id: string;
  store: EnrichedStoreBasics;
  /** Store page views: the refresher re-enriches the most viewed stale stores first. */
  views: number;
  /** Null when the provider knows no such place (or before the first lookup). May be corrupt when
   * written by an older version: read through readStoredPlace. */
  place: ProviderPlace | null;
  /** google_last_updated: when the provider last answered for this store (found or not). */
  placeUpdatedAt: Date | null;
  openMap: OpenMapMatch | null;
  openMapUpdatedAt: Date | null;
}

export const storeEnrichmentSchema = new Schema(
  {
    _id: { type: String, required: true },
    store: { type: Schema.Types.Mixed, required: true },
    views: { type: Number, default: 0 },
    place: { type: Schema.Types.Mixed, default: null },
    placeUpdatedAt: { type: Date, default: null },
    openMap: { type: Schema.Types.Mixed, default: null },
    openMapUpdatedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
// The refresher: stale places, most viewed first.
storeEnrichmentSchema.index({ placeUpdatedAt: 1 });
storeEnrichmentSchema.index({ views: -1 });
