import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const StoreEnrichmentDocument = graphql(`
  query StoreEnrichment($storeId: ID!) {
    storeEnrichment(storeId: $storeId) {
      storeId
      budgetExceeded
      queued
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

const FRESH_MS = 30 * 60_000;
/** A store queued for the background refresher: asked again after this long, once it may be done. */
const QUEUED_FRESH_MS = 5 * 60_000;

/** How long an answer is fresh: a queued one (this visitor's new lookups of the hour are spent)
 * only a few minutes, so coming back to the page shows what the refresher found. */
export function enrichmentStaleTime(answer: { queued: boolean } | null | undefined): number {
  return answer?.queued ? QUEUED_FRESH_MS : FRESH_MS;
}

/** The 'Limited Data Available' banner: the day's budget is spent, or this visitor's lookups are. */
export function showsLimitedData(
  answer: { budgetExceeded: boolean; queued: boolean } | null | undefined,
): boolean {
  return Boolean(answer?.budgetExceeded || answer?.queued);
}

/** The places lookup times (product rule "Cache times"): fresh 30 minutes, kept 2 hours, 1 retry. Loaded apart from the
 * store so the page shows the USDA and community data at once. */
export function storeEnrichmentQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'enrichment', storeId],
    queryFn: async ({ signal }) =>
      (await request(StoreEnrichmentDocument, { storeId }, { signal })).storeEnrichment ?? null,
    staleTime: (query) => enrichmentStaleTime(query.state.data),
    gcTime: 120 * 60_000,
    retry: 1,
  });
}

export function useStoreEnrichment(storeId: string) {
  return useQuery(storeEnrichmentQueryOptions(storeId));
}
