import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { CACHE, type CachePort } from '@snap/platform-cache';
import { DOCUMENT_STORE, type DocumentStore } from '@snap/platform-documents';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import {
  type DependencyCheck,
  HealthRegistry,
  Metrics,
  ObservabilityModule,
  type ServiceInfo,
} from '@snap/platform-observability';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import type { Logger } from 'pino';
import { meteredBusClient } from './metered-bus-client';

/** The adapters one service runs on, already connected. Which adapters they are (embedded or real)
 * was decided from validated configuration by the runtime that built them. */
export interface ServicePlatform {
  bus: BusClient;
  documents: DocumentStore;
  cache: CachePort;
  blobs: BlobStore;
  mailer: Mailer;
  /** Only the search service owns an index. */
  searchIndex?: StoreIndex;
  logger: Logger;
  /** Readiness checks naming each engine and its address (the real engines); when absent, each
   * port's own ping is the check. */
  readiness?: DependencyCheck[];
}

/** Provides a service's ports to its feature module and registers each one as a readiness
 * dependency, so /health/ready and the ping answer say which engine is missing. */
@Global()
@Module({})
export class PlatformModule {
  static forService(
    info: ServiceInfo,
    platform: ServicePlatform,
    options: { http?: boolean; opsToken?: string } = {},
  ): DynamicModule {
    const observability = ObservabilityModule.forRoot(info, {
      http: options.http,
      logger: platform.logger,
      opsToken: options.opsToken,
    });
    return {
      module: PlatformModule,
      // The services' recurring jobs register their timers with @nestjs/schedule, which clears them
      // at shutdown.
      imports: [observability, ScheduleModule.forRoot()],
      providers: [
        {
          provide: BUS_CLIENT,
          inject: [Metrics],
          useFactory: (metrics: Metrics) => meteredBusClient(platform.bus, metrics),
        },
        { provide: DOCUMENT_STORE, useValue: platform.documents },
        { provide: CACHE, useValue: platform.cache },
        { provide: BLOB_STORE, useValue: platform.blobs },
        { provide: MAILER, useValue: platform.mailer },
        ...(platform.searchIndex ? [{ provide: STORE_INDEX, useValue: platform.searchIndex }] : []),
        {
          provide: 'PLATFORM_HEALTH_CHECKS',
          inject: [HealthRegistry],
          useFactory: (health: HealthRegistry) => {
            if (platform.readiness) {
              for (const check of platform.readiness) health.register(check);
              return true;
            }
            health.register({ name: 'documents', check: () => platform.documents.ping() });
            health.register({ name: 'cache', check: () => platform.cache.ping() });
            health.register({ name: 'blobs', check: () => platform.blobs.ping() });
            if (platform.searchIndex) {
              const index = platform.searchIndex;
              health.register({ name: 'search-index', check: () => index.ping() });
            }
            return true;
          },
        },
      ],
      exports: [
        observability,
        BUS_CLIENT,
        DOCUMENT_STORE,
        CACHE,
        BLOB_STORE,
        MAILER,
        ...(platform.searchIndex ? [STORE_INDEX] : []),
      ],
    };
  }
}
