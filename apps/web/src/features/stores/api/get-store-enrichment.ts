import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const StoreEnrichmentDocument = graphql(`
  query StoreEnrichment($storeId: ID!) {
    storeEnrichment(storeId: $storeId) {
      storeId
      budgetExceeded
      providerEnabled
      openMapEnabled
      confidence
      lastUpdated
      place {
        name
        formatted_phone_number
        website
        rating
        user_ratings_total
        price_level
        business_status
        categories
        weekday_text
        photos {
          photo_url
        }
        reviews {
          author_name
          author_url
          rating
          text
          relative_time_description
        }
        reviews_total
      }
      openMap {
        confidence_score
        osm_id
        phone
        website
        opening_hours
        shop_type
        brand
        operator
        full_address
      }
    }
  }
`);

/** The places lookup times (product rule "Cache times"): fresh 30 minutes, kept 2 hours, 1 retry. Loaded apart from the
 * store so the page shows the USDA and community data at once. */
export function storeEnrichmentQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'enrichment', storeId],
    queryFn: async ({ signal }) =>
      (await request(StoreEnrichmentDocument, { storeId }, { signal })).storeEnrichment ?? null,
    staleTime: 30 * 60_000,
    gcTime: 120 * 60_000,
    retry: 1,
  });
}

export function useStoreEnrichment(storeId: string) {
  return useQuery(storeEnrichmentQueryOptions(storeId));
}
