import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/** A fresh e-mail address, so no test sees another's account. */
export function memberEmail() {
  return `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** One GraphQL call from the given local address (a loopback server sees it as that client). */
function graphql(base, query, variables, { localAddress, accessToken } = {}) {
  const url = new URL('/graphql', base);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (answer.errors?.length)
              reject(
                new Error(
                  `${query.trim().split('\n')[0]}: ${answer.errors.map((e) => e.message).join('; ')}`,
                ),
              );
            else resolve(answer.data);
          } catch (error) {
            reject(new Error(`HTTP ${response.statusCode} from ${url}: ${error.message}`));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * A new account of its own for one test, made through the API. Sign-ups are limited to 5 per client
 * address an hour and every test member is a different person, so against a loopback server each one
 * signs up from its own 127.x.y.z address (the whole 127/8 block is the loopback interface).
 */
export async function newMember(base, fullName = 'Robin Tester', { confirmed = true } = {}) {
  const account = { email: memberEmail(), password: 'secret-e2e-1', fullName };
  const loopback = LOOPBACK.has(new URL(base).hostname);
  const localAddress = loopback
    ? `127.${randomInt(10, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
    : undefined;
  await graphql(
    base,
    'mutation SignUp($email: String!, $password: String!, $fullName: String!) { signUp(email: $email, password: $password, fullName: $fullName) { id } }',
    account,
    { localAddress },
  );
  const { signIn } = await graphql(
    base,
    'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken user { id } } }',
    { email: account.email, password: account.password },
    { localAddress },
  );
  // Confirmed through the e-mailed link unless asked otherwise: an unconfirmed account's reviews and
  // photos are held from the public (issue 43, finding 2).
  if (confirmed)
    await graphql(
      base,
      'mutation ($t: String!) { verifyEmail(token: $t) { id } }',
      { t: outboxVerificationToken(account.email) },
      { localAddress, accessToken: signIn.accessToken },
    );
  return { ...account, id: signIn.user.id, accessToken: signIn.accessToken, localAddress };
}

/** The newest verification link the runtime under test wrote to its outbox for the address. */
function outboxVerificationToken(email) {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const texts = readdirSync(outbox)
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
    .filter((mail) => mail.to === email && mail.text.includes('/auth/verify?token='))
    .map((mail) => mail.text);
  const token = /token=([\w-]+)/.exec(texts.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no verification e-mail for ${email} in ${outbox}`);
  return token;
}

/** A GraphQL call as the member (for setting up what a test needs without clicking through it). */
export function asMember(base, member, query, variables) {
  return graphql(base, query, variables, {
    localAddress: member.localAddress,
    accessToken: member.accessToken,
  });
}

/** Signs the member in through the sign-in form, as a person does. */
export async function signIn(page, base, member) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/`);
}

/** The operator's grant of admin (npm run admin:grant -- <email> --url): through the gateway with the
 * OPS_TOKEN the e2e server was started with (tools/scripts/test.mjs), for a confirmed account. */
export async function grantAdmin(base, email) {
  const token = process.env.E2E_OPS_TOKEN;
  if (!token)
    throw new Error('E2E_OPS_TOKEN must be the OPS_TOKEN of the server (npm test sets it)');
  const response = await fetch(new URL('/api/ops/grant-admin', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new Error(`granting admin to ${email}: ${response.status} ${await response.text()}`);
}
