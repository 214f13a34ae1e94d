import { Inject, Injectable, Optional } from '@nestjs/common';
import type { PlacesBudgetState } from '@snap/contracts';
import { CACHE, type CachePort } from '@snap/platform-cache';
import { BudgetSettings } from './budget-settings';

export const PLACES_DAILY_LIMIT = Symbol('PLACES_DAILY_LIMIT');
const DAY_MS = 86_400_000;
/** Each day's count is kept a month, so the back-office can chart the last 30 days. */
export const PLACES_BUDGET_HISTORY_DAYS = 31;

/** Who spends: a store page (or its photo) asked for now, or the background refresher. */
export type BudgetSpender = 'store-pages' | 'refresher';

/** Each spender's guaranteed part of the day's limit, which the other cannot spend: a flood of store
 * pages leaves the refresher a fifth to catch up with, and the refresher leaves pages a fifth. */
export const BUDGET_KEPT_FOR: Record<BudgetSpender, number> = {
  'store-pages': 0.2,
  refresher: 0.2,
};

const other = (spender: BudgetSpender): BudgetSpender =>
  spender === 'refresher' ? 'store-pages' : 'refresher';

/** The maps provider's daily call budget, counted in the shared cache so every instance sees it.
 * Each provider call reserves one unit before it is made, atomically, so the day's count never
 * passes the limit however many instances and requests spend at once; once store pages have spent
 * their part, they fall back to basic data (spec section 8). */
@Injectable()
export class PlacesBudget {
  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(PLACES_DAILY_LIMIT) private readonly configuredLimit: number,
    // Absent where no admin setting can exist (a lookup built by hand in a test): the configured limit.
    @Optional() private readonly settings?: BudgetSettings,
  ) {}

  /** The day as store pages see it: exceeded once they may spend nothing more today. */
  async state(now = new Date()): Promise<PlacesBudgetState> {
    const [used, limit, pages] = await Promise.all([
      this.usedOn(now),
      this.limit(),
      this.spentBy('store-pages', now),
    ]);
    return { exceeded: used >= limit || pages >= capOf('store-pages', limit), used, limit };
  }

  /** Reserves one call for `spender`; false when its part or the day's limit is spent (the call must
   * not be made). Its own count first, then the day's: a refused day gives the own unit back. */
  async reserve(spender: BudgetSpender, now = new Date()): Promise<boolean> {
    const limit = await this.limit();
    const ttl = PLACES_BUDGET_HISTORY_DAYS * DAY_MS;
    const own = this.key(now, spender);
    if ((await this.cache.incrementUpTo(own, ttl, capOf(spender, limit))) === null) return false;
    if ((await this.cache.incrementUpTo(this.key(now), ttl, limit)) !== null) return true;
    await this.cache.increment(own, ttl, -1);
    return false;
  }

  /** Calls `spender` may still reserve today. */
  async left(spender: BudgetSpender, now = new Date()): Promise<number> {
    const [used, limit, spent] = await Promise.all([
      this.usedOn(now),
      this.limit(),
      this.spentBy(spender, now),
    ]);
    return Math.max(0, Math.min(limit - used, capOf(spender, limit) - spent));
  }

  /** Calls spent on the UTC day of `day`. */
  async usedOn(day: Date): Promise<number> {
    return (await this.cache.get<number>(this.key(day))) ?? 0;
  }

  /** The limit an admin set in the back-office, else the configured one. */
  async limit(): Promise<number> {
    return (await this.settings?.dailyLimit()) ?? this.configuredLimit;
  }

  private async spentBy(spender: BudgetSpender, day: Date): Promise<number> {
    return (await this.cache.get<number>(this.key(day, spender))) ?? 0;
  }

  private key(now: Date, spender?: BudgetSpender): string {
    const day = `enrichment:places-budget:${now.toISOString().slice(0, 10)}`;
    return spender ? `${day}:${spender}` : day;
  }
}

/** What one spender may use of the day's limit: all but the other's guaranteed part. */
export function capOf(spender: BudgetSpender, limit: number): number {
  // Rounded so that 0.2 of 10 is 2, not 2.0000000000000004.
  return limit - Math.ceil(limit * BUDGET_KEPT_FOR[other(spender)] - 1e-9);
}
