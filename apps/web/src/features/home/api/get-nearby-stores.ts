import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const CategoryStoresDocument = graphql(`
  query CategoryStores(
    $category: String!
    $lat: Float!
    $lng: Float!
    $radiusMiles: Int!
    $limit: Int!
    $offset: Int!
    $produceIncentiveOnly: Boolean
  ) {
    categoryStores(
      category: $category
      produceIncentiveOnly: $produceIncentiveOnly
      lat: $lat
      lng: $lng
      radiusMiles: $radiusMiles
      limit: $limit
      offset: $offset
    ) {
      ...StoreCardFields
    }
  }
`);

export const NEARBY_PAGE_SIZE = SEARCH_LIMITS.pageSize;

export interface NearbyParams {
  lat: number;
  lng: number;
  radiusMiles: number;
  category: CategoryId;
  /** 'Extra for fruits & vegetables'. */
  produceIncentiveOnly?: boolean;
}

/** Pages of 20; a page shorter than the page size means there are no more. */
export function nearbyStoresQueryOptions(params: NearbyParams) {
  return infiniteQueryOptions({
    queryKey: ['stores', 'nearby', params],
    queryFn: async ({ pageParam, signal }) => {
      const page = {
        lat: params.lat,
        lng: params.lng,
        radiusMiles: params.radiusMiles,
        limit: NEARBY_PAGE_SIZE,
        offset: pageParam * NEARBY_PAGE_SIZE,
        produceIncentiveOnly: params.produceIncentiveOnly ?? false,
      };
      // Trending is the category query too: the trending ranking, or nearest first when nobody nearby clicked lately.
      return (
        await request(CategoryStoresDocument, { ...page, category: params.category }, { signal })
      ).categoryStores;
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < NEARBY_PAGE_SIZE ? undefined : pages.length,
    ...CACHE_TIMES.nearby,
  });
}

export function useNearbyStores(params: NearbyParams | null) {
  return useInfiniteQuery({
    ...nearbyStoresQueryOptions(
      params ?? {
        lat: 0,
        lng: 0,
        radiusMiles: SEARCH_LIMITS.defaultRadiusMiles,
        category: 'trending',
      },
    ),
    enabled: params !== null,
  });
}
