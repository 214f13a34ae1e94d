import { SEARCH_LIMITS } from './limits';

/**
 * The one place results are ranked (product rule "Ranking"). The index adapters and the documents
 * fallback return candidates in no particular order; the search feature ranks them with these rules,
 * once per request, and the browser shows the order it receives.
 */

export interface NearbyRankedHit {
  id: string;
  /** Exact great-circle miles; unknown distances go last. */
  distanceMiles: number | null;
}

export interface RankedHit extends NearbyRankedHit {
  score: number | null;
}

const unknownLast = (miles: number | null): number => miles ?? Number.POSITIVE_INFINITY;
const byId = (a: { id: string }, b: { id: string }): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The nearby rule: nearer first; the same distance by id, so pages never overlap or skip a store. */
export function compareNearest(a: NearbyRankedHit, b: NearbyRankedHit): number {
  return unknownLast(a.distanceMiles) - unknownLast(b.distanceMiles) || byId(a, b);
}

/** Nearest first (compareNearest), as a new array. */
export function rankNearest<T extends NearbyRankedHit>(hits: readonly T[]): T[] {
  return [...hits].sort(compareNearest);
}

/**
 * The text ranking rule: higher similarity first, unless two scores differ by 0.1 or less; then the
 * nearer store first. Scores are bucketed so the order stays a strict weak ordering.
 */
export function compareTextHits(a: RankedHit, b: RankedHit): number {
  const window = SEARCH_LIMITS.scoreTieWindow;
  const scoreA = a.score ?? 0;
  const scoreB = b.score ?? 0;
  if (Math.abs(scoreA - scoreB) > window) return scoreB - scoreA;
  const distanceA = unknownLast(a.distanceMiles);
  const distanceB = unknownLast(b.distanceMiles);
  if (distanceA !== distanceB) return distanceA - distanceB;
  return scoreB - scoreA;
}

/** Sorts hits by the rule above. Pairwise comparison with a window is not transitive, so hits are
 * first ordered by score (ties by id, so every engine gives the same order), then nearer stores move
 * ahead of ones within the window above them. */
export function rankTextHits<T extends RankedHit>(hits: readonly T[]): T[] {
  const byScore = [...hits].sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || byId(a, b));
  // Stable insertion by the windowed rule over the score-ordered list.
  const ranked: T[] = [];
  for (const hit of byScore) {
    let index = ranked.length;
    while (index > 0 && compareTextHits(hit, ranked[index - 1]) < 0) index--;
    ranked.splice(index, 0, hit);
  }
  return ranked;
}
