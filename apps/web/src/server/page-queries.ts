// The queries a page is known to ask, fetched before its first render pass. Each pass is a whole render
// of the page (most of a page's server CPU), so a query known in advance saves one: with these, a
// page usually renders once. What a page asks beyond them is still found by the passes
// (render-page.tsx), so a page that changes its queries stays right, only slower.
import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_INPUT_LIMITS } from '@snap/domain';
import { blogPostQueryOptions, blogPostsQueryOptions } from '../features/blog/api/blog-posts';
import { geocodeQueryOptions } from '../features/search/api/geocode';
import { searchStoresQueryOptions } from '../features/search/api/search-stores';
import { buildSearchVariables, searchFromParams } from '../features/search/utils/search-variables';
import { storeQueryOptions } from '../features/stores/api/get-store';
import { storePhotosQueryOptions } from '../features/stores/api/store-photos';
import { catalogCoverageQueryOptions } from '../lib/catalog-coverage';
import { promotedCitiesQueryOptions } from '../lib/city-pages';
import { programTextsQueryOptions } from '../lib/program-texts';

/** The search page's results, as SearchScreen asks for them on its first render: the typed location
 * geocoded first (the variables carry its point), with the same keys the screen's hooks use. */
async function searchPageQueries(params: URLSearchParams, client: QueryClient): Promise<void> {
  const search = searchFromParams(params);
  const query = search.query.slice(0, SEARCH_INPUT_LIMITS.queryMax);
  const location = search.location.slice(0, SEARCH_INPUT_LIMITS.locationMax);
  const geocoded = location.trim()
    ? await client.fetchQuery(geocodeQueryOptions(location.trim())).catch(() => null)
    : null;
  const variables = buildSearchVariables({
    query,
    location,
    // A search without a location is "near me": the server has no position, so text alone.
    useCurrentLocation: !search.location,
    deviceCoords: null,
    geocoded,
    radiusMiles: search.radius,
    category: search.category,
  });
  if (variables) await client.prefetchQuery(searchStoresQueryOptions(variables));
}

/** Fetches what the page at `url` (inside its language, with its query) is known to ask. Failures stay
 * in their queries: the page renders them as the browser would. */
export async function prefetchPageQueries(url: string, client: QueryClient): Promise<void> {
  const address = new URL(url, 'http://page');
  const path = address.pathname;
  // The footer's cities and the coverage wording are on every page.
  const known: Array<Promise<unknown>> = [
    client.prefetchQuery(catalogCoverageQueryOptions),
    client.prefetchQuery(promotedCitiesQueryOptions),
  ];
  const store = matchPath('/store/:id', path);
  const post = matchPath('/blog/:slug', path);
  if (path === '/search') known.push(searchPageQueries(address.searchParams, client));
  else if (store?.params.id) {
    known.push(client.prefetchQuery(storeQueryOptions(store.params.id)));
    known.push(client.prefetchQuery(storePhotosQueryOptions(store.params.id)));
  } else if (path === '/blog') known.push(client.prefetchQuery(blogPostsQueryOptions(false)));
  else if (post?.params.slug)
    known.push(client.prefetchQuery(blogPostQueryOptions(post.params.slug)));
  else if (path === '/snap-tips') known.push(client.prefetchQuery(programTextsQueryOptions));
  await Promise.all(known);
}
