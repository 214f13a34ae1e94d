import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const FavoriteStoresDocument = graphql(`
  query FavoriteStores {
    myFavorites {
      ...StoreCardFields
    }
  }
`);

export const favoriteStoresQueryOptions = queryOptions({
  queryKey: ['favorites', 'stores'],
  queryFn: async ({ signal }) =>
    (await request(FavoriteStoresDocument, {}, { signal })).myFavorites,
  staleTime: 60_000,
});

export function useFavoriteStores(enabled: boolean) {
  return useQuery({ ...favoriteStoresQueryOptions, enabled });
}
