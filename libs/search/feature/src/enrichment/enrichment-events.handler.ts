import { CatalogChanges } from '../catalog/catalog-changes';
import { Controller, Inject, Optional } from '@nestjs/common';
import { EnrichmentEvents, StoreEnrichedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { StoresRepository } from '../catalog/stores.repository';

/** The places provider's card facts (phone, website, rating, hours) from the enrichment service.
 * Idempotent: the event carries absolute values; an older event never replaces a newer one. */
@Controller()
export class EnrichmentEventsHandler {
  constructor(
    private readonly stores: StoresRepository,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Optional() private readonly changes?: CatalogChanges,
  ) {}

  @OnEvent(EnrichmentEvents.storeEnriched)
  async storeEnriched(event: StoreEnrichedEvent): Promise<void> {
    const provider = {
      phone: event.phone ?? null,
      website: event.website ?? null,
      rating: event.rating ?? null,
      ratingsTotal: event.ratingsTotal ?? null,
      weeklyHours: event.weeklyHours ?? null,
      updatedAt: event.updatedAt,
    };
    // One atomic check-and-write: of two events handled at once, the newer wins whatever the order.
    const store = await this.stores.updateFieldsIfNewer(
      event.storeId,
      'provider',
      event.updatedAt,
      { provider },
    );
    if (store && store.status === 'active') await this.index.upsert([store]);
    if (store) await this.changes?.applied('provider-facts');
  }
}
