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
      pendingClosings {
        importId
        state
        closing
        open
        heldAt
        asOf
      }
      lastUsdaCheck {
        checkedAt
        lastEditDate
        outcome
        detail
      }
      lastUsdaSync {
        finishedAt
        lastEditDate
      }
    }
  }
`);

/** Each source's last refresh, the states the catalog holds a complete list of, the schedule's next and
 * last check of USDA's list, its last refresh, and the closings waiting for an admin. */
export function useCatalogSources() {
  return useQuery({
    queryKey: ['catalog', 'sources'],
    queryFn: async ({ signal }) =>
      (await request(CatalogSourcesQuery, {}, { signal })).catalogSources,
  });
}
