import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';
import type { SearchVariables } from '../utils/search-variables';

const SearchStoresDocument = graphql(`
  query SearchStores(
    $text: String
    $city: String
    $state: String
    $zip: String
    $lat: Float
    $lng: Float
    $radiusMiles: Int!
    $storeTypes: [String!]
    $limit: Int!
  ) {
    searchStores(text: $text, city: $city, state: $state, zip: $zip, lat: $lat, lng: $lng, radiusMiles: $radiusMiles, storeTypes: $storeTypes, limit: $limit) {
      ...StoreCardFields
    }
  }
`);

export function searchStoresQueryOptions(variables: SearchVariables) {
  return queryOptions({
    queryKey: ['stores', 'search', variables],
    queryFn: async ({ signal }) => (await request(SearchStoresDocument, variables, { signal })).searchStores,
    ...CACHE_TIMES.search,
  });
}

export function useSearchStores(variables: SearchVariables | null) {
  return useQuery({
    ...searchStoresQueryOptions(variables ?? { radiusMiles: 10, limit: 100 }),
    enabled: variables !== null,
    placeholderData: keepPreviousData,
  });
}
