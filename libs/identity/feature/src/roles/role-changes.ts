import { defineMessages } from '@snap/domain';
import { AuditEvents, type Role } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import type { UserDocument } from '../accounts/account.schemas';
import type { IdentityRepository } from '../accounts/identity.repository';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';

export const ROLE_MESSAGES = defineMessages('role', {
  adminsOnly: 'Only admins can manage roles.',
  lastAdmin:
    'You are the only admin. Make another account an admin before you remove your own admin role.',
});

/** Nobody may leave the installation without an admin: the last admin's own admin role stays. */
export async function refuseRemovingLastAdmin(
  repository: IdentityRepository,
  actorId: string,
  targetId: string,
): Promise<void> {
  if (actorId !== targetId) return;
  const admins = await repository.roles.count({ role: 'admin' });
  if (admins <= 1) throw new IdentityError(IdentityErrorCode.BadInput, ROLE_MESSAGES.lastAdmin);
}

/** Tells the audit trail who changed whose roles, with the roles before and after. */
export async function publishRoleChange(
  bus: BusClient,
  actorId: string,
  target: UserDocument,
  role: Role,
  action: 'assign' | 'remove',
  before: Role[],
  after: Role[],
): Promise<void> {
  if (before.join() === after.join()) return;
  await bus.publish(AuditEvents.recorded, {
    actorId,
    action: action === 'assign' ? 'role.assigned' : 'role.removed',
    targetType: 'user',
    targetId: target._id,
    summary:
      action === 'assign'
        ? `Assigned ${role} to ${target.email}`
        : `Removed ${role} from ${target.email}`,
    before: { email: target.email, roles: before },
    after: { email: target.email, roles: after },
    occurredAt: new Date().toISOString(),
  });
}
