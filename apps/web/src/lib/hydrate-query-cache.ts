import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** Fills the query cache with the data the server rendered the page with (lib/server-data.ts, written
 * by src/server/render-page.tsx with react-query's dehydrate), so the page's queries start from it and
 * nothing is fetched twice. */
export function hydrateQueryCache(client: QueryClient, state: unknown): void {
  hydrate(client, state as DehydratedState);
}
