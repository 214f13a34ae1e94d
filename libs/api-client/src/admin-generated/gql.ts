/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n": typeof types.AdminAuditEntriesDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n": typeof types.AdminRefreshDocument,
    "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": typeof types.AdminSignOutDocument,
    "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n  }\n": typeof types.RoleUserFieldsFragmentDoc,
    "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminUserByEmailDocument,
    "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminAssignRoleDocument,
    "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminRemoveRoleDocument,
};
const documents: Documents = {
    "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n": types.AdminAuditEntriesDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n": types.AdminRefreshDocument,
    "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": types.AdminSignOutDocument,
    "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n  }\n": types.RoleUserFieldsFragmentDoc,
    "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminUserByEmailDocument,
    "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminAssignRoleDocument,
    "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminRemoveRoleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n"): typeof import('./graphql').AdminAuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n  }\n"): typeof import('./graphql').AdminUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n"): typeof import('./graphql').AdminRefreshDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n"): typeof import('./graphql').AdminMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    signOut\n  }\n"): typeof import('./graphql').AdminSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n  }\n"): typeof import('./graphql').RoleUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminUserByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminAssignRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminRemoveRoleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
