import { useQuery } from '@tanstack/react-query';
import { graphql, type AdminCatalogSourcesQuery } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

export type CatalogSources = AdminCatalogSourcesQuery['catalogSources'];

const CatalogSourcesQuery = graphql(`
  query AdminCatalogSources {
    catalogSources {
      sources {
        source
        refreshedAt
        asOf
        complete
        added
        updated
        closed
        reopened
        skipped
      }
      covered {
        state
        asOf
        stores
      }
      nextScheduledRefresh
    }
  }
`);

/** Each source's last refresh, the states the catalog holds a complete list of, the next scheduled refresh. */
export function useCatalogSources() {
  return useQuery({
    queryKey: ['catalog', 'sources'],
    queryFn: async ({ signal }) =>
      (await request(CatalogSourcesQuery, {}, { signal })).catalogSources,
  });
}
