import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@snap/contracts';
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
    this.notices = documents.collection<MemberNoticeDocument>('member_notices', memberNoticeSchema);
  }

  async rolesOf(userId: string): Promise<Role[]> {
    return (await this.roles.find({ userId }, { sort: { role: 1 } })).map((r) => r.role);
  }

  /** The roles a user acts with: every role is privileged, so none until the e-mail is confirmed (a
   * granted role means nothing without proof of owning the mailbox). */
  async effectiveRolesOf(user: Pick<UserDocument, '_id' | 'emailConfirmedAt'>): Promise<Role[]> {
    return user.emailConfirmedAt ? this.rolesOf(user._id) : [];
  }
}
