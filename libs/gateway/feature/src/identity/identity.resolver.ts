import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CookieOptions, Request, Response } from 'express';
import { IdentityMessages, type RequestMeta, type SessionResult } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, OptionalAuthGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import type { GraphqlContext } from '../gateway.module';
import {
  AuthSession,
  ChangePasswordArgs,
  RoleArgs,
  SignInArgs,
  SignUpArgs,
  User,
} from './identity.models';

export const REFRESH_COOKIE = 'snap_refresh';

/** The cookie's Secure flag, from the validated COOKIE_SECURE setting. */
export const COOKIE_SECURE = Symbol('COOKIE_SECURE');

/** The refresh token lives in an httpOnly cookie scoped to the API: scripts never see it. */
export function refreshCookie(expires: Date, secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/graphql', expires };
}

@Resolver()
export class IdentityResolver {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(COOKIE_SECURE) private readonly cookieSecure: boolean,
  ) {}

  @Mutation(() => User, {
    description: "Creates an account and e-mails a verification link ('Check your email')",
  })
  async signUp(
    @Args() args: SignUpArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.signUp, { ...args }, { meta }));
  }

  @Mutation(() => AuthSession)
  async signIn(
    @Args() args: SignInArgs,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { res }: GraphqlContext,
  ): Promise<AuthSession> {
    return this.session(
      res,
      await viaBus(() => this.bus.request(IdentityMessages.signIn, { ...args }, { meta })),
    );
  }

  @Mutation(() => AuthSession, {
    nullable: true,
    description: 'A new access token from the refresh cookie (rotated); null without one',
  })
  async refreshSession(@Context() { req, res }: GraphqlContext): Promise<AuthSession | null> {
    const refreshToken = (req as Request & { cookies?: Record<string, string> }).cookies?.[
      REFRESH_COOKIE
    ];
    if (!refreshToken) return null;
    try {
      return this.session(
        res,
        await viaBus(() => this.bus.request(IdentityMessages.refresh, { refreshToken })),
      );
    } catch (error) {
      res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
      throw error;
    }
  }

  @Mutation(() => Boolean)
  async signOut(@Context() { req, res }: GraphqlContext): Promise<boolean> {
    const refreshToken = (req as Request & { cookies?: Record<string, string> }).cookies?.[
      REFRESH_COOKIE
    ];
    if (refreshToken)
      await viaBus(() => this.bus.request(IdentityMessages.signOut, { refreshToken }));
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return true;
  }

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null for anonymous visitors',
  })
  @UseGuards(OptionalAuthGuard)
  async me(@RequestContext() meta: Partial<RequestMeta>): Promise<User | null> {
    if (!meta.userId) return null;
    return viaBus(() => this.bus.request(IdentityMessages.me, {}, { meta }));
  }

  @Query(() => Boolean, { description: 'is_admin_user' })
  @UseGuards(OptionalAuthGuard)
  async isAdmin(@RequestContext() meta: Partial<RequestMeta>): Promise<boolean> {
    if (!meta.userId) return false;
    return (await viaBus(() => this.bus.request(IdentityMessages.me, {}, { meta }))).isAdmin;
  }

  @Mutation(() => Boolean, {
    description: 'Ends every session of the signed-in user, this one included',
  })
  @UseGuards(SignedInGuard)
  async signOutEverywhere(
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { res }: GraphqlContext,
  ): Promise<boolean> {
    const { signedOut } = await viaBus(() =>
      this.bus.request(IdentityMessages.signOutEverywhere, {}, { meta }),
    );
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return signedOut;
  }

  @Mutation(() => Boolean, { description: 'Needs the current password; every other session ends' })
  @UseGuards(SignedInGuard)
  async changePassword(
    @Args() args: ChangePasswordArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() => this.bus.request(IdentityMessages.changePassword, { ...args }, { meta }))
    ).changed;
  }

  @Mutation(() => User)
  async verifyEmail(@Args('token') token: string): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.verifyEmail, { token }));
  }

  @Mutation(() => Boolean, { description: 'Deletes the account after the password confirms it' })
  @UseGuards(SignedInGuard)
  async deleteAccount(
    @Args('password') password: string,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { res }: GraphqlContext,
  ): Promise<boolean> {
    const { deleted } = await viaBus(() =>
      this.bus.request(IdentityMessages.deleteAccount, { password }, { meta }),
    );
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return deleted;
  }

  @Mutation(() => User)
  @UseGuards(AdminGuard)
  async assignRole(
    @Args() args: RoleArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.assignRole, { ...args }, { meta }));
  }

  @Mutation(() => User)
  @UseGuards(AdminGuard)
  async removeRole(
    @Args() args: RoleArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.removeRole, { ...args }, { meta }));
  }

  private session(res: Response, result: SessionResult): AuthSession {
    res.cookie(
      REFRESH_COOKIE,
      result.refreshToken,
      refreshCookie(new Date(result.refreshTokenExpiresAt), this.cookieSecure),
    );
    return {
      accessToken: result.accessToken,
      expiresIn: result.accessTokenExpiresIn,
      user: result.user,
    };
  }
}
