import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { rankNearest } from '@snap/domain';
import type { CardStore } from '../../../components/store-card/store-card-utils';

export type ResultSort = 'relevance' | 'distance' | 'name' | 'rating' | 'updated';

export const RESULT_SORT_OPTIONS: Array<{ value: ResultSort; label: MessageDescriptor }> = [
  { value: 'relevance', label: msg`Relevance` },
  { value: 'distance', label: msg`Distance` },
  { value: 'name', label: msg`Name (A-Z)` },
  { value: 'rating', label: msg`Rating` },
  { value: 'updated', label: msg`Recently Updated` },
];

/** What the sorts read of a store (the API's store type, as the generated client declares it): the
 * community average rating (provider ratings are null on search results), and when the catalog last
 * changed the store (an import or an approved community contribution). */
type Sortable = Pick<CardStore, 'id' | 'Store_Name'> &
  Partial<Pick<CardStore, 'distance_miles' | 'average_rating' | 'review_count' | 'updated_at'>>;

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** Relevance keeps the server's order; distance re-ranks with the server's nearby rule; rating sorts on community ratings (more reviews first on a tie),
 * recently updated on the store's last update; missing values last. */
export function sortResults<T extends Sortable>(stores: readonly T[], sort: ResultSort): T[] {
  const copy = [...stores];
  switch (sort) {
    case 'relevance':
      return copy;
    case 'distance':
      // The server's nearby rule (nearer first, ties by id), for text results the visitor re-orders.
      return rankNearest(
        copy.map((store) => ({ id: store.id, distanceMiles: store.distance_miles ?? null, store })),
      ).map(({ store }) => store);
    case 'name':
      return copy.sort((a, b) =>
        a.Store_Name.localeCompare(b.Store_Name, 'en', { sensitivity: 'base' }),
      );
    case 'rating':
      return copy.sort(
        (a, b) =>
          (b.average_rating ?? -1) - (a.average_rating ?? -1) ||
          (b.review_count ?? 0) - (a.review_count ?? 0),
      );
    case 'updated':
      return copy.sort((a, b) => time(b.updated_at) - time(a.updated_at));
  }
}

export const TYPE_FILTER_LIMIT = 10;
export const SHOWING_FIRST_LIMIT = 50;

/** The 10 most frequent store types in the results, for the multi-select filter. */
export function topStoreTypes(
  stores: ReadonlyArray<{ Store_Type: string }>,
  limit = TYPE_FILTER_LIMIT,
): Array<{ type: string; count: number }> {
  const counts = new Map<string, number>();
  for (const store of stores) counts.set(store.Store_Type, (counts.get(store.Store_Type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
    .slice(0, limit);
}

export function filterByTypes<T extends { Store_Type: string }>(
  stores: readonly T[],
  selected: ReadonlySet<string>,
): T[] {
  return selected.size === 0
    ? [...stores]
    : stores.filter((store) => selected.has(store.Store_Type));
}

/** The "Open now" filter: only stores known to be open at the time of the search (unknown hours are left out). */
export function filterOpenNow<T extends { openNow?: boolean | null }>(
  stores: readonly T[],
  openNowOnly: boolean,
): T[] {
  return openNowOnly ? stores.filter((store) => store.openNow === true) : [...stores];
}
