import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type RoleUserFieldsFragment } from '@snap/api-client/admin';
import { ASSIGNABLE_ROLES } from '@snap/domain';
import { request } from '../../../lib/api-client';

export const MANAGED_ROLES = ASSIGNABLE_ROLES;
export type ManagedRole = (typeof ASSIGNABLE_ROLES)[number];
export type RoleUser = RoleUserFieldsFragment;

graphql(`
  fragment RoleUserFields on User {
    id
    email
    fullName
    roles
    isAdmin
    isModerator
    emailConfirmedAt
    secondFactorEnabled
    secondFactorRequired
  }
`);

const ResetSecondFactor = graphql(`
  mutation AdminResetSecondFactor($email: String!) {
    resetSecondFactor(email: $email)
  }
`);

const UserByEmail = graphql(`
  query AdminUserByEmail($email: String!) {
    userByEmail(email: $email) {
      ...RoleUserFields
    }
  }
`);

const AssignRole = graphql(`
  mutation AdminAssignRole($userId: ID!, $role: String!) {
    assignRole(userId: $userId, role: $role) {
      ...RoleUserFields
    }
  }
`);

const RemoveRole = graphql(`
  mutation AdminRemoveRole($userId: ID!, $role: String!) {
    removeRole(userId: $userId, role: $role) {
      ...RoleUserFields
    }
  }
`);

const key = (email: string) => ['roles', 'user', email.trim().toLowerCase()] as const;

/** The account with this e-mail (null when there is none); only runs once an e-mail was submitted. */
export function useUserByEmail(email: string) {
  return useQuery({
    queryKey: key(email),
    queryFn: async ({ signal }) =>
      (await request(UserByEmail, { email: email.trim() }, { signal })).userByEmail,
    enabled: email.trim().length > 0,
    retry: false,
  });
}

export function useChangeRole(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      userId,
      role,
      action,
    }: {
      userId: string;
      role: ManagedRole;
      action: 'assign' | 'remove';
    }) =>
      action === 'assign'
        ? (await request(AssignRole, { userId, role })).assignRole
        : (await request(RemoveRole, { userId, role })).removeRole,
    onSuccess: (user) => {
      queryClient.setQueryData(key(email), user);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** The recovery path for an account that lost its phone and its recovery codes: its two-step
 * verification goes off (audited) and its sessions end; it signs in with its password and enrols again. */
export function useResetSecondFactor(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request(ResetSecondFactor, { email: email.trim() })).resetSecondFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key(email) });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
