import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { SEARCH_LIMITS } from '@snap/domain';
import type { CardStore } from '../../../components/store-card/store-card-utils';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';
import { wantsDirectSearch, type SearchVariables } from '../utils/search-variables';

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
    searchStores(
      text: $text
      city: $city
      state: $state
      zip: $zip
      lat: $lat
      lng: $lng
      radiusMiles: $radiusMiles
      storeTypes: $storeTypes
      limit: $limit
    ) {
      ...StoreCardFields
      searchLimited
    }
  }
`);

/** Shown above results that came from the limited backup search (the search index was down). */
export const LIMITED_SEARCH_NOTE = msg`Search is temporarily limited: these results come from a slower backup search of the area, so some matches may be missing.`;

const DirectSearchDocument = graphql(`
  query DirectSearch($text: String!, $category: String, $limit: Int!) {
    directSearch(text: $text, category: $category, limit: $limit) {
      ...StoreCardFields
    }
  }
`);

export interface SearchOutcome {
  stores: CardStore[];
  /** 'direct' when the typo-tolerant search found nothing and the name/city/ZIP/state contains-search answered. */
  via: 'smart' | 'direct';
  /** True when the search index was down and the results come from the limited backup search. */
  limited?: boolean;
}

export function searchStoresQueryOptions(variables: SearchVariables) {
  return queryOptions({
    queryKey: ['stores', 'search', variables],
    queryFn: async ({ signal }): Promise<SearchOutcome> => {
      const { category, ...smart } = variables;
      const stores = (await request(SearchStoresDocument, smart, { signal })).searchStores;
      const limited = stores.some((store) => store.searchLimited === true);
      if (stores.length > 0 || !wantsDirectSearch(variables))
        return { stores, via: 'smart', ...(limited ? { limited } : {}) };
      const direct = await request(
        DirectSearchDocument,
        { text: variables.text as string, category, limit: SEARCH_LIMITS.directSearchLimit },
        { signal },
      );
      return { stores: direct.directSearch, via: 'direct' };
    },
    ...CACHE_TIMES.search,
  });
}

export function useSearchStores(variables: SearchVariables | null) {
  return useQuery({
    ...searchStoresQueryOptions(
      variables ?? { radiusMiles: 10, limit: SEARCH_LIMITS.maxTextResults },
    ),
    enabled: variables !== null,
    placeholderData: keepPreviousData,
  });
}
