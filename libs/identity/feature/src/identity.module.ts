import { type DynamicModule, Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { assertStrongSecret } from '@snap/platform-config';
import { createPingHandler } from '@snap/platform-bus';
import { AccountsUseCases } from './accounts/accounts.usecases';
import { IdentityRepository } from './accounts/identity.repository';
import { PasswordResetUseCases } from './accounts/password-reset.usecases';
import { UnconfirmedAccountsCleanup } from './accounts/unconfirmed-cleanup';
import { AuditHandler } from './audit/audit.handler';
import { AuditTrailUseCases } from './audit/audit-trail.usecases';
import { IdentityHandler } from './identity.handler';
import { ModerationMailHandler } from './notices/moderation-mail.handler';
import { ModerationMailUseCase } from './notices/moderation-mail.usecase';
import { SessionsUseCases } from './sessions/sessions.usecases';
import { RecentAuthentication } from './sessions/recent-authentication';
import { SecondFactorUseCases } from './second-factor/second-factor.usecases';
import { IDENTITY_OPTIONS, type IdentityOptions } from './shared/identity.options';
import { RateLimiter } from './shared/rate-limiter';

/** The identity service: accounts, sessions, e-mail verification and roles. */
@Module({})
export class IdentityModule {
  static forRoot(options: IdentityOptions): DynamicModule {
    // Every runtime: a guessable signing secret lets anyone mint an admin token.
    assertStrongSecret('JWT_SECRET', options.jwtSecret);
    return {
      module: IdentityModule,
      controllers: [
        createPingHandler(PingMessages.identity),
        IdentityHandler,
        AuditHandler,
        ModerationMailHandler,
      ],
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: options },
        IdentityRepository,
        SessionsUseCases,
        RecentAuthentication,
        SecondFactorUseCases,
        AccountsUseCases,
        PasswordResetUseCases,
        UnconfirmedAccountsCleanup,
        RateLimiter,
        AuditTrailUseCases,
        ModerationMailUseCase,
      ],
      exports: [
        AccountsUseCases,
        SecondFactorUseCases,
        SessionsUseCases,
        PasswordResetUseCases,
        UnconfirmedAccountsCleanup,
      ],
    };
  }
}
