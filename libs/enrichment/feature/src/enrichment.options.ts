export interface EnrichmentOptions {
  /** Maps provider calls allowed per day, shared by every instance through the cache. */
  placesDailyLimit: number;
  /** New stores one address or member may have looked up an hour (default
   * ENRICHMENT_LIMITS.lookupsPerVisitorHour, 30). */
  lookupsPerVisitorHour?: number;
  /** Without a key the places provider is off (the offline default). */
  placesApiKey?: string;
  placesApiUrl?: string;
  /** Per provider call. */
  placesTimeoutMs?: number;
  /** The Overpass interpreter endpoint; without it the open-map source is off. */
  overpassUrl?: string;
  overpassTimeoutMs?: number;
  /** How often the background refresher runs; 0 turns it off. */
  refreshIntervalMs: number;
  /** Stores per refresher pass at most. */
  refreshBatch: number;
}

export const ENRICHMENT_OPTIONS = Symbol('ENRICHMENT_OPTIONS');
