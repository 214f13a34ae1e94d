import { useQuery } from '@tanstack/react-query';
import { TypedDocumentString } from '@snap/api-client';
import { request } from '../../../lib/api-client';

// Written out instead of through graphql(): every graphql() document lands in the map the home page
// loads, and this one is only needed on the page the confirmation link opens (home JS budget: 170 KB).
const VerifyEmailDocument = new TypedDocumentString<
  { verifyEmail: { emailConfirmedAt: string | null } },
  { token: string }
>('mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { emailConfirmedAt } }');

/** Confirms the address once per page view (the link's token is spent by the first call). */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () =>
      (await request(VerifyEmailDocument, { token: token as string })).verifyEmail,
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
