export type NearbySort = 'nearest' | 'popular' | 'rated';

export const NEARBY_SORT_OPTIONS: Array<{ value: NearbySort; label: string }> = [
  { value: 'nearest', label: 'Nearest' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'rated', label: 'Best Rated' },
];

/** The spec: all three choices currently sort by distance only (nearest first, unknown last). */
export function sortNearby<T extends { distance_miles?: number | null }>(stores: readonly T[], _sort: NearbySort): T[] {
  return [...stores].sort((a, b) => (a.distance_miles ?? Number.POSITIVE_INFINITY) - (b.distance_miles ?? Number.POSITIVE_INFINITY));
}
