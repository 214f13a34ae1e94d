import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CookieOptions, Request, Response } from 'express';
import { IdentityMessages, type RequestMeta, type SessionResult } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, OptionalAuthGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { SessionCheck } from '../auth/session-check';
import { viaBus } from '../graphql/bus-errors';
import type { GraphqlContext } from '../graphql/graphql-context';
import { requestLanguage } from '../i18n/request-language';
import {
  AccountSession,
  AuthSession,
  ChangePasswordArgs,
  ConfirmSecondFactorArgs,
  EndSessionArgs,
  ResetSecondFactorArgs,
  SecondFactorEnrolment,
  SecondFactorProofArgs,
  SecondFactorStatus,
  RequestPasswordResetArgs,
  ResetPasswordArgs,
  RoleArgs,
  SignInArgs,
  SignUpArgs,
  User,
  VerifyEmailArgs,
} from './identity.models';
import { randomBytes } from 'node:crypto';

export const REFRESH_COOKIE = 'snap_refresh';
/** A random id per browser, set at sign-in: a browser that signed in before passes the per-account
 * ceiling that a stranger's guesses from many addresses fill (identity's rate limiter). */
export const DEVICE_COOKIE = 'snap_device';
const DEVICE_COOKIE_DAYS = 400;

type CookieRequest = Request & { cookies?: Record<string, string> };

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
    private readonly sessionCheck: SessionCheck,
  ) {}

  @Mutation(() => User, {
    description: "Creates an account and e-mails a verification link ('Check your email')",
  })
  async signUp(
    @Args() args: SignUpArgs,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { req }: GraphqlContext,
  ): Promise<User> {
    // The account's language is the page's at sign-up (X-Language, cookie, browser, English).
    const language = requestLanguage(req);
    return viaBus(() => this.bus.request(IdentityMessages.signUp, { ...args, language }, { meta }));
  }

  @Mutation(() => User, {
    description: "Sets the language of the signed-in member's e-mails: 'en' or 'es'",
  })
  @UseGuards(SignedInGuard)
  async updateLanguage(
    @Args('language') language: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.updateLanguage, { language }, { meta }));
  }

  @Mutation(() => AuthSession)
  async signIn(
    @Args() args: SignInArgs,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { req, res }: GraphqlContext,
  ): Promise<AuthSession> {
    const given = (req as CookieRequest).cookies?.[DEVICE_COOKIE];
    const device =
      given && /^[\w-]{20,100}$/.test(given) ? given : randomBytes(32).toString('base64url');
    // The User-Agent names the session in the account's list of sessions ('Chrome on Android').
    const userAgent = req.headers['user-agent']?.slice(0, 1000);
    const result = await viaBus(() =>
      this.bus.request(IdentityMessages.signIn, { ...args, device, userAgent }, { meta }),
    );
    const session = this.session(res, result);
    res.cookie(
      DEVICE_COOKIE,
      device,
      refreshCookie(new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000), this.cookieSecure),
    );
    return session;
  }

  @Mutation(() => Boolean, {
    description:
      "'Forgot password?': e-mails a single-use link valid for 1 hour; the same answer whether or not the address has an account",
  })
  async requestPasswordReset(
    @Args() args: RequestPasswordResetArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() =>
        this.bus.request(IdentityMessages.requestPasswordReset, { ...args }, { meta }),
      )
    ).requested;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the link from the e-mail: confirms the address and ends every session',
  })
  async resetPassword(
    @Args() args: ResetPasswordArgs,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { res }: GraphqlContext,
  ): Promise<boolean> {
    const { reset, userId } = await viaBus(() =>
      this.bus.request(IdentityMessages.resetPassword, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(userId);
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return reset;
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
      await this.endRefusedSession(refreshToken);
      throw error;
    }
  }

  /** A refused refresh token (spent and sent again, which identity takes for theft and ends its whole
   * session; revoked; expired) ends its session here too, and the copy of the owner's session state is
   * dropped at once: whoever holds the session's access token (the thief who refreshed first) is
   * refused on the next request, not up to SESSION_STATE_TTL_MS later. */
  private async endRefusedSession(refreshToken: string): Promise<void> {
    try {
      const { userId } = await this.bus.request(IdentityMessages.signOut, { refreshToken });
      await this.sessionCheck.invalidate(userId);
    } catch {
      // Identity is not answering: the copy expires on its own (SESSION_STATE_TTL_MS).
    }
  }

  @Mutation(() => Boolean)
  async signOut(@Context() { req, res }: GraphqlContext): Promise<boolean> {
    const refreshToken = (req as Request & { cookies?: Record<string, string> }).cookies?.[
      REFRESH_COOKIE
    ];
    if (refreshToken) {
      const { userId } = await viaBus(() =>
        this.bus.request(IdentityMessages.signOut, { refreshToken }),
      );
      await this.sessionCheck.invalidate(userId);
    }
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
    await this.sessionCheck.invalidate(meta.userId);
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return signedOut;
  }

  @Mutation(() => Boolean, { description: 'Needs the current password; every other session ends' })
  @UseGuards(SignedInGuard)
  async changePassword(
    @Args() args: ChangePasswordArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    const { changed } = await viaBus(() =>
      this.bus.request(IdentityMessages.changePassword, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(meta.userId);
    return changed;
  }

  @Mutation(() => User, {
    description:
      "Confirms the address of the link's account for someone signed in to it or who gives its password",
  })
  @UseGuards(OptionalAuthGuard)
  async verifyEmail(
    @Args() args: VerifyEmailArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User> {
    return viaBus(() => this.bus.request(IdentityMessages.verifyEmail, { ...args }, { meta }));
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
    await this.sessionCheck.invalidate(meta.userId);
    res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return deleted;
  }

  @Mutation(() => SecondFactorEnrolment, {
    description:
      'Starts turning on two-step verification: a new secret for the authenticator app. Needs a sign-in in the last 5 minutes, or the password now',
  })
  @UseGuards(SignedInGuard)
  async beginSecondFactor(
    @Args() args: SecondFactorProofArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SecondFactorEnrolment> {
    return viaBus(() =>
      this.bus.request(IdentityMessages.beginSecondFactor, { ...args }, { meta }),
    );
  }

  @Mutation(() => [String], {
    description:
      'Turns two-step verification on with a code from the app; returns the ten recovery codes, shown only this once. Every other session ends; this one renews with its staff roles',
  })
  @UseGuards(SignedInGuard)
  async confirmSecondFactor(
    @Args() args: ConfirmSecondFactorArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<string[]> {
    const { recoveryCodes } = await viaBus(() =>
      this.bus.request(IdentityMessages.confirmSecondFactor, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(meta.userId);
    return recoveryCodes;
  }

  @Mutation(() => Boolean, {
    description:
      'Turns two-step verification off: needs the password or a code now, or a sign-in in the last 5 minutes',
  })
  @UseGuards(SignedInGuard)
  async removeSecondFactor(
    @Args() args: SecondFactorProofArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    const { removed } = await viaBus(() =>
      this.bus.request(IdentityMessages.removeSecondFactor, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(meta.userId);
    return removed;
  }

  @Mutation(() => Boolean, {
    description:
      "Admins: turns off the two-step verification of an account that lost its phone and its recovery codes (audited); the account's sessions end",
  })
  @UseGuards(AdminGuard)
  async resetSecondFactor(
    @Args() args: ResetSecondFactorArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    const { reset, userId } = await viaBus(() =>
      this.bus.request(IdentityMessages.resetSecondFactor, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(userId);
    return reset;
  }

  @Query(() => SecondFactorStatus)
  @UseGuards(SignedInGuard)
  async secondFactorStatus(
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SecondFactorStatus> {
    return viaBus(() => this.bus.request(IdentityMessages.secondFactorStatus, {}, { meta }));
  }

  @Mutation(() => Boolean, {
    description:
      "'Confirm it is you': the password or a code; what matters (the second factor) is then allowed for 5 minutes",
  })
  @UseGuards(SignedInGuard)
  async reauthenticate(
    @Args() args: SecondFactorProofArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() => this.bus.request(IdentityMessages.reauthenticate, { ...args }, { meta }))
    ).confirmed;
  }

  @Query(() => [AccountSession], {
    description: "The account's signed-in sessions, most recently used first",
  })
  @UseGuards(SignedInGuard)
  async mySessions(@RequestContext() meta: Partial<RequestMeta>): Promise<AccountSession[]> {
    return viaBus(() => this.bus.request(IdentityMessages.sessions, {}, { meta }));
  }

  @Mutation(() => Boolean, {
    description:
      "'Sign out' on one session of the list: its refresh token and its access token stop working at once",
  })
  @UseGuards(SignedInGuard)
  async endSession(
    @Args() args: EndSessionArgs,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { res }: GraphqlContext,
  ): Promise<boolean> {
    const { ended } = await viaBus(() =>
      this.bus.request(IdentityMessages.endSession, { ...args }, { meta }),
    );
    // The copy of the session state goes at once: the ended session's next request is refused.
    await this.sessionCheck.invalidate(meta.userId);
    if (args.sessionId === meta.sessionId) res.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
    return ended;
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
    const user = await viaBus(() =>
      this.bus.request(IdentityMessages.removeRole, { ...args }, { meta }),
    );
    await this.sessionCheck.invalidate(args.userId);
    return user;
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
