import { defineMessages } from '@snap/domain';
import { randomUUID } from 'node:crypto';
import type { Role } from '@snap/contracts';
import type { IdentityRepository } from '../accounts/identity.repository';

/** Gives a user a role once (repeating it changes nothing). */
export async function grantRole(
  repository: IdentityRepository,
  userId: string,
  role: Role,
): Promise<void> {
  await repository.roles.updateOne(
    { userId, role },
    { $setOnInsert: { _id: randomUUID(), createdAt: new Date() } },
    { upsert: true },
  );
}

export const GRANT_MESSAGES = defineMessages('grant', {
  noAccount: 'No account with this e-mail. Sign up first, then run this again.',
  unconfirmed:
    'This account has not confirmed its e-mail address yet. Confirm it (the link in the e-mail), then run this again.',
});

/** The operator's way to the first admin: by e-mail, on the identity service's own data, only for an
 * account whose address is confirmed (a list of addresses alone never grants a role). */
export async function grantAdminByEmail(
  repository: IdentityRepository,
  email: string,
): Promise<
  { userId: string; roles: Role[] } | { refused: 'no-account' | 'unconfirmed'; message: string }
> {
  const user = await repository.users.findOne({ email: email.trim().toLowerCase() });
  if (!user) return { refused: 'no-account', message: GRANT_MESSAGES.noAccount };
  if (!user.emailConfirmedAt)
    return { refused: 'unconfirmed', message: GRANT_MESSAGES.unconfirmed };
  await grantRole(repository, user._id, 'admin');
  return { userId: user._id, roles: await repository.rolesOf(user._id) };
}
