import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { BLOG_MESSAGES } from '@snap/domain';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { SignedInHttpGuard } from '../community/signed-in-http.guard';

/** The REST twin of AdminGuard for blog image uploads: 401 signed out, 403 for non-admins, before a
 * byte of the body is read. */
@Injectable()
export class AdminHttpGuard extends SignedInHttpGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user?.roles?.includes('admin')) throw new ForbiddenException(BLOG_MESSAGES.notAdmin);
    return true;
  }
}
