import { Controller } from '@nestjs/common';
import {
  CatalogChangeEvents,
  CatalogChangedEvent,
  EnrichmentEvents,
  type EventEnvelope,
} from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { READ_SCOPES, ReadCache } from './read-cache';

/** Evicts the read cache on the events of what its answers come from. Each event is sent once the
 * change is written, so a read after the eviction asks the service and sees it. The gateway's
 * instances share one consumer group: one eviction in the shared cache serves them all. A failed
 * eviction (the cache out of reach) fails the handler, which the bus retries. */
@Controller()
export class ReadCacheEventsHandler {
  constructor(private readonly reads: ReadCache) {}

  @OnEvent(CatalogChangeEvents.changed)
  async catalogChanged(
    event: CatalogChangedEvent,
    envelope: EventEnvelope<CatalogChangedEvent>,
  ): Promise<void> {
    await this.reads.evict(READ_SCOPES.catalog, event.reason);
    // From the change being written (search sends the event right after) to nothing older served.
    this.reads.evictionDelay.observe(
      { scope: READ_SCOPES.catalog },
      Math.max(0, Date.now() - Date.parse(envelope.occurredAt)) / 1000,
    );
  }

  @OnEvent(EnrichmentEvents.storeEnriched)
  storeEnriched(): Promise<void> {
    return this.reads.evict(READ_SCOPES.enrichment, 'store-enriched');
  }
}
