import type { IdentityRepository } from '../accounts/identity.repository';

/** For specs about staff work, not about the factor: a signed-in account counts as having a second
 * factor from now on (staff roles need one), without the enrolment's own audit entries; its sessions
 * renew with their roles. second-factor.spec.ts covers the enrolment and the sign-in with a code. */
export async function withSecondFactor(
  repository: IdentityRepository,
  userId: string,
): Promise<void> {
  await repository.users.updateOne(
    { _id: userId },
    { $set: { totpEnrolledAt: new Date(), totpSecret: 'v1.test.only.sealed', totpLastStep: 0 } },
  );
}
