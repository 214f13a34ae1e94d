import { ACCOUNT_MESSAGES } from '@snap/domain';
import type { RequestMeta } from '@snap/messaging';
import { rpcError } from './rpc-error';

type Caller = Pick<RequestMeta, 'userId' | 'roles'> | undefined;

/** The signed-in caller's user id, from the verified token the gateway passed in the request meta. */
export function requireSignedIn(userId: string | undefined): string {
  if (!userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
  return userId;
}

/** The caller's user id when its verified roles include one of `allowed`: every service checks again
 * what the gateway's guard checked, so a caller that skips the gateway gets the same answer. */
export function requireRole(
  meta: Caller,
  allowed: readonly string[],
  forbidden: string = ACCOUNT_MESSAGES.notPermitted,
): string {
  const userId = requireSignedIn(meta?.userId);
  if (!(meta?.roles ?? []).some((role) => allowed.includes(role)))
    throw rpcError('FORBIDDEN', forbidden);
  return userId;
}
