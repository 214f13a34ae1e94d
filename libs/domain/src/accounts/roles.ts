/** The privileged roles an admin can assign; everyone else is a plain member. */
export const ASSIGNABLE_ROLES = ['admin', 'moderator'] as const;

/** A member the operator created for a load test (never assigned in the app): the abuse limits of
 * LOAD_TEST_RATE_LIMITS apply to it, and everything it writes is test data, never shown to the public
 * or counted in analytics, and removed by `npm run load:cleanup`. */
export const LOAD_TEST_ROLE = 'load-test';

/** Every role an account can hold. */
export const ROLES = [...ASSIGNABLE_ROLES, LOAD_TEST_ROLE] as const;
export type Role = (typeof ROLES)[number];

/** Who works the moderation queues and the back-office: moderators, and admins too. */
export const MODERATING_ROLES: readonly Role[] = ['admin', 'moderator'];

export function canModerate(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => (MODERATING_ROLES as readonly string[]).includes(role));
}

/** Whether who acts is a load-test member, whose writes are test data. */
export function isLoadTestMember(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).includes(LOAD_TEST_ROLE);
}
