import { type DynamicModule, Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import { PLACES_DAILY_LIMIT, PlacesBudget } from './places-budget/places-budget';
import { PlacesBudgetHandler } from './places-budget/places-budget.handler';

/** The enrichment service: the maps provider's call budget now; cached place lookups next. */
@Module({})
export class EnrichmentModule {
  static forRoot(options: { placesDailyLimit: number }): DynamicModule {
    return {
      module: EnrichmentModule,
      controllers: [createPingHandler(PingMessages.enrichment), PlacesBudgetHandler],
      providers: [{ provide: PLACES_DAILY_LIMIT, useValue: options.placesDailyLimit }, PlacesBudget],
    };
  }
}
