import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { loadConfig } from '@snap/platform-config';
import { confirmEmail, grantAdmin, TEST_OPS_TOKEN } from './confirm-email.testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

interface Answer {
  data?: any;
  errors?: Array<{ message: string; extensions: { code: string; details?: { reason?: string } } }>;
}

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const AUDIT = '{ auditEntries(limit: 50) { total items { action targetId actorId } } }';

/** Issue 43, items 7 and 8 through the gateway of the standalone runtime: the guards read staff roles
 * from tokens that carry them only after a second factor; one ended session is refused at once. */
describe('a second factor for staff and sessions people can end (standalone gateway)', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;

  const call = async (
    query: string,
    options: { token?: string; variables?: object; userAgent?: string; cookie?: string } = {},
  ) => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.userAgent ? { 'User-Agent': options.userAgent } : {}),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: JSON.stringify({ query, variables: options.variables }),
    });
    expect(response.status).toBeLessThan(500);
    const refresh = response.headers.getSetCookie().find((c) => c.startsWith('snap_refresh='));
    return { ...((await response.json()) as Answer), cookie: refresh?.split(';')[0] };
  };
  const signIn = (email: string, code?: string, userAgent?: string) =>
    call(
      'mutation ($e: String!, $c: String) { signIn(email: $e, password: "secret-pass-1", code: $c) { accessToken user { id isAdmin secondFactorRequired secondFactorEnabled } } }',
      { variables: { e: email, c: code ?? null }, userAgent },
    );
  const member = async (email: string) => {
    await call(
      `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Pat Doe") { id } }`,
    );
    await confirmEmail(runtime.url, dataDir, email);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-mfa-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('item 7: an admin is refused every staff operation until enrolled, then signs in with a code and a recovery code once', async () => {
    await member('chief@example.org');
    await grantAdmin(runtime.url, 'chief@example.org');
    const first = await signIn('chief@example.org');
    expect(first.data.signIn.user).toMatchObject({ isAdmin: false, secondFactorRequired: true });
    const token = first.data.signIn.accessToken as string;
    expect((await call(AUDIT, { token })).errors?.[0].extensions.code).toBe('FORBIDDEN');

    const begun = await call('mutation { beginSecondFactor { secret qrCode } }', { token });
    const secret = begun.data.beginSecondFactor.secret as string;
    const wrong = await call('mutation { confirmSecondFactor(code: "123456") }', { token });
    expect(wrong.errors?.[0].message).toBe(
      'This code is not correct or was already used. Please try again.',
    );
    const confirmed = await call('mutation ($c: String!) { confirmSecondFactor(code: $c) }', {
      token,
      variables: { c: await generate({ secret }) },
    });
    const recoveryCodes = confirmed.data.confirmSecondFactor as string[];
    expect(recoveryCodes).toHaveLength(10);

    const withoutCode = await signIn('chief@example.org');
    expect(withoutCode.errors?.[0]).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      extensions: { details: { reason: 'second-factor-required' } },
    });
    const nextStep = Math.floor(Date.now() / 1000) + 30;
    const withCode = await signIn('chief@example.org', await generate({ secret, epoch: nextStep }));
    expect(withCode.data.signIn.user).toMatchObject({ isAdmin: true, secondFactorEnabled: true });
    const audit = await call(AUDIT, { token: withCode.data.signIn.accessToken });
    expect(audit.errors).toBeUndefined();
    expect(audit.data.auditEntries.items.map((e: { action: string }) => e.action)).toContain(
      'second-factor.enrolled',
    );

    const recovery = await signIn('chief@example.org', recoveryCodes[0]);
    expect(recovery.data.signIn.user.isAdmin).toBe(true);
    const again = await signIn('chief@example.org', recoveryCodes[0]);
    expect(again.errors?.[0].message).toBe(
      'This code is not correct or was already used. Please try again.',
    );
  });

  it("item 7: the operator's recovery path needs OPS_TOKEN and leaves the account to enrol again", async () => {
    await member('lost@example.org');
    await grantAdmin(runtime.url, 'lost@example.org');
    const token = (await signIn('lost@example.org')).data.signIn.accessToken as string;
    const { secret } = (await call('mutation { beginSecondFactor { secret } }', { token })).data
      .beginSecondFactor;
    await call('mutation ($c: String!) { confirmSecondFactor(code: $c) }', {
      token,
      variables: { c: await generate({ secret }) },
    });
    const reset = (opsToken: string) =>
      fetch(`${runtime.url}/api/ops/reset-second-factor`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opsToken}` },
        body: JSON.stringify({ email: 'lost@example.org' }),
      });
    expect((await reset('not-the-ops-token')).status).toBe(403);
    expect((await reset(TEST_OPS_TOKEN)).status).toBe(200);
    expect((await signIn('lost@example.org')).data.signIn.user).toMatchObject({
      isAdmin: false,
      secondFactorRequired: true,
    });
  });

  it("item 7: the operator enrols a hardware token's seed with OPS_TOKEN; the token's codes and a recovery code (once) sign in", async () => {
    // 128 bits, as a vendor's seed file prints it.
    const seed = 'NBQX EZDX MFZG KLLU N5VW K3RN GE';
    await member('fob@example.org');
    await grantAdmin(runtime.url, 'fob@example.org');
    const enrol = (body: object, opsToken?: string) =>
      fetch(`${runtime.url}/api/ops/enrol-token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(opsToken ? { Authorization: `Bearer ${opsToken}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const refusal = async (response: Response) => ({
      status: response.status,
      message: ((await response.json()) as { message: string }).message,
    });
    const body = { email: 'fob@example.org', secret: seed };
    expect(await refusal(await enrol(body))).toEqual({
      status: 403,
      message:
        'Enrolling a hardware token needs OPS_TOKEN set on the server and sent as a bearer token.',
    });
    expect((await enrol(body, 'not-the-ops-token')).status).toBe(403);
    expect(
      await refusal(await enrol({ ...body, secret: 'JBSWY3DPEHPK3PXP' }, TEST_OPS_TOKEN)),
    ).toEqual({
      status: 400,
      message:
        "The token's secret must be base32 of at least 128 bits (26 characters) and at most 512 bits.",
    });
    expect(
      await refusal(await enrol({ ...body, email: 'nobody@example.org' }, TEST_OPS_TOKEN)),
    ).toEqual({ status: 400, message: 'No account with this e-mail.' });
    // Nothing changed: the admin still has to set up a factor.
    expect((await signIn('fob@example.org')).data.signIn.user).toMatchObject({
      isAdmin: false,
      secondFactorRequired: true,
    });

    const enrolled = await enrol(body, TEST_OPS_TOKEN);
    expect(enrolled.status).toBe(200);
    const { recoveryCodes } = (await enrolled.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const withoutCode = await signIn('fob@example.org');
    expect(withoutCode.errors?.[0].extensions.details?.reason).toBe('second-factor-required');
    const withToken = await signIn(
      'fob@example.org',
      await generate({ secret: seed.replace(/ /g, '') }),
    );
    expect(withToken.data.signIn.user).toMatchObject({ isAdmin: true, secondFactorEnabled: true });
    const audit = await call(AUDIT, { token: withToken.data.signIn.accessToken });
    expect(
      audit.data.auditEntries.items.filter(
        (e: { action: string }) => e.action === 'second-factor.token-enrolled',
      ),
    ).toEqual([
      {
        action: 'second-factor.token-enrolled',
        targetId: withToken.data.signIn.user.id,
        actorId: 'operator',
      },
    ]);
    expect((await signIn('fob@example.org', recoveryCodes[0])).data.signIn.user.isAdmin).toBe(true);
    expect((await signIn('fob@example.org', recoveryCodes[0])).errors?.[0].message).toBe(
      'This code is not correct or was already used. Please try again.',
    );
  });

  it('item 8: a member sees two sessions by browser and device, ends one, and its next request is refused', async () => {
    await member('two-phones@example.org');
    const phone = await signIn('two-phones@example.org', undefined, PIXEL);
    const laptop = await signIn('two-phones@example.org', undefined, LAPTOP);
    const list = await call('{ mySessions { id browser os current lastUsedAt } }', {
      token: laptop.data.signIn.accessToken,
    });
    expect(list.data.mySessions).toHaveLength(2);
    const other = list.data.mySessions.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect(list.data.mySessions.find((s: { current: boolean }) => s.current)).toMatchObject({
      browser: 'Firefox',
      os: 'Windows',
    });
    // The phone's token works, then not once its session is ended from the laptop.
    const me = '{ me { id } }';
    expect((await call(me, { token: phone.data.signIn.accessToken })).data.me).toEqual({
      id: phone.data.signIn.user.id,
    });
    const ended = await call('mutation ($id: ID!) { endSession(sessionId: $id) }', {
      token: laptop.data.signIn.accessToken,
      variables: { id: other.id },
    });
    expect(ended.data.endSession).toBe(true);
    expect(
      (await call(me, { token: phone.data.signIn.accessToken })).errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    const renewed = await call('mutation { refreshSession { accessToken } }', {
      cookie: phone.cookie,
    });
    expect(renewed.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    // The laptop stays signed in.
    expect((await call(me, { token: laptop.data.signIn.accessToken })).data.me).toEqual({
      id: laptop.data.signIn.user.id,
    });
  });
});
