import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from './api-client';
import { meQueryKey } from './auth';

const BeginSecondFactorDocument = graphql(`
  mutation BeginSecondFactor($password: String) {
    beginSecondFactor(password: $password) {
      secret
      qrCode
    }
  }
`);

const ConfirmSecondFactorDocument = graphql(`
  mutation ConfirmSecondFactor($code: String!) {
    confirmSecondFactor(code: $code)
  }
`);

const RemoveSecondFactorDocument = graphql(`
  mutation RemoveSecondFactor($password: String, $code: String) {
    removeSecondFactor(password: $password, code: $code)
  }
`);

const SecondFactorStatusDocument = graphql(`
  query SecondFactorStatus {
    secondFactorStatus {
      enabled
      recoveryCodesLeft
    }
  }
`);

export const secondFactorStatusKey = ['auth', 'second-factor'] as const;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: secondFactorStatusKey,
    queryFn: async () => (await request(SecondFactorStatusDocument)).secondFactorStatus,
  });
}

/** Step one: a new secret and its QR code. Without a sign-in in the last 5 minutes the server asks for
 * the password (reason 'reauthenticate'). */
export function useBeginSecondFactor() {
  return useMutation({
    mutationFn: async (password?: string) =>
      (await request(BeginSecondFactorDocument, { password: password || null })).beginSecondFactor,
  });
}

/** Step two: a code from the app turns it on; the answer is the recovery codes, shown once (the
 * screen reads the account again after they were seen). */
export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: async (code: string) =>
      (await request(ConfirmSecondFactorDocument, { code })).confirmSecondFactor,
  });
}

export function useRemoveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: { password?: string; code?: string }) =>
      (
        await request(RemoveSecondFactorDocument, {
          password: proof.password || null,
          code: proof.code || null,
        })
      ).removeSecondFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: secondFactorStatusKey });
    },
  });
}
