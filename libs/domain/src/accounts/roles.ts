/** The privileged roles an account can hold; everyone else is a plain member. */
export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** Who works the moderation queues and the back-office: moderators, and admins too. */
export const MODERATING_ROLES: readonly Role[] = ['admin', 'moderator'];

export function canModerate(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => (MODERATING_ROLES as readonly string[]).includes(role));
}
