import { Injectable } from '@nestjs/common';
import { findCategory, matchesCategory, type StoreHit } from '@snap/domain';
import type { CategoryStoresQuery } from '@snap/contracts';
import { NearbyStoresUseCase } from '../nearby/nearby-stores.usecase';
import { CATEGORY_CANDIDATES } from '../store-hits';
import { TrendingStoresUseCase } from '../trending/trending-stores.usecase';

/** A category of the bar near the user: its types or name keywords, minus its exclusions. */
@Injectable()
export class CategoryStoresUseCase {
  constructor(
    private readonly nearby: NearbyStoresUseCase,
    private readonly trending: TrendingStoresUseCase,
  ) {}

  async category(query: CategoryStoresQuery): Promise<StoreHit[]> {
    if (query.category === 'trending') {
      const ranked = await this.trending.trending({
        lat: query.lat,
        lng: query.lng,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.offset + query.limit,
      });
      if (ranked.some((hit) => (hit.trendingScore ?? 0) > 0)) return ranked.slice(query.offset);
      // Nobody nearby opened a store lately: plain nearest first within the chosen radius (the list says so).
      return this.nearby.nearby({
        lat: query.lat,
        lng: query.lng,
        radiusMiles: query.radiusMiles,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.limit,
        offset: query.offset,
      });
    }
    const category = findCategory(query.category);
    if (!category) return [];
    const nearby = await this.nearby.nearby({
      lat: query.lat,
      lng: query.lng,
      radiusMiles: query.radiusMiles,
      produceIncentiveOnly: query.produceIncentiveOnly,
      limit: CATEGORY_CANDIDATES,
      offset: 0,
    });
    return nearby
      .filter((hit) => matchesCategory(hit, category))
      .slice(query.offset, query.offset + query.limit);
  }
}
