// The queries a page is known to ask, fetched before its first render pass. Each pass is a whole render
// of the page (most of a page's server CPU), so a query known in advance saves one: with these, a
// page usually renders once. What a page asks beyond them is still found by the passes
// (render-page.tsx), so a page that changes its queries stays right, only slower.
import { matchPath } from 'react-router';
import { PAGE_ROUTE_PATHS } from '../app/router';
import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_INPUT_LIMITS, SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { blogPostQueryOptions, blogPostsQueryOptions } from '../features/blog/api/blog-posts';
import { geocodeQueryOptions } from '../features/search/api/geocode';
import { searchStoresQueryOptions } from '../features/search/api/search-stores';
import { buildSearchVariables, searchFromParams } from '../features/search/utils/search-variables';
import {
  benefitNoticesQueryOptions,
  purchaseRulesQueryOptions,
} from '../features/state-rules/api/state-rules';
import {
  ebtRefusalStatusQueryOptions,
  refusalHelpQueryOptions,
} from '../features/stores/api/ebt-refusals';
import { storeQueryOptions } from '../features/stores/api/get-store';
import { storeOnlineRetailersQueryOptions } from '../features/stores/api/store-online-retailers';
import { storePhotosQueryOptions } from '../features/stores/api/store-photos';
import {
  storeReviewProfilesQueryOptions,
  storeReviewsQueryOptions,
} from '../features/stores/api/store-reviews';
import { storeTipsQueryOptions } from '../features/stores/api/store-tips';
import { catalogCoverageQueryOptions } from '../lib/catalog-coverage';
import { cityPageQueryOptions, knownCityPage, promotedCitiesQueryOptions } from '../lib/city-pages';
import { programTextsQueryOptions } from '../lib/program-texts';

/** A search's results, then the notices and purchase rules of the place's state and of every state
 * the results reach, as SearchScreen asks for them (the same keys its hooks use). */
async function searchQueries(
  client: QueryClient,
  search: { query: string; location: string; radius: number; category: CategoryId },
  geocoded: { lat: number; lng: number; state?: string | null } | null,
  nearMe: boolean,
): Promise<void> {
  const variables = buildSearchVariables({
    query: search.query,
    location: search.location,
    useCurrentLocation: nearMe,
    deviceCoords: null,
    geocoded,
    radiusMiles: search.radius,
    category: search.category,
  });
  if (!variables) return;
  const outcome = await client.fetchQuery(searchStoresQueryOptions(variables)).catch(() => null);
  const states = [geocoded?.state, ...(outcome?.stores ?? []).map((store) => store.State)].filter(
    (state): state is string => Boolean(state),
  );
  if (states.length === 0) return;
  await Promise.all([
    client.prefetchQuery(benefitNoticesQueryOptions(states)),
    client.prefetchQuery(purchaseRulesQueryOptions(states)),
  ]);
}

/** The search page: the typed location geocoded first (the variables carry its point). */
async function searchPageQueries(params: URLSearchParams, client: QueryClient): Promise<void> {
  const search = searchFromParams(params);
  const query = search.query.slice(0, SEARCH_INPUT_LIMITS.queryMax);
  const location = search.location.slice(0, SEARCH_INPUT_LIMITS.locationMax);
  const geocoded = location.trim()
    ? await client.fetchQuery(geocodeQueryOptions(location.trim())).catch(() => null)
    : null;
  // A search without a location is "near me": the server has no position, so text alone.
  await searchQueries(client, { ...search, query, location }, geocoded, !search.location);
}

/** A city's page: the city (the 16 launch cities ship with the site), then its search around its own point. */
async function cityPageQueries(slug: string, client: QueryClient): Promise<void> {
  const city =
    knownCityPage(slug) ?? (await client.fetchQuery(cityPageQueryOptions(slug)).catch(() => null));
  if (!city) return;
  await searchQueries(
    client,
    {
      query: '',
      location: `${city.name}, ${city.state}`,
      radius: SEARCH_LIMITS.defaultRadiusMiles,
      category: 'trending',
    },
    { lat: city.lat, lng: city.lng, state: city.state },
    false,
  );
}

/** A store's page: the store, then what its state decides (the purchase rule, the late-benefit
 * notices, where to complain), beside its photos, reviews, tips and refusal mark. */
async function storePageQueries(id: string, client: QueryClient): Promise<void> {
  const beside = [
    client.prefetchQuery(storePhotosQueryOptions(id)),
    client.prefetchQuery(storeReviewsQueryOptions(id)),
    client.prefetchQuery(storeReviewProfilesQueryOptions(id)),
    client.prefetchQuery(storeTipsQueryOptions(id)),
    client.prefetchQuery(storeOnlineRetailersQueryOptions(id)),
    client.prefetchQuery(ebtRefusalStatusQueryOptions(id)),
    client.prefetchQuery(programTextsQueryOptions),
  ];
  const store = await client.fetchQuery(storeQueryOptions(id)).catch(() => null);
  const state = store?.State;
  await Promise.all([
    ...beside,
    ...(state
      ? [
          client.prefetchQuery(purchaseRulesQueryOptions([state])),
          client.prefetchQuery(benefitNoticesQueryOptions([state])),
          client.prefetchQuery(refusalHelpQueryOptions(state)),
        ]
      : []),
  ]);
}

const PAGE_ROUTES_BY_SEGMENT = new Set(PAGE_ROUTE_PATHS);

/** Fetches what the page at `url` (inside its language, with its query) is known to ask. Failures stay
 * in their queries: the page renders them as the browser would. */
export async function prefetchPageQueries(url: string, client: QueryClient): Promise<void> {
  const address = new URL(url, 'http://page');
  const path = address.pathname;
  // The footer's cities, the coverage wording and the national late-benefit notices are on every page.
  const known: Array<Promise<unknown>> = [
    client.prefetchQuery(catalogCoverageQueryOptions),
    client.prefetchQuery(promotedCitiesQueryOptions),
    client.prefetchQuery(benefitNoticesQueryOptions([])),
  ];
  const store = matchPath('/store/:id', path);
  const post = matchPath('/blog/:slug', path);
  // /city/{city}, and /{slug}: any address of one segment the site has no other page for is a city's
  // (the router's last route), answered 'City Not Found' when the catalog has no such city.
  const citySlug =
    matchPath('/city/:city', path)?.params.city ??
    (PAGE_ROUTES_BY_SEGMENT.has(path.slice(1))
      ? undefined
      : matchPath('/:slug', path)?.params.slug);
  if (path === '/search') known.push(searchPageQueries(address.searchParams, client));
  else if (store?.params.id) known.push(storePageQueries(store.params.id, client));
  else if (path === '/blog') known.push(client.prefetchQuery(blogPostsQueryOptions(false)));
  else if (post?.params.slug)
    known.push(client.prefetchQuery(blogPostQueryOptions(post.params.slug)));
  else if (path === '/snap-tips') known.push(client.prefetchQuery(programTextsQueryOptions));
  else if (citySlug) known.push(cityPageQueries(citySlug, client));
  else if (path === '/snap-rules')
    known.push(client.prefetchQuery(purchaseRulesQueryOptions(null)));
  await Promise.all(known);
}
