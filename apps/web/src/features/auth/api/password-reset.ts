import { useMutation } from '@tanstack/react-query';
import { TypedDocumentString } from '@snap/api-client';
import { request } from '../../../lib/api-client';

// Written out instead of through graphql(), like verify-email.ts: only the two reset screens need
// them, and every graphql() document lands in the map the home page loads (home JS budget: 170 KB).
const RequestPasswordResetDocument = new TypedDocumentString<
  { requestPasswordReset: boolean },
  { email: string }
>('mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }');

const ResetPasswordDocument = new TypedDocumentString<
  { resetPassword: boolean },
  { token: string; password: string; confirmPassword: string }
>(
  'mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) { resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword) }',
);

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => request(RequestPasswordResetDocument, { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      request(ResetPasswordDocument, input),
  });
}
