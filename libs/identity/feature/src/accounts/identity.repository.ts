import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@snap/contracts';
import { canModerate } from '@snap/domain';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import {
  type EmailVerificationDocument,
  emailVerificationSchema,
  type PasswordResetDocument,
  passwordResetSchema,
  type RefreshTokenDocument,
  refreshTokenSchema,
  type UserDocument,
  type UserRoleDocument,
  userRoleSchema,
  userSchema,
} from './account.schemas';
import {
  type RecoveryCodeDocument,
  recoveryCodeSchema,
} from '../second-factor/recovery-code.schema';
import { type MemberNoticeDocument, memberNoticeSchema } from '../notices/member-notice.schema';

/** The identity service's own data: accounts, roles, pending e-mail verifications, refresh tokens,
 * the e-mails sent for other services' events. */
@Injectable()
export class IdentityRepository {
  readonly users: DocumentCollection<UserDocument>;
  readonly roles: DocumentCollection<UserRoleDocument>;
  readonly verifications: DocumentCollection<EmailVerificationDocument>;
  readonly refreshTokens: DocumentCollection<RefreshTokenDocument>;
  readonly passwordResets: DocumentCollection<PasswordResetDocument>;
  readonly notices: DocumentCollection<MemberNoticeDocument>;
  readonly recoveryCodes: DocumentCollection<RecoveryCodeDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.users = documents.collection<UserDocument>('users', userSchema);
    this.roles = documents.collection<UserRoleDocument>('user_roles', userRoleSchema);
    this.verifications = documents.collection<EmailVerificationDocument>(
      'email_verifications',
      emailVerificationSchema,
    );
    this.refreshTokens = documents.collection<RefreshTokenDocument>(
      'refresh_tokens',
      refreshTokenSchema,
    );
    this.passwordResets = documents.collection<PasswordResetDocument>(
      'password_resets',
      passwordResetSchema,
    );
    this.recoveryCodes = documents.collection<RecoveryCodeDocument>(
      'recovery_codes',
      recoveryCodeSchema,
    );
    this.notices = documents.collection<MemberNoticeDocument>('member_notices', memberNoticeSchema);
  }

  async rolesOf(userId: string): Promise<Role[]> {
    return (await this.roles.find({ userId }, { sort: { role: 1 } })).map((r) => r.role);
  }

  /** The roles a user acts with: every role is privileged, so none until the e-mail is confirmed (a
   * granted role means nothing without proof of owning the mailbox), and staff roles (admin,
   * moderator) only once a second factor is on: before enrolment no staff operation succeeds, in
   * identity or in any service that reads the roles from the token. */
  async effectiveRolesOf(
    user: Pick<UserDocument, '_id' | 'emailConfirmedAt' | 'totpEnrolledAt'>,
  ): Promise<Role[]> {
    if (!user.emailConfirmedAt) return [];
    const roles = await this.rolesOf(user._id);
    return user.totpEnrolledAt ? roles : roles.filter((role) => !isStaffRole(role));
  }

  /** Staff roles held but waiting for a second factor: the account is led to enrol. */
  async secondFactorRequired(
    user: Pick<UserDocument, '_id' | 'emailConfirmedAt' | 'totpEnrolledAt'>,
  ): Promise<boolean> {
    if (!user.emailConfirmedAt || user.totpEnrolledAt) return false;
    return (await this.rolesOf(user._id)).some(isStaffRole);
  }
}

function isStaffRole(role: Role): boolean {
  return canModerate([role]);
}
