import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import {
  axeScan,
  leaveOnlyAdmin,
  newAdmin,
  signInToBackOffice,
  verificationToken,
} from './scenario-helpers.mjs';
import { expect as expectLocator } from '@playwright/test';
import { expect, visible } from './checks.mjs';

async function graphql(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return response.json();
}

// Sign-ups are limited per address (5 an hour): the member whose roles change is made once per run and
// shared by both viewports (each scenario's admin is its own, newAdmin).
let member = null;
async function roleTarget(page, base) {
  const signUp =
    'mutation ($email: String!, $password: String!, $fullName: String!) { signUp(email: $email, password: $password, fullName: $fullName) { id } }';
  if (!member) {
    member = {
      email: `e2e-member-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`,
      password: 'secret-e2e-2',
      fullName: 'Morgan Member',
    };
    const made = await graphql(page, base, signUp, member);
    expect(!made.errors, `the member account could not be made: ${JSON.stringify(made.errors)}`);
    // Roles are given only to confirmed addresses.
    await confirm(page, base, member.email, member.password);
  }
  return member;
}

/** Opens the verification link the runtime e-mailed to the address, as its owner would, with the
 * password they chose (the link alone does not confirm an account). */
async function confirm(page, base, email, password) {
  const answer = await graphql(
    page,
    base,
    'mutation ($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
    {
      t: verificationToken(email),
      p: password,
    },
  );
  expect(!answer.errors, `confirming ${email}: ${JSON.stringify(answer.errors)}`);
}

/** Nothing wider than the viewport: every column of every table readable on a phone. */
async function fitsTheViewport(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth <= innerWidth,
    `${what} is ${scrollWidth}px wide in a ${innerWidth}px viewport`,
  );
}

async function changeRole(page, button, question, outcome) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Change roles' });
  await visible(page, dialog.getByText(question), `the confirmation '${question}'`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await visible(page, page.getByText(outcome, { exact: true }), `'${outcome}'`);
}

// Seven rows of the 2020 research panel, uploaded with the date their list was true: an old list never
// reopens a store that USDA's July 2026 list no longer has, so the public scenarios after this one see
// Georgia as the bundled sample has it.
const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'snap-retailers-ga-2020-cut.csv');
const FIXTURE_AS_OF = '2020-06-30';
// USDA's July 2026 Georgia list (the bundled sample's), uploaded again at the end: it gives the store
// the admin renamed its USDA name back once the admin hands it back to the imports.
const CURRENT_GA_LIST = resolve('data/sample/snap-retailers-ga-2026-07.csv');
const CURRENT_GA_AS_OF = '2026-07-29';
const SUPER_H = 'st_000739';

async function publicStoreName(page, base, id) {
  return (await publicStore(page, base, id))?.Store_Name ?? null;
}

/** The store as the public site reads it: a closed one (USDA's list no longer has it, or an admin
 * closed it) keeps its page, marked closed. */
async function publicStore(page, base, id) {
  const { data } = await graphql(page, base, `{ store(id: "${id}") { Store_Name status } }`);
  return data?.store ?? null;
}

async function importFile(page, file, fileName, asOf, timeout) {
  await page.locator('#catalog-file').setInputFiles(file);
  await page.getByLabel('Date the list was true (optional)').fill(asOf);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await visible(
    page,
    page.getByText(`Imported ${fileName}`),
    `the summary of ${fileName}`,
    timeout,
  );
}

// "Refresh from USDA now" reads the replaying USDA server (libs/search/feature/src/testing/replay-usda.main.ts),
// never USDA: the runtime under test reads it at USDA_RETAILER_SERVICE_URL (its layerUrl) and the scenario
// drives it at E2E_USDA_URL (its url). tools/scripts/test.mjs starts it and sets both.
const USDA_REPLAY = process.env.E2E_USDA_URL?.replace(/\/$/, '');
// Guam: three stores in the replay's fixtures, so a complete refresh of it leaves Georgia, which the
// public scenarios search, as it is.
const REFRESHED_STATE = 'GU';

async function usdaReplay(page, action, params = '') {
  expect(
    USDA_REPLAY,
    'The refresh scenario needs the replaying USDA server, so that no test reads USDA: start it with ' +
      '`npm run replay:usda`, start the server under test with USDA_RETAILER_SERVICE_URL=<its layerUrl> and ' +
      'run the suite with E2E_USDA_URL=<its url> (npm test does all three).',
  );
  const response =
    action === 'requests'
      ? await page.request.get(`${USDA_REPLAY}/__replay/requests`)
      : await page.request.post(`${USDA_REPLAY}/__replay/${action}${params}`);
  expect(
    response.ok(),
    `the replaying USDA server answered ${action} with HTTP ${response.status()}`,
  );
  return response.json();
}

