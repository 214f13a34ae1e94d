import type { AccountView, Role } from '@snap/contracts';
import { canModerate, toLanguage } from '@snap/domain';
import type { UserDocument } from './account.schemas';

/** `secondFactorRequired`: staff roles are held but count only after enrolment (the UI leads there). */
export function toAccountView(
  user: UserDocument,
  roles: Role[],
  secondFactorRequired = false,
): AccountView {
  return {
    id: user._id,
    email: user.email,
    fullName: user.fullName,
    emailConfirmedAt: user.emailConfirmedAt ? new Date(user.emailConfirmedAt).toISOString() : null,
    createdAt: new Date(user.createdAt).toISOString(),
    roles,
    isAdmin: roles.includes('admin'),
    isModerator: canModerate(roles),
    language: toLanguage(user.language),
    secondFactorEnabled: Boolean(user.totpEnrolledAt),
    secondFactorRequired,
  };
}
