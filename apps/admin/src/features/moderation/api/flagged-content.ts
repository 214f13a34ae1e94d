import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ModerationQueueQuery } from '@snap/api-client/admin';
import type { ModerationDecision } from '@snap/domain';
import { request } from '../../../lib/api-client';

export type ModerationCase = ModerationQueueQuery['moderationQueue']['items'][number];
/** open: flagged, waiting for a decision (most flagged first); hidden / removed: to restore. */
export type QueueFilter = 'all' | 'open' | 'hidden' | 'removed';

const Queue = graphql(`
  query ModerationQueue($status: String, $limit: Int!, $offset: Int!) {
    moderationQueue(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        id
        itemType
        itemId
        storeId
        storeName
        excerpt
        rating
        thumbnailKey
        status
        open
        flagCount
        flags {
          reasonLabel
          note
          createdAt
        }
        reason
        decidedAt
      }
    }
  }
`);

const Decide = graphql(`
  mutation ModerateContent($itemType: String!, $itemId: ID!, $decision: String!, $reason: String) {
    moderateContent(itemType: $itemType, itemId: $itemId, decision: $decision, reason: $reason) {
      id
      status
      reason
    }
  }
`);

const key = ['moderation', 'flagged'] as const;
export const QUEUE_PAGE_SIZE = 20;

export function useModerationQueue(filter: QueueFilter, page: number) {
  return useQuery({
    queryKey: [...key, filter, page],
    queryFn: async ({ signal }) =>
      (
        await request(
          Queue,
          {
            status: filter === 'all' ? null : filter,
            limit: QUEUE_PAGE_SIZE,
            offset: page * QUEUE_PAGE_SIZE,
          },
          { signal },
        )
      ).moderationQueue,
  });
}

/** Hide, remove or restore; the server checks the role and the reason again. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: {
      itemType: string;
      itemId: string;
      decision: ModerationDecision;
      reason: string | null;
    }) => request(Decide, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
