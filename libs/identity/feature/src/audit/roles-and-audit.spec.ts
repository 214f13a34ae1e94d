import { eventually } from '@snap/platform-engines/testing';
import { Module } from '@nestjs/common';
import { AuditEvents, AuditMessages, IdentityMessages, type SessionResult } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import type { OutboxMailer } from '@snap/platform-mailer';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { IdentityRepository } from '../accounts/identity.repository';
import { IdentityModule } from '../identity.module';
import { withSecondFactor } from '../second-factor/second-factor.testing';
import { ROLE_MESSAGES } from '../roles/role-changes';
import { AUDIT_MESSAGES } from './audit-trail.usecases';

@Module({
  imports: [
    IdentityModule.forRoot({
      jwtSecret: 'Hq4mZ8rT1vW6xN3bP9kL2sD7fJ5cG0yA-audit-test',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      publicUrl: 'http://127.0.0.1:3000',
      cleanupIntervalMs: 0,
    }),
  ],
})
class IdentityUnderTest {}

/** Role management from the back-office and the audit trail every staff action lands in. */
jest.setTimeout(30_000);

describe('roles and the audit trail', () => {
  let service: BootedService;
  let bus: BusClient;
  let chief: SessionResult;
  let member: SessionResult;
  let n = 0;
  const as = (session?: SessionResult) => ({ meta: session ? { userId: session.user.id } : {} });

  /** Signed up and e-mail confirmed (privileged roles need it), then signed in. */
  async function signedUp(address: string): Promise<SessionResult> {
    await bus.request(
      IdentityMessages.signUp,
      { email: address, password: 'secret-pass-1', fullName: 'Ana Lima' },
      { meta: { clientIp: `10.9.${++n}.1` } },
    );
    const mails = (await (service.platform.mailer as OutboxMailer).messages()).filter(
      (m) => m.to === address,
    );
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no verification e-mail for ${address}`);
    await bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' });
    // The first admin: the operator's grant on a confirmed account.
    if (address === 'chief@example.org')
      await bus.request(IdentityMessages.grantAdmin, { email: address });
    const session = await bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'secret-pass-1' },
      { meta: { clientIp: `10.8.${n}.1` } },
    );
    // Staff roles count with a second factor only (second-factor.spec.ts covers the enrolment).
    await withSecondFactor(service.get(IdentityRepository), session.user.id);
    return session;
  }
  const trail = (session: SessionResult | undefined, filter: Record<string, unknown> = {}) =>
    bus.request(AuditMessages.list, { limit: 50, offset: 0, ...filter }, as(session));
  /** Audit events arrive asynchronously; wait until the trail has the expected number of entries. */
  function trailOf(count: number, filter: Record<string, unknown> = {}) {
    return eventually(
      () => trail(chief, filter),
      (page) => page.total >= count,
    );
  }

  beforeAll(async () => {
    service = await bootServiceForTest('identity', IdentityUnderTest);
    bus = service.bus.client();
    chief = await signedUp('chief@example.org');
    member = await signedUp('member@example.org');
  }, 60_000);
  afterAll(() => service.close());

  it('finds an account by e-mail for admins only', async () => {
    expect(
      await bus.request(IdentityMessages.userByEmail, { email: ' Member@Example.org ' }, as(chief)),
    ).toMatchObject({ id: member.user.id, roles: [] });
    expect(
      await bus.request(IdentityMessages.userByEmail, { email: 'nobody@example.org' }, as(chief)),
    ).toBeNull();
    await expect(
      bus.request(IdentityMessages.userByEmail, { email: 'chief@example.org' }, as(member)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ROLE_MESSAGES.adminsOnly });
    await expect(
      bus.request(IdentityMessages.userByEmail, { email: 'chief@example.org' }, as()),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('never lets the last admin remove their own admin role, and changes nothing when refused', async () => {
    await expect(
      bus.request(IdentityMessages.removeRole, { userId: chief.user.id, role: 'admin' }, as(chief)),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: ROLE_MESSAGES.lastAdmin,
    });
    expect((await bus.request(IdentityMessages.me, {}, as(chief))).roles).toEqual(['admin']);
  });

  it('records every role change with who, what, before and after; a second admin may then step down', async () => {
    const deputy = await signedUp('deputy@example.org');
    await bus.request(
      IdentityMessages.assignRole,
      { userId: member.user.id, role: 'moderator' },
      as(chief),
    );
    await bus.request(
      IdentityMessages.assignRole,
      { userId: member.user.id, role: 'moderator' },
      as(chief),
    ); // no change, no entry
    await bus.request(
      IdentityMessages.assignRole,
      { userId: deputy.user.id, role: 'admin' },
      as(chief),
    );
    expect(
      await bus.request(
        IdentityMessages.removeRole,
        { userId: chief.user.id, role: 'admin' },
        as(chief),
      ),
    ).toMatchObject({ roles: [], isAdmin: false });
    await bus.request(
      IdentityMessages.assignRole,
      { userId: chief.user.id, role: 'admin' },
      as(deputy),
    );

    const page = await trailOf(4);
    expect(page.total).toBe(4);
    expect(page.items.map((e) => [e.action, e.actorEmail, e.summary])).toEqual([
      ['role.assigned', 'deputy@example.org', 'Assigned admin to chief@example.org'],
      ['role.removed', 'chief@example.org', 'Removed admin from chief@example.org'],
      ['role.assigned', 'chief@example.org', 'Assigned admin to deputy@example.org'],
      ['role.assigned', 'chief@example.org', 'Assigned moderator to member@example.org'],
    ]);
    expect(JSON.parse(page.items[3].before ?? '')).toEqual({
      email: 'member@example.org',
      roles: [],
    });
    expect(JSON.parse(page.items[3].after ?? '')).toEqual({
      email: 'member@example.org',
      roles: ['moderator'],
    });

    expect((await trail(chief, { action: 'role.removed' })).items.map((e) => e.targetId)).toEqual([
      chief.user.id,
    ]);
    expect((await trail(chief, { actorEmail: 'DEPUTY@example.org' })).total).toBe(1);
    expect((await trail(chief, { from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(
      0,
    );
  });

  it('keeps an event published twice (at-least-once delivery) as one entry, from any service', async () => {
    const before = (await trail(chief)).total;
    const event = {
      actorId: chief.user.id,
      action: 'budget.limit-set' as const,
      targetType: 'budget',
      targetId: 'places',
      summary: 'Set the daily places limit from 1000 to 500',
      before: { limit: 1000 },
      after: { limit: 500 },
      occurredAt: new Date().toISOString(),
    };
    await bus.publish(AuditEvents.recorded, event, { eventId: 'budget-test-1' });
    await bus.publish(AuditEvents.recorded, event, { eventId: 'budget-test-1' });
    const page = await trailOf(before + 1, {});
    // Both deliveries handled (or dead-lettered): the repeated event id had its chance to be kept twice.
    await service.bus.broker.drain();
    expect((await trail(chief)).total).toBe(before + 1);
    expect(page.items[0]).toMatchObject({
      action: 'budget.limit-set',
      actorEmail: 'chief@example.org',
      before: '{"limit":1000}',
      after: '{"limit":500}',
    });
  });

  it('shows the trail to admins only', async () => {
    await expect(trail(member)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: AUDIT_MESSAGES.adminsOnly,
    });
    await expect(trail(undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
