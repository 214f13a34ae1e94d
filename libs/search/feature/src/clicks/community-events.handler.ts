import { CatalogChanges } from '../catalog/catalog-changes';
import { Controller, Inject, Optional } from '@nestjs/common';
import {
  type EventEnvelope,
  SearchEvents,
  StoreClickedEvent,
  StoreReviewStatsChangedEvent,
} from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { StoresRepository } from '../catalog/stores.repository';
import { StoreClicksRepository } from './store-clicks.repository';
import { TrendingRollupRepository } from './trending-rollup.repository';

/** What community tells search: clicks feed trending; review stats are shown and sorted on. Both are
 * idempotent: a click is keyed by its event id, stats are absolute values applied newest-first. */
@Controller()
export class CommunityEventsHandler {
  constructor(
    private readonly clicks: StoreClicksRepository,
    private readonly rollup: TrendingRollupRepository,
    private readonly stores: StoresRepository,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Optional() private readonly changes?: CatalogChanges,
  ) {}

  @OnEvent(SearchEvents.storeClicked)
  async storeClicked(
    click: StoreClickedEvent,
    envelope: EventEnvelope<StoreClickedEvent>,
  ): Promise<void> {
    const clickedAt = new Date(click.clickedAt);
    await this.clicks.record({
      _id: envelope.id,
      storeId: click.storeId,
      userId: click.userId,
      userLatitude: click.lat,
      userLongitude: click.lng,
      clickedAt,
    });
    // Also on a redelivery: the click may have been stored by a delivery that stopped before this.
    await this.rollup.add([
      { storeId: click.storeId, userId: click.userId, lat: click.lat, lng: click.lng, clickedAt },
    ]);
  }

  @OnEvent(SearchEvents.reviewStatsChanged)
  async reviewStatsChanged(
    stats: StoreReviewStatsChangedEvent,
    envelope: EventEnvelope<StoreReviewStatsChangedEvent>,
  ): Promise<void> {
    // Stats of one store may arrive out of order (three partitions) or again (a replay): the latest
    // reading wins. Two readings stamped the same millisecond are ordered by their event's id, so
    // whatever order they come in, and however often, the same one stays.
    const store = await this.stores.updateFieldsIfNewer(
      stats.storeId,
      'reviewStats',
      stats.computedAt ?? envelope.occurredAt,
      { averageRating: stats.averageRating ?? null, reviewCount: stats.reviewCount },
      envelope.id,
    );
    if (store && store.status === 'active') await this.index.upsert([store]);
    if (store) await this.changes?.applied('review-stats');
  }
}
