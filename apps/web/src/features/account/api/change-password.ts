import { useMutation } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($password: String!, $confirmPassword: String!) {
    changePassword(password: $password, confirmPassword: $confirmPassword)
  }
`);

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { password: string; confirmPassword: string }) => request(ChangePasswordDocument, input),
  });
}
