import { Controller } from '@nestjs/common';
import {
  ChangePasswordCommand,
  DeleteAccountCommand,
  IdentityMessages,
  ProfilesQuery,
  RefreshTokenCommand,
  type RequestMeta,
  RoleCommand,
  SignInCommand,
  SignUpCommand,
  UserByEmailQuery,
  VerifyEmailCommand,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { AccountsUseCases } from './accounts/accounts.usecases';
import { SessionsUseCases } from './sessions/sessions.usecases';
import { asRpc } from './shared/identity.errors';

/** Thin bus entry points. The acting user is `meta.userId`, set by the gateway from a verified token. */
@Controller()
export class IdentityHandler {
  constructor(
    private readonly accounts: AccountsUseCases,
    private readonly sessions: SessionsUseCases,
  ) {}

  @OnMessage(IdentityMessages.signUp)
  signUp(command: SignUpCommand, meta: RequestMeta) {
    return asRpc(() => this.accounts.signUp(command, meta.clientIp));
  }

  @OnMessage(IdentityMessages.signIn)
  signIn(command: SignInCommand, meta: RequestMeta) {
    return asRpc(() => this.accounts.signIn(command, meta.clientIp));
  }

  @OnMessage(IdentityMessages.refresh)
  refresh(command: RefreshTokenCommand) {
    return asRpc(() => this.sessions.refresh(command.refreshToken));
  }

  @OnMessage(IdentityMessages.signOut)
  async signOut(command: RefreshTokenCommand) {
    await asRpc(() => this.sessions.signOut(command.refreshToken));
    return { signedOut: true };
  }

  @OnMessage(IdentityMessages.me)
  me(_query: object, meta: RequestMeta) {
    return asRpc(() => this.accounts.me(meta.userId));
  }

  @OnMessage(IdentityMessages.changePassword)
  async changePassword(command: ChangePasswordCommand, meta: RequestMeta) {
    await asRpc(() => this.accounts.changePassword(meta.userId, command, meta.sessionId));
    return { changed: true };
  }

  @OnMessage(IdentityMessages.signOutEverywhere)
  async signOutEverywhere(_query: object, meta: RequestMeta) {
    await asRpc(() => this.accounts.signOutEverywhere(meta.userId));
    return { signedOut: true };
  }

  @OnMessage(IdentityMessages.verifyEmail)
  verifyEmail(command: VerifyEmailCommand) {
    return asRpc(() => this.accounts.verifyEmail(command.token));
  }

  @OnMessage(IdentityMessages.deleteAccount)
  async deleteAccount(command: DeleteAccountCommand, meta: RequestMeta) {
    await asRpc(() => this.accounts.deleteAccount(meta.userId, command.password));
    return { deleted: true };
  }

  @OnMessage(IdentityMessages.assignRole)
  assignRole(command: RoleCommand, meta: RequestMeta) {
    return asRpc(() =>
      this.accounts.changeRole(meta.userId, command.userId, command.role, 'assign'),
    );
  }

  @OnMessage(IdentityMessages.profiles)
  profiles(query: ProfilesQuery) {
    return asRpc(() => this.accounts.profiles(query.userIds));
  }

  @OnMessage(IdentityMessages.userByEmail)
  userByEmail(query: UserByEmailQuery, meta: RequestMeta) {
    return asRpc(() => this.accounts.userByEmail(meta.userId, query.email));
  }

  @OnMessage(IdentityMessages.removeRole)
  removeRole(command: RoleCommand, meta: RequestMeta) {
    return asRpc(() =>
      this.accounts.changeRole(meta.userId, command.userId, command.role, 'remove'),
    );
  }
}
