import type { EngineNeeds } from '@snap/platform-runtime';

/** The catalog lives in the documents store; the index only speeds it up (text search and nearby
 * fall back to the documents while it is down), and the cache only holds the import lock. */
export const SEARCH_ENGINES: EngineNeeds = {
  documents: 'required',
  searchIndex: {
    degrades: 'text search and nearby answer from the documents store, slower and marked limited',
  },
  cache: { degrades: 'catalog imports and index rebuilds wait for their lock' },
  blobs: { degrades: 'catalog file imports wait' },
};
