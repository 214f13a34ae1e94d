import { Inject, Injectable } from '@nestjs/common';
import type { PlacesBudgetState } from '@snap/contracts';
import { CACHE, type CachePort } from '@snap/platform-cache';

export const PLACES_DAILY_LIMIT = Symbol('PLACES_DAILY_LIMIT');
const DAY_MS = 86_400_000;

/** The maps provider's daily call budget, counted in the shared cache so every instance sees it.
 * Each provider call spends one; once spent, enrichment falls back to basic data (spec section 8). */
@Injectable()
export class PlacesBudget {
  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(PLACES_DAILY_LIMIT) private readonly limit: number,
  ) {}

  async state(now = new Date()): Promise<PlacesBudgetState> {
    const used = (await this.cache.get<number>(this.key(now))) ?? 0;
    return { exceeded: used >= this.limit, used, limit: this.limit };
  }

  /** Spends one call; false when the budget was already used up (the call must not be made). */
  async spend(now = new Date()): Promise<boolean> {
    return (await this.cache.increment(this.key(now), DAY_MS)) <= this.limit;
  }

  private key(now: Date): string {
    return `enrichment:places-budget:${now.toISOString().slice(0, 10)}`;
  }
}
