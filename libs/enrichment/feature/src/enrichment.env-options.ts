import type { EnrichmentOptions } from './enrichment.options';

/** The enrichment variables both runtimes read (see .env.example). */
export interface EnrichmentEnvVariables {
  PLACES_DAILY_LIMIT: number;
  PLACES_LOOKUPS_PER_VISITOR_HOUR: number;
  PLACES_API_KEY?: string;
  PLACES_API_URL: string;
  PLACES_TIMEOUT_MS: number;
  OVERPASS_URL?: string;
  ENRICHMENT_REFRESH_INTERVAL_MS: number;
}

export function enrichmentOptionsFromEnv(env: EnrichmentEnvVariables): EnrichmentOptions {
  return {
    placesDailyLimit: env.PLACES_DAILY_LIMIT,
    lookupsPerVisitorHour: env.PLACES_LOOKUPS_PER_VISITOR_HOUR,
    placesApiKey: env.PLACES_API_KEY,
    placesApiUrl: env.PLACES_API_URL,
    placesTimeoutMs: env.PLACES_TIMEOUT_MS,
    overpassUrl: env.OVERPASS_URL,
    refreshIntervalMs: env.ENRICHMENT_REFRESH_INTERVAL_MS,
    refreshBatch: 20,
  };
}
