import { Module } from '@nestjs/common';
import { IdentityMessages, type SessionResult } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import { OutboxMailer } from '@snap/platform-mailer';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { generate } from 'otplib';
import { IdentityRepository } from '../accounts/identity.repository';
import { AuditTrailUseCases } from '../audit/audit-trail.usecases';
import { IdentityModule } from '../identity.module';
import { GRANT_MESSAGES, grantRole } from '../roles/grant-role';
import { SESSION_GONE } from '../sessions/sessions.usecases';
import {
  SECOND_FACTOR_MESSAGES,
  SecondFactorUseCases,
  TOKEN_ENROLMENT_MESSAGES,
} from './second-factor.usecases';

// argon2 is slow on purpose and every test here signs in several times.
jest.setTimeout(120_000);

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

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
})
class IdentityUnderTest {}

/** The session id (refresh-token family) an access token names, as the gateway passes it on. */
function sidOf(session: SessionResult): string {
  const claims = JSON.parse(
    Buffer.from(session.accessToken.split('.')[1] as string, 'base64url').toString(),
  ) as { sid: string };
  return claims.sid;
}

/** A hardware token's seed as a vendor's seed file prints it (lower case, in groups): 128 bits, RFC
 * 4226's minimum ("hardware-token-1" in base32). */
const TOKEN_SEED = 'nbqx ezdx mfzg kllu n5vw k3rn ge';
const TOKEN_SECRET = 'NBQXEZDXMFZGKLLUN5VWK3RNGE';

