import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const StoreTipsDocument = graphql(`
  query StoreTips($storeId: ID!) {
    tips(storeId: $storeId) {
      id
      user_name
      comment_text
      created_at
    }
  }
`);

const CreateTipDocument = graphql(`
  mutation CreateTip($storeId: ID!, $comment_text: String!) {
    createTip(storeId: $storeId, comment_text: $comment_text) {
      id
    }
  }
`);

export function storeTipsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'tips', storeId],
    queryFn: async ({ signal }) => (await request(StoreTipsDocument, { storeId }, { signal })).tips,
  });
}

/** Newest first, as the server lists them. */
export function useStoreTips(storeId: string) {
  return useQuery(storeTipsQueryOptions(storeId));
}

export function useCreateTip(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => request(CreateTipDocument, { storeId, comment_text: text }),
    onSuccess: () =>
      // The page's list and any result list whose card shows the newest tip.
      queryClient.invalidateQueries({ queryKey: ['stores'] }),
  });
}
