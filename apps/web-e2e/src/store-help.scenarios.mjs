import { test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, isPhone, visible } from './checks.mjs';
import { axeWithContrast } from './discovery.scenarios.mjs';
import { asMember, newMember } from './members.mjs';
import {
  findClosedStore,
  newAdmin,
  newModerator,
  signInToBackOffice,
} from './scenario-helpers.mjs';

// "Order online with EBT" and "They didn't take my EBT" (issue 25, items 3 and 4): the per-state
// online page with its dated entries, the back-office lists behind it, the one-tap refusal report on
// a store page, the three-people mark and a moderator clearing it. Phone and desktop both run each.
// A page's first answer gets 30 s: the suite shares two cores with the server it drives.
const FIRST_LOAD = 30_000;
const MARK = 'Recently reported as not accepting EBT; call ahead';
const THANKS = 'Thank you. Your report helps other people plan ahead.';

async function api(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return response.json();
}

/** A listed Atlanta store this browser's address has not reported and that is not marked. The phone
 * takes the ZIP's stores from the front, the desktop from the back, so the two never share one. */
async function unreportedStore(page, base) {
  const { data } = await api(page, base, '{ zipStores(zip: "30303") { id Store_Name State } }');
  const stores = isPhone(page) ? data.zipStores : [...data.zipStores].reverse();
  for (const store of stores) {
    const answer = await api(
      page,
      base,
      'query ($id: ID!) { ebtRefusalStatus(storeId: $id) { recentlyReported yourReportAt } }',
      { id: store.id },
    );
    const status = answer.data.ebtRefusalStatus;
    if (!status.recentlyReported && !status.yourReportAt) return store;
  }
  throw new Error('every store of ZIP 30303 was already reported from this address');
}

