import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { findCategory, matchesCategory, SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const ZipCentreDocument = graphql(`
  query ZipCentre($zip: String!) {
    geocode(text: $zip) {
      lat
      lng
    }
  }
`);

const NearestStoresDocument = graphql(`
  query NearestStoresAroundZip(
    $lat: Float!
    $lng: Float!
    $radiusMiles: Int!
    $limit: Int!
    $storeTypes: [String!]
    $produceIncentiveOnly: Boolean
  ) {
    nearbyStores(
      lat: $lat
      lng: $lng
      radiusMiles: $radiusMiles
      limit: $limit
      storeTypes: $storeTypes
      produceIncentiveOnly: $produceIncentiveOnly
    ) {
      ...StoreCardFields
    }
  }
`);

/** How many stores around a ZIP are shown under its own list. */
export const AROUND_ZIP_COUNT = 10;

/** The nearest stores around a ZIP's centre, nearest first with their distances, within the default
 * radius: what a person can reach when the ZIP itself holds few stores or none. */
export function useStoresAroundZip(
  zip: string,
  categoryId: CategoryId,
  produceIncentiveOnly: boolean,
  enabled: boolean,
) {
  const category = findCategory(categoryId);
  const storeTypes = category && category.storeTypes.length > 0 ? category.storeTypes : null;
  return useQuery({
    queryKey: ['stores', 'around-zip', zip, categoryId, produceIncentiveOnly],
    queryFn: async ({ signal }) => {
      const { geocode } = await request(ZipCentreDocument, { zip }, { signal });
      if (!geocode) return [];
      const { nearbyStores } = await request(
        NearestStoresDocument,
        {
          lat: geocode.lat,
          lng: geocode.lng,
          radiusMiles: SEARCH_LIMITS.defaultRadiusMiles,
          // Enough that, once the ZIP's own stores are left out, AROUND_ZIP_COUNT others remain.
          limit: AROUND_ZIP_COUNT * 3,
          storeTypes,
          produceIncentiveOnly,
        },
        { signal },
      );
      return category
        ? nearbyStores.filter((store) => matchesCategory(store, category))
        : nearbyStores;
    },
    enabled,
    ...CACHE_TIMES.zip,
  });
}
