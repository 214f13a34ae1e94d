import type { EngineNeeds } from '@snap/platform-runtime';

/** Reviews, favorites, tips and points live in the documents store; only photos need MinIO. */
export const COMMUNITY_ENGINES: EngineNeeds = {
  documents: 'required',
  blobs: { degrades: 'photo uploads and photo files wait' },
};
