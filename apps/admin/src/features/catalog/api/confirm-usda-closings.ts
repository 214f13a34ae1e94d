import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

const ConfirmUsdaClosings = graphql(`
  mutation AdminConfirmUsdaClosings($importId: ID!) {
    confirmUsdaClosings(importId: $importId) {
      ...CatalogImportFields
    }
  }
`);

/** An admin's word that the closings a refresh from USDA held may be made: the server reads the held
 * states again from the same edition of USDA's list and answers the running refresh. */
export function useConfirmUsdaClosings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (importId: string) =>
      (await request(ConfirmUsdaClosings, { importId })).confirmUsdaClosings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catalog', 'imports'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'sources'] }),
      ]),
  });
}
