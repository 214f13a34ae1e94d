import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

const ClearStoreOverride = graphql(`
  mutation AdminClearStoreOverride($id: ID!) {
    clearStoreOverride(id: $id) {
      ...AdminStoreFields
    }
  }
`);

/** Hands a store back to USDA's lists: the admin's close, reopen or edits no longer stand through imports. */
export function useClearStoreOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(ClearStoreOverride, { id })).clearStoreOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'stores'] }),
  });
}