async function inOwnContext(page, base, run) {
  const context = await page.context().browser().newContext({
    viewport: page.viewportSize(),
    baseURL: base,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

export const STORE_HELP_SCENARIOS = [
  {
    name: 'online ebt: the home page and the menu lead to a state page with dated retailers, fees and how to pay',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const promo = page.getByRole('region', { name: 'Order groceries online with EBT' });
      const link = promo.getByRole('link', { name: 'Order Online With EBT' });
      await visible(page, link, 'the home page link', FIRST_LOAD);
      await link.click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Order Groceries Online With EBT', level: 1 }),
        'the online page from the home page',
      );
      // The menu: the top bar on a desktop, the bottom bar on a phone.
      await page.goto(`${base}/search`);
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: isPhone(page) ? 'Online' : 'Order Online' }).click();
      await page.waitForURL(`${base}/online-ebt`);

      await page.getByLabel('Your state').selectOption('GA');
      await visible(
        page,
        page.getByRole('heading', { name: 'Retailers that take SNAP online in Georgia' }),
        'the Georgia list',
        FIRST_LOAD,
      );
      const retailers = page.getByRole('listitem');
      for (const name of ['Amazon', 'Walmart']) {
        const entry = retailers.filter({ has: page.getByRole('heading', { name }) });
        await visible(page, entry, `${name} in Georgia`);
        await visible(
          page,
          entry.getByText(/^Last checked 2020 · Source: 18F\/cv_faq/),
          `when ${name} was last checked and its source`,
        );
      }
      await visible(
        page,
        page.getByText('Delivery and service fees cannot be paid with SNAP.'),
        'the delivery fees fact',
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'How to pay at checkout' }),
        'how to pay at checkout',
      );
      await visible(
        page,
        page.getByText('Last checked 2025 · Source: fns.usda.gov/snap/online').first(),
        'the facts’ date and source',
      );
      await axeWithContrast(page, 'the online EBT page');
      // Where SNAP online purchasing does not work yet, no all-states retailer is listed.
      await page.getByLabel('Your state').selectOption('GU');
      await visible(
        page,
        page.getByText('No retailer that takes SNAP online is listed for Guam yet.'),
        'Guam has no online retailer',
      );
      expect(
        page.url().endsWith('/online-ebt?state=GU'),
        `the state is in the address: ${page.url()}`,
      );
    },
  },
  {
    name: 'online ebt: an admin adds a retailer for a state with its date; an entry without state or date is refused and changes nothing',
    context: { permissions: [] },
    async run(page, base) {
      const admin = await newAdmin(base);
      const name = `Corner Grocer ${randomBytes(3).toString('hex')}`;
      await inOwnContext(page, base, async (desk) => {
        await signInToBackOffice(desk, base, admin, 'ebt-help');
        await visible(desk, desk.getByRole('link', { name: 'EBT help' }), 'the back-office menu');
        const table = desk.getByRole('table', { name: 'Online retailers' });
        await visible(
          desk,
          table.getByRole('row').filter({ hasText: 'Amazon' }),
          'the seeded list',
        );
        const rowsBefore = await table.getByRole('row').count();
        await desk.getByRole('button', { name: 'Add online retailer' }).click();
        const dialog = desk.getByRole('dialog', { name: 'Add online retailer' });
        await dialog.getByLabel('Retailer').fill(name);
        await dialog.getByLabel('Source').fill('corner.example/snap');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await visible(
          desk,
          dialog.getByText(
            'Please choose a state, Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)',
          ),
          'the missing state and date',
        );
        await axeWithContrast(desk, 'the online retailer form');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        expect(
          (await table.getByRole('row').count()) === rowsBefore,
          'the refused entry changed nothing',
        );

        await desk.getByRole('button', { name: 'Add online retailer' }).click();
        await dialog.getByLabel('State').selectOption('AL');
        await dialog.getByLabel('Retailer').fill(name);
        await dialog.getByLabel('Source').fill('corner.example/snap');
        await dialog.getByLabel('Checked on').fill('2026-11-01');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await visible(desk, table.getByRole('row').filter({ hasText: name }), 'the new entry');

        await page.goto(`${base}/online-ebt?state=AL`);
        const entry = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name }) });
        await visible(
          page,
          entry.getByText('Last checked November 1, 2026 · Source: corner.example/snap'),
          'the new entry with its date on the public page',
          FIRST_LOAD,
        );
        await page.goto(`${base}/online-ebt?state=GA`);
        await visible(
          page,
          page.getByRole('heading', { name: 'Amazon' }),
          'the Georgia list',
          FIRST_LOAD,
        );
        expect(
          (await page.getByText(name).count()) === 0,
          'an Alabama entry is not shown in Georgia',
        );

        desk.once('dialog', (confirm) => void confirm.accept());
        await table.getByRole('button', { name: `Delete ${name}` }).click();
        // The list was on screen before the delete too: wait for the row to go, not for the list.
        try {
          await table
            .getByRole('row')
            .filter({ hasText: name })
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 });
        } catch {
          expect(false, 'the entry is deleted');
        }
        await visible(desk, table.getByRole('row').filter({ hasText: 'Amazon' }), 'the list');

        // Each change is in the audit trail, as Programs edits are: who, what, before and after.
        await desk.getByRole('link', { name: 'Audit' }).click();
        await desk.getByRole('combobox', { name: 'Action' }).click();
        await desk.getByRole('option', { name: 'EBT help change' }).click();
        // The menu fades out; the contrast scan below runs once it is gone.
        await desk.locator('li[role="option"]').first().waitFor({ state: 'detached' });
        const trail = desk.getByRole('table', { name: 'Audit entries' });
        for (const change of [
          `Added the online retailer ${name} (AL)`,
          `Deleted the online retailer ${name} (AL)`,
        ])
          await visible(
            desk,
            trail.getByText(change),
            `"${change}" in the audit trail`,
            FIRST_LOAD,
          );
        const added = trail
          .getByRole('row')
          .filter({ hasText: `Added the online retailer ${name}` });
        await visible(desk, added.getByText(admin.email), 'who added it');
        await visible(desk, added.getByText('corner.example/snap'), 'what it was set to');
        await axeWithContrast(desk, 'the audit trail of EBT help changes');
      });
    },
  },
  {
    name: "online ebt: an admin ties a retailer to one store; only that store's page offers ordering online, with the fee truth; a store of another state is refused",
    context: { permissions: [] },
    async run(page, base) {
      const admin = await newAdmin(base);
      const name = `Corner Grocer Online ${randomBytes(3).toString('hex')}`;
      const { data } = await api(page, base, '{ zipStores(zip: "30303") { id Store_Name } }');
      // The phone ties the ZIP's first store, the desktop its last: the two never share one.
      const [tied, untied] = isPhone(page) ? data.zipStores : [...data.zipStores].reverse();
      await inOwnContext(page, base, async (desk) => {
        await signInToBackOffice(desk, base, admin, 'ebt-help');
        const table = desk.getByRole('table', { name: 'Online retailers' });
        await visible(desk, table.getByRole('row').filter({ hasText: 'Amazon' }), 'the list');
        await desk.getByRole('button', { name: 'Add online retailer' }).click();
        const dialog = desk.getByRole('dialog', { name: 'Add online retailer' });
        await dialog.getByLabel('State').selectOption('AL');
        await dialog.getByLabel('Retailer').fill(name);
        await dialog.getByLabel('Web address (optional)').fill('https://corner.example/snap');
        await dialog.getByLabel('Stores it takes online orders for (optional)').fill(tied.id);
        await dialog.getByLabel('Source').fill('corner.example/snap');
        await dialog.getByLabel('Checked on').fill('2026-11-01');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await visible(
          desk,
          dialog.getByText(`These stores are not in Alabama: ${tied.id}`),
          'a Georgia store refused for an Alabama retailer',
        );
        await dialog.getByLabel('State').selectOption('GA');
        await dialog.getByRole('button', { name: 'Save' }).click();
        const row = table.getByRole('row').filter({ hasText: name });
        await visible(desk, row.getByText(tied.id), 'the tied store in the list');

        await page.goto(`${base}/store/${encodeURIComponent(tied.id)}`);
        const answer = page.getByRole('region', { name: 'Will my card work here?' });
        await visible(
          page,
          answer.getByText('Delivery and service fees cannot be paid with SNAP.', {
            exact: false,
          }),
          'the fee truth beside the online retailer',
          FIRST_LOAD,
        );
        const link = answer.getByRole('link', { name });
        expect(
          (await link.getAttribute('href')) === 'https://corner.example/snap',
          "the retailer's address",
        );
        await answer.getByRole('link', { name: 'How to pay online' }).click();
        await visible(
          page,
          page.getByRole('heading', { name: 'Order Groceries Online With EBT', level: 1 }),
          'the online EBT page',
          FIRST_LOAD,
        );
        // Served with the page: the line is there before any script runs.
        const served = await page.request.get(`${base}/store/${encodeURIComponent(tied.id)}`);
        expect((await served.text()).includes(name), 'the online line in the served page');

        await page.goto(`${base}/store/${encodeURIComponent(untied.id)}`);
        await visible(
          page,
          page.getByRole('region', { name: 'Will my card work here?' }),
          'the answer on another store',
          FIRST_LOAD,
        );
        expect(
          (await page.getByText('Order online with EBT:').count()) === 0,
          `no online line on ${untied.Store_Name}, which no admin tied`,
        );

        desk.once('dialog', (confirm) => void confirm.accept());
        await table.getByRole('button', { name: `Delete ${name}` }).click();
        await row.first().waitFor({ state: 'detached', timeout: 15_000 });
      });
      await page.goto(`${base}/store/${encodeURIComponent(tied.id)}`);
      await visible(
        page,
        page.getByRole('region', { name: 'Will my card work here?' }),
        'the answer once the entry is deleted',
        FIRST_LOAD,
      );
      expect(
        (await page.getByText(name).count()) === 0,
        'the deleted retailer is gone from the store page',
      );
    },
  },
  {
    name: 'refusal: one tap on a store page says what to do; a second is refused; three confirmed members mark the store; a moderator clears it',
    context: { permissions: [] },
    async run(page, base) {
      // Three people, a moderator and the back-office: more steps than the usual two minutes allow.
      test.setTimeout(300_000);
      const store = await unreportedStore(page, base);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      const card = page.getByRole('region', { name: 'Did this store refuse your EBT card?' });
      await visible(page, card, 'the refusal card', FIRST_LOAD);
      await visible(
        page,
        card.getByText(/authorized by USDA to accept SNAP until it leaves USDA’s list/),
        'what the store owes while it is listed',
      );
      await visible(
        page,
        card.getByText('USDA Food and Nutrition Service (FNS)'),
        "USDA's office to complain to",
      );
      expect(
        (await card.getByText('New York State Attorney General').count()) === 0,
        "New York's office is not offered for a Georgia store",
      );
      await card.getByRole('button', { name: "They didn't take my EBT" }).click();
      await visible(page, card.getByText(THANKS), 'the thanks');
      await axeWithContrast(page, 'the store page after a refusal report');
      expect(
        await card.getByRole('button', { name: "They didn't take my EBT" }).isDisabled(),
        'one tap: the button waits out the 30 days',
      );
      // A second report by the same address is refused in words and counts nothing.
      const again = await api(
        page,
        base,
        'mutation ($id: ID!) { reportEbtRefusal(storeId: $id) { message } }',
        { id: store.id },
      );
      expect(
        again.errors?.[0]?.message === 'You already reported this store in the last 30 days.',
        `the second report: ${JSON.stringify(again.errors)}`,
      );
      await page.reload();
      await visible(
        page,
        card.getByText(/^You reported this store on /),
        'the earlier report',
        FIRST_LOAD,
      );
      // The page as served is the same for everyone (a shared cache may keep it): the visitor's own
      // report arrives once the page's scripts run, never in its HTML.
      const served = await page.request.get(`${base}/store/${encodeURIComponent(store.id)}`);
      expect(
        !(await served.text()).includes('You reported this store'),
        "the served page holds the visitor's own report",
      );
      expect((await page.getByText(MARK).count()) === 0, 'one person does not mark the store');

      // Signed-out reports go to the moderators only; so do those of accounts not confirmed.
      const unconfirmed = await newMember(base, 'Sam Shopper', { confirmed: false });
      await asMember(
        base,
        unconfirmed,
        'mutation ($id: ID!) { reportEbtRefusal(storeId: $id) { message } }',
        { id: store.id },
      );
      await page.reload();
      await visible(page, card, 'the refusal card', FIRST_LOAD);
      expect(
        (await page.getByText(MARK).count()) === 0,
        'a signed-out visitor and an unconfirmed account do not mark the store',
      );

      // Three confirmed members (each from their own address): the store page is marked.
      await Promise.all(
        ['Pat Shopper', 'Lee Shopper', 'Kim Shopper'].map(async (name) => {
          const member = await newMember(base, name);
          await asMember(
            base,
            member,
            'mutation ($id: ID!) { reportEbtRefusal(storeId: $id) { message } }',
            { id: store.id },
          );
        }),
      );
      await page.reload();
      await visible(page, page.getByText(MARK), 'the mark on the store page', FIRST_LOAD);
      await axeWithContrast(page, 'a marked store page');

      // A moderator clears it from the moderation queue.
      const moderator = await newModerator(base);
      await inOwnContext(page, base, async (desk) => {
        await signInToBackOffice(desk, base, moderator, 'moderation');
        await desk.getByRole('tab', { name: 'EBT refusals' }).click();
        const row = desk
          .getByRole('table', { name: 'EBT refusal reports' })
          .getByRole('row')
          .filter({ hasText: store.Store_Name });
        await visible(
          desk,
          row.getByText('3 of 3 people in 30 days'),
          'the three reports',
          FIRST_LOAD,
        );
        await visible(desk, row.getByText('Marked'), 'the mark in the queue');
        await axeWithContrast(desk, 'the EBT refusals queue');
        await row.getByRole('button', { name: 'Clear' }).click();
        const dialog = desk.getByRole('dialog', {
          name: `Clear the reports on ${store.Store_Name}`,
        });
        await dialog
          .getByLabel('Note for the audit trail (optional)')
          .fill('Called: they take EBT');
        await dialog.getByRole('button', { name: 'Clear' }).click();
        await visible(desk, row.getByText(/^Cleared by .* Called: they take EBT$/), 'the clearing');
      });
      await page.reload();
      await visible(page, card, 'the refusal card', FIRST_LOAD);
      expect((await page.getByText(MARK).count()) === 0, 'the mark is gone once cleared');
    },
  },
  {
    name: 'refusal: a store that does not exist or left USDA’s list cannot be reported, and says why',
    context: { permissions: [] },
    async run(page, base) {
      const report = (id) =>
        api(page, base, 'mutation ($id: ID!) { reportEbtRefusal(storeId: $id) { message } }', {
          id,
        });
      const missing = await report('no-such-store');
      expect(
        missing.errors?.[0]?.message ===
          "The store you're looking for doesn't exist or may have been removed.",
        `a store that does not exist: ${JSON.stringify(missing.errors)}`,
      );
      const closed = await findClosedStore(page, base);
      const refused = await report(closed.id);
      expect(
        refused.errors?.[0]?.message ===
          "This store is no longer on USDA's list of SNAP retailers, so it cannot be reported as refusing EBT.",
        `a closed store: ${JSON.stringify(refused.errors)}`,
      );
      const status = await api(
        page,
        base,
        'query ($id: ID!) { ebtRefusalStatus(storeId: $id) { recentlyReported yourReportAt } }',
        { id: closed.id },
      );
      expect(
        status.data.ebtRefusalStatus.yourReportAt === null,
        'the refused report changed nothing',
      );
      await page.goto(`${base}/store/${encodeURIComponent(closed.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: closed.Store_Name, level: 1 }),
        'the closed store page',
        FIRST_LOAD,
      );
      expect(
        (await page.getByRole('button', { name: "They didn't take my EBT" }).count()) === 0,
        'no refusal button on a store that left the list',
      );
    },
  },
];
