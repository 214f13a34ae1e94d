import { SEARCH_HISTORY_KEY, storage } from '../../../lib/storage';

export { SEARCH_HISTORY_KEY };
export const SEARCH_HISTORY_MAX = 10;
export const RECENT_SEARCHES_SHOWN = 3;

export interface SearchHistoryItem {
  id: string;
  query: string;
  location: string;
  timestamp: number;
}

const sameSearch = (
  a: Pick<SearchHistoryItem, 'query' | 'location'>,
  b: Pick<SearchHistoryItem, 'query' | 'location'>,
) =>
  a.query.trim().toLowerCase() === b.query.trim().toLowerCase() &&
  a.location.trim().toLowerCase() === b.location.trim().toLowerCase();

export function readSearchHistory(): SearchHistoryItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is SearchHistoryItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.query === 'string' &&
        typeof item.location === 'string' &&
        typeof item.timestamp === 'number',
    );
  } catch {
    return [];
  }
}

/** Newest first, de-duplicated by query plus location, at most 10 entries. */
export function addSearchHistory(
  history: SearchHistoryItem[],
  entry: { query: string; location: string },
  now = Date.now(),
): SearchHistoryItem[] {
  const query = entry.query.trim();
  const location = entry.location.trim();
  if (!query && !location) return history;
  const item: SearchHistoryItem = {
    id: `${now}-${Math.random().toString(36).slice(2, 8)}`,
    query,
    location,
    timestamp: now,
  };
  return [item, ...history.filter((existing) => !sameSearch(existing, item))].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
}

export function saveSearchHistory(history: SearchHistoryItem[]): void {
  storage.set(SEARCH_HISTORY_KEY, JSON.stringify(history));
}

export function recentSearches(history: SearchHistoryItem[]): SearchHistoryItem[] {
  return history.slice(0, RECENT_SEARCHES_SHOWN);
}
