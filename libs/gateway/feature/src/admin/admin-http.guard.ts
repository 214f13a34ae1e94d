import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@snap/domain';
import { SignedInHttpGuard } from '../community/signed-in-http.guard';
import type { AuthenticatedUser } from '../auth/jwt.strategy';

/** The REST twin of AdminGuard: 401 without a token, 403 without the admin role, before the body is read. */
@Injectable()
export class AdminHttpGuard extends SignedInHttpGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user?.roles?.includes('admin'))
      throw new ForbiddenException(ACCOUNT_MESSAGES.notPermitted);
    return true;
  }
}
