import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { findCategory, matchesCategory, type CategoryId } from '@snap/domain';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const ZipStoresDocument = graphql(`
  query ZipStores($zip: String!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {
    zipStores(zip: $zip, storeTypes: $storeTypes, produceIncentiveOnly: $produceIncentiveOnly) {
      ...StoreCardFields
    }
  }
`);

/** The category and its store types are part of the ZIP query; its name exclusions apply to what is shown. */
export function zipStoresQueryOptions(
  zip: string,
  categoryId: CategoryId,
  produceIncentiveOnly = false,
) {
  const category = findCategory(categoryId);
  const storeTypes = category && category.storeTypes.length > 0 ? category.storeTypes : null;
  return queryOptions({
    queryKey: ['stores', 'zip', zip, categoryId, produceIncentiveOnly],
    queryFn: async ({ signal }) => {
      const { zipStores } = await request(
        ZipStoresDocument,
        { zip, storeTypes, produceIncentiveOnly },
        { signal },
      );
      return category ? zipStores.filter((store) => matchesCategory(store, category)) : zipStores;
    },
    ...CACHE_TIMES.zip,
  });
}

export function useZipStores(
  zip: string | null,
  categoryId: CategoryId,
  produceIncentiveOnly = false,
) {
  return useQuery({
    ...zipStoresQueryOptions(zip ?? '', categoryId, produceIncentiveOnly),
    enabled: zip !== null,
  });
}
