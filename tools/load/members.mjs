// The members a load run writes as: signed up through the public API and confirmed with the link the
// identity service mailed them, as a person would, so their reviews, favorites and photos take the
// path every member's take. They belong to the installation the run loads (one of its own: see
// run.mjs), which goes away with their data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

async function graphql(url, query, variables) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.errors)
    throw new Error(
      body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status} from ${url}`,
    );
  return body.data;
}

/** A, B, …, Z, AA, AB, …: names take letters only. */
function lettersOf(n) {
  return (n >= 26 ? lettersOf(Math.floor(n / 26) - 1) : '') + String.fromCharCode(65 + (n % 26));
}

/** The newest verification link's token the outbox holds for the address, or null. */
function verificationToken(outbox, email) {
  if (!existsSync(outbox)) return null;
  const mails = readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
    .filter((mail) => mail.to === email);
  return /[?&]token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? null;
}

/** Waits for the identity service's e-mail to reach the outbox (it is sent after the sign-up answers
 * on the distributed runtime), up to a deadline. */
async function waitForToken(outbox, email, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = verificationToken(outbox, email);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no verification e-mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Signs `count` members up on the installation at `url` and confirms each address with the link
 * found in `outbox` (the identity service's DATA_DIR/outbox: the installation must have no SMTP_URL).
 * Addresses are under example.org (RFC 2606: no mailbox answers them). The installation's
 * SIGN_UPS_PER_HOUR must allow `count` sign-ups from this address.
 */
export async function signUpMembers(url, outbox, count) {
  const run = `${Date.now().toString(36)}-${process.pid}`;
  const members = [];
  for (let i = 0; i < count; i++) {
    const member = {
      email: `load-${run}-${i}@example.org`,
      password: randomBytes(18).toString('base64url'),
      fullName: `Load Runner ${lettersOf(i)}`,
    };
    await graphql(
      url,
      'mutation($email: String!, $password: String!, $fullName: String!) { signUp(email: $email, password: $password, fullName: $fullName) { id } }',
      member,
    );
    const token = await waitForToken(outbox, member.email);
    const { verifyEmail } = await graphql(
      url,
      'mutation($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { emailConfirmedAt } }',
      { token, password: member.password },
    );
    if (!verifyEmail?.emailConfirmedAt) throw new Error(`${member.email} was not confirmed`);
    members.push({ email: member.email, password: member.password });
  }
  return members;
}
