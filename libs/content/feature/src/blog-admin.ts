import { BLOG_MESSAGES } from '@snap/domain';
import { requireRole } from '@snap/platform-bus';

/** Blog management is for admins only (spec section 6); the roles come from the verified token the
 * gateway passes in the request meta, so this holds even for a caller that skips the gateway's guard. */
export function requireAdmin(meta: { userId?: string; roles?: string[] } | undefined): string {
  return requireRole(meta, ['admin'], BLOG_MESSAGES.notAdmin);
}

export function isAdmin(meta: { userId?: string; roles?: string[] } | undefined): boolean {
  return Boolean(meta?.userId) && (meta?.roles ?? []).includes('admin');
}