export const ADMIN_SCENARIOS = [
  {
    name: 'back-office: an admin finds a member and grants, then removes, the moderator role',
    async run(page, base) {
      const target = await roleTarget(page, base);
      const admin = await newAdmin(base);
      // The end of this scenario removes the admin's own role, refused only to the last admin.
      await leaveOnlyAdmin(base, admin);
      await signInToBackOffice(page, base, admin, 'roles');
      await visible(
        page,
        page.getByRole('heading', { name: 'Roles', level: 1 }),
        'the Roles screen',
      );
      await page.getByLabel('User e-mail').fill(target.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await visible(page, page.getByText('Member (no staff role)'), 'the member without roles');
      await axeScan(page, 'roles');
      await changeRole(
        page,
        'Make moderator',
        `Make ${target.email} a moderator?`,
        'Role assigned successfully',
      );
      await visible(
        page,
        page.getByRole('button', { name: 'Remove moderator' }),
        'the moderator role held',
      );
      await fitsTheViewport(page, 'the Roles screen');
      await changeRole(
        page,
        'Remove moderator',
        `Remove the moderator role from ${target.email}?`,
        'Role removed successfully',
      );
      await visible(
        page,
        page.getByText('Member (no staff role)'),
        'the member without roles again',
      );
      await page.getByLabel('User e-mail').fill(admin.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('button', { name: 'Remove admin' }).click();
      await page
        .getByRole('dialog', { name: 'Change roles' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await visible(
        page,
        page.getByText(
          'You are the only admin. Make another account an admin before you remove your own admin role.',
        ),
        'the refusal for the last admin',
      );
    },
  },
  {
    name: 'back-office: an admin imports a real USDA file, then edits and closes a store',
    async run(page, base) {
      const admin = await newAdmin(base);
      await signInToBackOffice(page, base, admin, 'catalog');
      await visible(
        page,
        page.getByRole('heading', { name: 'Catalog', level: 1 }),
        'the Catalog screen',
      );
      await importFile(page, FIXTURE, 'snap-retailers-ga-2020-cut.csv', FIXTURE_AS_OF, 120_000);
      const progress = page.getByRole('status', { name: 'Import progress' });
      await visible(page, progress.getByText('Rows read'), 'the counts');
      await visible(
        page,
        page.getByRole('list', { name: 'Skipped lines' }).getByText('Line 8: missing ZIP code'),
        'the skipped line with its reason',
      );
      await visible(
        page,
        page.getByRole('table', { name: 'Imports' }).getByText('snap-retailers-ga-2020-cut.csv'),
        'the import in the history',
      );
      expect(
        (await publicStoreName(page, base, SUPER_H)) === 'Super H Mart',
        'the imported store is in search',
      );
      await axeScan(page, 'catalog after an import');
      await fitsTheViewport(page, 'the Catalog screen');

      await page.getByLabel('Store id, name, city or ZIP').fill('Super H Mart');
      await page.getByRole('button', { name: 'Find store' }).click();
      const found = page.getByRole('table', { name: 'Stores found' });
      await visible(page, found.getByText('Super H Mart'), 'the store found');
      await page.getByRole('button', { name: 'Edit Super H Mart' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit store' });
      await dialog.getByLabel('Latitude').fill('91');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(
        page,
        dialog.getByText('Latitude must be between -90 and 90'),
        'the latitude refusal',
      );
      await dialog.getByLabel('Latitude').fill('33.96856');
      await dialog.getByLabel('Name').fill('Super H Mart Duluth');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(page, found.getByText('Super H Mart Duluth'), 'the renamed store');
      expect(
        (await publicStoreName(page, base, SUPER_H)) === 'Super H Mart Duluth',
        'search shows the new name at once',
      );
      await fitsTheViewport(page, 'the stores table');

      await page.getByRole('button', { name: 'Close Super H Mart Duluth' }).click();
      await page
        .getByRole('dialog', { name: 'Close store' })
        .getByRole('button', { name: 'Close store' })
        .click();
      await visible(
        page,
        page.getByRole('button', { name: 'Reopen Super H Mart Duluth' }),
        'the closed store',
      );
      // Closed by an admin (not by USDA's list): gone from search, its page kept and marked closed.
      expect(
        (await publicStore(page, base, SUPER_H))?.status === 'closed',
        'a store an admin closed keeps its page on the public site, marked closed',
      );
      await page.getByRole('button', { name: 'Reopen Super H Mart Duluth' }).click();
      await visible(
        page,
        page.getByRole('button', { name: 'Close Super H Mart Duluth' }),
        'the reopened store',
      );
      expect(
        (await publicStoreName(page, base, SUPER_H)) === 'Super H Mart Duluth',
        'a reopened store is back in search',
      );

      // The admin's edit and reopening stand through imports until the store is handed back to them.
      const row = found.getByRole('row').filter({ hasText: 'Super H Mart Duluth' });
      await visible(page, row.getByText(/^On USDA's list as of /), "the store's USDA date");
      await visible(
        page,
        row.getByText(/^Kept open and edited name.* by admin .+ on /),
        "the admin's override",
      );
      await page
        .getByRole('button', { name: 'Hand Super H Mart Duluth back to USDA imports' })
        .click();
      const handBack = page.getByRole('dialog', { name: 'Hand back to USDA imports' });
      await visible(
        page,
        handBack.getByText(/^Hand Super H Mart Duluth back to USDA imports\?/),
        'the hand-back confirmation',
      );
      await handBack.getByRole('button', { name: 'Hand back' }).click();
      await visible(page, row.getByText('None: USDA imports decide'), 'the store handed back');
      await axeScan(page, 'the stores table');

      // Handed back, the store takes its name from USDA's next list again.
      await importFile(
        page,
        CURRENT_GA_LIST,
        'snap-retailers-ga-2026-07.csv',
        CURRENT_GA_AS_OF,
        300_000,
      );
      expect(
        (await publicStoreName(page, base, SUPER_H)) === 'Super H Mart',
        "USDA's name is back after the hand-back",
      );
    },
  },
  {
    name: 'back-office: an admin refreshes from USDA (a local replay) and sees its progress, counts and sources',
    async run(page, base) {
      await usdaReplay(page, 'reset');
      // USDA does not answer at once: the first try of the page fails, as USDA's service sometimes does
      // (retried), and the next one is slow, so the running refresh is seen before its summary.
      await usdaReplay(page, 'fail', '?fault=http-500&kind=page&times=1');
      await usdaReplay(page, 'fail', '?fault=slow&kind=page&times=1&delayMs=3000');
      const admin = await newAdmin(base);
      await signInToBackOffice(page, base, admin, 'catalog');
      await visible(
        page,
        page.getByRole('heading', { name: 'Refresh from USDA', level: 2 }),
        'the refresh panel',
      );
      await page.getByLabel('States (optional)').fill(REFRESHED_STATE.toLowerCase());
      await page.getByRole('button', { name: 'Refresh from USDA now' }).click();
      const progress = page.getByRole('status', { name: 'Refresh progress' });
      await visible(
        page,
        progress.getByRole('progressbar', { name: 'Refreshing from USDA' }),
        'the refresh running',
      );
      await expectLocator(
        page.getByRole('button', { name: 'Refresh from USDA now' }),
        'no second refresh while one runs',
      ).toBeDisabled();
      await visible(
        page,
        progress.getByText('Refreshed from USDA: 3 of 3 stores read.'),
        'the summary of the refresh',
        60_000,
      );
      const value = (name) =>
        progress.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
      await expectLocator(value('Stores read from USDA'), 'stores read').toHaveText('3 of 3');
      await expectLocator(value('Complete list for'), 'the state refreshed').toHaveText(
        REFRESHED_STATE,
      );
      await expectLocator(value('List as of'), "the date of USDA's list").toHaveText(
        /^\w{3} \d+, \d{4}$/,
      );
      // Added the first time (phone), unchanged the next (desktop): three stores either way.
      const [added, unchanged] = [
        await value('Added').textContent(),
        await value('Unchanged').textContent(),
      ];
      expect(
        Number(added) + Number(unchanged) === 3,
        `the three stores of ${REFRESHED_STATE} are added or unchanged (added ${added}, unchanged ${unchanged})`,
      );
      await visible(page, value('Closed'), 'the closed count');
      await visible(page, value('Reopened'), 'the reopened count');

      const pages = (await usdaReplay(page, 'requests')).filter((r) => r.kind === 'page');
      expect(
        pages.some(
          (r) =>
            (r.fault === null || r.fault === 'slow') &&
            r.params.where?.includes(`'${REFRESHED_STATE}'`),
        ),
        `the refresh read ${REFRESHED_STATE} from the replaying USDA server (pages asked: ${JSON.stringify(pages.map((r) => r.params.where))})`,
      );

      const history = page.getByRole('table', { name: 'Imports' });
      const row = history
        .getByRole('row')
        .filter({ hasText: `USDA retailer service (${REFRESHED_STATE})` });
      await visible(page, row.getByText('Refresh from USDA'), 'the refresh in the history');
      await visible(page, row.getByText('completed'), 'the refresh completed in the history');
      const sources = page.getByRole('table', { name: 'Last refresh of each source' });
      await visible(
        page,
        sources.getByText("USDA's retailer service"),
        'the USDA source refreshed',
      );
      const covered = page.getByRole('table', { name: 'Covered states' });
      await visible(
        page,
        covered.getByRole('row').filter({ hasText: REFRESHED_STATE }),
        `${REFRESHED_STATE} among the covered states`,
      );
      await visible(
        page,
        page.getByText(/^No scheduled check of USDA's list|Next check: /),
        "the next check of USDA's list",
      );
      await visible(
        page,
        page.getByText(/^Last complete refresh from USDA: /),
        'the last complete refresh, apart from the last check',
      );
      await axeScan(page, 'catalog after a refresh from USDA');
      await fitsTheViewport(page, 'the Catalog screen with its sources');
      await usdaReplay(page, 'reset');
    },
  },
  {
    name: 'back-office: the places budget shows today, the 30-day chart and the admin setting',
    async run(page, base) {
      const admin = await newAdmin(base);
      await signInToBackOffice(page, base, admin, 'budget');
      await visible(
        page,
        page.getByRole('heading', { name: 'Places budget', level: 1 }),
        'the Budget screen',
      );
      await visible(page, page.getByText('Spent today'), "today's spend");
      const chart = page.getByRole('figure', { name: 'Provider calls per day, last 30 days' });
      await visible(page, chart.locator('svg'), 'the 30-day chart');
      const before = await page.getByLabel('Daily limit (calls)').inputValue();
      await page.getByLabel('Daily limit (calls)').fill('-3');
      await page.getByRole('button', { name: 'Save limit' }).click();
      await visible(
        page,
        page.getByText('The daily limit must be between 0 and 1,000,000'),
        'the refusal of a negative limit',
      );
      await page.getByLabel('Daily limit (calls)').fill('1500');
      await page.getByRole('button', { name: 'Save limit' }).click();
      await visible(page, page.getByText('The daily limit is now 1,500 calls.'), 'the saved limit');
      await axeScan(page, 'places budget');
      await fitsTheViewport(page, 'the Budget screen');
      // Put the limit back: the enrichment scenarios spend the configured day's budget.
      await page.getByLabel('Daily limit (calls)').fill(before);
      await page.getByRole('button', { name: 'Save limit' }).click();
      await visible(
        page,
        page.getByText(`The daily limit is now ${Number(before).toLocaleString('en-US')} calls.`),
        'the limit put back',
      );
    },
  },
  {
    name: 'back-office: the audit trail lists the role changes and filters them',
    async run(page, base) {
      const target = await roleTarget(page, base);
      const admin = await newAdmin(base);
      await signInToBackOffice(page, base, admin, 'audit');
      await visible(
        page,
        page.getByRole('heading', { name: 'Audit trail', level: 1 }),
        'the Audit trail screen',
      );
      const table = page.getByRole('table', { name: 'Audit entries' });
      await visible(
        page,
        table.getByText(`Assigned moderator to ${target.email}`),
        'the role assignment entry',
      );
      await visible(
        page,
        table.getByText(`Removed moderator from ${target.email}`),
        'the role removal entry',
      );
      await visible(
        page,
        table.getByText(`Closed Super H Mart Duluth (${SUPER_H})`),
        'the store closing entry',
      );
      await visible(
        page,
        table.getByText(/^Imported snap-retailers-ga-2020-cut\.csv: /),
        'the import entry',
      );
      await visible(
        page,
        table.getByText(/^Set the daily places limit from \d+ to 1500$/),
        'the budget setting entry',
      );
      await axeScan(page, 'audit trail');
      await fitsTheViewport(page, 'the audit table');
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Role removed' }).click();
      await table
        .getByText(`Assigned moderator to ${target.email}`)
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      await visible(
        page,
        table.getByText(`Removed moderator from ${target.email}`),
        'the removal under its filter',
      );
    },
  },
];
