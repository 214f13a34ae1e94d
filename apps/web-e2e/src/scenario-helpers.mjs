// What several scenario files share: places, page checks, the e2e admin and account set-up. It imports
// no scenario file, so the scenario files import it and never one another.
import AxeBuilder from '@axe-core/playwright';
import { expect as expectLocator } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, visible } from './checks.mjs';
import { grantAdmin, newMember } from './members.mjs';
import { answerCodeStep, ensureSecondFactor, staffToken } from './second-factor.mjs';

// Atlanta (the bundled sample is every SNAP retailer in Georgia) and a sparse rural spot in south
// Georgia where a 10-mile radius holds only a few pages of stores.
export const ATLANTA = { latitude: 33.749, longitude: -84.388 };
export const RURAL_GEORGIA = { latitude: 31.2, longitude: -82.35 };

/** The first element the locator finds comes into view (within the config's 15 s unless told), as
 * Playwright's expect words it (checks.mjs's visible words it as the scenario's). */
export async function expectVisible(page, locator, what, timeout) {
  await expectLocator(locator.first(), `${what} on ${page.url()}`).toBeVisible({ timeout });
}

/** Axe scan that fails on serious or critical violations. */
export async function axeScan(page, name) {
  // From the page's top, as it opens: a page the server rendered is tall at once, so a reload restores
  // its scroll, and a control then passing under the sticky header would read as an overlapped target.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expectLocator(
    blocking.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    ),
    `serious/critical axe violations on ${name}`,
  ).toEqual([]);
}

/** The texts the runtime e-mailed to the address (its outbox), oldest first. */
export function mailedTexts(email) {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(
    dataDir,
    'E2E_DATA_DIR must name the data folder of the runtime under test (npm test sets it)',
  );
  const outbox = join(dataDir, 'outbox');
  return readdirSync(outbox)
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
    .filter((mail) => mail.to === email)
    .map((mail) => mail.text);
}

/** The newest verification link the runtime wrote to its outbox for the address. */
export function verificationToken(email) {
  const token = /token=([\w-]+)/.exec(mailedTexts(email).at(-1) ?? '')?.[1];
  expect(token, `a verification e-mail for ${email}`);
  return token;
}

/** One GraphQL call straight to the API, its answer as the server gave it (errors included). */
export async function graphqlAnswer(base, query, variables = {}, token) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  return answer;
}

/** The admins the suite made in this run (their e-mail and id), kept in the runtime's data folder. */
const adminsFile = () => join(process.env.E2E_DATA_DIR ?? '', 'e2e-admins.json');
const registeredAdmins = () =>
  existsSync(adminsFile()) ? JSON.parse(readFileSync(adminsFile(), 'utf8')) : [];

/**
 * A new admin of its own for one test: a confirmed member made admin by the operator's grant (the e2e
 * server's OPS_TOKEN, tools/scripts/test.mjs), with the suite's staff token enrolled. Each test has its
 * own, so none waits for another's next code: the server takes each 30-second code of an account once.
 */
export async function newAdmin(base, fullName = 'Ada Admin') {
  const admin = await newMember(base, fullName);
  await grantAdmin(base, admin.email);
  // Staff sign in with a code of their second factor (second-factor.mjs).
  await ensureSecondFactor(base, admin.email);
  writeFileSync(
    adminsFile(),
    JSON.stringify([...registeredAdmins(), { email: admin.email, id: admin.id }]),
  );
  return admin;
}

/** Makes the admin the installation's only one: every other admin the suite made steps down, as the
 * check of the last admin's own removal needs (the suite runs one scenario at a time). */
export async function leaveOnlyAdmin(base, admin) {
  const token = await staffToken(base, admin.email, admin.password);
  const others = registeredAdmins().filter((other) => other.email !== admin.email);
  for (const other of others) {
    const removed = await graphqlAnswer(
      base,
      'mutation ($id: ID!) { removeRole(userId: $id, role: "admin") { id } }',
      { id: other.id },
      token,
    );
    expect(!removed.errors, `${other.email} stepping down: ${JSON.stringify(removed.errors)}`);
  }
  writeFileSync(adminsFile(), JSON.stringify([{ email: admin.email, id: admin.id }]));
}

/** An access token of a new admin, for setting up through the API what a test needs. */
export async function adminToken(base) {
  const admin = await newAdmin(base);
  return staffToken(base, admin.email, admin.password);
}

/** The back-office sign-in a signed-out visitor of the path gets, its e-mail and password sent (a
 * staff account is then asked for a code). */
export async function sendBackOfficePassword(page, base, staff, path) {
  await page.goto(`${base}/admin/${path}`);
  await visible(
    page,
    page.getByRole('heading', { name: 'Back-office Sign In' }),
    'the back-office sign-in',
  );
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a staff account in where the back-office path sends a signed-out visitor: e-mail and
 * password, then a code of its token. */
export async function signInToBackOffice(page, base, staff, path) {
  await sendBackOfficePassword(page, base, staff, path);
  await answerCodeStep(page, staff.email);
}

/** A member with a confirmed e-mail whom the admin made a moderator. */
export async function newModerator(base) {
  // newMember confirms the address (roles need a confirmed one).
  const moderator = await newMember(base, 'Max Moderator');
  const granted = await graphqlAnswer(
    base,
    `mutation { assignRole(userId: "${moderator.id}", role: "moderator") { id } }`,
    {},
    await adminToken(base),
  );
  expect(!granted.errors, `granting the moderator role: ${JSON.stringify(granted.errors)}`);
  // The role works once the moderator has two-step verification on.
  await ensureSecondFactor(base, moderator.email);
  return moderator;
}

/** One GraphQL call through the page's request context; its data, or a failed check naming the errors. */
export async function graphqlData(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  const answer = await response.json();
  expect(!answer.errors, `${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The ids of the 2020 panel's stores still open in 2020 (Y2020=1), for finding one that the 2026
 * list no longer has (the bundled sample closes about 4,300 of them). */
function stores2020() {
  const url = new URL('../../../data/sample/snap-retailers-ga-2020.csv', import.meta.url);
  const [header, ...lines] = readFileSync(url, 'utf8').split('\n');
  const columns = header.split(',');
  const id = columns.indexOf('store_id');
  const open2020 = columns.indexOf('Y2020');
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells[open2020] === '1')
    .map((cells) => cells[id]);
}

let closedStore = null;

/** A store of the 2020 panel that USDA's 2026 list no longer has, as the API answers it. */
export async function findClosedStore(page, base) {
  if (closedStore) return closedStore;
  const ids = stores2020();
  // Spread over the panel; about half of these are closed, so a few tries find one.
  for (let i = 0; i < 60; i++) {
    const id = ids[(i * 7919) % ids.length];
    const { store } = await graphqlData(
      page,
      base,
      'query ($id: ID!) { store(id: $id) { id Store_Name status delisted_on listed_on } }',
      { id },
    );
    if (store?.status === 'closed' && store.delisted_on) {
      closedStore = store;
      return store;
    }
  }
  throw new Error(
    'Expected a store of the 2020 panel to be closed (status closed, delisted_on set)',
  );
}

/** A ZIP search from the home page's hero form, as a visitor types it. */
export async function searchZip(page, base, zip) {
  await page.goto(`${base}/`);
  const box = page.getByRole('textbox', { name: 'ZIP code' });
  await box.fill(zip);
  await box.press('Enter');
}
