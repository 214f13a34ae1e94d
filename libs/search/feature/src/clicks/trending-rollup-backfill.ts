import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SEARCH_LIMITS } from '@snap/domain';
import { StoreClicksRepository } from './store-clicks.repository';
import { TrendingRollupRepository } from './trending-rollup.repository';

const DAY_MS = 86_400_000;

/**
 * Rolls up the clicks stored before the rollup existed, once per installation: the window's clicks,
 * one day at a time (a day's clicks in memory, never the month's), then a note. Safe to run again
 * or on two instances at once: adding a click twice changes nothing. Runs after start-up without
 * holding it; until it is done, trending reads the clicks themselves.
 */
@Injectable()
export class TrendingRollupBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(TrendingRollupBackfill.name);

  constructor(
    private readonly clicks: StoreClicksRepository,
    private readonly rollup: TrendingRollupRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.execute(new Date()).catch((error: unknown) =>
      this.logger.error(`The stored clicks could not be rolled up for trending: ${String(error)}`),
    );
  }

  /** Returns how many stored clicks were rolled up (0 when it was done before). */
  async execute(now: Date): Promise<number> {
    if (await this.rollup.backfilled()) return 0;
    // A day more than the window, so the clicks at its very start are in, and a day ahead (clicks
    // stamped by another clock); clicks arriving meanwhile are added by their event as well.
    const today = Math.floor(now.getTime() / DAY_MS);
    let rolled = 0;
    for (let day = today - SEARCH_LIMITS.trendingWindowDays - 1; day <= today + 1; day++) {
      const clicks = await this.clicks.between(
        new Date(day * DAY_MS),
        new Date((day + 1) * DAY_MS),
      );
      await this.rollup.add(clicks);
      rolled += clicks.length;
    }
    await this.rollup.noteBackfilled(now);
    if (rolled) this.logger.log(`Rolled up ${rolled} stored clicks for trending`);
    return rolled;
  }
}
