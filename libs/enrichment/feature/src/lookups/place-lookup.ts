import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { handleWhen, retry } from 'cockatiel';
import { ENRICHMENT_LIMITS } from '@snap/domain';
import { CACHE, type CachePort, InFlight } from '@snap/platform-cache';
import { type BudgetSpender, PlacesBudget } from '../places-budget/places-budget';
import {
  PLACES_PROVIDER,
  PlacesProviderError,
  type PlacesProvider,
  type ProviderPlace,
} from '../places-provider/places-provider.port';

/** The answer of the places-proxy call (product rule "Places provider fields"): where it came from, whether the budget stopped it,
 * the place (null when none was found or the lookup failed) and the failure in words. */
export interface PlaceLookupResult {
  from: 'provider' | 'cache' | 'off';
  budget_exceeded: boolean;
  place: ProviderPlace | null;
  error: string | null;
}

interface CachedPlace {
  place: ProviderPlace | null;
  error: string | null;
}

class BudgetSpent extends Error {}

/** How long one instance's lookup may hold others back: two calls, each with its retry and timeout. */
const LOOKUP_LOCK_MS = 30_000;

/** How long a photo reference handed out with a store's page may be fetched: a day, as long as the
 * browser keeps the photo; every page view hands it out again. */
const HANDED_OUT_MS = 24 * 60 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** Finds a store's place by name and street address: cached 30 minutes (a failed lookup is cached
 * as empty), identical concurrent lookups share one call, each provider call spends one unit of the
 * shared daily budget (its one retry included), past the budget nothing is called. */
@Injectable()
export class PlaceLookup {
  private readonly logger = new Logger('PlaceLookup');
  private readonly inFlight = new InFlight();
  private readonly retryOnce = retry(
    handleWhen((error) => error instanceof PlacesProviderError && error.retryable),
    { maxAttempts: ENRICHMENT_LIMITS.placesRetries },
  );

  constructor(
    @Inject(PLACES_PROVIDER) private readonly provider: PlacesProvider,
    @Inject(CACHE) private readonly cache: CachePort,
    private readonly budget: PlacesBudget,
  ) {}

  get enabled(): boolean {
    return this.provider.enabled;
  }

  /** `query` is the store name plus its street address (spec section 7); `spender` pays from its
   * part of the budget. */
  async lookup(
    storeId: string,
    query: string,
    spender: BudgetSpender = 'store-pages',
  ): Promise<PlaceLookupResult> {
    if (!this.provider.enabled)
      return { from: 'off', budget_exceeded: false, place: null, error: null };
    const key = `enrichment:place:${createHash('sha256').update(query.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;
    const cached = await this.cache.get<CachedPlace>(key);
    if (cached) return { from: 'cache', budget_exceeded: false, ...cached };
    return this.inFlight.share(key, async () => {
      // Another instance may be looking the same store up right now: take its answer instead of paying twice.
      const lock = `${key}:lookup`;
      const first = (await this.cache.increment(lock, LOOKUP_LOCK_MS)) === 1;
      if (!first) {
        const answer = await this.answerOfOtherInstance(key, lock);
        if (answer) return { from: 'cache', budget_exceeded: false, ...answer };
      }
      try {
        const place = await this.find(query, spender);
        await this.cache.set<CachedPlace>(
          key,
          { place, error: null },
          ENRICHMENT_LIMITS.placesCacheMs,
        );
        return { from: 'provider', budget_exceeded: false, place, error: null };
      } catch (error) {
        if (error instanceof BudgetSpent)
          return { from: 'provider', budget_exceeded: true, place: null, error: null };
        const message = error instanceof Error ? error.message : String(error);
        // Logged once per failed lookup (not per attempt), and cached empty so it is not paid for again.
        this.logger.warn(`place lookup for store ${storeId} failed: ${message}`);
        await this.cache.set<CachedPlace>(
          key,
          { place: null, error: message },
          ENRICHMENT_LIMITS.placesCacheMs,
        );
        return { from: 'provider', budget_exceeded: false, place: null, error: message };
      } finally {
        if (first) await this.cache.delete(lock);
      }
    });
  }

  /** Waits for the instance holding the lookup: its cached answer, or null once it gave up without one. */
  private async answerOfOtherInstance(key: string, lock: string): Promise<CachedPlace | null> {
    const deadline = Date.now() + LOOKUP_LOCK_MS;
    while (Date.now() < deadline) {
      const cached = await this.cache.get<CachedPlace>(key);
      if (cached) return cached;
      if ((await this.cache.ttl(lock)) === undefined) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  /** Remembers the photo references a store's page shows (in the shared cache, so every replica
   * knows them): only those may be fetched. */
  async handOut(references: string[]): Promise<void> {
    await Promise.all(
      references.map((reference) =>
        this.cache.set(`enrichment:photo-ref:${digest(reference)}`, true, HANDED_OUT_MS),
      ),
    );
  }

  /** A provider photo, spending one unit of the budget; null past the budget, on failure, and for a
   * reference no store page handed out (a made-up one costs nothing and is not cached). */
  async photo(reference: string, maxWidth: number, maxHeight: number) {
    if (!this.provider.enabled) return null;
    if (!(await this.cache.get<boolean>(`enrichment:photo-ref:${digest(reference)}`))) return null;
    const key = `enrichment:photo:${createHash('sha256').update(`${reference}:${maxWidth}:${maxHeight}`).digest('base64url').slice(0, 32)}`;
    const cached = await this.cache.get<
      { contentType: string; base64: string } | { missing: true }
    >(key);
    if (cached) return 'missing' in cached ? null : cached;
    return this.inFlight.share(key, async () => {
      try {
        const photo = await this.call(
          () => this.provider.photo(reference, maxWidth, maxHeight),
          'store-pages',
        );
        const value = { contentType: photo.contentType, base64: photo.body.toString('base64') };
        await this.cache.set(key, value, ENRICHMENT_LIMITS.placesKeptMs);
        return value;
      } catch (error) {
        if (error instanceof BudgetSpent) return null;
        this.logger.warn(
          `place photo ${reference.slice(0, 24)} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.cache.set(key, { missing: true }, ENRICHMENT_LIMITS.placesCacheMs);
        return null;
      }
    });
  }

  private async find(query: string, spender: BudgetSpender): Promise<ProviderPlace | null> {
    const candidates = await this.call(() => this.provider.searchText(query), spender);
    if (candidates.length === 0) return null;
    return this.call(() => this.provider.details(candidates[0].place_id), spender);
  }

  /** One unit of budget per provider call, reserved before the call; the retry is part of the same call. */
  private async call<T>(request: () => Promise<T>, spender: BudgetSpender): Promise<T> {
    if (!(await this.budget.reserve(spender))) throw new BudgetSpent();
    return this.retryOnce.execute(() => request());
  }
}
