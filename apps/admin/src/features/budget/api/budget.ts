import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

const History = graphql(`
  query AdminPlacesBudgetHistory {
    placesBudgetHistory(days: 30) {
      today {
        used
        limit
        exceeded
      }
      days {
        date
        used
      }
    }
  }
`);

const SetLimit = graphql(`
  mutation AdminSetPlacesDailyLimit($limit: Int!) {
    setPlacesDailyLimit(limit: $limit) {
      used
      limit
      exceeded
    }
  }
`);

export function usePlacesBudgetHistory() {
  return useQuery({
    queryKey: ['budget', 'history'],
    queryFn: async ({ signal }) => (await request(History, {}, { signal })).placesBudgetHistory,
  });
}

export function useSetPlacesDailyLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limit: number) => (await request(SetLimit, { limit })).setPlacesDailyLimit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['budget'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
