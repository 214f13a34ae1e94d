import { SEARCH_LIMITS } from './limits';

export interface RankedHit {
  score: number | null;
  distanceMiles: number | null;
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
  const distanceA = a.distanceMiles ?? Number.POSITIVE_INFINITY;
  const distanceB = b.distanceMiles ?? Number.POSITIVE_INFINITY;
  if (distanceA !== distanceB) return distanceA - distanceB;
  return scoreB - scoreA;
}

/** Sorts hits by the rule above. Pairwise comparison with a window is not transitive, so hits are
 * first ordered by score, then nearer stores move ahead of ones within the window above them. */
export function rankTextHits<T extends RankedHit>(hits: T[]): T[] {
  const byScore = [...hits].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  // Stable insertion by the windowed rule over the score-ordered list.
  const ranked: T[] = [];
  for (const hit of byScore) {
    let index = ranked.length;
    while (index > 0 && compareTextHits(hit, ranked[index - 1]) < 0) index--;
    ranked.splice(index, 0, hit);
  }
  return ranked;
}
