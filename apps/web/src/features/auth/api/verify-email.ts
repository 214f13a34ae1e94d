import { msg } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TypedDocumentString } from '@snap/api-client';
import { request } from '../../../lib/api-client';

// Written out instead of through graphql(): every graphql() document lands in the map the home page
// loads, and this one is only needed on the page the confirmation link opens (home JS budget: 170 KB).
const VerifyEmailDocument = new TypedDocumentString<
  { verifyEmail: { emailConfirmedAt: string | null } },
  { token: string; password?: string | null }
>(
  'mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { emailConfirmedAt } }',
);

/** The server's words when the link is spent or too old (then no password helps), shown when the page
 * opens without a link at all. */
export const VERIFY_LINK_INVALID = msg`This verification link is invalid or has expired. Please sign in to get a new one.`;

/** First try once per page view, as whoever is signed in here: the account's own session confirms
 * without a password; anyone else is asked for the password the account was made with. */
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

/** Confirms with the password the account was made with (the link alone proves only the mailbox). */
export function useVerifyEmailWithPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      (await request(VerifyEmailDocument, input)).verifyEmail,
  });
}
