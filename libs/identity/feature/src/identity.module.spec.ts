import { Controller, Module } from '@nestjs/common';
import {
  type EventEnvelope,
  IdentityEvents,
  IdentityMessages,
  PingMessages,
  type SessionResult,
  UserDeletedEvent,
} from '@snap/contracts';
import { OnEvent, RemoteError, type BusClient } from '@snap/platform-bus';
import { OutboxMailer } from '@snap/platform-mailer';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { IdentityRepository } from './accounts/identity.repository';
import { IdentityModule } from './identity.module';
import { grantAdminByEmail } from './roles/grant-role';

// argon2 is slow on purpose (tens of ms of CPU per hash) and most tests here sign up and sign in several
// times: on a busy machine a test takes seconds, so the limit is generous and nothing here times itself.
jest.setTimeout(300_000);

const deletions: string[] = [];

/** Stands in for the other services that listen for deleted accounts. */
@Controller()
class DeletionListener {
  @OnEvent(IdentityEvents.userDeleted)
  deleted(event: UserDeletedEvent, _envelope: EventEnvelope<UserDeletedEvent>) {
    deletions.push(event.userId);
  }
}

@Module({
  imports: [
    IdentityModule.forRoot({
      jwtSecret: 'k7Qp2vX9mZr4Tn8Wb1Yc6Hd3Jf5Lg0Se-test-only',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      publicUrl: 'http://127.0.0.1:3000',
      adminEmails: ['boss@example.org'],
    }),
  ],
  controllers: [DeletionListener],
})
class IdentityUnderTest {}

// Every sign-in hashes with argon2: on a busy 2-core machine a test may take several seconds.
jest.setTimeout(60_000);

