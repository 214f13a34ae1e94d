/** The privileged roles an admin can assign; everyone else is a plain member. */
export const ASSIGNABLE_ROLES = ['admin', 'moderator'] as const;

/** Every role an account can hold. */
export const ROLES = [...ASSIGNABLE_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** Who works the moderation queues and the back-office: moderators, and admins too. */
export const MODERATING_ROLES: readonly Role[] = ['admin', 'moderator'];

export function canModerate(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => (MODERATING_ROLES as readonly string[]).includes(role));
}
