import type { AccountView, Role } from '@snap/contracts';
import { canModerate, toLanguage } from '@snap/domain';
import type { UserDocument } from './account.schemas';

export function toAccountView(user: UserDocument, roles: Role[]): AccountView {
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
  };
}
