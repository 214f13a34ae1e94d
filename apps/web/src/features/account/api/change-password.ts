import { useMutation } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword(
    $currentPassword: String!
    $password: String!
    $confirmPassword: String!
  ) {
    changePassword(
      currentPassword: $currentPassword
      password: $password
      confirmPassword: $confirmPassword
    )
  }
`);

const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; password: string; confirmPassword: string }) =>
      request(ChangePasswordDocument, input),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => request(SignOutEverywhereDocument) });
}
