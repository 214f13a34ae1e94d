import { distanceMiles, type LatLng } from '../geo/geo';
import { SEARCH_LIMITS } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A click weighs max(0.1, 1 − ageDays/30): recent interest counts most, old clicks still a little. */
export function clickWeight(clickedAt: Date, now: Date): number {
  const ageDays = (now.getTime() - clickedAt.getTime()) / DAY_MS;
  return Math.max(0.1, 1 - ageDays / SEARCH_LIMITS.trendingWindowDays);
}

export interface TrendingClick {
  storeId: string;
  /** Who clicked: one person's clicks on one store count once in the window. */
  userId?: string | null;
  clickedAt: Date;
  lat: number;
  lng: number;
}

export interface TrendingCandidate {
  id: string;
  hasIncentiveProgram: boolean;
  distanceMiles: number;
}

/** The trending score of each store that has one: the clicks made in the last 30 days within 25 miles
 * of the user, each person's clicks on a store counted once (their newest there weighs most). */
export function trendingScores(
  clicks: Iterable<TrendingClick>,
  user: LatLng,
  now: Date,
): Map<string, number> {
  const since = now.getTime() - SEARCH_LIMITS.trendingWindowDays * DAY_MS;
  // One click per person and store in the window (their newest weighs most), so one account
  // clicking sixty times cannot lift a far store to the top.
  const weights = new Map<string, { storeId: string; weight: number }>();
  let index = 0;
  for (const click of clicks) {
    index++;
    if (click.clickedAt.getTime() < since) continue;
    if (distanceMiles(user, click) > SEARCH_LIMITS.trendingRadiusMiles) continue;
    const key = click.userId ? `${click.userId}\u0000${click.storeId}` : `#${index}`;
    const weight = clickWeight(click.clickedAt, now);
    if ((weights.get(key)?.weight ?? -1) < weight)
      weights.set(key, { storeId: click.storeId, weight });
  }
  const byStore = new Map<string, number[]>();
  for (const { storeId, weight } of weights.values()) {
    const list = byStore.get(storeId);
    if (list) list.push(weight);
    else byStore.set(storeId, [weight]);
  }
  // Added smallest first: the same clicks give the same score to the last bit whatever order they are
  // read in (the clicks themselves, or the trending rollup), so ties break the same way.
  const scores = new Map<string, number>();
  for (const [storeId, list] of byStore)
    scores.set(
      storeId,
      list.sort((a, b) => a - b).reduce((sum, weight) => sum + weight, 0),
    );
  return scores;
}

/** Scores stores by the clicks made in the last 30 days within 25 miles of the user, each person's
 * clicks on a store counted once; ties are broken
 * by having an incentive program, then by distance. */
export function rankTrending<T extends TrendingCandidate>(
  stores: T[],
  clicks: Iterable<TrendingClick>,
  user: LatLng,
  now: Date,
): Array<T & { trendingScore: number }> {
  const scores = trendingScores(clicks, user, now);
  return stores
    .map((store) => ({ ...store, trendingScore: scores.get(store.id) ?? 0 }))
    .sort(
      (a, b) =>
        b.trendingScore - a.trendingScore ||
        Number(b.hasIncentiveProgram) - Number(a.hasIncentiveProgram) ||
        a.distanceMiles - b.distanceMiles,
    );
}
