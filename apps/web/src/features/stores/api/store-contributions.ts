import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import type { WeeklyHours } from '@snap/domain';
import { request } from '../../../lib/api-client';
import type { ContributionResult } from '../components/dialogs/contribution-result';

const AddStorePhoneDocument = graphql(`
  mutation AddStorePhone($storeId: ID!, $phone: String!) {
    addStorePhone(storeId: $storeId, phone: $phone) {
      pointsEarned
      pointsAwarded
    }
  }
`);

const AddStoreHoursDocument = graphql(`
  mutation AddStoreHours($storeId: ID!, $hours: WeeklyHoursInput!) {
    addStoreHours(storeId: $storeId, hours: $hours) {
      pointsEarned
      pointsAwarded
    }
  }
`);

/** Points are shown only when this contribution earned them (a second phone for a store does not). */
const earned = (result: { pointsEarned: number; pointsAwarded: boolean }): ContributionResult => ({
  pointsEarned: result.pointsAwarded ? result.pointsEarned : 0,
});

export function useAddPhone(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phone: string) =>
      earned((await request(AddStorePhoneDocument, { storeId, phone })).addStorePhone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

export function useAddHours(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hours: WeeklyHours) =>
      earned((await request(AddStoreHoursDocument, { storeId, hours })).addStoreHours),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
