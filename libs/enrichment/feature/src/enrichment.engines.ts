import type { EngineNeeds } from '@snap/platform-runtime';

/** Enrichments live in the documents store; every lookup spends the places budget kept in the cache. */
export const ENRICHMENT_ENGINES: EngineNeeds = {
  documents: 'required',
  cache: 'required',
};
