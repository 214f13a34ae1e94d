import { ACCOUNT_MESSAGES, canModerate } from '@snap/domain';
import { rpcError } from '@snap/platform-bus';

/** The signed-in user's id from the verified token the gateway passed in the request meta. */
export function requireUser(userId: string | undefined): string {
  if (!userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
  return userId;
}

/** Moderators and admins work the back-office and the moderation queues; the roles come from the
 * verified token the gateway read (its guard checks them first). */
export function requireModerator(roles: string[] | undefined, userId: string | undefined): string {
  const user = requireUser(userId);
  if (!canModerate(roles)) throw rpcError('FORBIDDEN', ACCOUNT_MESSAGES.notPermitted);
  return user;
}
