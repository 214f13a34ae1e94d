import { Inject, Injectable, Logger } from '@nestjs/common';
import { handleAll, retry } from 'cockatiel';
import { ENRICHMENT_LIMITS } from '@snap/domain';
import { CACHE, type CachePort, InFlight } from '@snap/platform-cache';
import {
  bestOpenMapMatch,
  OPEN_MAP_SOURCE,
  type OpenMapMatch,
  type OpenMapSource,
} from '../open-map/open-map.port';

export interface OpenMapLookupResult {
  from: 'open-map' | 'cache' | 'off';
  match: OpenMapMatch | null;
  error: string | null;
}

/** The open-map match of a store: fresh 30 minutes in the cache (failures cached as no data), one
 * retry, identical concurrent lookups sharing one query. The public service has no budget. */
@Injectable()
export class OpenMapLookup {
  private readonly logger = new Logger('OpenMapLookup');
  private readonly inFlight = new InFlight();
  private readonly retryOnce = retry(handleAll, { maxAttempts: ENRICHMENT_LIMITS.openMapRetries });

  constructor(
    @Inject(OPEN_MAP_SOURCE) private readonly source: OpenMapSource,
    @Inject(CACHE) private readonly cache: CachePort,
  ) {}

  get enabled(): boolean {
    return this.source.enabled;
  }

  async lookup(store: {
    id: string;
    name: string;
    lat: number;
    lng: number;
  }): Promise<OpenMapLookupResult> {
    if (!this.source.enabled) return { from: 'off', match: null, error: null };
    const key = `enrichment:open-map:${store.id}`;
    const cached = await this.cache.get<{ match: OpenMapMatch | null; error: string | null }>(key);
    if (cached) return { from: 'cache', ...cached };
    return this.inFlight.share(key, async () => {
      let value: { match: OpenMapMatch | null; error: string | null };
      try {
        const elements = await this.retryOnce.execute(() =>
          this.source.elementsNear(store.name, store.lat, store.lng),
        );
        value = { match: bestOpenMapMatch(store, elements), error: null };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`open-map lookup for store ${store.id} failed: ${message}`);
        value = { match: null, error: message };
      }
      await this.cache.set(key, value, ENRICHMENT_LIMITS.openMapFreshMs);
      return { from: 'open-map', ...value };
    });
  }
}
