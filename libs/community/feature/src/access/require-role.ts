import { MODERATING_ROLES } from '@snap/domain';
import { requireRole, requireSignedIn } from '@snap/platform-bus';

/** The signed-in user's id from the verified token the gateway passed in the request meta. */
export const requireUser = requireSignedIn;

/** Moderators and admins work the back-office and the moderation queues; the roles come from the
 * verified token the gateway read (its guard checks them first). */
export function requireModerator(roles: string[] | undefined, userId: string | undefined): string {
  return requireRole({ roles, userId }, MODERATING_ROLES);
}
