import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@snap/domain';
import { OptionalAuthGuard } from '../auth/auth.guards';

/** The REST twin of SignedInGuard: a 401 with 'User not authenticated', before the body is read. */
@Injectable()
export class SignedInHttpGuard extends OptionalAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (!context.switchToHttp().getRequest<{ user?: unknown }>().user)
      throw new UnauthorizedException(ACCOUNT_MESSAGES.notAuthenticated);
    return true;
  }
}
