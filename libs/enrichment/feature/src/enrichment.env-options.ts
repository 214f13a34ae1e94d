import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Min } from 'class-validator';
import { type EnvClass, Secret } from '@snap/platform-config';
import type { EnrichmentOptions } from './enrichment.options';

/** The enrichment variables, declared once: the enrichment service's environment and the one-process
 * runtime's are both built on them (see .env.example). */
export function WithEnrichmentEnv<TBase extends EnvClass>(Base: TBase) {
  class EnrichmentEnvVariables extends Base {
    /** Maps provider calls allowed per day before the site falls back to basic store data. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    PLACES_DAILY_LIMIT = 1000;

    /** New stores (never looked up, or out of date) one address or one member may have looked up
     * from the provider an hour; past it their store pages show stored data and the stores wait for
     * the background refresher. */
    @Type(() => Number)
    @IsInt()
    @Min(1)
    PLACES_LOOKUPS_PER_VISITOR_HOUR = 30;

    /** The maps-places provider's key; without one the provider is off and stores show USDA and community data only. */
    @Secret()
    @IsOptional()
    @IsString()
    PLACES_API_KEY?: string;

    /** The maps-places web service root (text search, details, photo). */
    @IsUrl(
      { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
      { message: 'PLACES_API_URL must be an http(s) URL' },
    )
    PLACES_API_URL = 'https://maps.googleapis.com/maps/api/place';

    /** Each provider call gives up after this many milliseconds (then one retry). */
    @Type(() => Number)
    @IsInt()
    @Min(100)
    PLACES_TIMEOUT_MS = 5000;

    /** The Overpass (open-map) interpreter, e.g. https://overpass-api.de/api/interpreter; empty turns open-map matching off. */
    @IsOptional()
    @IsUrl(
      { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
      { message: 'OVERPASS_URL must be an http(s) URL' },
    )
    OVERPASS_URL?: string;

    /** How often stale enriched stores are refreshed in the background, most viewed first; 0 turns it off. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    ENRICHMENT_REFRESH_INTERVAL_MS = 600000;
  }
  return EnrichmentEnvVariables;
}

export type EnrichmentEnvVariables = InstanceType<ReturnType<typeof WithEnrichmentEnv<EnvClass>>>;

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
