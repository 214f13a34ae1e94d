import { type DynamicModule, Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import { AccountsUseCases } from './accounts/accounts.usecases';
import { IdentityRepository } from './accounts/identity.repository';
import { IdentityHandler } from './identity.handler';
import { SessionsUseCases } from './sessions/sessions.usecases';
import { IDENTITY_OPTIONS, type IdentityOptions } from './shared/identity.options';
import { RateLimiter } from './shared/rate-limiter';

/** The identity service: accounts, sessions, e-mail verification and roles. */
@Module({})
export class IdentityModule {
  static forRoot(options: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [createPingHandler(PingMessages.identity), IdentityHandler],
      providers: [{ provide: IDENTITY_OPTIONS, useValue: options }, IdentityRepository, SessionsUseCases, AccountsUseCases, RateLimiter],
      exports: [AccountsUseCases, SessionsUseCases],
    };
  }
}
