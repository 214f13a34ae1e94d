import { EBT_HELP_MESSAGES } from '@snap/domain';
import { requireRole } from '@snap/platform-bus';

/** The help pages' lists and texts are changed by admins only; the roles come from the verified token
 * the gateway passes in the request meta, so this holds for a caller that skips the gateway's guard. */
export function requireHelpAdmin(meta: { userId?: string; roles?: string[] } | undefined): string {
  return requireRole(meta, ['admin'], EBT_HELP_MESSAGES.notAdmin);
}
