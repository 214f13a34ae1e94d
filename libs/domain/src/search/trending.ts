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
  clickedAt: Date;
  lat: number;
  lng: number;
}

export interface TrendingCandidate {
  id: string;
  hasIncentiveProgram: boolean;
  distanceMiles: number;
}

/** Scores stores by the clicks made in the last 30 days within 25 miles of the user; ties are broken
 * by having an incentive program, then by distance. */
export function rankTrending<T extends TrendingCandidate>(
  stores: T[],
  clicks: TrendingClick[],
  user: LatLng,
  now: Date,
): Array<T & { trendingScore: number }> {
  const since = now.getTime() - SEARCH_LIMITS.trendingWindowDays * DAY_MS;
  const scores = new Map<string, number>();
  for (const click of clicks) {
    if (click.clickedAt.getTime() < since) continue;
    if (distanceMiles(user, click) > SEARCH_LIMITS.trendingRadiusMiles) continue;
    scores.set(click.storeId, (scores.get(click.storeId) ?? 0) + clickWeight(click.clickedAt, now));
  }
  return stores
    .map((store) => ({ ...store, trendingScore: scores.get(store.id) ?? 0 }))
    .sort(
      (a, b) =>
        b.trendingScore - a.trendingScore ||
        Number(b.hasIncentiveProgram) - Number(a.hasIncentiveProgram) ||
        a.distanceMiles - b.distanceMiles,
    );
}
