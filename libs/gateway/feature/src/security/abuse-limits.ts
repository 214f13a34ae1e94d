import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import {
  CACHE,
  type CachePort,
  parseRateLimitList,
  RateLimitExceededError,
  type RateLimitRule,
  RateLimits,
} from '@snap/platform-cache';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { addressGroup } from './address-group';

const HOUR = 3600;

/** Everywhere a stranger can write, per signed-in user (or per client address when signed out), per
 * window. Overridden by RATE_LIMITS (`name=points/seconds,…`). */
export const ABUSE_LIMIT_DEFAULTS = {
  /** Each report e-mails support. */
  reports: { points: 5, durationSeconds: HOUR },
  claims: { points: 5, durationSeconds: HOUR },
  uploads: { points: 20, durationSeconds: HOUR },
  reviews: { points: 20, durationSeconds: HOUR },
  tips: { points: 30, durationSeconds: HOUR },
  contributions: { points: 30, durationSeconds: HOUR },
  /** Each flag puts an item in front of moderators. */
  flags: { points: 30, durationSeconds: HOUR },
  /** Clicks feed trending. */
  clicks: { points: 120, durationSeconds: HOUR },
  'page-views': { points: 1000, durationSeconds: 600 },
  /** Each new provider photo spends the daily places budget; browsers keep a photo for a day. */
  'place-photos': { points: 120, durationSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export type AbuseLimitName = keyof typeof ABUSE_LIMIT_DEFAULTS;
export type AbuseLimitRules = Record<AbuseLimitName, RateLimitRule>;

export const ABUSE_LIMIT_RULES = Symbol('ABUSE_LIMIT_RULES');

/** The limits in force: the defaults with RATE_LIMITS on top; an unknown name or a bad pair stops start-up. */
export function abuseLimitRules(overrides = ''): AbuseLimitRules {
  return withOverrides(ABUSE_LIMIT_DEFAULTS, overrides, 'RATE_LIMITS');
}

function withOverrides(
  base: AbuseLimitRules,
  overrides: string,
  variable: string,
): AbuseLimitRules {
  let parsed: Record<string, RateLimitRule>;
  try {
    parsed = parseRateLimitList(overrides);
  } catch (error) {
    throw new Error(`${variable}: ${(error as Error).message}`);
  }
  for (const name of Object.keys(parsed)) {
    if (!(name in ABUSE_LIMIT_DEFAULTS))
      throw new Error(
        `${variable}: unknown limit "${name}" (known: ${Object.keys(ABUSE_LIMIT_DEFAULTS).join(', ')})`,
      );
  }
  return { ...base, ...parsed };
}

type LimitedRequest = Request & { user?: AuthenticatedUser };

/** A guard that spends one point of the named limit; put it after the auth guard so the user is known. */
export function AbuseLimit(name: AbuseLimitName): Type<CanActivate> {
  @Injectable()
  class AbuseLimitGuard implements CanActivate {
    private readonly limits: RateLimits;

    constructor(
      @Inject(CACHE) cache: CachePort,
      @Inject(ABUSE_LIMIT_RULES) private readonly rules: AbuseLimitRules,
    ) {
      this.limits = new RateLimits(cache);
    }

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const graphql = context.getType<string>() === 'graphql';
      const http = graphql
        ? GqlExecutionContext.create(context).getContext<{ req: LimitedRequest; res: Response }>()
        : undefined;
      const req: LimitedRequest = http?.req ?? context.switchToHttp().getRequest<LimitedRequest>();
      const res: Response = http?.res ?? context.switchToHttp().getResponse<Response>();
      // req.ip honours TRUST_PROXY_HOPS: behind an ingress it is the visitor, never a spoofed header.
      // IPv6 by its /64: one subscriber's many addresses are one client.
      const key = req.user ? `user:${req.user.userId}` : `ip:${addressGroup(req.ip)}`;
      try {
        await this.limits.consume(name, this.rules[name], key);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimitExceededError)) throw error;
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        if (graphql)
          throw new GraphQLError(error.message, {
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds },
          });
        throw new HttpException(
          {
            message: error.message,
            code: 'TOO_MANY_REQUESTS',
            retryAfterSeconds: error.retryAfterSeconds,
          },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }
  return mixin(AbuseLimitGuard);
}
