import type { EngineNeeds } from '@snap/platform-runtime';

/** Accounts live in the documents store; sign-in and sign-up count their tries in the cache before
 * any password is checked, so neither can be served without it. */
export const IDENTITY_ENGINES: EngineNeeds = {
  documents: 'required',
  cache: 'required',
};
