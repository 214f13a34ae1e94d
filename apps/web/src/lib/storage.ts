/** localStorage that never throws (private mode, full quota, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the feature simply does not persist.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** The visitor's recent searches (features/search/utils/search-history.ts). */
export const SEARCH_HISTORY_KEY = 'ebt-search-history';

/** What one person typed, forgotten at sign-out so the next person on a shared phone or a library
 * computer does not see it. */
export const SIGNED_OUT_FORGETS = [SEARCH_HISTORY_KEY] as const;
