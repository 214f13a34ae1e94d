import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { compareNearest } from '@snap/domain';
import { i18n } from '../../../lib/i18n/i18n';

export type NearbySort = 'nearest' | 'popular' | 'rated';

export const NEARBY_SORT_OPTIONS: Array<{ value: NearbySort; label: MessageDescriptor }> = [
  { value: 'nearest', label: msg`Nearest` },
  { value: 'popular', label: msg`Most Popular` },
  { value: 'rated', label: msg`Best Rated` },
];

interface NearbySortable {
  id: string;
  distance_miles?: number | null;
  trending_score?: number | null;
  average_rating?: number | null;
  review_count?: number | null;
}

// The server's nearby rule (the domain's, not a copy): a trending list re-ordered nearest first comes
// out as a nearby list would.
const byDistance = (a: NearbySortable, b: NearbySortable) =>
  compareNearest(
    { id: a.id, distanceMiles: a.distance_miles ?? null },
    { id: b.id, distanceMiles: b.distance_miles ?? null },
  );

/**
 * Nearest: distance, ties by id. Most popular: recent clicks nearby (the trending score), then review count, then the
 * server's order (the trending ranking's tie-breaks). Best rated: community average, then review count,
 * then distance; stores without reviews last.
 */
export function sortNearby<T extends NearbySortable>(stores: readonly T[], sort: NearbySort): T[] {
  const copy = [...stores];
  switch (sort) {
    case 'nearest':
      return copy.sort(byDistance);
    case 'popular':
      return copy.sort(
        (a, b) =>
          (b.trending_score ?? 0) - (a.trending_score ?? 0) ||
          (b.review_count ?? 0) - (a.review_count ?? 0),
      );
    case 'rated':
      return copy.sort(
        (a, b) =>
          (b.average_rating ?? -1) - (a.average_rating ?? -1) ||
          (b.review_count ?? 0) - (a.review_count ?? 0) ||
          byDistance(a, b),
      );
  }
}

/** Trending opens on its own ranking; the other categories nearest first. */
export function defaultNearbySort(category: string): NearbySort {
  return category === 'trending' ? 'popular' : 'nearest';
}

export const TRENDING_NOTE = msg`Trending: the stores people near you opened most in the last 30 days.`;
export const TRENDING_FALLBACK_NOTE = msg`No trending stores near you yet, so the nearest stores come first.`;

/** The trending list says which ranking it shows: clicks when any store has some, else nearest first. */
export function trendingNote(stores: ReadonlyArray<{ trending_score?: number | null }>): string {
  return i18n._(
    stores.some((store) => (store.trending_score ?? 0) > 0)
      ? TRENDING_NOTE
      : TRENDING_FALLBACK_NOTE,
  );
}
