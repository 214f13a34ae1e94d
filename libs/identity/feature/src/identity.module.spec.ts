import { eventually } from '@snap/platform-engines/testing';
import { Controller, Module } from '@nestjs/common';
import {
  type EventEnvelope,
  IdentityEvents,
  IdentityMessages,
  PingMessages,
  type SessionResult,
  UserDeletedEvent,
  UserEmailConfirmedEvent,
} from '@snap/contracts';
import { OnEvent, RemoteError, type BusClient } from '@snap/platform-bus';
import { OutboxMailer } from '@snap/platform-mailer';
import { argon2id, hash } from 'argon2';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { IdentityRepository } from './accounts/identity.repository';
import { PasswordResetUseCases } from './accounts/password-reset.usecases';
import { UnconfirmedAccountsCleanup } from './accounts/unconfirmed-cleanup';
import { RateLimiter } from './shared/rate-limiter';
import { IdentityModule } from './identity.module';
import { grantAdminByEmail } from './roles/grant-role';
import { withSecondFactor } from './second-factor/second-factor.testing';

// argon2 is slow on purpose (tens of ms of CPU per hash) and most tests here sign up and sign in several
// times: on a busy machine a test takes seconds, so the limit is generous and nothing here times itself.
jest.setTimeout(300_000);

const deletions: string[] = [];
const confirmations: string[] = [];

/** Stands in for the other services that listen for deleted and confirmed accounts. */
@Controller()
class DeletionListener {
  @OnEvent(IdentityEvents.userDeleted)
  deleted(event: UserDeletedEvent, _envelope: EventEnvelope<UserDeletedEvent>) {
    deletions.push(event.userId);
  }

  @OnEvent(IdentityEvents.emailConfirmed)
  confirmed(event: UserEmailConfirmedEvent) {
    confirmations.push(event.userId);
  }
}

