import { type DynamicModule, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { HealthRegistry } from '@snap/platform-observability';
import { createPingHandler } from '@snap/platform-bus';
import { ENRICHMENT_OPTIONS, type EnrichmentOptions } from './enrichment.options';
import { OpenMapLookup } from './lookups/open-map-lookup';
import { PlaceLookup } from './lookups/place-lookup';
import { OPEN_MAP_SOURCE, type OpenMapSource } from './open-map/open-map.port';
import { OverpassOpenMap } from './open-map/overpass-open-map';
import { PLACES_DAILY_LIMIT, PlacesBudget } from './places-budget/places-budget';
import { PlacesBudgetHandler } from './places-budget/places-budget.handler';
import { DEFAULT_PLACES_API_URL, HttpPlacesProvider } from './places-provider/http-places-provider';
import { PLACES_PROVIDER, type PlacesProvider } from './places-provider/places-provider.port';
import { EnrichmentRefresher } from './refresher/enrichment-refresher';
import { StoreEnrichmentHandler } from './store-enrichment/store-enrichment.handler';
import { StoreEnrichmentUseCases } from './store-enrichment/store-enrichment.usecases';
import { StoreEnrichmentsRepository } from './store-enrichment/store-enrichments.repository';
import { BudgetAdminHandler } from './places-budget/budget-admin.handler';
import { BudgetSettings } from './places-budget/budget-settings';

/** Readiness and the admin health page say in words whether each provider is on. Neither is
 * required: without them the service answers with what it stored (or nothing). */
@Injectable()
class ProviderHealth implements OnModuleInit {
  constructor(
    @Inject(HealthRegistry) private readonly health: HealthRegistry,
    @Inject(PLACES_PROVIDER) private readonly places: PlacesProvider,
    @Inject(OPEN_MAP_SOURCE) private readonly openMap: OpenMapSource,
    private readonly budget: PlacesBudget,
  ) {}

  onModuleInit(): void {
    this.health.register({
      name: 'places provider',
      check: async () => {
        if (!this.places.enabled) return { off: true, detail: this.places.describe() };
        const { used, limit, exceeded } = await this.budget.state();
        return {
          detail: `${this.places.describe()}; ${used} of ${limit} calls used today${exceeded ? ' (budget spent: basic data only)' : ''}`,
        };
      },
    });
    this.health.register({
      name: 'open-map',
      check: async () =>
        this.openMap.enabled
          ? { detail: this.openMap.describe() }
          : { off: true, detail: this.openMap.describe() },
    });
  }
}

/** The enrichment service: place details and open-map matches for the store page and cards, behind
 * a shared daily budget and a cache; a background refresher keeps the most viewed stores fresh. */
@Module({})
export class EnrichmentModule {
  static forRoot(options: EnrichmentOptions): DynamicModule {
    return {
      module: EnrichmentModule,
      controllers: [
        createPingHandler(PingMessages.enrichment),
        PlacesBudgetHandler,
        BudgetAdminHandler,
        StoreEnrichmentHandler,
      ],
      providers: [
        { provide: ENRICHMENT_OPTIONS, useValue: options },
        { provide: PLACES_DAILY_LIMIT, useValue: options.placesDailyLimit },
        {
          provide: PLACES_PROVIDER,
          useValue: new HttpPlacesProvider({
            apiKey: options.placesApiKey || undefined,
            baseUrl: options.placesApiUrl || DEFAULT_PLACES_API_URL,
            timeoutMs: options.placesTimeoutMs ?? 5_000,
          }),
        },
        {
          provide: OPEN_MAP_SOURCE,
          useValue: new OverpassOpenMap({
            url: options.overpassUrl || undefined,
            timeoutMs: options.overpassTimeoutMs ?? 30_000,
          }),
        },
        PlacesBudget,
        BudgetSettings,
        PlaceLookup,
        OpenMapLookup,
        StoreEnrichmentsRepository,
        StoreEnrichmentUseCases,
        EnrichmentRefresher,
        ProviderHealth,
      ],
    };
  }
}
