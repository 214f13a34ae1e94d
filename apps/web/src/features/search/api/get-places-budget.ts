import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const PlacesBudgetDocument = graphql(`
  query PlacesBudget {
    placesBudget {
      exceeded
    }
  }
`);

export const placesBudgetQueryOptions = queryOptions({
  queryKey: ['places-budget'],
  queryFn: async ({ signal }) => (await request(PlacesBudgetDocument, {}, { signal })).placesBudget,
  staleTime: 5 * 60_000,
  // The banner is a hint: a failure simply hides it.
  retry: false,
});

export function usePlacesBudget() {
  return useQuery(placesBudgetQueryOptions);
}
