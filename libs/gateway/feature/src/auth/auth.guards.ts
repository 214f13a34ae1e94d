import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import { GraphQLError } from 'graphql';
import { ACCOUNT_MESSAGES, MODERATING_ROLES, SESSION_MESSAGES } from '@snap/domain';
import type { RequestMeta } from '@snap/contracts';
import type { Request } from 'express';
import type { AuthenticatedUser } from './jwt.strategy';
import { addressGroup } from '../security/address-group';

function requestOf(context: ExecutionContext): Request & { user?: AuthenticatedUser } {
  return context.getType<string>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext().req
    : context.switchToHttp().getRequest();
}

export const SESSION_EXPIRED = SESSION_MESSAGES.expired;

/** Reads the access token when there is one; anonymous visitors pass as anonymous. A token that is
 * sent but expired, forged or malformed is refused as UNAUTHENTICATED, never read as anonymous: the
 * client renews it and asks again instead of silently losing the user. */
@Injectable()
export class OptionalAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<T>(
    _error: unknown,
    user: T,
    _info: unknown,
    context: ExecutionContext,
  ): T {
    if (!user && requestOf(context).headers.authorization)
      throw unauthenticated(context, SESSION_EXPIRED);
    return user ?? (undefined as T);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    return true;
  }
}

/** Only signed-in users: 'User not authenticated' otherwise. */
@Injectable()
export class SignedInGuard extends OptionalAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (!requestOf(context).user) throw unauthenticated(context, ACCOUNT_MESSAGES.notAuthenticated);
    return true;
  }
}

function unauthenticated(context: ExecutionContext, message: string): Error {
  return context.getType<string>() === 'graphql'
    ? new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })
    : new UnauthorizedException({ message, code: 'UNAUTHENTICATED' });
}

function roleGuard(allowed: readonly string[]): new () => CanActivate {
  @Injectable()
  class RoleGuard extends SignedInGuard {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      await super.canActivate(context);
      const roles = requestOf(context).user?.roles ?? [];
      if (!roles.some((role) => allowed.includes(role))) {
        throw new GraphQLError(ACCOUNT_MESSAGES.notPermitted, {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      return true;
    }
  }
  return RoleGuard;
}

/** Admins only (roles from the verified token; the service checks again against its own records). */
export const AdminGuard = roleGuard(['admin']);
/** Moderators and admins. */
export const ModeratorGuard = roleGuard(MODERATING_ROLES);

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => requestOf(context).user,
);

/** What travels to services with a request: who asks (from the verified token only) and from where. */
export const RequestContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Partial<RequestMeta> => {
    const req = requestOf(context);
    return {
      userId: req.user?.userId,
      roles: req.user?.roles,
      sessionId: req.user?.sessionId,
      // The services' per-address limits count an IPv6 /64 as one address.
      clientIp: addressGroup(req.ip),
    };
  },
);
