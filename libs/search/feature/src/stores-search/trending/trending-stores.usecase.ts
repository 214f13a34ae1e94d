import { Injectable } from '@nestjs/common';
import { rankTrending, SEARCH_LIMITS, type StoreHit } from '@snap/domain';
import type { NearbyStoresQuery, TrendingStoresQuery } from '@snap/contracts';
import { StoreClicksRepository } from '../../clicks/store-clicks.repository';
import { TrendingRollupRepository } from '../../clicks/trending-rollup.repository';
import { NearbyStoresUseCase } from '../nearby/nearby-stores.usecase';
import { CATEGORY_CANDIDATES, round } from '../store-hits';

const DAY_MS = 86_400_000;

/** Trending: clicks of the last 30 days within 25 miles, decayed; ties by incentive program, then distance. */
@Injectable()
export class TrendingStoresUseCase {
  constructor(
    private readonly nearby: NearbyStoresUseCase,
    private readonly clicks: StoreClicksRepository,
    private readonly rollup: TrendingRollupRepository,
  ) {}

  async trending(query: TrendingStoresQuery): Promise<StoreHit[]> {
    const now = new Date();
    const user = { lat: query.lat, lng: query.lng };
    const [nearby, clicks] = await Promise.all([
      this.nearby.nearby({
        ...user,
        radiusMiles: SEARCH_LIMITS.trendingRadiusMiles,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: CATEGORY_CANDIDATES,
        offset: 0,
      } as NearbyStoresQuery),
      this.clicksAround(user, now),
    ]);
    const ranked = rankTrending(
      nearby.map((hit) => ({
        ...hit,
        hasIncentiveProgram: !!hit.Incentive_Program,
        distanceMiles: hit.distanceMiles as number,
      })),
      clicks,
      user,
      now,
    );
    return ranked
      .slice(0, query.limit)
      .map(({ trendingScore, hasIncentiveProgram: _incentive, ...hit }) => ({
        ...hit,
        trendingScore: round(trendingScore, 3),
      }));
  }

  /** The rollup's cells around the person; every click of the window while the stored clicks are
   * still being rolled up, or where the cells cannot be listed (across the antimeridian or a pole). */
  private async clicksAround(user: { lat: number; lng: number }, now: Date) {
    const rolledUp = this.rollup.ready ? await this.rollup.near(user, now) : null;
    return (
      rolledUp ??
      this.clicks.since(new Date(now.getTime() - SEARCH_LIMITS.trendingWindowDays * DAY_MS))
    );
  }
}
