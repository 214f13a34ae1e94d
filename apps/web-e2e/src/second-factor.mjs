// Staff (admins and moderators) work only with two-step verification on (issue 43, item 7). The suite's
// staff enrol once per run through the API, and the test secret the server gave each of them is kept in
// the run's data folder, so every scenario file generates their codes from it, as their phone would.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';

function stateFile() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR must name the data folder of the runtime under test');
  return join(dataDir, 'e2e-second-factors.json');
}
const readState = () =>
  existsSync(stateFile()) ? JSON.parse(readFileSync(stateFile(), 'utf8')) : {};
const writeState = (state) => writeFileSync(stateFile(), JSON.stringify(state, null, 2));
const stepNow = () => Math.floor(Date.now() / 30_000);

async function call(base, query, variables, token) {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** A code of the account's test secret that no sign-in used yet: the server takes each time step once,
 * and one step ahead of now; past that, this waits for the next step as a person would. */
export async function nextCode(email) {
  const state = readState();
  const factor = state[email];
  if (!factor) throw new Error(`${email} has no second factor enrolled in this run`);
  const step = Math.max(stepNow(), factor.lastStep + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  factor.lastStep = step;
  writeState(state);
  return generate({ secret: factor.secret, epoch: step * 30 });
}

/** The account's recovery codes from its enrolment (each works once). */
export function recoveryCodes(email) {
  return readState()[email]?.recoveryCodes ?? [];
}

/** Turns two-step verification on for a staff account through the API, once per run; its secret and
 * recovery codes are kept for the scenarios. A member without a staff role is left as is. */
export async function ensureSecondFactor(base, email, password) {
  if (readState()[email]) return;
  const signedIn = await call(
    base,
    'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken user { secondFactorRequired } } }',
    { e: email, p: password },
  );
  if (signedIn.errors)
    throw new Error(`signing ${email} in to enrol: ${JSON.stringify(signedIn.errors)}`);
  if (!signedIn.data.signIn.user.secondFactorRequired) return;
  const token = signedIn.data.signIn.accessToken;
  const begun = await call(base, 'mutation { beginSecondFactor { secret } }', {}, token);
  if (begun.errors) throw new Error(`enrolling ${email}: ${JSON.stringify(begun.errors)}`);
  const secret = begun.data.beginSecondFactor.secret;
  const step = stepNow();
  const confirmed = await call(
    base,
    'mutation ($c: String!) { confirmSecondFactor(code: $c) }',
    { c: await generate({ secret, epoch: step * 30 }) },
    token,
  );
  if (confirmed.errors) throw new Error(`enrolling ${email}: ${JSON.stringify(confirmed.errors)}`);
  writeState({
    ...readState(),
    [email]: { secret, lastStep: step, recoveryCodes: confirmed.data.confirmSecondFactor },
  });
}

/** A staff account's access token, signed in with its password and a code. */
export async function staffToken(base, email, password) {
  await ensureSecondFactor(base, email, password);
  const known = readState()[email];
  const signedIn = await call(
    base,
    'mutation ($e: String!, $p: String!, $c: String) { signIn(email: $e, password: $p, code: $c) { accessToken } }',
    { e: email, p: password, c: known ? await nextCode(email) : null },
  );
  if (signedIn.errors) throw new Error(`signing ${email} in: ${JSON.stringify(signedIn.errors)}`);
  return signedIn.data.signIn.accessToken;
}

/** On a sign-in form that now asks for the code (after the password), types the next one and signs in. */
export async function answerCodeStep(page, email) {
  const field = page.getByLabel('Authentication code');
  await field.waitFor({ state: 'visible', timeout: 15_000 });
  await field.fill(await nextCode(email));
  await page.getByRole('button', { name: /sign in/i }).click();
}
