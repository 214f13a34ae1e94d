import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      email
      emailConfirmedAt
    }
  }
`);

/** Confirms the address once per page view (the link's token is spent by the first call). */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => (await request(VerifyEmailDocument, { token: token as string })).verifyEmail,
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
