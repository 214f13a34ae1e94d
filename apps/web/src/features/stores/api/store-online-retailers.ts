import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const StoreOnlineRetailersDocument = graphql(`
  query StoreOnlineRetailers($storeId: ID!) {
    storeOnlineRetailers(storeId: $storeId) {
      id
      name
      website
    }
  }
`);

/** The online retailers an admin tied to this store (never guessed from its name); the same for
 * everyone, so the server renders them with the page. */
export function storeOnlineRetailersQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'online-retailers', storeId],
    queryFn: async ({ signal }) =>
      (await request(StoreOnlineRetailersDocument, { storeId }, { signal })).storeOnlineRetailers,
    ...CACHE_TIMES.screen,
  });
}

export function useStoreOnlineRetailers(storeId: string) {
  return useQuery(storeOnlineRetailersQueryOptions(storeId));
}