/** A code of the step `stepsAhead` from now (the server accepts one step either side of now). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('a second factor, sessions people can see and end, re-authentication (identity over the bus)', () => {
  let service: BootedService;
  let bus: BusClient;
  let repository: IdentityRepository;
  let n = 0;
  const as = (session: SessionResult) => ({
    meta: { userId: session.user.id, sessionId: sidOf(session), clientIp: '10.9.0.1' },
  });

  beforeAll(async () => {
    service = await bootServiceForTest('identity', IdentityUnderTest);
    bus = service.bus.client();
    repository = service.get(IdentityRepository);
  });
  afterAll(() => service.close());

  async function confirmedMember(userAgent?: string) {
    const email = `staff${++n}@example.org`;
    await bus.request(IdentityMessages.signUp, {
      email,
      password: 'secret-pass-1',
      fullName: 'Ana Lima',
    });
    const mail = (await (service.platform.mailer as OutboxMailer).messages())
      .filter((m) => m.to === email)
      .at(-1);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    await bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' });
    const session = await signIn(email, undefined, userAgent);
    return { email, session };
  }

  const signIn = (email: string, code?: string, userAgent?: string) =>
    bus.request(
      IdentityMessages.signIn,
      { email, password: 'secret-pass-1', ...(code ? { code } : {}), userAgent },
      { meta: { clientIp: '10.9.1.1' } },
    );

  async function enrolled(roles: Array<'admin' | 'moderator'> = ['admin']) {
    const member = await confirmedMember();
    for (const role of roles) await grantRole(repository, member.session.user.id, role);
    const signedIn = await signIn(member.email);
    const start = await bus.request(IdentityMessages.beginSecondFactor, {}, as(signedIn));
    const enrolmentCode = await codeFor(start.secret);
    const { recoveryCodes } = await bus.request(
      IdentityMessages.confirmSecondFactor,
      { code: enrolmentCode },
      as(signedIn),
    );
    return { ...member, session: signedIn, secret: start.secret, recoveryCodes, enrolmentCode };
  }

  it('gives staff without a second factor no staff role: every staff operation is refused until they enrol', async () => {
    const member = await confirmedMember();
    const other = await confirmedMember();
    await grantRole(repository, member.session.user.id, 'admin');
    const session = await signIn(member.email);
    expect(session.user).toMatchObject({
      roles: [],
      isAdmin: false,
      secondFactorEnabled: false,
      secondFactorRequired: true,
    });
    await expect(
      bus.request(
        IdentityMessages.assignRole,
        { userId: other.session.user.id, role: 'moderator' },
        as(session),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await bus.request(IdentityMessages.me, {}, as(session))).toMatchObject({
      secondFactorRequired: true,
    });
  });

  it('enrols with a code from the app, shows ten recovery codes once, and then the roles count', async () => {
    const member = await confirmedMember();
    await grantRole(repository, member.session.user.id, 'moderator');
    const session = await signIn(member.email);
    const start = await bus.request(IdentityMessages.beginSecondFactor, {}, as(session));
    expect(start.otpauthUri).toContain(`secret=${start.secret}`);
    expect(start.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(
      bus.request(IdentityMessages.confirmSecondFactor, { code: '000000' }, as(session)),
    ).rejects.toMatchObject({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    const { recoveryCodes } = await bus.request(
      IdentityMessages.confirmSecondFactor,
      { code: await codeFor(start.secret) },
      as(session),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The secret is kept sealed and the recovery codes hashed: a read of the database alone gives neither.
    const stored = await repository.users.findOne({ _id: session.user.id });
    // Sealed: version, then the AES-GCM parts (totp-secrets.ts), never the secret itself.
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(start.secret);
    const hashes = await repository.recoveryCodes.find({ userId: session.user.id });
    expect(hashes).toHaveLength(10);
    for (const stored of hashes) expect(stored.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(hashes)).not.toContain((recoveryCodes[0] as string).replace('-', ''));
    // The session that enrolled renews into a token with the role; the one opened before with the
    // password alone is over.
    expect(await bus.request(IdentityMessages.me, {}, as(session))).toMatchObject({
      isModerator: true,
      secondFactorEnabled: true,
      secondFactorRequired: false,
    });
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: member.session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const renewed = await bus.request(IdentityMessages.refresh, {
      refreshToken: session.refreshToken,
    });
    expect(renewed.user.roles).toEqual(['moderator']);
    expect(await bus.request(IdentityMessages.secondFactorStatus, {}, as(renewed))).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('asks for a code at sign-in, accepts each code once, and each recovery code once', async () => {
    const admin = await enrolled();
    await expect(signIn(admin.email)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: SECOND_FACTOR_MESSAGES.required,
      details: { reason: 'second-factor-required' },
    });
    // The code that confirmed the enrolment was used: replaying it is refused (the very code, not
    // one of the current time step, which a slow machine may already have moved past).
    await expect(signIn(admin.email, admin.enrolmentCode)).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    const withCode = await signIn(admin.email, await codeFor(admin.secret, 1));
    expect(withCode.user.roles).toEqual(['admin']);
    const recovery = admin.recoveryCodes[3] as string;
    const withRecovery = await signIn(admin.email, recovery.toLowerCase().replace('-', ' '));
    expect(withRecovery.user.isAdmin).toBe(true);
    await expect(signIn(admin.email, recovery)).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    const trail = await service
      .get(AuditTrailUseCases)
      .list(withCode.user.id, { offset: 0, limit: 50 });
    const actions = trail.items
      .filter((entry) => entry.targetId === admin.session.user.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['second-factor.enrolled', 'second-factor.recovery-code-used']),
    );
  });

  it('limits wrong codes to 5 in 15 minutes per account, even with the right password', async () => {
    const admin = await enrolled();
    for (let i = 0; i < 5; i += 1)
      await expect(signIn(admin.email, '000000')).rejects.toMatchObject({
        message: SECOND_FACTOR_MESSAGES.wrongCode,
      });
    await expect(signIn(admin.email, await codeFor(admin.secret, 1))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('keeps the factor through a password reset: the new password alone opens no session', async () => {
    const admin = await enrolled();
    await bus.request(IdentityMessages.requestPasswordReset, { email: admin.email });
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i += 1) {
      link = (await (service.platform.mailer as OutboxMailer).messages())
        .filter((m) => m.to === admin.email && m.text.includes('reset-password'))
        .at(-1)?.text;
      if (!link) await new Promise((resolve) => setImmediate(resolve));
    }
    const token = /token=([\w-]+)/.exec(link ?? '')?.[1] as string;
    await bus.request(IdentityMessages.resetPassword, {
      token,
      password: 'another-pass-2',
      confirmPassword: 'another-pass-2',
    });
    await expect(
      bus.request(IdentityMessages.signIn, { email: admin.email, password: 'another-pass-2' }),
    ).rejects.toMatchObject({ details: { reason: 'second-factor-required' } });
  });

  it('asks for the password or a code again to change the factor once the sign-in is older than 5 minutes', async () => {
    const admin = await enrolled();
    const secondFactor = service.get(SecondFactorUseCases);
    const later = new Date(Date.now() + 6 * 60_000);
    const sid = sidOf(admin.session);
    await expect(secondFactor.remove(admin.session.user.id, sid, {}, later)).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.reauthenticate,
    });
    await expect(
      secondFactor.remove(admin.session.user.id, sid, { password: 'wrong-pass-9' }, later),
    ).rejects.toMatchObject({ message: SECOND_FACTOR_MESSAGES.passwordWrong });
    expect(
      (await repository.users.findOne({ _id: admin.session.user.id }))?.totpEnrolledAt,
    ).toBeInstanceOf(Date);
    await secondFactor.reauthenticate(
      admin.session.user.id,
      sid,
      { password: 'secret-pass-1' },
      later,
    );
    await secondFactor.remove(admin.session.user.id, sid, {}, new Date(later.getTime() + 60_000));
    const me = await bus.request(IdentityMessages.me, {}, as(admin.session));
    expect(me).toMatchObject({
      isAdmin: false,
      secondFactorEnabled: false,
      secondFactorRequired: true,
    });
    expect(await repository.recoveryCodes.count({ userId: admin.session.user.id })).toBe(0);
  });

  it('lets another admin or the operator turn off a lost factor (audited); nobody else', async () => {
    const admin = await enrolled();
    const lost = await enrolled(['moderator']);
    const member = await confirmedMember();
    await expect(
      bus.request(IdentityMessages.resetSecondFactor, { email: lost.email }, as(member.session)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: SECOND_FACTOR_MESSAGES.adminsOnly });
    const adminSession = await signIn(admin.email, await codeFor(admin.secret, 1));
    await expect(
      bus.request(IdentityMessages.resetSecondFactor, { email: admin.email }, as(adminSession)),
    ).rejects.toMatchObject({ message: SECOND_FACTOR_MESSAGES.ownAccount });
    await bus.request(IdentityMessages.resetSecondFactor, { email: lost.email }, as(adminSession));
    // Every session of the account ended; it signs in with the password and must enrol again.
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: lost.session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await signIn(lost.email)).user.secondFactorRequired).toBe(true);
    const operator = await enrolled(['moderator']);
    expect(
      await bus.request(IdentityMessages.resetSecondFactor, { email: operator.email }),
    ).toMatchObject({ reset: true });
    const trail = await service.get(AuditTrailUseCases).list(adminSession.user.id, {
      offset: 0,
      limit: 100,
      action: 'second-factor.reset',
    });
    expect(trail.items.map((entry) => [entry.actorId, entry.targetId])).toEqual(
      expect.arrayContaining([
        [adminSession.user.id, lost.session.user.id],
        ['operator', operator.session.user.id],
      ]),
    );
  });

  it("lets the operator enrol a hardware token with its seed in place of the app: the token's codes sign in, a recovery code once, audited", async () => {
    const staff = await enrolled(['admin']);
    const enrolment = await bus.request(IdentityMessages.enrolToken, {
      email: ` ${staff.email.toUpperCase()} `,
      secret: TOKEN_SEED,
    });
    expect(enrolment).toMatchObject({ enrolled: true, userId: staff.session.user.id });
    expect(new Set(enrolment.recoveryCodes).size).toBe(10);
    // Like the reset: the sessions opened with the old factor are over.
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: staff.session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // The app's secret and the old recovery codes no longer open the account; the token's codes do.
    await expect(signIn(staff.email, await codeFor(staff.secret, 1))).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    await expect(signIn(staff.email, staff.recoveryCodes[0])).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    const tokenCode = await codeFor(TOKEN_SECRET);
    const withToken = await signIn(staff.email, tokenCode);
    expect(withToken.user).toMatchObject({
      roles: ['admin'],
      secondFactorEnabled: true,
      secondFactorRequired: false,
    });
    await expect(signIn(staff.email, tokenCode)).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    const recovery = enrolment.recoveryCodes[0] as string;
    expect((await signIn(staff.email, recovery)).user.isAdmin).toBe(true);
    await expect(signIn(staff.email, recovery)).rejects.toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    // Kept sealed like an app's secret.
    const stored = await repository.users.findOne({ _id: staff.session.user.id });
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(TOKEN_SECRET);
    const trail = await service.get(AuditTrailUseCases).list(withToken.user.id, {
      offset: 0,
      limit: 100,
      action: 'second-factor.token-enrolled',
    });
    expect(
      trail.items
        .filter((entry) => entry.targetId === staff.session.user.id)
        .map((entry) => [entry.actorId, entry.summary]),
    ).toEqual([
      [
        'operator',
        `Enrolled a hardware token as the two-step verification of ${staff.email} (replacing the previous one)`,
      ],
    ]);
  });

  it('enrols a token for a confirmed member without a role, so an admin role granted afterwards counts at once', async () => {
    const member = await confirmedMember();
    await bus.request(IdentityMessages.enrolToken, { email: member.email, secret: TOKEN_SECRET });
    await grantRole(repository, member.session.user.id, 'admin');
    await expect(signIn(member.email)).rejects.toMatchObject({
      details: { reason: 'second-factor-required' },
    });
    expect((await signIn(member.email, await codeFor(TOKEN_SECRET))).user).toMatchObject({
      isAdmin: true,
      secondFactorRequired: false,
    });
  });

  it('refuses a seed that is not base32 of 128 to 512 bits, an unknown or unconfirmed account, and any user: nothing changes', async () => {
    const staff = await enrolled(['moderator']);
    const before = await repository.users.findOne({ _id: staff.session.user.id });
    const refused = [
      '',
      'JBSWY3DPEHPK3PXP', // 80 bits: the classic example, too short
      'A4DQOBYHA4DQOBYHA4DQOBYH', // 120 bits
      'NBQXEZDXMFZGKLLUN5VWK3RNGF', // 128 bits, but with leftover bits no encoder writes
      '6861726477617265746f6b656e2d31', // the hex form some seed files use
      'NBQXEZDX-MFZGKLLU-N5VWK3RN-GE',
      'A4DQOBYH'.repeat(13), // 520 bits, more than otplib takes
    ];
    for (const secret of refused)
      await expect(
        bus.request(IdentityMessages.enrolToken, { email: staff.email, secret }),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: TOKEN_ENROLMENT_MESSAGES.secretInvalid,
      });
    await expect(
      bus.request(IdentityMessages.enrolToken, {
        email: 'nobody-here@example.org',
        secret: TOKEN_SECRET,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SECOND_FACTOR_MESSAGES.noAccount });
    const unconfirmed = `unconfirmed${++n}@example.org`;
    await bus.request(IdentityMessages.signUp, {
      email: unconfirmed,
      password: 'secret-pass-1',
      fullName: 'Uma Unconfirmed',
    });
    await expect(
      bus.request(IdentityMessages.enrolToken, { email: unconfirmed, secret: TOKEN_SECRET }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: GRANT_MESSAGES.unconfirmed });
    // Not a user's message, even an admin's: only the operator's endpoint sends it.
    const admin = await enrolled(['admin']);
    const adminSession = await signIn(admin.email, await codeFor(admin.secret, 1));
    await expect(
      bus.request(
        IdentityMessages.enrolToken,
        { email: staff.email, secret: TOKEN_SECRET },
        as(adminSession),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: TOKEN_ENROLMENT_MESSAGES.operatorOnly });

    const after = await repository.users.findOne({ _id: staff.session.user.id });
    expect(after).toMatchObject({
      totpSecret: before?.totpSecret,
      totpLastStep: before?.totpLastStep,
      sessionVersion: before?.sessionVersion,
    });
    expect(await repository.recoveryCodes.count({ userId: staff.session.user.id })).toBe(10);
    expect((await signIn(staff.email, await codeFor(staff.secret, 1))).user.isModerator).toBe(true);
    const trail = await service.get(AuditTrailUseCases).list(adminSession.user.id, {
      offset: 0,
      limit: 100,
      action: 'second-factor.token-enrolled',
    });
    expect(trail.items.filter((entry) => entry.targetId === staff.session.user.id)).toEqual([]);
  });

  it("lists the account's sessions by browser and device, and 'Sign out' on one ends it at once", async () => {
    const { email, session: phone } = await confirmedMember(CHROME_ANDROID);
    const laptop = await signIn(email, undefined, FIREFOX_WINDOWS);
    const sessions = await bus.request(IdentityMessages.sessions, {}, as(laptop));
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: sidOf(laptop),
          browser: 'Firefox',
          os: 'Windows',
          current: true,
        }),
        expect.objectContaining({
          id: sidOf(phone),
          browser: 'Chrome',
          os: 'Android',
          current: false,
        }),
      ]),
    );
    await bus.request(IdentityMessages.endSession, { sessionId: sidOf(phone) }, as(laptop));
    // Its access token is listed as revoked for the gateway's check, its refresh token is refused.
    const state = await bus.request(IdentityMessages.sessionState, { userId: laptop.user.id });
    expect(state.revokedSessions).toContain(sidOf(phone));
    await expect(
      bus.request(IdentityMessages.refresh, { refreshToken: phone.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await bus.request(IdentityMessages.sessions, {}, as(laptop))).toHaveLength(1);
    // Someone else's session, or one already ended, is not there to end.
    const stranger = await confirmedMember();
    await expect(
      bus.request(IdentityMessages.endSession, { sessionId: sidOf(laptop) }, as(stranger.session)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SESSION_GONE });
    expect(await bus.request(IdentityMessages.sessions, {}, as(laptop))).toHaveLength(1);
  });
});
