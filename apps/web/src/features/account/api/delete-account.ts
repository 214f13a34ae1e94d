import { useMutation } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

/** The identity service asks for the password again before it deletes the account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => request(DeleteAccountDocument, { password }),
  });
}