describe('identity service over the bus', () => {
  let service: BootedService;
  let bus: BusClient;
  let n = 0;
  const email = () => `person${++n}@example.org`;
  const as = (session: SessionResult, clientIp = '10.0.0.1') => ({
    meta: { userId: session.user.id, clientIp },
  });

  beforeAll(async () => {
    service = await bootServiceForTest('identity', IdentityUnderTest);
    bus = service.bus.client();
  });
  afterAll(() => service.close());

  async function signedUp(address = email(), password = 'secret1') {
    await bus.request(
      IdentityMessages.signUp,
      { email: address, password, fullName: 'Ana Lima' },
      { meta: { clientIp: `10.1.${n}.1` } },
    );
    return bus.request(
      IdentityMessages.signIn,
      { email: address, password },
      { meta: { clientIp: `10.2.${n}.1` } },
    );
  }

  /** Opens the newest verification link e-mailed to the address. */
  async function confirm(address: string) {
    const mails = (await (service.platform.mailer as OutboxMailer).messages()).filter(
      (m) => m.to === address,
    );
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] as string;
    return bus.request(IdentityMessages.verifyEmail, { token });
  }

  /** Signed up, e-mail confirmed, signed in again (so the session carries the confirmed roles). */
  async function confirmedAndSignedIn(address = email()) {
    await signedUp(address);
    await confirm(address);
    return bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'secret1' },
      { meta: { clientIp: `10.3.${n}.1` } },
    );
  }

  it('answers its ping', async () => {
    expect(await bus.request(PingMessages.identity, {})).toMatchObject({
      name: 'identity',
      status: 'up',
    });
  });

  it("rejects a bad sign-up with the spec's messages joined by commas, and creates nothing", async () => {
    const attempt = bus.request(IdentityMessages.signUp, {
      email: 'nope',
      password: '123',
      fullName: 'R2-D2',
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Please enter a valid email address, Password must be at least 6 characters, Name can only contain letters, spaces, apostrophes, and hyphens',
    });
  });

  it('signs up once per e-mail, trimmed and case-insensitive', async () => {
    const address = email();
    const user = await bus.request(IdentityMessages.signUp, {
      email: `  ${address.toUpperCase()} `,
      password: 'secret1',
      fullName: ' Ana ',
    });
    expect(user).toMatchObject({
      email: address,
      fullName: 'Ana',
      emailConfirmedAt: null,
      roles: [],
      isAdmin: false,
    });
    await expect(
      bus.request(IdentityMessages.signUp, {
        email: address,
        password: 'other-secret',
        fullName: 'Ana',
      }),
    ).rejects.toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('e-mails a verification link that confirms the address', async () => {
    const address = email();
    await bus.request(IdentityMessages.signUp, {
      email: address,
      password: 'secret1',
      fullName: 'Ana',
    });
    const mail = (await (service.platform.mailer as OutboxMailer).messages()).find(
      (m) => m.to === address,
    );
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(mail?.text).toContain('http://127.0.0.1:3000/auth/verify?token=');
    const verified = await bus.request(IdentityMessages.verifyEmail, { token });
    expect(verified.emailConfirmedAt).not.toBeNull();
    await expect(bus.request(IdentityMessages.verifyEmail, { token })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('says the same thing for a wrong e-mail and a wrong password', async () => {
    const session = await signedUp();
    const wrongPassword = () =>
      bus.request(IdentityMessages.signIn, { email: session.user.email, password: 'wrong-one' });
    const wrongEmail = () =>
      bus.request(IdentityMessages.signIn, { email: 'nobody@example.org', password: 'secret1' });
    for (const attempt of [wrongPassword, wrongEmail]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password. Please try again.',
      });
    }
  });

  it('limits guesses per account and client pair, with a retry-after, without locking the owner out', async () => {
    const session = await signedUp();
    const attacker = { meta: { clientIp: '198.51.100.66' } };
    for (let i = 0; i < 5; i++) {
      await expect(
        bus.request(
          IdentityMessages.signIn,
          { email: session.user.email, password: 'bad-guess' },
          attacker,
        ),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // The stranger is stopped, even with the right password…
    const limited = bus.request(
      IdentityMessages.signIn,
      { email: session.user.email, password: 'secret1' },
      attacker,
    );
    await expect(limited).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    const error = (await limited.catch((e: RemoteError) => e)) as RemoteError;
    expect((error.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    // …the owner, from their own client, is not.
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret1' },
        { meta: { clientIp: '203.0.113.5' } },
      ),
    ).resolves.toMatchObject({
      user: { id: session.user.id },
    });
  });

  it('counts parallel guesses atomically: of 30 at once from one client, 5 are checked', async () => {
    const session = await signedUp();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        bus.request(
          IdentityMessages.signIn,
          { email: session.user.email, password: 'bad-guess' },
          { meta: { clientIp: '198.51.100.7' }, timeoutMs: 30_000 },
        ),
      ),
    );
    const codes = outcomes.map((o) => (o as PromiseRejectedResult).reason.code);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(25);
  }, 60_000);

  it("stops guesses spread over many addresses at a slower per-account ceiling that the owner's known client skips", async () => {
    const session = await signedUp();
    const owner = { meta: { clientIp: '203.0.113.77' } };
    await bus.request(
      IdentityMessages.signIn,
      { email: session.user.email, password: 'secret1' },
      owner,
    );
    for (let i = 0; i < 50; i++) {
      await expect(
        bus.request(
          IdentityMessages.signIn,
          { email: session.user.email, password: 'bad-guess' },
          { meta: { clientIp: `172.16.${i}.9` } },
        ),
      ).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret1' },
        { meta: { clientIp: '172.17.0.1' } },
      ),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret1' },
        owner,
      ),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
  }, 120_000);

  it('limits failed sign-ins per client address across accounts, and sign-ups per address', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 20; i++) {
      await expect(
        bus.request(
          IdentityMessages.signIn,
          { email: `guess${i}@example.org`, password: 'wrong-one' },
          { meta: { clientIp: ip } },
        ),
      ).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: 'other@example.org', password: 'wrong-one' },
        { meta: { clientIp: ip } },
      ),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const signUpIp = '10.78.0.1';
    for (let i = 0; i < 5; i++) {
      await bus.request(
        IdentityMessages.signUp,
        { email: `burst${i}@example.org`, password: 'secret1', fullName: 'Burst' },
        { meta: { clientIp: signUpIp } },
      );
    }
    await expect(
      bus.request(
        IdentityMessages.signUp,
        { email: 'burst6@example.org', password: 'secret1', fullName: 'Burst' },
        { meta: { clientIp: signUpIp } },
      ),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
  });

  it('rotates the refresh token on every use and ends the family when a spent one comes back', async () => {
    const session = await signedUp();
    const second = await bus.request(IdentityMessages.refresh, {
      refreshToken: session.refreshToken,
    });
    expect(second.refreshToken).not.toBe(session.refreshToken);
    const third = await bus.request(IdentityMessages.refresh, {
      refreshToken: second.refreshToken,
    });
    // The first token was already spent: someone replays it, so the whole session ends.
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: third.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired refresh token and one revoked by sign-out', async () => {
    const session = await signedUp();
    const repository = new IdentityRepository(service.platform.documents);
    await repository.refreshTokens.updateOne(
      { _id: session.refreshToken.split('.')[0] },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({
      message: 'Your session has expired. Please sign in again.',
    });
    const other = await bus.request(IdentityMessages.signIn, {
      email: session.user.email,
      password: 'secret1',
    });
    await bus.request(IdentityMessages.signOut, { refreshToken: other.refreshToken });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: other.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('changes the password only with the current one and matching fields of at least 6 characters, ending every other session', async () => {
    const session = await signedUp();
    const elsewhere = await bus.request(
      IdentityMessages.signIn,
      { email: session.user.email, password: 'secret1' },
      { meta: { clientIp: '10.44.0.1' } },
    );
    const sid = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const mine = { meta: { userId: session.user.id, sessionId: sid(session.accessToken) } };
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'secret1', password: 'abcdefg', confirmPassword: 'abcdefh' },
        mine,
      ),
    ).rejects.toMatchObject({
      message: 'Please make sure both passwords match.',
    });
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'secret1', password: 'abc', confirmPassword: 'abc' },
        mine,
      ),
    ).rejects.toMatchObject({
      message: 'Password must be at least 6 characters long.',
    });
    // A stolen session without the password cannot take the account over.
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: '', password: 'taken-over', confirmPassword: 'taken-over' },
        mine,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please enter your current password.',
    });
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'guess-1', password: 'taken-over', confirmPassword: 'taken-over' },
        mine,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The current password is not correct. Your password was not changed.',
    });
    await expect(
      bus.request(IdentityMessages.signIn, { email: session.user.email, password: 'taken-over' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await bus.request(
      IdentityMessages.changePassword,
      { currentPassword: 'secret1', password: 'new-secret', confirmPassword: 'new-secret' },
      mine,
    );
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: elsewhere.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    await expect(
      bus.request(IdentityMessages.signIn, { email: session.user.email, password: 'new-secret' }),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    await expect(
      bus.request(IdentityMessages.changePassword, {
        currentPassword: 'new-secret',
        password: 'x'.repeat(8),
        confirmPassword: 'x'.repeat(8),
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('signs out everywhere: every session of the user ends', async () => {
    const session = await signedUp();
    const other = await bus.request(IdentityMessages.signIn, {
      email: session.user.email,
      password: 'secret1',
    });
    expect(await bus.request(IdentityMessages.signOutEverywhere, {}, as(session))).toEqual({
      signedOut: true,
    });
    for (const token of [session.refreshToken, other.refreshToken]) {
      await expect(
        bus.request(IdentityMessages.refresh, { refreshToken: token }),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('gives ADMIN_EMAILS no admin role until the address is confirmed, and signs unconfirmed users in without roles and with a fresh link', async () => {
    const address = 'boss@example.org';
    const signedUpUser = await bus.request(IdentityMessages.signUp, {
      email: address,
      password: 'secret1',
      fullName: 'Bo Boss',
    });
    expect(signedUpUser).toMatchObject({ roles: [], isAdmin: false });
    const unconfirmed = await bus.request(IdentityMessages.signIn, {
      email: address,
      password: 'secret1',
    });
    expect(unconfirmed).toMatchObject({
      emailVerificationRequired: true,
      user: { roles: [], isAdmin: false },
    });
    const claims = JSON.parse(
      Buffer.from(unconfirmed.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.roles).toEqual([]);
    const mails = (await (service.platform.mailer as OutboxMailer).messages()).filter(
      (m) => m.to === address,
    );
    expect(mails).toHaveLength(2);
    // Someone else's address used for a sign-up never gets a privileged role, even when an admin tries.
    const boss = await confirmedAndSignedIn('root@example.org');
    await grantAdminByEmail(new IdentityRepository(service.platform.documents), boss.user.email);
    const admin = await bus.request(
      IdentityMessages.signIn,
      { email: 'root@example.org', password: 'secret1' },
      { meta: { clientIp: '10.3.9.9' } },
    );
    expect(admin.user.isAdmin).toBe(true);
    await expect(
      bus.request(
        IdentityMessages.assignRole,
        { userId: unconfirmed.user.id, role: 'moderator' },
        as(admin),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'This user has not confirmed their e-mail address yet. Roles can be given once it is confirmed.',
    });
    expect(await confirm(address)).toMatchObject({ roles: ['admin'], isAdmin: true });
    const confirmed = await bus.request(IdentityMessages.signIn, {
      email: address,
      password: 'secret1',
    });
    expect(confirmed).toMatchObject({ emailVerificationRequired: false, user: { isAdmin: true } });
  });

  it('lets only admins assign and remove roles', async () => {
    const address = email();
    await confirmedAndSignedIn(address);
    await grantAdminByEmail(new IdentityRepository(service.platform.documents), address);
    const boss = await bus.request(IdentityMessages.signIn, {
      email: address,
      password: 'secret1',
    });
    expect(boss.user).toMatchObject({ roles: ['admin'], isAdmin: true, isModerator: true });
    const member = await confirmedAndSignedIn();
    await expect(
      bus.request(
        IdentityMessages.assignRole,
        { userId: member.user.id, role: 'admin' },
        as(member),
      ),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Failed to assign role',
    });
    const moderator = await bus.request(
      IdentityMessages.assignRole,
      { userId: member.user.id, role: 'moderator' },
      as(boss),
    );
    expect(moderator).toMatchObject({ roles: ['moderator'], isModerator: true, isAdmin: false });
    expect(
      await bus.request(
        IdentityMessages.removeRole,
        { userId: member.user.id, role: 'moderator' },
        as(boss),
      ),
    ).toMatchObject({ roles: [] });
  });

  it('deletes an account only with its password, ends its sessions and tells the other services', async () => {
    const session = await signedUp();
    await expect(
      bus.request(IdentityMessages.deleteAccount, { password: 'nope-nope' }, as(session)),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await bus.request(IdentityMessages.deleteAccount, { password: 'secret1' }, as(session));
    await service.bus.broker.drain();
    expect(deletions).toContain(session.user.id);
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus.request(IdentityMessages.signIn, { email: session.user.email, password: 'secret1' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers display names for public contributions, never the e-mail', async () => {
    const session = await signedUp();
    const profiles = await bus.request(IdentityMessages.profiles, {
      userIds: [session.user.id, 'no-such-user'],
    });
    expect(profiles).toEqual([{ id: session.user.id, full_name: 'Ana Lima', avatar_url: null }]);
    expect(await bus.request(IdentityMessages.profiles, { userIds: [] })).toEqual([]);
  });
});

describe('operator command: grant admin by e-mail', () => {
  it('makes an existing account an admin once, and says when there is no such account', async () => {
    const service = await bootServiceForTest('identity', IdentityUnderTest);
    const bus = service.bus.client();
    await bus.request(IdentityMessages.signUp, {
      email: 'first.admin@example.org',
      password: 'secret1',
      fullName: 'First Admin',
    });
    const repository = new IdentityRepository(service.platform.documents);
    expect(await grantAdminByEmail(repository, ' First.Admin@example.org ')).toMatchObject({
      roles: ['admin'],
    });
    expect(await grantAdminByEmail(repository, 'first.admin@example.org')).toMatchObject({
      roles: ['admin'],
    });
    expect(await grantAdminByEmail(repository, 'nobody@example.org')).toBeNull();
    await service.close();
  });
});
