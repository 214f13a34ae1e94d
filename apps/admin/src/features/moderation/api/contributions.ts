import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type PendingContributionsQuery } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

export type PendingContribution = PendingContributionsQuery['pendingContributions'][number];

const Pending = graphql(`
  query PendingContributions {
    pendingContributions {
      id
      store_id
      user_id
      kind
      phone
      weekly_hours {
        day
        open
        close
        closed
      }
      status
      created_at
      store {
        id
        Store_Name
        City
        State
      }
    }
  }
`);

const Approve = graphql(`
  mutation ApproveContribution($id: ID!) {
    approveContribution(contributionId: $id) {
      id
      status
    }
  }
`);

const Reject = graphql(`
  mutation RejectContribution($id: ID!) {
    rejectContribution(contributionId: $id) {
      id
      status
    }
  }
`);

const key = ['moderation', 'contributions'] as const;

/** Phone numbers and hours waiting for a decision, oldest first. */
export function usePendingContributions() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await request(Pending, {}, { signal })).pendingContributions,
  });
}

/** Approving shows the data on the store for everyone; rejecting drops it. Either way it leaves the queue. */
export function useModerateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
    }: {
      id: string;
      decision: 'approve' | 'reject';
    }): Promise<void> => {
      if (decision === 'approve') await request(Approve, { id });
      else await request(Reject, { id });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
