import { CatalogChanges } from './catalog/catalog-changes';
import { type DynamicModule, Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import {
  CATALOG_OPTIONS,
  CatalogBootstrap,
  type CatalogOptions,
  FIRST_START_SYNC,
} from './catalog/catalog-bootstrap';
import { CatalogCoverageRepository } from './catalog/catalog-coverage.repository';
import { DelistingsOutbox, DelistingsPublisher } from './catalog/delistings-outbox';
import { HttpUsdaRetailerService } from './catalog/usda-service/http-usda-retailer-service';
import { USDA_RETAILER_SERVICE } from './catalog/usda-service/usda-retailer-service.port';
import { UsdaRefreshSchedule } from './catalog/usda-sync/usda-refresh-schedule';
import { FirstStartUsdaSync } from './catalog/usda-sync/first-start-usda-sync';
import { UsdaSyncUseCase } from './catalog/usda-sync/usda-sync.usecase';
import { CatalogCoverageHandler } from './catalog-coverage/catalog-coverage.handler';
import { CatalogCoverageUseCase } from './catalog-coverage/catalog-coverage.usecase';
import { CoveredCitiesUseCase } from './catalog-coverage/covered-cities.usecase';
import { ImportStoresUseCase } from './catalog/import-stores.usecase';
import { SearchAnalyticsHandler } from './analytics/search-analytics.handler';
import { SearchAnalyticsRepository } from './analytics/search-analytics.repository';
import { SearchAnalyticsUseCases } from './analytics/search-analytics.usecases';
import { KEEP_FALLBACK_CELLS } from './catalog/store-cells';
import { StoresRepository } from './catalog/stores.repository';
import { CatalogAdminHandler } from './catalog-admin/catalog-admin.handler';
import { CatalogImportsUseCases } from './catalog-admin/catalog-imports.usecases';
import { CatalogStoresUseCases } from './catalog-admin/catalog-stores.usecases';
import { AccountDeletionHandler } from './clicks/account-deletion.handler';
import { CommunityEventsHandler } from './clicks/community-events.handler';
import { StoreContributionsHandler } from './clicks/store-contributions.handler';
import { StoreClicksRepository } from './clicks/store-clicks.repository';
import { EnrichmentEventsHandler } from './enrichment/enrichment-events.handler';
import { Gazetteer } from './geocoding/gazetteer';
import { SearchHandler } from './stores-search/search.handler';
import { TrendingRollupBackfill } from './clicks/trending-rollup-backfill';
import { TrendingRollupRepository } from './clicks/trending-rollup.repository';
import { StoresByIdUseCase } from './stores-search/by-id/stores-by-id.usecase';
import { CategoryStoresUseCase } from './stores-search/category/category-stores.usecase';
import { DirectSearchUseCase } from './stores-search/direct/direct-search.usecase';
import { NearbyStoresUseCase } from './stores-search/nearby/nearby-stores.usecase';
import { PlaceOfUseCase } from './stores-search/place/place-of.usecase';
import { TextSearchUseCase } from './stores-search/text/text-search.usecase';
import { TrendingStoresUseCase } from './stores-search/trending/trending-stores.usecase';
import { ZipStoresUseCase } from './stores-search/zip/zip-stores.usecase';

/** The search service: the store catalog, its index, and every discovery query. */
@Module({})
export class SearchModule {
  static forRoot(options: CatalogOptions): DynamicModule {
    return {
      module: SearchModule,
      controllers: [
        createPingHandler(PingMessages.search),
        SearchHandler,
        CommunityEventsHandler,
        AccountDeletionHandler,
        StoreContributionsHandler,
        EnrichmentEventsHandler,
        CatalogAdminHandler,
        CatalogCoverageHandler,
        SearchAnalyticsHandler,
      ],
      providers: [
        { provide: CATALOG_OPTIONS, useValue: options },
        { provide: KEEP_FALLBACK_CELLS, useValue: options.keepFallbackCells },
        { provide: Gazetteer, useValue: new Gazetteer() },
        StoresRepository,
        CatalogChanges,
        CatalogCoverageRepository,
        DelistingsOutbox,
        DelistingsPublisher,
        CatalogCoverageUseCase,
        CoveredCitiesUseCase,
        {
          provide: USDA_RETAILER_SERVICE,
          useValue: new HttpUsdaRetailerService({ url: options.usdaService.url }),
        },
        UsdaSyncUseCase,
        UsdaRefreshSchedule,
        FirstStartUsdaSync,
        { provide: FIRST_START_SYNC, useExisting: FirstStartUsdaSync },
        StoreClicksRepository,
        TrendingRollupRepository,
        TrendingRollupBackfill,
        ImportStoresUseCase,
        NearbyStoresUseCase,
        ZipStoresUseCase,
        TextSearchUseCase,
        DirectSearchUseCase,
        TrendingStoresUseCase,
        CategoryStoresUseCase,
        StoresByIdUseCase,
        PlaceOfUseCase,
        CatalogBootstrap,
        CatalogImportsUseCases,
        CatalogStoresUseCases,
        SearchAnalyticsRepository,
        SearchAnalyticsUseCases,
      ],
      exports: [ImportStoresUseCase, UsdaSyncUseCase],
    };
  }
}
