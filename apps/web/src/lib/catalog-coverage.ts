import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type CatalogCoverageQuery } from '@snap/api-client';
import { request } from './api-client';

const CatalogCoverageDocument = graphql(`
  query CatalogCoverage {
    catalogCoverage {
      totalStores
      covered {
        state
        name
        stores
        asOf
      }
      storesElsewhere
      incentiveProgramsKnown
      nationalRefreshStartedAt
    }
  }
`);

export type CatalogCoverage = CatalogCoverageQuery['catalogCoverage'];

/** What the catalog holds: the only figures the site may claim. A few hundred bytes, shared by every
 * page that words it (home hero, FAQ, mission, not-covered notices); it changes only with an import. */
export const catalogCoverageQueryOptions = queryOptions({
  queryKey: ['catalog', 'coverage'],
  queryFn: async ({ signal }) =>
    (await request(CatalogCoverageDocument, {}, { signal })).catalogCoverage,
  staleTime: 10 * 60_000,
  gcTime: 30 * 60_000,
});

export function useCatalogCoverage() {
  return useQuery(catalogCoverageQueryOptions);
}
