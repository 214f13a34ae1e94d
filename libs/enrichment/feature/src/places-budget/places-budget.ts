import { Inject, Injectable, Optional } from '@nestjs/common';
import type { PlacesBudgetState } from '@snap/contracts';
import { CACHE, type CachePort } from '@snap/platform-cache';
import { BudgetSettings } from './budget-settings';

export const PLACES_DAILY_LIMIT = Symbol('PLACES_DAILY_LIMIT');
const DAY_MS = 86_400_000;
/** Each day's count is kept a month, so the back-office can chart the last 30 days. */
export const PLACES_BUDGET_HISTORY_DAYS = 31;

/** The maps provider's daily call budget, counted in the shared cache so every instance sees it.
 * Each provider call spends one; once spent, enrichment falls back to basic data (spec section 8). */
@Injectable()
export class PlacesBudget {
  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(PLACES_DAILY_LIMIT) private readonly configuredLimit: number,
    // Absent where no admin setting can exist (a lookup built by hand in a test): the configured limit.
    @Optional() private readonly settings?: BudgetSettings,
  ) {}

  async state(now = new Date()): Promise<PlacesBudgetState> {
    const [used, limit] = await Promise.all([this.usedOn(now), this.limit()]);
    return { exceeded: used >= limit, used, limit };
  }

  /** Spends one call; false when the budget was already used up (the call must not be made). */
  async spend(now = new Date()): Promise<boolean> {
    return (
      (await this.cache.increment(this.key(now), PLACES_BUDGET_HISTORY_DAYS * DAY_MS)) <=
      (await this.limit())
    );
  }

  /** Calls spent on the UTC day of `day`. */
  async usedOn(day: Date): Promise<number> {
    return (await this.cache.get<number>(this.key(day))) ?? 0;
  }

  /** The limit an admin set in the back-office, else the configured one. */
  async limit(): Promise<number> {
    return (await this.settings?.dailyLimit()) ?? this.configuredLimit;
  }

  private key(now: Date): string {
    return `enrichment:places-budget:${now.toISOString().slice(0, 10)}`;
  }
}
