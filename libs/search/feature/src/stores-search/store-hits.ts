import { roundDistanceMiles, type Store, type StoreHit } from '@snap/domain';
import type { IndexHit } from '@snap/platform-search-index';

/** Enough stores to page through a category (or trending) within the largest radius in dense areas. */
export const CATEGORY_CANDIDATES = 5_000;

/** A store as a result: its distance and similarity rounded for display. */
export function toHit(
  store: Store,
  distance: number | null,
  score: number | null = null,
): StoreHit {
  return {
    ...store,
    distanceMiles: distance === null ? null : roundDistanceMiles(distance),
    similarityScore: score === null ? null : round(score, 3),
  };
}

export const fromIndex = (hit: IndexHit) => toHit(hit.store, hit.distanceMiles, hit.score);

/** The index's candidates with what the domain's ranking reads, on exact distances (toHit rounds them
 * for display afterwards). */
export const rankable = (hit: IndexHit) => ({
  id: hit.store.id,
  distanceMiles: hit.distanceMiles,
  score: hit.score,
  hit,
});

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
