import type { EngineNeeds } from '@snap/platform-runtime';

/** Posts and categories live in the documents store; only blog images need MinIO. */
export const CONTENT_ENGINES: EngineNeeds = {
  documents: 'required',
  blobs: { degrades: 'blog image uploads and image files wait' },
};
