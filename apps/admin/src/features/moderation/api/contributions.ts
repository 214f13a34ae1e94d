import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/graphql';

export interface PendingContribution {
  id: string;
  store_id: string;
  user_id: string | null;
  kind: string;
  phone: string | null;
  weekly_hours: Array<{ day: string; open: string; close: string; closed: boolean }> | null;
  status: string;
  created_at: string;
  store: { id: string; Store_Name: string; City: string; State: string } | null;
}

const PENDING = `query PendingContributions {
  pendingContributions { id store_id user_id kind phone weekly_hours { day open close closed } status created_at store { id Store_Name City State } }
}`;
const APPROVE = `mutation ApproveContribution($id: ID!) { approveContribution(contributionId: $id) { id status } }`;
const REJECT = `mutation RejectContribution($id: ID!) { rejectContribution(contributionId: $id) { id status } }`;

const key = ['moderation', 'contributions'] as const;

/** Phone numbers and hours waiting for a decision, oldest first. */
export function usePendingContributions() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await gql<{ pendingContributions: PendingContribution[] }>(PENDING, {}, signal)).pendingContributions,
  });
}

/** Approving shows the data on the store for everyone; rejecting drops it. Either way it leaves the queue. */
export function useModerateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => gql(decision === 'approve' ? APPROVE : REJECT, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
