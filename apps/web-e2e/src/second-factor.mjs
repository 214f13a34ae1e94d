// Staff (admins and moderators) work only with two-step verification on (issue 43, item 7). The suite's
// staff hold a hardware token, as staff without a smartphone do: the operator enrols its seed, a fixed
// test secret, once per run through the operator's endpoint (npm run admin:enrol-token), and every
// scenario file generates their codes from it, as the key fob would. The run's data folder keeps only
// what the server decides: who was enrolled, the last time step each one used (a code is taken once)
// and the recovery codes the enrolment gave. The two-step scenario (second-factor.scenarios.mjs) enrols
// through the back-office instead, with the secret the server issues there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';

/** The seed of the suite's staff tokens: base32, 160 bits ("e2e-staff-token-seed"). Test-only, like
 * the staff passwords next to it; every staff account of the run shares it. */
export const E2E_STAFF_TOTP_SECRET = 'MUZGKLLTORQWMZRNORXWWZLOFVZWKZLE';

function stateFile() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR must name the data folder of the runtime under test');
  return join(dataDir, 'e2e-second-factors.json');
}
const readState = () =>
  existsSync(stateFile()) ? JSON.parse(readFileSync(stateFile(), 'utf8')) : {};
const writeState = (state) => writeFileSync(stateFile(), JSON.stringify(state, null, 2));
const stepNow = () => Math.floor(Date.now() / 30_000);

/** A code of the staff token that no sign-in of the account used yet: the server takes each time step
 * once, and one step ahead of now; past that, this waits for the next step as a person would. */
export async function nextCode(email) {
  const state = readState();
  const factor = state[email];
  if (!factor) throw new Error(`${email} has no second factor enrolled in this run`);
  const step = Math.max(stepNow(), factor.lastStep + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  factor.lastStep = step;
  writeState(state);
  return generate({ secret: E2E_STAFF_TOTP_SECRET, epoch: step * 30 });
}

/** The account's recovery codes from its enrolment (each works once). */
export function recoveryCodes(email) {
  return readState()[email]?.recoveryCodes ?? [];
}

/** Enrols the staff token for a staff account through the operator's endpoint, with the OPS_TOKEN the
 * e2e server was started with (tools/scripts/test.mjs), once per run: enrolling again would end the
 * account's sessions that scenarios hold. */
export async function ensureSecondFactor(base, email) {
  if (readState()[email]) return;
  const token = process.env.E2E_OPS_TOKEN;
  if (!token)
    throw new Error('E2E_OPS_TOKEN must be the OPS_TOKEN of the server (npm test sets it)');
  const response = await fetch(new URL('/api/ops/enrol-token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, secret: E2E_STAFF_TOTP_SECRET }),
  });
  if (!response.ok)
    throw new Error(`enrolling ${email}'s token: ${response.status} ${await response.text()}`);
  const enrolled = await response.json();
  // No code of the token was used yet: the first sign-in may take the current step.
  writeState({
    ...readState(),
    [email]: { lastStep: 0, recoveryCodes: enrolled.recoveryCodes },
  });
}

/** A staff account's access token, signed in with its password and a code. */
export async function staffToken(base, email, password) {
  await ensureSecondFactor(base, email);
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($e: String!, $p: String!, $c: String) { signIn(email: $e, password: $p, code: $c) { accessToken } }',
      variables: { e: email, p: password, c: await nextCode(email) },
    }),
  });
  const signedIn = await response.json();
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
