import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const StoreDocument = graphql(`
  query StoreDetail($id: ID!) {
    store(id: $id) {
      ...StoreCardFields
      County
      Grantee_Name
      approximateLocation
    }
  }
`);

export function storeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['stores', 'detail', id],
    queryFn: async ({ signal }) => (await request(StoreDocument, { id }, { signal })).store ?? null,
    ...CACHE_TIMES.screen,
  });
}

export function useStore(id: string) {
  return useQuery(storeQueryOptions(id));
}
