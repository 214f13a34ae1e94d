import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EbtRefusalQueueQuery, graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

export type EbtRefusalCase = EbtRefusalQueueQuery['ebtRefusalQueue']['items'][number];
/** open: reported since the last clearing, within 30 days; marked: at the threshold now. */
export type RefusalFilter = 'all' | 'open' | 'marked';

const Queue = graphql(`
  query EbtRefusalQueue($status: String, $limit: Int!, $offset: Int!) {
    ebtRefusalQueue(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        storeId
        storeName
        state
        reporters
        marked
        recentReports {
          signedIn
          createdAt
        }
        totalReports
        lastReportedAt
        clearings {
          because
          by
          at
          note
        }
      }
    }
  }
`);

const Clear = graphql(`
  mutation ClearEbtRefusalMark($storeId: ID!, $note: String) {
    clearEbtRefusalMark(storeId: $storeId, note: $note) {
      storeId
      marked
      reporters
    }
  }
`);

const key = ['moderation', 'ebt-refusals'] as const;
export const REFUSALS_PAGE_SIZE = 20;

export function useEbtRefusalQueue(filter: RefusalFilter, page: number) {
  return useQuery({
    queryKey: [...key, filter, page],
    queryFn: async ({ signal }) =>
      (
        await request(
          Queue,
          {
            status: filter === 'all' ? null : filter,
            limit: REFUSALS_PAGE_SIZE,
            offset: page * REFUSALS_PAGE_SIZE,
          },
          { signal },
        )
      ).ebtRefusalQueue,
  });
}

/** Clears the store's reports so far; the server checks the role again. */
export function useClearEbtRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { storeId: string; note: string | null }) => request(Clear, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
