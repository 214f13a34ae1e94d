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

/** The operator's way to the first admin: by e-mail, on the identity service's own data. */
export async function grantAdminByEmail(
  repository: IdentityRepository,
  email: string,
): Promise<{ userId: string; roles: Role[] } | null> {
  const user = await repository.users.findOne({ email: email.trim().toLowerCase() });
  if (!user) return null;
  await grantRole(repository, user._id, 'admin');
  return { userId: user._id, roles: await repository.rolesOf(user._id) };
}
