import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EnrichmentEvents,
  SearchMessages,
  type PlaceView,
  type StoreEnrichedEvent,
  type StoreEnrichmentView,
} from '@snap/contracts';
import {
  businessCategories,
  combinedConfidence,
  ENRICHMENT_LIMITS,
  periodsToWeeklyHours,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import {
  CACHE,
  type CachePort,
  RateLimitExceededError,
  type RateLimitRule,
  RateLimits,
} from '@snap/platform-cache';
import { ENRICHMENT_OPTIONS, type EnrichmentOptions } from '../enrichment.options';
import { OpenMapLookup } from '../lookups/open-map-lookup';
import { PlaceLookup } from '../lookups/place-lookup';
import { type BudgetSpender, PlacesBudget } from '../places-budget/places-budget';
import type { ProviderPlace } from '../places-provider/places-provider.port';
import { readStoredPlace } from './read-stored-place';
import type { EnrichedStoreBasics, StoreEnrichmentDocument } from './store-enrichment.schema';
import { StoreEnrichmentsRepository } from './store-enrichments.repository';

/** How old a stored part may be before it is refreshed in the background, and before it is looked up
 * again before answering. */
type Age = 'fresh' | 'stale' | 'expired';

/** The store page's enrichment: stored results answered at once while fresh, refreshed in the
 * background while stale, looked up before answering once expired or missing. With the provider off
 * (no key) nothing is ever waited for. Each visitor (a member, else an address) may cause only so
 * many lookups an hour: past that, their pages show what is stored and the store waits for the
 * background refresher (its record, never looked up or out of date, is what the refresher picks). */
@Injectable()
export class StoreEnrichmentUseCases {
  private readonly logger = new Logger('StoreEnrichment');
  private readonly limits: RateLimits;
  /** Provider lookups one visitor may cause an hour. */
  private readonly visitorLookups: RateLimitRule;

  constructor(
    private readonly enrichments: StoreEnrichmentsRepository,
    private readonly places: PlaceLookup,
    private readonly openMap: OpenMapLookup,
    private readonly budget: PlacesBudget,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(CACHE) cache: CachePort,
    @Inject(ENRICHMENT_OPTIONS) options: EnrichmentOptions,
  ) {
    this.limits = new RateLimits(cache, 'enrichment');
    this.visitorLookups = {
      points: options.lookupsPerVisitorHour ?? ENRICHMENT_LIMITS.lookupsPerVisitorHour,
      durationSeconds: 3600,
    };
  }

  /** `visitor` is who asks (`user:<id>` or `ip:<address group>`); without one (a call from another
   * service) no visitor limit applies. */
  async forStore(
    storeId: string,
    visitor?: string,
    now = new Date(),
  ): Promise<StoreEnrichmentView | null> {
    let record = await this.enrichments.find(storeId);
    const basics = record?.store ?? (await this.basicsFromSearch(storeId));
    if (!basics) return null;
    record = (await this.enrichments.viewed(storeId, basics)) ?? record;
    if (!record) return null;

    const placeAge = age(
      record.placeUpdatedAt,
      now,
      ENRICHMENT_LIMITS.placesFreshMs,
      ENRICHMENT_LIMITS.placesKeptMs,
    );
    const openMapAge = age(
      record.openMapUpdatedAt,
      now,
      ENRICHMENT_LIMITS.openMapFreshMs,
      ENRICHMENT_LIMITS.openMapKeptMs,
    );
    const waits: Array<Promise<unknown>> = [];
    let budgetExceeded = false;
    const placeWanted = this.places.enabled && placeAge !== 'fresh';
    // Past the visitor's lookups of the hour: what is stored, and the record waits for the refresher.
    const queued = placeWanted && !(await this.mayLookUp(visitor));
    if (placeWanted && !queued) {
      const refresh = this.refreshPlace(storeId, basics, now).then(
        (exceeded) => (budgetExceeded = exceeded),
      );
      if (placeAge === 'expired') waits.push(refresh);
    }
    if (this.openMap.enabled && openMapAge !== 'fresh') {
      const refresh = this.refreshOpenMap(storeId, basics, now);
      if (openMapAge === 'expired') waits.push(refresh);
    }
    if (waits.length > 0) {
      await Promise.all(waits);
      record = (await this.enrichments.find(storeId)) ?? record;
    }
    if (!budgetExceeded && this.places.enabled)
      budgetExceeded = (await this.budget.state(now)).exceeded;
    const view = this.view(record, budgetExceeded, queued);
    // The photo proxy fetches only references a store page showed.
    if (view.place && view.place.photos.length > 0)
      await this.places.handOut(view.place.photos.map((photo) => photo.photo_reference));
    return view;
  }

  /** Spends one of the visitor's lookups of the hour; false once they are spent. */
  private async mayLookUp(visitor: string | undefined): Promise<boolean> {
    if (!visitor) return true;
    try {
      await this.limits.consume('visitor-lookups', this.visitorLookups, visitor);
      return true;
    } catch (error) {
      if (error instanceof RateLimitExceededError) return false;
      throw error;
    }
  }

  /** Looks the store's place up and stores it, paid from `spender`'s part of the budget; true when
   * the budget stopped the lookup. Never throws: a failed lookup leaves what was stored. */
  async refreshPlace(
    storeId: string,
    basics: EnrichedStoreBasics,
    now = new Date(),
    spender: BudgetSpender = 'store-pages',
  ): Promise<boolean> {
    try {
      const result = await this.places.lookup(storeId, `${basics.name} ${basics.address}`, spender);
      if (result.budget_exceeded) return true;
      if (result.error) return false;
      await this.enrichments.savePlace(storeId, result.place, now);
      await this.bus.publish(EnrichmentEvents.storeEnriched, cardFacts(storeId, result.place, now));
      return false;
    } catch (error) {
      this.logger.warn(
        `storing the place of store ${storeId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  private async refreshOpenMap(
    storeId: string,
    basics: EnrichedStoreBasics,
    now: Date,
  ): Promise<void> {
    try {
      const result = await this.openMap.lookup({
        id: storeId,
        name: basics.name,
        lat: basics.lat,
        lng: basics.lng,
      });
      if (result.from !== 'off' && !result.error)
        await this.enrichments.saveOpenMap(storeId, result.match, now);
    } catch (error) {
      this.logger.warn(
        `storing the open-map match of store ${storeId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async basicsFromSearch(storeId: string): Promise<EnrichedStoreBasics | null> {
    const store = await this.bus.request(SearchMessages.byId, { id: storeId });
    if (!store) return null;
    return {
      name: store.Store_Name,
      address: [store.Store_Street_Address, store.City, `${store.State} ${store.Zip_Code}`]
        .filter((part) => part && part.trim())
        .join(', '),
      lat: store.Latitude,
      lng: store.Longitude,
    };
  }

  private view(
    record: StoreEnrichmentDocument,
    budgetExceeded: boolean,
    queued: boolean,
  ): StoreEnrichmentView {
    const warned = new Set<string>();
    const place = readStoredPlace(record.place, (what) => {
      if (warned.has(what)) return;
      warned.add(what);
      this.logger.warn(`corrupt stored ${what} data of store ${record._id} ignored`);
    });
    return {
      storeId: record._id,
      budgetExceeded,
      queued,
      providerEnabled: this.places.enabled,
      openMapEnabled: this.openMap.enabled,
      place: place ? toPlaceView(place) : null,
      openMap: record.openMap ?? null,
      confidence:
        place || record.openMap
          ? combinedConfidence(Boolean(place), record.openMap?.confidence_score ?? null)
          : null,
      lastUpdated: record.placeUpdatedAt ? new Date(record.placeUpdatedAt).toISOString() : null,
    };
  }
}

function age(updatedAt: Date | null, now: Date, freshMs: number, keptMs: number): Age {
  if (!updatedAt) return 'expired';
  const elapsed = now.getTime() - new Date(updatedAt).getTime();
  return elapsed < freshMs ? 'fresh' : elapsed < keptMs ? 'stale' : 'expired';
}

function toPlaceView(place: ProviderPlace): PlaceView {
  return {
    name: place.name,
    formatted_address: place.formatted_address ?? null,
    formatted_phone_number: place.formatted_phone_number ?? null,
    website: place.website ?? null,
    rating: place.rating ?? null,
    user_ratings_total: place.user_ratings_total ?? null,
    price_level: place.price_level ?? null,
    business_status: place.business_status ?? null,
    categories: businessCategories(place.types),
    weekday_text: place.opening_hours?.weekday_text ?? [],
    photos: place.photos,
    reviews: place.reviews.slice(0, ENRICHMENT_LIMITS.reviewsShown),
    reviews_total: Math.max(place.reviews.length, place.user_ratings_total ?? 0),
  };
}

/** What search keeps for cards; a store the provider does not know clears its provider facts. */
export function cardFacts(
  storeId: string,
  place: ProviderPlace | null,
  at: Date,
): StoreEnrichedEvent {
  return {
    storeId,
    phone: place?.formatted_phone_number?.slice(0, 40) ?? null,
    website: place?.website?.slice(0, 500) ?? null,
    rating: place?.rating ?? null,
    ratingsTotal: place?.user_ratings_total ?? null,
    weeklyHours: periodsToWeeklyHours(place?.opening_hours?.periods),
    updatedAt: at.toISOString(),
  };
}
