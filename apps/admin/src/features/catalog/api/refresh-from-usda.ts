import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

const RefreshFromUsda = graphql(`
  mutation AdminRefreshFromUsda($states: [String!]) {
    refreshFromUsda(states: $states) {
      ...CatalogImportFields
    }
  }
`);

/** "Refresh from USDA now": starts a read of USDA's live retailer service (some states, or every state
 * when none is given) and answers the running import, followed like a file import. */
export function useRefreshFromUsda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (states: string[]) =>
      (await request(RefreshFromUsda, { states: states.length > 0 ? states : null }))
        .refreshFromUsda,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'imports'] }),
  });
}
