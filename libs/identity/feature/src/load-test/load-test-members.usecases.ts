import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash } from 'argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import { IdentityEvents, type LoadTestMemberView } from '@snap/contracts';
import { LOAD_TEST_ROLE } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { IdentityRepository } from '../accounts/identity.repository';
import { grantRole } from '../roles/grant-role';
import { SessionsUseCases } from '../sessions/sessions.usecases';

/** Addresses under a reserved top-level domain (RFC 2606): no mailbox answers them, so no one can sign
 * up with one of these or take one over through its e-mail. */
export const LOAD_TEST_EMAIL_DOMAIN = 'load-test.invalid';
/** At most this many members per request: a load test shares a few members among its virtual users. */
export const LOAD_TEST_MEMBERS_MAX = 50;

/**
 * Members the operator creates for a load test (`npm run load -- --url …` with OPS_TOKEN): confirmed
 * at once (no mailbox answers their addresses), with the `load-test` role, so the gateway applies
 * LOAD_TEST_RATE_LIMITS to them alone and the community service marks what they write as test data.
 * Removing them (`npm run load:cleanup`) ends their sessions and deletes the accounts.
 */
@Injectable()
export class LoadTestMembersUseCases {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsUseCases,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async create(count: number, runId: string): Promise<LoadTestMemberView[]> {
    const members: LoadTestMemberView[] = [];
    for (let i = 0; i < count; i++) {
      const password = randomBytes(18).toString('base64url');
      const user = await this.repository.users.insert({
        _id: randomUUID(),
        email: `${runId}-${i}@${LOAD_TEST_EMAIL_DOMAIN}`,
        fullName: `Load Tester ${i + 1}`,
        passwordHash: await hash(password, { type: argon2id }),
        emailConfirmedAt: new Date(),
      });
      await grantRole(this.repository, user._id, LOAD_TEST_ROLE);
      members.push({ userId: user._id, email: user.email, password });
    }
    return members;
  }

  /** The ids of every load-test member (the community service removes their data by them). */
  async ids(): Promise<string[]> {
    return (await this.repository.roles.find({ role: LOAD_TEST_ROLE })).map((r) => r.userId);
  }

  /** Ends their sessions and deletes the accounts; the number removed. Runs again harmlessly. */
  async removeAll(): Promise<number> {
    const ids = await this.ids();
    for (const userId of ids) {
      await this.sessions.endAllSessions(userId);
      await this.repository.roles.deleteMany({ userId });
      await this.repository.verifications.deleteMany({ userId });
      await this.repository.users.deleteOne({ _id: userId });
      await this.bus.publish(
        IdentityEvents.userDeleted,
        { userId },
        { eventId: `user-deleted:${userId}` },
      );
    }
    return ids.length;
  }
}
