import { Controller } from '@nestjs/common';
import {
  AccountStandingQuery,
  ChangePasswordCommand,
  ConfirmSecondFactorCommand,
  EndSessionCommand,
  EnrolTokenCommand,
  ResetSecondFactorCommand,
  SecondFactorProofCommand,
  DeleteAccountCommand,
  GrantAdminCommand,
  IdentityMessages,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
  SessionStateQuery,
  ProfilesQuery,
  RefreshTokenCommand,
  type RequestMeta,
  RoleCommand,
  SignInCommand,
  SignUpCommand,
  UpdateLanguageCommand,
  UserByEmailQuery,
  VerifyEmailCommand,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { AccountsUseCases } from './accounts/accounts.usecases';
import { PasswordResetUseCases } from './accounts/password-reset.usecases';
import { IdentityRepository } from './accounts/identity.repository';
import { grantAdminByEmail } from './roles/grant-role';
import { IdentityError, IdentityErrorCode } from './shared/identity.errors';
import { SessionsUseCases } from './sessions/sessions.usecases';
import { SecondFactorUseCases } from './second-factor/second-factor.usecases';
import { asRpc } from './shared/identity.errors';

/** Thin bus entry points. The acting user is `meta.userId`, set by the gateway from a verified token. */
@Controller()
export class IdentityHandler {
  constructor(
    private readonly accounts: AccountsUseCases,
    private readonly sessions: SessionsUseCases,
    private readonly resets: PasswordResetUseCases,
    private readonly repository: IdentityRepository,
    private readonly secondFactor: SecondFactorUseCases,
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
    const { userId } = await asRpc(() => this.sessions.signOut(command.refreshToken));
    return { signedOut: true, userId };
  }

  @OnMessage(IdentityMessages.sessionState)
  sessionState(query: SessionStateQuery) {
    return asRpc(() => this.sessions.state(query.userId));
  }

  @OnMessage(IdentityMessages.requestPasswordReset)
  async requestPasswordReset(command: RequestPasswordResetCommand, meta: RequestMeta) {
    await asRpc(() => this.resets.request(command.email, meta.clientIp));
    return { requested: true };
  }

  @OnMessage(IdentityMessages.resetPassword)
  async resetPassword(command: ResetPasswordCommand, meta: RequestMeta) {
    const { userId } = await asRpc(() => this.resets.reset(command, meta.clientIp));
    return { reset: true, userId };
  }

  /** The operator's command (the admin CLI, or the gateway's OPS_TOKEN endpoint); no user may send it:
   * a request carrying a user is refused. */
  @OnMessage(IdentityMessages.grantAdmin)
  grantAdmin(command: GrantAdminCommand, meta: RequestMeta) {
    return asRpc(async () => {
      if (meta.userId)
        throw new IdentityError(IdentityErrorCode.Forbidden, 'Failed to assign role');
      const result = await grantAdminByEmail(this.repository, command.email);
      if ('refused' in result)
        throw new IdentityError(
          result.refused === 'no-account' ? IdentityErrorCode.NotFound : IdentityErrorCode.BadInput,
          result.message,
        );
      return result;
    });
  }

  @OnMessage(IdentityMessages.beginSecondFactor)
  beginSecondFactor(command: SecondFactorProofCommand, meta: RequestMeta) {
    return asRpc(() => this.secondFactor.begin(meta.userId, meta.sessionId, command));
  }

  @OnMessage(IdentityMessages.confirmSecondFactor)
  confirmSecondFactor(command: ConfirmSecondFactorCommand, meta: RequestMeta) {
    return asRpc(() => this.secondFactor.confirm(meta.userId, meta.sessionId, command.code));
  }

  @OnMessage(IdentityMessages.removeSecondFactor)
  async removeSecondFactor(command: SecondFactorProofCommand, meta: RequestMeta) {
    await asRpc(() => this.secondFactor.remove(meta.userId, meta.sessionId, command));
    return { removed: true };
  }

  /** Another admin (a request with a user: checked against identity's records) or the operator (the
   * CLI or the gateway's OPS_TOKEN endpoint: a request without a user). */
  @OnMessage(IdentityMessages.resetSecondFactor)
  resetSecondFactor(command: ResetSecondFactorCommand, meta: RequestMeta) {
    return asRpc(async () => {
      const userId = await this.secondFactor.resetFor(meta.userId, command.email);
      return { reset: true, userId };
    });
  }

  /** The operator's enrolment of a hardware token (the gateway's OPS_TOKEN endpoint: a request
   * without a user); the recovery codes go back to the operator, who hands them over. */
  @OnMessage(IdentityMessages.enrolToken)
  enrolToken(command: EnrolTokenCommand, meta: RequestMeta) {
    return asRpc(async () => {
      const enrolled = await this.secondFactor.enrolTokenFor(
        meta.userId,
        command.email,
        command.secret,
      );
      return { enrolled: true, ...enrolled };
    });
  }

  @OnMessage(IdentityMessages.secondFactorStatus)
  secondFactorStatus(_query: object, meta: RequestMeta) {
    return asRpc(() => this.secondFactor.status(meta.userId));
  }

  @OnMessage(IdentityMessages.reauthenticate)
  async reauthenticate(command: SecondFactorProofCommand, meta: RequestMeta) {
    await asRpc(() => this.secondFactor.reauthenticate(meta.userId, meta.sessionId, command));
    return { confirmed: true };
  }

  @OnMessage(IdentityMessages.sessions)
  listSessions(_query: object, meta: RequestMeta) {
    return asRpc(() => this.sessions.list(meta.userId, meta.sessionId));
  }

  @OnMessage(IdentityMessages.endSession)
  async endSession(command: EndSessionCommand, meta: RequestMeta) {
    await asRpc(() => this.sessions.endOne(meta.userId, command.sessionId));
    return { ended: true };
  }

  @OnMessage(IdentityMessages.me)
  me(_query: object, meta: RequestMeta) {
    return asRpc(() => this.accounts.me(meta.userId));
  }

  @OnMessage(IdentityMessages.updateLanguage)
  updateLanguage(command: UpdateLanguageCommand, meta: RequestMeta) {
    return asRpc(() => this.accounts.updateLanguage(meta.userId, command.language));
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
  verifyEmail(command: VerifyEmailCommand, meta: RequestMeta) {
    return asRpc(() =>
      this.accounts.verifyEmail(command, { userId: meta.userId, clientIp: meta.clientIp }),
    );
  }

  @OnMessage(IdentityMessages.deleteAccount)
  async deleteAccount(command: DeleteAccountCommand, meta: RequestMeta) {
    await asRpc(() => this.accounts.deleteAccount(meta.userId, command.password, meta.sessionId));
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

  @OnMessage(IdentityMessages.standing)
  standing(query: AccountStandingQuery) {
    return asRpc(() => this.accounts.standing(query.userIds));
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