@Module({
  imports: [
    IdentityModule.forRoot({
      jwtSecret: 'k7Qp2vX9mZr4Tn8Wb1Yc6Hd3Jf5Lg0Se-test-only',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      publicUrl: 'http://127.0.0.1:3000',
      cleanupIntervalMs: 0,
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

  async function signedUp(address = email(), password = 'secret-pass-1') {
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
    return bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' });
  }

  /** Signed up, e-mail confirmed, signed in again (so the session carries the confirmed roles). */
  async function confirmedAndSignedIn(address = email()) {
    await signedUp(address);
    await confirm(address);
    return bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'secret-pass-1' },
      { meta: { clientIp: `10.3.${n}.1` } },
    );
  }

  it('answers its ping', async () => {
    expect(await bus.request(PingMessages.identity, {})).toMatchObject({
      name: 'identity',
      status: 'up',
    });
  });

  it('rejects a bad sign-up with the messages of product rule Validation messages joined by commas, and creates nothing', async () => {
    const attempt = bus.request(IdentityMessages.signUp, {
      email: 'nope',
      password: '123',
      fullName: 'R2-D2',
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Please enter a valid email address, Password must be at least 8 characters, Name can only contain letters, spaces, apostrophes, and hyphens',
    });
  });

  it('signs up once per e-mail, trimmed and case-insensitive', async () => {
    const address = email();
    const user = await bus.request(IdentityMessages.signUp, {
      email: `  ${address.toUpperCase()} `,
      password: 'secret-pass-1',
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
      password: 'secret-pass-1',
      fullName: 'Ana',
    });
    const mail = (await (service.platform.mailer as OutboxMailer).messages()).find(
      (m) => m.to === address,
    );
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(mail?.text).toContain('http://127.0.0.1:3000/auth/verify?token=');
    const verified = await bus.request(IdentityMessages.verifyEmail, {
      token,
      password: 'secret-pass-1',
    });
    expect(verified.emailConfirmedAt).not.toBeNull();
    await expect(
      bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('says the same thing for a wrong e-mail and a wrong password', async () => {
    const session = await signedUp();
    const wrongPassword = () =>
      bus.request(IdentityMessages.signIn, { email: session.user.email, password: 'wrong-one' });
    const wrongEmail = () =>
      bus.request(IdentityMessages.signIn, {
        email: 'nobody@example.org',
        password: 'secret-pass-1',
      });
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
      { email: session.user.email, password: 'secret-pass-1' },
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
        { email: session.user.email, password: 'secret-pass-1' },
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

  it("item 8: stops guesses spread over many addresses at a slower per-account ceiling that the owner's known client and known browser skip, from any new address", async () => {
    const session = await signedUp();
    const owner = { meta: { clientIp: '203.0.113.77' } };
    const device = 'owner-browser-device-id-0123456789abcdef';
    await bus.request(
      IdentityMessages.signIn,
      { email: session.user.email, password: 'secret-pass-1', device },
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
        { email: session.user.email, password: 'secret-pass-1' },
        { meta: { clientIp: '172.17.0.1' } },
      ),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret-pass-1' },
        owner,
      ),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    // The owner's own browser on a network it never used (a phone's new address) is not locked out.
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret-pass-1', device },
        { meta: { clientIp: '192.0.2.200' } },
      ),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    // A made-up device id is no key: only one that signed in with the right password is known.
    await expect(
      bus.request(
        IdentityMessages.signIn,
        {
          email: session.user.email,
          password: 'secret-pass-1',
          device: 'made-up-device-id-000000000000',
        },
        { meta: { clientIp: '192.0.2.201' } },
      ),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
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
        { email: `burst${i}@example.org`, password: 'secret-pass-1', fullName: 'Burst' },
        { meta: { clientIp: signUpIp } },
      );
    }
    await expect(
      bus.request(
        IdentityMessages.signUp,
        { email: 'burst6@example.org', password: 'secret-pass-1', fullName: 'Burst' },
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
      password: 'secret-pass-1',
    });
    await bus.request(IdentityMessages.signOut, { refreshToken: other.refreshToken });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: other.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('changes the password only with the current one and matching fields of at least 8 characters, ending every other session', async () => {
    const session = await signedUp();
    const elsewhere = await bus.request(
      IdentityMessages.signIn,
      { email: session.user.email, password: 'secret-pass-1' },
      { meta: { clientIp: '10.44.0.1' } },
    );
    const sid = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const mine = { meta: { userId: session.user.id, sessionId: sid(session.accessToken) } };
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'secret-pass-1', password: 'abcdefg', confirmPassword: 'abcdefh' },
        mine,
      ),
    ).rejects.toMatchObject({
      message: 'Please make sure both passwords match.',
    });
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'secret-pass-1', password: 'abc', confirmPassword: 'abc' },
        mine,
      ),
    ).rejects.toMatchObject({
      message: 'Password must be at least 8 characters long.',
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
      { currentPassword: 'secret-pass-1', password: 'new-secret', confirmPassword: 'new-secret' },
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

  it('issue 43, item 10: a new password has at least 8 characters and is not a common breached one; an older, shorter password still signs in', async () => {
    const common =
      'This password is one of the most common ones, found in data breaches. Please choose a different password.';
    // Sign-up: 7 characters and "Password1" (as "password1", among the most common) are refused.
    await expect(
      bus.request(IdentityMessages.signUp, {
        email: email(),
        password: 'abcdefg',
        fullName: 'Ana Lima',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Password must be at least 8 characters',
    });
    const refused = email();
    await expect(
      bus.request(IdentityMessages.signUp, {
        email: refused,
        password: 'Password1',
        fullName: 'Ana Lima',
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: common });
    const repository = new IdentityRepository(service.platform.documents);
    expect(await repository.users.findOne({ email: refused })).toBeNull();

    // Change and reset: refused, and the password stays what it was.
    const session = await confirmedAndSignedIn();
    const mine = {
      meta: { userId: session.user.id, sessionId: claimsOf(session.accessToken).sid },
    };
    await expect(
      bus.request(
        IdentityMessages.changePassword,
        { currentPassword: 'secret-pass-1', password: 'iloveyou', confirmPassword: 'iloveyou' },
        mine,
      ),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: common });
    await bus.request(
      IdentityMessages.requestPasswordReset,
      { email: session.user.email },
      { meta: { clientIp: '10.99.0.1' } },
    );
    const token = await linkIn(session.user.email, 'reset-password');
    await expect(
      bus.request(IdentityMessages.resetPassword, {
        token,
        password: 'Sunshine',
        confirmPassword: 'Sunshine',
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: common });
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: session.user.email, password: 'secret-pass-1' },
        { meta: { clientIp: '10.99.0.2' } },
      ),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    // The refused attempt did not spend the link: a good password goes through.
    await expect(
      bus.request(IdentityMessages.resetPassword, {
        token,
        password: 'a-long-own-phrase',
        confirmPassword: 'a-long-own-phrase',
      }),
    ).resolves.toMatchObject({ userId: session.user.id });

    // An account made under the spec's 6-character rule signs in with its password until it changes it.
    const older = email();
    await repository.users.insert({
      _id: `older-${n}`,
      email: older,
      fullName: 'Old Timer',
      passwordHash: await hash('abc123x', { type: argon2id }),
      emailConfirmedAt: new Date(),
      createdAt: new Date(),
    });
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: older, password: 'abc123x' },
        { meta: { clientIp: '10.99.0.3' } },
      ),
    ).resolves.toMatchObject({ user: { email: older } });
  });

  it('signs out everywhere: every session of the user ends', async () => {
    const session = await signedUp();
    const other = await bus.request(IdentityMessages.signIn, {
      email: session.user.email,
      password: 'secret-pass-1',
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

  /** The links of a kind e-mailed to the address, once `count` are there (reset mails go out after
   * the answer). */
  async function linksIn(address: string, path: 'verify' | 'reset-password', count = 1) {
    return eventually(
      async () =>
        (await (service.platform.mailer as OutboxMailer).messages())
          .filter((m) => m.to === address && m.text.includes(`/auth/${path}?token=`))
          .map((m) => /token=([\w-]+)/.exec(m.text)?.[1] as string),
      (links) => links.length >= count,
    );
  }
  /** The newest link of a kind e-mailed to the address. */
  async function linkIn(address: string, path: 'verify' | 'reset-password') {
    return (await linksIn(address, path)).at(-1) as string;
  }
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      sid: string;
      sv: number;
      roles: string[];
    };
  /** What the gateway checks every access token against. */
  const stillValid = async (session: SessionResult) => {
    const claims = claimsOf(session.accessToken);
    const state = await bus.request(IdentityMessages.sessionState, { userId: session.user.id });
    return state.version === claims.sv && !state.revokedSessions.includes(claims.sid);
  };

  it('signs unconfirmed users in without roles and with a fresh link; no address list makes anyone admin', async () => {
    const address = 'boss@example.org';
    const signedUpUser = await bus.request(IdentityMessages.signUp, {
      email: address,
      password: 'secret-pass-1',
      fullName: 'Bo Boss',
    });
    expect(signedUpUser).toMatchObject({ roles: [], isAdmin: false });
    const unconfirmed = await bus.request(IdentityMessages.signIn, {
      email: address,
      password: 'secret-pass-1',
    });
    expect(unconfirmed).toMatchObject({
      emailVerificationRequired: true,
      user: { roles: [], isAdmin: false },
    });
    expect(claimsOf(unconfirmed.accessToken).roles).toEqual([]);
    const mails = (await (service.platform.mailer as OutboxMailer).messages()).filter(
      (m) => m.to === address,
    );
    expect(mails).toHaveLength(2);
    // Someone else's address used for a sign-up never gets a privileged role, even when an admin tries.
    const boss = await confirmedAndSignedIn('root@example.org');
    await bus.request(IdentityMessages.grantAdmin, { email: boss.user.email });
    await withSecondFactor(service.get(IdentityRepository), boss.user.id);
    const admin = await bus.request(IdentityMessages.refresh, { refreshToken: boss.refreshToken });
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
    // Confirming gives no role by itself (ADMIN_EMAILS is gone).
    expect(await confirm(address)).toMatchObject({ roles: [], isAdmin: false });
  });

  it('item 1: a stranger who signs up first with the owner’s address never gets the account confirmed, made admin or kept', async () => {
    const address = 'owner@example.org';
    // The attacker signs up with the owner's address and a password of their choosing.
    await bus.request(
      IdentityMessages.signUp,
      { email: address, password: 'attacker-pw', fullName: 'Mallory' },
      { meta: { clientIp: '198.51.100.66' } },
    );
    const attacker = await bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'attacker-pw' },
      { meta: { clientIp: '198.51.100.66' } },
    );
    // The owner opens the 'Confirm your e-mail' link they received: the link alone confirms nothing.
    const link = await linkIn(address, 'verify');
    await expect(bus.request(IdentityMessages.verifyEmail, { token: link })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'password-needed' },
    });
    await expect(
      bus.request(IdentityMessages.verifyEmail, { token: link, password: 'owner-guess' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'password-needed' } });
    // The operator's grant refuses the unconfirmed account.
    await expect(
      bus.request(IdentityMessages.grantAdmin, { email: address }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // The owner tries to sign up: the same answer as any sign-up (product rule Sign-up and sign-in), and a mail with a link that makes it theirs.
    const before = (await (service.platform.mailer as OutboxMailer).messages()).length;
    await expect(
      bus.request(
        IdentityMessages.signUp,
        { email: address, password: 'owner-pw', fullName: 'Olivia Owner' },
        { meta: { clientIp: '203.0.113.5' } },
      ),
    ).rejects.toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
    });
    const takeover = (await (service.platform.mailer as OutboxMailer).messages()).slice(before);
    expect(takeover).toHaveLength(1);
    expect(takeover[0].text).toContain('/auth/reset-password?token=');
    await bus.request(IdentityMessages.resetPassword, {
      token: await linkIn(address, 'reset-password'),
      password: 'owner-pw',
      confirmPassword: 'owner-pw',
    });
    // The owner's password, confirmed, and the attacker's session and token are over.
    await expect(
      bus.request(IdentityMessages.signIn, { email: address, password: 'attacker-pw' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: attacker.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await stillValid(attacker)).toBe(false);
    const owner = await bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'owner-pw' },
      { meta: { clientIp: '203.0.113.5' } },
    );
    expect(owner).toMatchObject({ emailVerificationRequired: false });
    expect(owner.user.emailConfirmedAt).not.toBeNull();
  });

  it('item 1: a sign-up for a confirmed address answers the same and mails nothing; confirming by one’s own session needs no password', async () => {
    const session = await signedUp();
    const link = await linkIn(session.user.email, 'verify');
    expect(
      await bus.request(IdentityMessages.verifyEmail, { token: link }, as(session)),
    ).toMatchObject({ id: session.user.id });
    const before = (await (service.platform.mailer as OutboxMailer).messages()).length;
    await expect(
      bus.request(IdentityMessages.signUp, {
        email: session.user.email,
        password: 'someone-else-1',
        fullName: 'Someone Else',
      }),
    ).rejects.toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
    });
    expect((await (service.platform.mailer as OutboxMailer).messages()).length).toBe(before);
  });

  it('forgot password: same answer for any address, a single-use link valid 1 hour, the rules of product rule Forgot password, every session ended', async () => {
    const session = await signedUp();
    const address = session.user.email;
    const mailsBefore = (await (service.platform.mailer as OutboxMailer).messages()).length;
    expect(
      await bus.request(
        IdentityMessages.requestPasswordReset,
        { email: 'nobody-here@example.org' },
        { meta: { clientIp: '10.77.0.1' } },
      ),
    ).toEqual({ requested: true });
    expect((await (service.platform.mailer as OutboxMailer).messages()).length).toBe(mailsBefore);
    expect(
      await bus.request(
        IdentityMessages.requestPasswordReset,
        { email: ` ${address.toUpperCase()} ` },
        { meta: { clientIp: '10.77.0.1' } },
      ),
    ).toEqual({ requested: true });
    const token = await linkIn(address, 'reset-password');
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await new IdentityRepository(service.platform.documents).passwordResets.find({
      userId: session.user.id,
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]._id).not.toContain(token);
    expect(new Date(stored[0].expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    await expect(
      bus.request(IdentityMessages.resetPassword, {
        token,
        password: 'abcdefg',
        confirmPassword: 'abcdefh',
      }),
    ).rejects.toMatchObject({ message: 'Please make sure both passwords match.' });
    await expect(
      bus.request(IdentityMessages.resetPassword, {
        token,
        password: 'abc',
        confirmPassword: 'abc',
      }),
    ).rejects.toMatchObject({ message: 'Password must be at least 8 characters long.' });
    // Two redemptions at once: exactly one wins.
    const results = await Promise.allSettled(
      ['brand-new-1', 'brand-new-2'].map((password) =>
        bus.request(IdentityMessages.resetPassword, {
          token,
          password,
          confirmPassword: password,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: {
        message: 'This password reset link is invalid or has expired. Please ask for a new one.',
      },
    });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await stillValid(session)).toBe(false);
    // An expired link is refused.
    await bus.request(IdentityMessages.requestPasswordReset, { email: address });
    const late = (await linksIn(address, 'reset-password', 2)).at(-1) as string;
    await new IdentityRepository(service.platform.documents).passwordResets.updateMany(
      { userId: session.user.id },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    await expect(
      bus.request(IdentityMessages.resetPassword, {
        token: late,
        password: 'brand-new-3',
        confirmPassword: 'brand-new-3',
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // At most 3 mails per address an hour, with the same answer past it. A request starts its mail
    // before it answers (not awaited, so the answer's timing tells nothing): once all four answered
    // and every mail they started is written, no other can come.
    const mailing = jest.spyOn(
      service.get(PasswordResetUseCases) as unknown as { mailLink(): Promise<void> },
      'mailLink',
    );
    for (let i = 0; i < 4; i++)
      expect(await bus.request(IdentityMessages.requestPasswordReset, { email: address })).toEqual({
        requested: true,
      });
    await Promise.all(mailing.mock.results.map((started) => started.value));
    mailing.mockRestore();
    const resets = await linksIn(address, 'reset-password', 3);
    expect(await linksIn(address, 'reset-password')).toHaveLength(3);
    expect(resets).toHaveLength(3);
  });

  it('item 2: sign-out, sign-out everywhere, password change, role removal and deletion end the access tokens too', async () => {
    const one = await signedUp();
    const two = await bus.request(
      IdentityMessages.signIn,
      { email: one.user.email, password: 'secret-pass-1' },
      { meta: { clientIp: '10.55.0.1' } },
    );
    expect(await stillValid(one)).toBe(true);
    // Signing one session out ends its access token, not the other session's.
    await bus.request(IdentityMessages.signOut, { refreshToken: one.refreshToken });
    expect(await stillValid(one)).toBe(false);
    expect(await stillValid(two)).toBe(true);
    await bus.request(IdentityMessages.signOutEverywhere, {}, as(two));
    expect(await stillValid(two)).toBe(false);

    const member = await confirmedAndSignedIn();
    const mine = {
      meta: { userId: member.user.id, sessionId: claimsOf(member.accessToken).sid },
    };
    await bus.request(
      IdentityMessages.changePassword,
      { currentPassword: 'secret-pass-1', password: 'changed-1', confirmPassword: 'changed-1' },
      mine,
    );
    expect(await stillValid(member)).toBe(false);
    // The session that changed it renews its own token, which is valid.
    const renewed = await bus.request(IdentityMessages.refresh, {
      refreshToken: member.refreshToken,
    });
    expect(await stillValid(renewed)).toBe(true);

    const chief = await confirmedAndSignedIn();
    await bus.request(IdentityMessages.grantAdmin, { email: chief.user.email });
    await withSecondFactor(service.get(IdentityRepository), chief.user.id);
    const admin = await bus.request(IdentityMessages.refresh, { refreshToken: chief.refreshToken });
    const moderator = await confirmedAndSignedIn();
    await withSecondFactor(service.get(IdentityRepository), moderator.user.id);
    await bus.request(
      IdentityMessages.assignRole,
      { userId: moderator.user.id, role: 'moderator' },
      as(admin),
    );
    const withRole = await bus.request(IdentityMessages.refresh, {
      refreshToken: moderator.refreshToken,
    });
    expect(claimsOf(withRole.accessToken).roles).toEqual(['moderator']);
    await bus.request(
      IdentityMessages.removeRole,
      { userId: moderator.user.id, role: 'moderator' },
      as(admin),
    );
    expect(await stillValid(withRole)).toBe(false);
    const without = await bus.request(IdentityMessages.refresh, {
      refreshToken: withRole.refreshToken,
    });
    expect(claimsOf(without.accessToken).roles).toEqual([]);
    expect(await stillValid(without)).toBe(true);

    await bus.request(IdentityMessages.deleteAccount, { password: 'secret-pass-1' }, as(without));
    expect(await stillValid(without)).toBe(false);
    expect(
      await bus.request(IdentityMessages.sessionState, { userId: without.user.id }),
    ).toMatchObject({ version: -1 });
  });

  it('issue 43, finding 4: a reset link mailed before a password change, "Sign out everywhere" or deletion no longer works', async () => {
    const repository = new IdentityRepository(service.platform.documents);
    const resetLink = async (address: string, count: number) => {
      await bus.request(
        IdentityMessages.requestPasswordReset,
        { email: address },
        { meta: { clientIp: `10.88.${count}.1` } },
      );
      return (await linksIn(address, 'reset-password', count)).at(-1) as string;
    };
    const redeem = (token: string) =>
      bus.request(IdentityMessages.resetPassword, {
        token,
        password: 'taken-over-1',
        confirmPassword: 'taken-over-1',
      });
    const invalidLink = {
      code: 'BAD_USER_INPUT',
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    };

    const changer = await confirmedAndSignedIn();
    const beforeChange = await resetLink(changer.user.email, 1);
    await bus.request(
      IdentityMessages.changePassword,
      { currentPassword: 'secret-pass-1', password: 'changed-1', confirmPassword: 'changed-1' },
      { meta: { userId: changer.user.id, sessionId: claimsOf(changer.accessToken).sid } },
    );
    await expect(redeem(beforeChange)).rejects.toMatchObject(invalidLink);

    const leaver = await confirmedAndSignedIn();
    const beforeSignOut = await resetLink(leaver.user.email, 1);
    await bus.request(IdentityMessages.signOutEverywhere, {}, as(leaver));
    await expect(redeem(beforeSignOut)).rejects.toMatchObject(invalidLink);
    // The password the owner chose still signs in: nothing was changed by the refused link.
    await expect(
      bus.request(
        IdentityMessages.signIn,
        { email: leaver.user.email, password: 'secret-pass-1' },
        { meta: { clientIp: '10.88.9.1' } },
      ),
    ).resolves.toMatchObject({ user: { id: leaver.user.id } });

    const deleted = await confirmedAndSignedIn();
    const beforeDeletion = await resetLink(deleted.user.email, 1);
    await bus.request(IdentityMessages.deleteAccount, { password: 'secret-pass-1' }, as(deleted));
    expect(await repository.passwordResets.find({ userId: deleted.user.id })).toEqual([]);
    await expect(redeem(beforeDeletion)).rejects.toMatchObject(invalidLink);
  });

  it('item 9: deleting an account allows 5 password guesses, like changing it', async () => {
    const session = await signedUp();
    const mine = {
      meta: { userId: session.user.id, sessionId: claimsOf(session.accessToken).sid },
    };
    for (let i = 0; i < 5; i++)
      await expect(
        bus.request(IdentityMessages.deleteAccount, { password: `guess-${i}` }, mine),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'The password is not correct. Your account was not deleted.',
      });
    await expect(
      bus.request(IdentityMessages.deleteAccount, { password: 'secret-pass-1' }, mine),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(
      await bus.request(IdentityMessages.sessionState, { userId: session.user.id }),
    ).toMatchObject({ version: 0 });
  });

  it('removes unconfirmed accounts after 7 days: silently when never signed in to, after a last mail when signed in to (issue 43, finding 4)', async () => {
    const repository = new IdentityRepository(service.platform.documents);
    const mailer = service.platform.mailer as OutboxMailer;
    const idle = 'idle-squatter@example.org';
    await bus.request(IdentityMessages.signUp, {
      email: idle,
      password: 'secret-pass-1',
      fullName: 'Idle',
    });
    const used = await signedUp();
    const fresh = 'fresh@example.org';
    await bus.request(IdentityMessages.signUp, {
      email: fresh,
      password: 'secret-pass-1',
      fullName: 'New',
    });
    const confirmedOld = await confirmedAndSignedIn();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    for (const email of [idle, used.user.email, confirmedOld.user.email])
      await repository.users.updateOne({ email }, { $set: { createdAt: eightDaysAgo } });
    const mailsTo = async (to: string) => (await mailer.messages()).filter((m) => m.to === to);
    const idleMails = (await mailsTo(idle)).length;
    const cleanup = service.get(UnconfirmedAccountsCleanup);
    expect(await cleanup.runOnce()).toBeGreaterThanOrEqual(2);
    for (const email of [idle, used.user.email])
      expect(await repository.users.findOne({ email })).toBeNull();
    for (const email of [fresh, confirmedOld.user.email])
      expect(await repository.users.findOne({ email })).not.toBeNull();
    // The idle one is not mailed again; the signed-in one gets its last mail, its sessions end and the
    // other services are told, as for a deleted account.
    expect(await mailsTo(idle)).toHaveLength(idleMails);
    expect((await mailsTo(used.user.email)).at(-1)?.subject).toBe(
      'Your SNAP/EBT Store Finder account was removed',
    );
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: used.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await stillValid(used)).toBe(false);
    await service.bus.broker.drain();
    expect(deletions).toContain(used.user.id);
  });

  it('mails an address that never answers three verification links in all, however often the account signs in (issue 43, finding 4)', async () => {
    const session = await signedUp();
    const address = session.user.email;
    // Each sign-in would get a fresh link once the 10-minute wait is over: here it is always over.
    const waited = jest
      .spyOn(service.get(RateLimiter), 'mayResendVerification')
      .mockResolvedValue(true);
    try {
      await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) =>
          bus.request(
            IdentityMessages.signIn,
            { email: address, password: 'secret-pass-1' },
            { meta: { clientIp: `10.66.${i}.1` } },
          ),
        ),
      );
    } finally {
      waited.mockRestore();
    }
    expect(await linksIn(address, 'verify', 3)).toHaveLength(3);
    // The third link still confirms.
    await expect(
      bus.request(IdentityMessages.verifyEmail, {
        token: (await linksIn(address, 'verify')).at(-1) as string,
        password: 'secret-pass-1',
      }),
    ).resolves.toMatchObject({ emailConfirmedAt: expect.anything() });
  });

  it('lets only admins assign and remove roles', async () => {
    const address = email();
    const first = await confirmedAndSignedIn(address);
    await bus.request(IdentityMessages.grantAdmin, { email: address });
    await withSecondFactor(service.get(IdentityRepository), first.user.id);
    const boss = await bus.request(IdentityMessages.refresh, { refreshToken: first.refreshToken });
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
    await bus.request(IdentityMessages.deleteAccount, { password: 'secret-pass-1' }, as(session));
    await service.bus.broker.drain();
    expect(deletions).toContain(session.user.id);
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus.request(IdentityMessages.signIn, {
        email: session.user.email,
        password: 'secret-pass-1',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('tells the other services when an address is confirmed, by the link or a reset, so what it wrote is published (issue 43, finding 2)', async () => {
    const byLink = await signedUp();
    await confirm(byLink.user.email);
    const byReset = await signedUp();
    await bus.request(
      IdentityMessages.requestPasswordReset,
      { email: byReset.user.email },
      { meta: { clientIp: '10.98.0.1' } },
    );
    await bus.request(IdentityMessages.resetPassword, {
      token: await linkIn(byReset.user.email, 'reset-password'),
      password: 'my-own-phrase-1',
      confirmPassword: 'my-own-phrase-1',
    });
    await service.bus.broker.drain();
    expect(confirmations).toEqual(expect.arrayContaining([byLink.user.id, byReset.user.id]));
  });

  it("answers an account's standing for the EBT refusal mark: confirmed or not and since when, never the e-mail (issue 43, finding 2)", async () => {
    const confirmed = await confirmedAndSignedIn();
    const unconfirmed = await signedUp();
    const answer = await bus.request(IdentityMessages.standing, {
      userIds: [confirmed.user.id, unconfirmed.user.id, 'no-such-user'],
    });
    expect(answer).toHaveLength(2);
    expect(answer.find((a) => a.id === confirmed.user.id)).toEqual({
      id: confirmed.user.id,
      confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.find((a) => a.id === unconfirmed.user.id)).toMatchObject({ confirmedAt: null });
    expect(JSON.stringify(answer)).not.toContain('@');
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
      password: 'secret-pass-1',
      fullName: 'First Admin',
    });
    const repository = new IdentityRepository(service.platform.documents);
    // Not before the address is confirmed: a list of addresses alone never grants a role.
    expect(await grantAdminByEmail(repository, 'first.admin@example.org')).toMatchObject({
      refused: 'unconfirmed',
    });
    const mails = (await (service.platform.mailer as OutboxMailer).messages()).filter(
      (m) => m.to === 'first.admin@example.org',
    );
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] as string;
    await bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' });
    expect(await grantAdminByEmail(repository, ' First.Admin@example.org ')).toMatchObject({
      roles: ['admin'],
    });
    expect(await grantAdminByEmail(repository, 'first.admin@example.org')).toMatchObject({
      roles: ['admin'],
    });
    expect(await grantAdminByEmail(repository, 'nobody@example.org')).toMatchObject({
      refused: 'no-account',
    });
    // The same rule over the bus, for a running installation (the gateway's OPS_TOKEN endpoint)…
    await expect(
      bus.request(IdentityMessages.grantAdmin, { email: 'first.admin@example.org' }),
    ).resolves.toMatchObject({ roles: ['admin'] });
    await expect(
      bus.request(IdentityMessages.grantAdmin, { email: 'nobody@example.org' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // …never on behalf of a signed-in user.
    await expect(
      bus.request(
        IdentityMessages.grantAdmin,
        { email: 'first.admin@example.org' },
        { meta: { userId: 'someone' } },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await service.close();
  });
});
