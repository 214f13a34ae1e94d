import { JwtService } from '@nestjs/jwt';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@snap/platform-config';
import { confirmEmail, signInToken } from './confirm-email.testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

interface Answer {
  status: number;
  headers: Headers;
  data: any;
  errors?: Array<{ message: string; extensions: { code: string; retryAfterSeconds?: number } }>;
}

/** Anchorage Farmers Market, from the bundled national farmers market file. */
const STORE = '1096559';
const OPS_TOKEN = randomBytes(32).toString('base64url');
const JWT_SECRET = randomBytes(48).toString('base64url');

async function call(
  url: string,
  query: string,
  options: { token?: string; headers?: Record<string, string>; variables?: object } = {},
): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    ...((await response.json()) as { data: unknown }),
  };
}

function outbox(dataDir: string): Array<{ to: string; subject: string; text: string }> {
  try {
    return readdirSync(join(dataDir, 'outbox')).map((file) =>
      JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')),
    );
  } catch {
    return [];
  }
}

/** Starts a multipart upload of `total` bytes. With a declared length only the part header is sent
 * before waiting for the answer (so the 413 provably comes before the body is read); chunked, 1 MB
 * pieces go out until the server answers or closes the connection. */
function pushUpload(
  url: string,
  path: string,
  token: string,
  total: number,
  chunked: boolean,
): Promise<{ status: number; sentBytes: number; reset: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const boundary = 'x-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const target = new URL(path, url);
    const req = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }),
      },
    });
    let sentBytes = 0;
    let done = false;
    const finish = (result: { status: number; reset: boolean; body: string }) => {
      if (done) return;
      done = true;
      resolve({ ...result, sentBytes });
    };
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => finish({ status: res.statusCode ?? 0, reset: false, body }));
      res.on('error', () => finish({ status: res.statusCode ?? 0, reset: true, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        finish({ status: 0, reset: true, body: '' });
      else reject(error);
    });
    sentBytes += head.length;
    req.write(head);
    if (!chunked) return;
    const chunk = Buffer.alloc(1024 * 1024, 0xab);
    const pump = () => {
      while (!done && sentBytes < total) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

function forge(
  claims: object,
  secret: string,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** One attack per item of the security review, against a production-configured runtime behind one
 * trusted proxy hop. (Passport keeps one 'jwt' strategy per process, so one gateway per test file.) */
// Every sign-in hashes with argon2: on a busy 2-core machine a test may take several seconds.
jest.setTimeout(60_000);

describe('security: attacks on the standalone runtime', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  let member: { email: string; token: string; cookie: string; deviceCookie: string };

  const signUpAndIn = async (url: string, email: string, via: Record<string, string> = {}) => {
    await call(
      url,
      `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Sam Tester") { id } }`,
      { headers: via },
    );
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...via },
      body: JSON.stringify({
        query: `mutation { signIn(email: "${email}", password: "secret-pass-1") { accessToken } }`,
      }),
    });
    const body = (await response.json()) as { data: { signIn: { accessToken: string } } };
    const cookies = response.headers.getSetCookie();
    return {
      email,
      token: body.data.signIn.accessToken,
      cookie: cookies.find((c) => c.startsWith('snap_refresh=')) ?? '',
      deviceCookie: cookies.find((c) => c.startsWith('snap_device=')) ?? '',
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wt-sec-prod-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://snap.example.org',
        TRUST_PROXY_HOPS: '1',
        JWT_SECRET,
        OPS_TOKEN,
        ADMIN_EMAILS: 'boss@example.org',
        RATE_LIMITS: 'reviews=2/3600,page-views=3/600',
      }),
    );
    member = await signUpAndIn(runtime.url, 'member@example.org', {
      'X-Forwarded-For': '203.0.113.20',
    });
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linkIn = (to: string, path: 'verify' | 'reset-password') =>
    /token=([\w-]+)/.exec(
      outbox(dataDir)
        .filter((m) => m.to === to && m.text.includes(`/auth/${path}?token=`))
        .at(-1)?.text ?? '',
    )?.[1] as string;
  const grant = (email: string, token = OPS_TOKEN) =>
    fetch(`${runtime.url}/api/ops/grant-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email }),
    });

  it('1. a stranger who signs up first with the admin’s address gets nothing: no admin from ADMIN_EMAILS, no confirmation by the owner’s click, and the owner takes the account over', async () => {
    const attacker = await signUpAndIn(runtime.url, 'boss@example.org', {
      'X-Forwarded-For': '198.51.100.21',
    });
    expect(
      (await call(runtime.url, '{ me { roles } isAdmin }', { token: attacker.token })).data,
    ).toEqual({ me: { roles: [] }, isAdmin: false });
    const grab = await call(
      runtime.url,
      `mutation { assignRole(userId: "someone", role: "admin") { id } }`,
      { token: attacker.token },
    );
    expect(grab.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // The owner clicks 'Confirm your e-mail' in their mailbox: the link alone confirms nothing.
    const verify = await call(
      runtime.url,
      'mutation ($t: String!) { verifyEmail(token: $t) { emailConfirmedAt } }',
      { variables: { t: linkIn('boss@example.org', 'verify') } },
    );
    expect(verify.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringContaining('Forgot password?'),
    });
    // No grant for an unconfirmed account, none without OPS_TOKEN.
    expect((await grant('boss@example.org')).status).toBe(400);
    expect((await grant('boss@example.org', 'not-the-ops-token')).status).toBe(403);
    // The owner signs up: the same answer as any sign-up (product rule Sign-up and sign-in), and a link that makes the account theirs.
    const again = await call(
      runtime.url,
      'mutation { signUp(email: "boss@example.org", password: "owner-pw", fullName: "Bo Boss") { id } }',
      { headers: { 'X-Forwarded-For': '203.0.113.21' } },
    );
    expect(again.errors?.[0].message).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    const reset = await call(
      runtime.url,
      'mutation ($t: String!) { resetPassword(token: $t, password: "owner-pw", confirmPassword: "owner-pw") }',
      { variables: { t: linkIn('boss@example.org', 'reset-password') } },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    // The attacker's token ends with the reset; their password no longer works.
    expect(
      (await call(runtime.url, '{ me { id } }', { token: attacker.token })).errors?.[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    const theirs = await call(
      runtime.url,
      'mutation { signIn(email: "boss@example.org", password: "secret-pass-1") { accessToken } }',
      { headers: { 'X-Forwarded-For': '198.51.100.21' } },
    );
    expect(theirs.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const signIn = () =>
      call(
        runtime.url,
        'mutation { signIn(email: "boss@example.org", password: "owner-pw") { accessToken user { emailConfirmedAt isAdmin secondFactorRequired } } }',
        { headers: { 'X-Forwarded-For': '203.0.113.21' } },
      );
    // Confirmed by the reset, and ADMIN_EMAILS (still set here) grants nothing.
    expect((await signIn()).data.signIn.user).toEqual({
      emailConfirmedAt: expect.any(String),
      isAdmin: false,
      secondFactorRequired: false,
    });
    // The first admin: the operator's grant on the confirmed account, which counts once the account
    // turns on two-step verification (the sign-in leads there).
    expect((await grant('boss@example.org')).status).toBe(200);
    expect((await signIn()).data.signIn.user).toMatchObject({
      isAdmin: false,
      secondFactorRequired: true,
    });
  });

  it('1. forgot password answers the same for an unknown address and limits requests per address and per client', async () => {
    const ask = (email: string, ip: string) =>
      call(runtime.url, `mutation { requestPasswordReset(email: "${email}") }`, {
        headers: { 'X-Forwarded-For': ip },
      });
    await signUpAndIn(runtime.url, 'forgetful@example.org', { 'X-Forwarded-For': '203.0.113.24' });
    const known = await ask('forgetful@example.org', '203.0.113.25');
    const unknown = await ask('nobody-at-all@example.org', '203.0.113.25');
    expect(known.data).toEqual({ requestPasswordReset: true });
    expect(unknown.data).toEqual(known.data);
    expect(outbox(dataDir).filter((m) => m.to === 'nobody-at-all@example.org')).toEqual([]);
    for (let i = 0; i < 8; i++) await ask(`x${i}@example.org`, '203.0.113.25');
    expect((await ask('forgetful@example.org', '203.0.113.25')).errors?.[0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('2. refuses to start with a placeholder or weak JWT secret', () => {
    for (const JWT_SECRET of [
      'change-me-in-production-at-least-32-characters',
      'x'.repeat(64),
      'too-short',
    ]) {
      expect(() => loadConfig(StandaloneEnv, { JWT_SECRET })).toThrow(ConfigError);
    }
  });

  it('3. marks the refresh cookie Secure outside local development (plain http loopback: standalone-runtime.spec)', async () => {
    expect(member.cookie).toMatch(
      /^snap_refresh=[^;]+; Path=\/graphql; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('4. answers expired, forged, alg:none and tampered tokens with UNAUTHENTICATED, never as anonymous', async () => {
    const claims = JSON.parse(Buffer.from(member.token.split('.')[1], 'base64url').toString());
    const { iat: _iat, ...rest } = claims;
    const expired = new JwtService({ secret: JWT_SECRET }).sign({
      ...rest,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const wrongSecret = forge({ ...claims }, randomBytes(48).toString('base64url'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url')}.`;
    const [head, , signature] = member.token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url')}.${signature}`;
    for (const token of [expired, wrongSecret, none, tampered, 'not.a.token']) {
      for (const query of [
        '{ me { id } }',
        `mutation { createTip(storeId: "${STORE}", comment_text: "hi") { id } }`,
        '{ pendingContributions { id } }',
      ]) {
        const answer = await call(runtime.url, query, { token });
        expect(answer.errors?.[0]).toMatchObject({
          message: 'Your session has expired. Please sign in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    }
    expect(
      (await call(runtime.url, '{ me { email } }', { token: member.token })).data.me.email,
    ).toBe('member@example.org');
  });

  it('5. changes a password only with the current one, ending the other sessions; signs out everywhere', async () => {
    const via = { 'X-Forwarded-For': '203.0.113.30' };
    const first = await signUpAndIn(runtime.url, 'mover@example.org', via);
    const second = await signUpAndIn(runtime.url, 'mover@example.org', via);
    const wrong = await call(
      runtime.url,
      'mutation { changePassword(currentPassword: "guess-1", password: "taken-one", confirmPassword: "taken-one") }',
      { token: first.token },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The current password is not correct. Your password was not changed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const changed = await call(
      runtime.url,
      'mutation { changePassword(currentPassword: "secret-pass-1", password: "new-secret", confirmPassword: "new-secret") }',
      { token: first.token },
    );
    expect(changed.data).toEqual({ changePassword: true });
    const refresh = (cookie: string) =>
      call(runtime.url, 'mutation { refreshSession { accessToken } }', {
        headers: { Cookie: cookie.split(';')[0] },
      });
    expect((await refresh(second.cookie)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const kept = await refresh(first.cookie);
    expect(kept.data.refreshSession.accessToken).toEqual(expect.any(String));
    expect(
      (
        await call(runtime.url, 'mutation { signOutEverywhere }', {
          token: kept.data.refreshSession.accessToken,
        })
      ).data,
    ).toEqual({ signOutEverywhere: true });
    const rotated = kept.headers.get('set-cookie') as string;
    expect((await refresh(rotated)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('6. lets a stranger lock out only themselves: the owner signs in after 10 wrong guesses', async () => {
    const owner = await signUpAndIn(runtime.url, 'owner@example.org', {
      'X-Forwarded-For': '203.0.113.40',
    });
    const guess = (password: string, ip: string) =>
      call(
        runtime.url,
        `mutation { signIn(email: "owner@example.org", password: "${password}") { accessToken } }`,
        { headers: { 'X-Forwarded-For': ip } },
      );
    const codes = [];
    for (let i = 0; i < 10; i++)
      codes.push((await guess('wrong-guess', '198.51.100.99')).errors?.[0].extensions.code);
    expect(codes).toEqual([
      ...Array(5).fill('UNAUTHENTICATED'),
      ...Array(5).fill('TOO_MANY_REQUESTS'),
    ]);
    expect((await guess('secret-pass-1', '198.51.100.99')).errors?.[0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await guess('secret-pass-1', '203.0.113.40')).data.signIn.accessToken).toEqual(
      expect.any(String),
    );
    expect(owner.token).toEqual(expect.any(String));
  });

  it('item 2: an access token is refused on the next request after sign-out, sign-out everywhere, a password change, a role removal and deletion', async () => {
    const via = { 'X-Forwarded-For': '203.0.113.31' };
    const me = async (token: string) =>
      (await call(runtime.url, '{ me { id } }', { token })).errors?.[0]?.extensions.code ?? 'OK';
    const one = await signUpAndIn(runtime.url, 'leaver@example.org', via);
    const two = await signUpAndIn(runtime.url, 'leaver@example.org', via);
    expect(await me(one.token)).toBe('OK');
    // Sign-out of one session: its access token ends, the other session's does not.
    await call(runtime.url, 'mutation { signOut }', {
      headers: { Cookie: one.cookie.split(';')[0] },
    });
    expect(await me(one.token)).toBe('UNAUTHENTICATED');
    expect(await me(two.token)).toBe('OK');
    const three = await signUpAndIn(runtime.url, 'leaver@example.org', via);
    await call(runtime.url, 'mutation { signOutEverywhere }', { token: two.token });
    expect(await me(three.token)).toBe('UNAUTHENTICATED');
    // A password change ends the other sessions' access tokens.
    const four = await signUpAndIn(runtime.url, 'leaver@example.org', via);
    const five = await signUpAndIn(runtime.url, 'leaver@example.org', via);
    await call(
      runtime.url,
      'mutation { changePassword(currentPassword: "secret-pass-1", password: "secret-pass-2", confirmPassword: "secret-pass-2") }',
      { token: four.token },
    );
    expect(await me(five.token)).toBe('UNAUTHENTICATED');

    // A moderator whose role is removed can no longer read the queue (reporters' e-mails) or hide.
    const admin = await signUpAndIn(runtime.url, 'chief-mod@example.org', {
      'X-Forwarded-For': '203.0.113.32',
    });
    await confirmEmail(runtime.url, dataDir, 'chief-mod@example.org');
    expect((await grant('chief-mod@example.org')).status).toBe(200);
    const chief = {
      token: await signInToken(runtime.url, 'chief-mod@example.org', 'secret-pass-1'),
    };
    const mod = await signUpAndIn(runtime.url, 'ex-mod@example.org', {
      'X-Forwarded-For': '203.0.113.33',
    });
    await confirmEmail(runtime.url, dataDir, 'ex-mod@example.org');
    const modId = (await call(runtime.url, '{ me { id } }', { token: mod.token })).data.me.id;
    await call(
      runtime.url,
      `mutation { assignRole(userId: "${modId}", role: "moderator") { id } }`,
      {
        token: chief.token,
      },
    );
    const moderator = { token: await signInToken(runtime.url, 'ex-mod@example.org') };
    const queue = '{ moderationQueue(limit: 5) { total } }';
    expect((await call(runtime.url, queue, { token: moderator.token })).errors).toBeUndefined();
    await call(
      runtime.url,
      `mutation { removeRole(userId: "${modId}", role: "moderator") { id } }`,
      {
        token: chief.token,
      },
    );
    expect(
      (await call(runtime.url, queue, { token: moderator.token })).errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(admin.token).toEqual(expect.any(String));

    // After deletion the old token cannot post a review that would never be anonymised.
    const gone = await signUpAndIn(runtime.url, 'gone@example.org', {
      'X-Forwarded-For': '203.0.113.34',
    });
    await call(runtime.url, 'mutation { deleteAccount(password: "secret-pass-1") }', {
      token: gone.token,
    });
    const review = await call(
      runtime.url,
      `mutation { createReview(storeId: "${STORE}", rating: 5, review_text: "after deletion") { pointsAwarded } }`,
      { token: gone.token },
    );
    expect(review.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("issue 43, finding 4: once a spent refresh token comes back, the thief's access token is refused at once", async () => {
    const owner = await signUpAndIn(runtime.url, 'robbed@example.org', {
      'X-Forwarded-For': '203.0.113.35',
    });
    const refresh = (cookie: string) =>
      call(runtime.url, 'mutation { refreshSession { accessToken } }', {
        headers: { Cookie: cookie.split(';')[0] },
      });
    const me = async (token: string) =>
      (await call(runtime.url, '{ me { id } }', { token })).errors?.[0]?.extensions.code ?? 'OK';
    // The thief copied the refresh cookie and renews first; their token works (and is now cached).
    const thief = (await refresh(owner.cookie)).data.refreshSession.accessToken as string;
    expect(await me(thief)).toBe('OK');
    expect(await me(thief)).toBe('OK');
    // The owner's browser sends the same, now spent, cookie: identity ends the whole session.
    expect((await refresh(owner.cookie)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await me(thief)).toBe('UNAUTHENTICATED');
  });

  it('item 8: guesses from many addresses do not lock the owner’s own browser out on a new address', async () => {
    const via = { 'X-Forwarded-For': '203.0.113.41' };
    const owner = await signUpAndIn(runtime.url, 'targeted@example.org', via);
    const device = /snap_device=([^;]+)/.exec(owner.deviceCookie)?.[1] as string;
    expect(device).toMatch(/^[\w-]{43}$/);
    const signIn = (password: string, ip: string, cookie?: string) =>
      call(
        runtime.url,
        `mutation { signIn(email: "targeted@example.org", password: "${password}") { accessToken } }`,
        { headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) } },
      );
    // 57 wrong guesses from 12 addresses fill the per-account ceiling (50 an hour).
    for (let i = 0; i < 57; i++) await signIn('wrong-guess', `198.51.100.${120 + (i % 12)}`);
    expect((await signIn('secret-pass-1', '192.0.2.50')).errors?.[0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // The owner's browser, on a network it never used, still gets in.
    const mine = await signIn('secret-pass-1', '192.0.2.51', `snap_device=${device}`);
    expect(mine.data?.signIn.accessToken).toEqual(expect.any(String));
  }, 180_000);

  it('item 9: deleting an account allows 5 password guesses, then asks to wait', async () => {
    const target = await signUpAndIn(runtime.url, 'keep-me@example.org', {
      'X-Forwarded-For': '203.0.113.42',
    });
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await call(runtime.url, `mutation { deleteAccount(password: "guess-${i}") }`, {
            token: target.token,
          })
        ).errors?.[0].extensions.code,
      );
    expect(codes).toEqual([...Array(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
    const right = await call(runtime.url, 'mutation { deleteAccount(password: "secret-pass-1") }', {
      token: target.token,
    });
    expect(right.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('7+8. limits an anonymous report flood per visitor, whatever X-Forwarded-For the visitor makes up', async () => {
    const before = outbox(dataDir).filter(
      (m) => m.subject.includes('report') || m.text.includes('Gone'),
    ).length;
    const report = (forwardedFor: string) =>
      call(
        runtime.url,
        `mutation { reportIssue(storeId: "${STORE}", issueType: "closed-permanently", description: "Gone") { id } }`,
        {
          headers: { 'X-Forwarded-For': forwardedFor },
        },
      );
    const answers = [];
    // The proxy appends the real address (203.0.113.77); the visitor controls everything before it.
    for (let i = 0; i < 8; i++) answers.push(await report(`10.0.0.${i}, 203.0.113.77`));
    expect(answers.slice(0, 5).every((a) => a.data?.reportIssue?.id)).toBe(true);
    for (const refused of answers.slice(5)) {
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Too many requests. Please try again in 60 minutes.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const mails = outbox(dataDir).filter(
      (m) => m.subject.includes('report') || m.text.includes('Gone'),
    ).length;
    expect(mails - before).toBeLessThanOrEqual(5);
    // Another visitor behind the same proxy is not affected.
    expect((await report('203.0.113.78')).data.reportIssue.id).toEqual(expect.any(String));
  });

  it('8. takes its limits from RATE_LIMITS: reviews per user, page views per address (429)', async () => {
    const review = () =>
      call(
        runtime.url,
        `mutation { createReview(storeId: "${STORE}", rating: 4) { pointsEarned } }`,
        { token: member.token },
      );
    // Two reviews within the limit (RATE_LIMITS reviews=2) are answered, the third is refused.
    expect((await review()).data?.createReview).toEqual({ pointsEarned: expect.any(Number) });
    expect((await review()).data?.createReview).toEqual({ pointsEarned: expect.any(Number) });
    expect((await review()).errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const view = () =>
      fetch(`${runtime.url}/api/page-views`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.90' },
        body: '{"path":"/search"}',
      });
    expect([
      (await view()).status,
      (await view()).status,
      (await view()).status,
      (await view()).status,
    ]).toEqual([204, 204, 204, 429]);
  });

  it('issue 43, finding 4: behind a proxy that names visitors in X-Real-IP only, each visitor is their own client, never an operator', async () => {
    const view = (realIp: string) =>
      fetch(`${runtime.url}/api/page-views`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Real-IP': realIp },
        body: '{"path":"/search"}',
      });
    const statuses = async (realIp: string, times: number) => {
      const answers: number[] = [];
      for (let i = 0; i < times; i++) answers.push((await view(realIp)).status);
      return answers;
    };
    // RATE_LIMITS page-views=3/600 per address: one visitor spends their own three, not the next one's.
    expect(await statuses('198.51.100.61', 4)).toEqual([204, 204, 204, 429]);
    expect(await statuses('198.51.100.62', 1)).toEqual([204]);
    // A request through such a proxy from this machine is still a visitor's: no metrics.
    const metrics = await fetch(`${runtime.url}/metrics`, {
      headers: { 'X-Real-IP': '198.51.100.63' },
    });
    expect(metrics.status).toBe(403);
  });

  it('issue 43, finding 2: the per-address limits count an IPv6 /64 as one address', async () => {
    const view = (address: string) =>
      fetch(`${runtime.url}/api/page-views`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: '{"path":"/search"}',
      });
    const statuses: number[] = [];
    // RATE_LIMITS page-views=3/600: four addresses of one /64 are one visitor.
    for (const address of [
      '2001:db8:43:2::1',
      '2001:db8:43:2::2',
      '2001:db8:43:2:aaaa::3',
      '2001:db8:43:2:ffff:ffff:ffff:fffe',
    ])
      statuses.push((await view(address)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await view('2001:db8:43:3::1')).status).toBe(204);
  });

  it('9. answers a 200 MB upload with 413 before reading its body, and stops reading a chunked one at the cap', async () => {
    const declared = await pushUpload(
      runtime.url,
      `/api/stores/${STORE}/photos`,
      member.token,
      200 * 1024 * 1024,
      false,
    );
    expect(declared).toMatchObject({ status: 413, reset: false });
    expect(JSON.parse(declared.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The upload is too large. Send at most 5 photos of 10MB each.',
    });
    expect(declared.sentBytes).toBeLessThan(1024);
    const chunked = await pushUpload(
      runtime.url,
      `/api/stores/${STORE}/photos`,
      member.token,
      200 * 1024 * 1024,
      true,
    );
    // Answered 413, or cut off once the cap was passed: either way far from 200 MB went in.
    expect(chunked.status === 413 || chunked.reset).toBe(true);
    expect(chunked.sentBytes).toBeLessThan(90 * 1024 * 1024);
    expect((await call(runtime.url, '{ health { status } }')).data.health.status).toBe('up');
  }, 120_000);

  it('10. refuses a depth-50 query, 1,000 aliases and batches; gives no field suggestions in production', async () => {
    const deep = await call(runtime.url, `{ me ${'{ id '.repeat(50)}${'}'.repeat(50)} }`);
    expect(deep.status).toBe(400);
    expect(deep.errors?.map((e) => e.message)).toContain(
      'Syntax Error: Query depth limit of 10 exceeded, found 51.',
    );
    const aliases = await call(
      runtime.url,
      `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    );
    expect(aliases.status).toBe(400);
    expect(aliases.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Document contains more th.. 3000 tokens/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const elevenAliases = await call(
      runtime.url,
      `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: isAdmin`).join(' ')} }`,
    );
    expect(elevenAliases.errors?.[0].message).toBe(
      'Syntax Error: Aliases limit of 10 exceeded, found 11.',
    );
    const typo = await call(runtime.url, '{ helth { status } }');
    expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    const batch = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batch.status).toBe(400);
  });

  it('10. sends security headers and an explicit CORS policy; malformed JSON is 400 and an oversized body 413', async () => {
    const page = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-powered-by')).toBeNull();
    const preflight = await fetch(`${runtime.url}/graphql`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const malformed = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      message: 'The request body is not valid JSON.',
    });
    const oversized = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } #${'x'.repeat(300_000)}` }),
    });
    expect(oversized.status).toBe(413);
    const browser = await fetch(`${runtime.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(browser.status).toBe(404);
    expect(await browser.text()).toContain('GRAPHIQL=true');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await fetch(`${runtime.url}/admin/graphiql.html`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect({ encoding, status: page.status }).toEqual({ encoding, status: 404 });
    }
  });

  it('11. keeps engine details and metrics for operators; bounds metric labels', async () => {
    const visitor = { 'X-Forwarded-For': '203.0.113.60' };
    const ready = (await (
      await fetch(`${runtime.url}/health/ready`, { headers: visitor })
    ).json()) as { dependencies: object[] };
    for (const dependency of ready.dependencies)
      expect(Object.keys(dependency).sort()).toEqual(['name', 'status']);
    expect((await fetch(`${runtime.url}/metrics`, { headers: visitor })).status).toBe(403);
    for (let i = 0; i < 3; i++) {
      await fetch(`${runtime.url}/api/page-views`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${100 + i}` },
        body: JSON.stringify({ path: `/made-up-${i}-${randomBytes(4).toString('hex')}` }),
      });
      await fetch(`${runtime.url}/nothing-${randomBytes(4).toString('hex')}`, {
        method: `M${i}` as 'GET',
      }).catch(() => undefined);
    }
    const metrics = await (
      await fetch(`${runtime.url}/metrics`, {
        headers: { ...visitor, Authorization: `Bearer ${OPS_TOKEN}` },
      })
    ).text();
    expect(metrics).toMatch(/page_views_total\{[^}]*route="other"/);
    expect(metrics).not.toMatch(/made-up|nothing-/);
  });
});
