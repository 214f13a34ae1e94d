import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ENRICHMENT_LIMITS } from '@snap/domain';
import { ENRICHMENT_OPTIONS, type EnrichmentOptions } from '../enrichment.options';
import { PlaceLookup } from '../lookups/place-lookup';
import { PlacesBudget } from '../places-budget/places-budget';
import { StoreEnrichmentsRepository } from '../store-enrichment/store-enrichments.repository';
import { StoreEnrichmentUseCases } from '../store-enrichment/store-enrichment.usecases';

/** A lookup costs up to two provider calls (text search, details). */
const CALLS_PER_LOOKUP = 2;
/** Re-enriches stale stores in the background (and those store pages queued), most viewed first,
 * only while its part of the day's budget allows (the budget keeps a fifth of the day for store
 * pages, and a fifth for the refresher that pages cannot spend). Never runs with the provider off. */
@Injectable()
export class EnrichmentRefresher implements OnApplicationBootstrap {
  private readonly logger = new Logger('EnrichmentRefresher');
  private running = false;

  constructor(
    private readonly enrichments: StoreEnrichmentsRepository,
    private readonly stores: StoreEnrichmentUseCases,
    private readonly places: PlaceLookup,
    private readonly budget: PlacesBudget,
    @Inject(ENRICHMENT_OPTIONS) private readonly options: EnrichmentOptions,
    private readonly schedule: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.places.enabled || this.options.refreshIntervalMs <= 0) return;
    // Cleared at shutdown by @nestjs/schedule; unref'd so it never holds a process open by itself.
    this.schedule.addInterval(
      'enrichment-refresh',
      setInterval(() => void this.runOnce(), this.options.refreshIntervalMs).unref(),
    );
  }

  /** One pass; returns how many stores it refreshed. */
  async runOnce(now = new Date()): Promise<number> {
    if (!this.places.enabled || this.running) return 0;
    this.running = true;
    try {
      const spendable = Math.floor((await this.budget.left('refresher', now)) / CALLS_PER_LOOKUP);
      const batch = Math.min(spendable, this.options.refreshBatch);
      if (batch <= 0) return 0;
      const stale = await this.enrichments.stale(
        new Date(now.getTime() - ENRICHMENT_LIMITS.placesFreshMs),
        batch,
      );
      let refreshed = 0;
      for (const record of stale) {
        if (await this.stores.refreshPlace(record._id, record.store, now, 'refresher')) break; // the budget ran out
        refreshed++;
      }
      return refreshed;
    } catch (error) {
      this.logger.warn(
        `refresh pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    } finally {
      this.running = false;
    }
  }
}
