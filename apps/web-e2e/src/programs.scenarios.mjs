import { resolve } from 'node:path';
import { axeScan, newAdmin, signInToBackOffice } from './scenario-helpers.mjs';
import { expect, isPhone, visible } from './checks.mjs';
import { axeWithContrast } from './discovery.scenarios.mjs';

// What the card buys where (issue 25): hot meals (the Restaurant Meals Program), healthy-food incentives
// such as Double Up Food Bucks with the 'Extra for fruits & vegetables' filter, and the benefits that
// work at the same stores (Summer EBT) or at different ones (WIC), each fact with its date and source.
// The bundled Georgia sample has no RMP restaurant and no incentive: the back-office imports real rows
// of USDA's replayed retailer service (data/fixtures/program-stores-sample.csv: two Phoenix RMP
// restaurants, two Double Up stores near Atlanta), a file that closes nothing.
const ATLANTA = { latitude: 33.749, longitude: -84.388 };
const PHOENIX = { latitude: 33.4484, longitude: -112.074 };
const PROGRAM_STORES = resolve('data/fixtures/program-stores-sample.csv');
// The Phoenix restaurants are new to the catalog and keep USDA's Record_IDs; the Atlanta stores are the
// same stores as the bundled sample's, which keep their ids (found through the filter's own query).
const PHOENIX_RMP = '6502058';
const PAGE_READY_MS = 60_000;
const RMP_STATES_LINE =
  'Hot Meals (RMP) is only available in some states: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island and Virginia.';
const RMP_STATES_CREDIT =
  'As of Feb 2025 · Source: chowhound.com/1792408/can-you-use-ebt-at-mcdonalds/ (secondary; confirm with each state)';
const DOUBLE_UP_CREDIT =
  'As of 2024–2026 · Source: doubleupfoodbucks.org/how-it-works/; iowahealthieststate.com Double Up how-it-works; marquettefood.coop Double Up page';

async function graphql(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return response.json();
}

/** The Atlanta Double Up store as the public API finds it with the filter (null before the import). */
async function doubleUpStore(page, base) {
  const { data } = await graphql(
    page,
    base,
    '{ zipStores(zip: "30305", produceIncentiveOnly: true) { id Store_Name produceIncentive Grantee_Name } }',
  );
  return data?.zipStores?.[0] ?? null;
}

async function programStoresImported(page, base) {
  const { data } = await graphql(page, base, `{ store(id: "${PHOENIX_RMP}") { restaurantMeals } }`);
  return Boolean(data?.store?.restaurantMeals) && (await doubleUpStore(page, base)) !== null;
}

/** The RMP and Double Up stores, imported once per run through the back-office's catalog upload. */
async function ensureProgramStores(page, base) {
  if (await programStoresImported(page, base)) return;
  await signInToBackOffice(page, base, await newAdmin(base), 'catalog');
  await visible(page, page.getByRole('heading', { name: 'Catalog', level: 1 }), 'the Catalog');
  await page.locator('#catalog-file').setInputFiles(PROGRAM_STORES);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await visible(
    page,
    page.getByText('Imported program-stores-sample.csv'),
    'the import summary',
    120_000,
  );
  expect(await programStoresImported(page, base), 'the program stores are in the catalog');
}

async function chooseHotMeals(page) {
  // The pre-rendered bar is there at once; the click waits for the page to come alive (a minute: on a
  // loaded 2-core machine the desktop page's first list has taken 30 s).
  await page.getByRole('radio', { name: 'Hot Meals (RMP)' }).click({ timeout: PAGE_READY_MS });
  await visible(
    page,
    page.getByRole('radio', { name: 'Hot Meals (RMP)', checked: true }),
    'Hot Meals (RMP) chosen',
  );
}

export const PROGRAM_SCENARIOS = [
  {
    name: 'programs: Hot Meals in Georgia says the state does not run RMP, what to do instead, and who may use it, with dates and sources',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await chooseHotMeals(page);
      const warning = page.getByRole('note').filter({ hasText: 'Hot Meals (RMP) is only' });
      await visible(
        page,
        warning.getByText(/^Georgia does not run the Restaurant Meals Program.*What to do instead/),
        'the warning naming Georgia and what to do instead',
      );
      await visible(page, warning.getByText(RMP_STATES_LINE), 'the states that run it');
      await visible(page, warning.getByText(RMP_STATES_CREDIT), "the states' date and source");
      await visible(
        page,
        warning.getByText(
          /^The Restaurant Meals Program \(RMP\) lets SNAP households whose members are all 60 or older/,
        ),
        'who may use it',
      );
      await visible(
        page,
        warning.getByText(
          'As of 2025 · Source: legalclarity.org/where-can-i-use-my-ebt-card-for-hot-food',
        ),
        "who-may-use-it's date and source",
      );
      if (isPhone(page)) {
        await warning.getByRole('button', { name: "What's this?" }).click();
        await visible(
          page,
          warning.getByText(/allows eligible SNAP recipients to buy prepared meals/),
          "the 'What's this?' text",
        );
      }
      // The home page's Double Up figure is shown only with its source.
      const promo = page.getByRole('region', { name: 'Make your SNAP dollars go further' });
      await visible(page, promo.getByText(/often \$10–\$20/), 'the Double Up figure');
      await visible(
        page,
        promo.getByText('As of 2024–2026 · Source: doubleupfoodbucks.org/how-it-works/'),
        "the figure's source",
      );
      expect(
        !(await page.getByText(/\$30 per day/).count()),
        'the unsourced "$30 per day" claim is gone',
      );
      await axeWithContrast(page, 'the hot-meals warning in Georgia');

      // The search page says the same of the place it searches.
      await page.goto(`${base}/search`);
      await page.getByLabel('Location').fill('30303');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      if (isPhone(page)) {
        // Phones choose the category in the Advanced Search sheet.
        await page
          .getByRole('button', { name: 'Advanced Search' })
          .click({ timeout: PAGE_READY_MS });
        const sheet = page.getByRole('dialog', { name: 'Advanced search' });
        await sheet.getByRole('combobox', { name: 'Category' }).click();
        await page.getByRole('option', { name: 'Hot Meals (RMP)' }).click();
        await sheet.getByRole('button', { name: 'Search Stores' }).last().click();
      } else await chooseHotMeals(page);
      await visible(
        page,
        page
          .getByRole('note')
          .filter({ hasText: 'Hot Meals (RMP) is only' })
          .getByText(/^Georgia does not run the Restaurant Meals Program/),
        'the search page naming Georgia',
        PAGE_READY_MS,
      );
    },
  },
  {
    name: "programs: in Arizona Hot Meals lists USDA's RMP restaurants with the card's banner",
    context: { geolocation: PHOENIX, permissions: ['geolocation'] },
    async run(page, base) {
      await ensureProgramStores(page, base);
      await page.goto(`${base}/`);
      await chooseHotMeals(page);
      const warning = page.getByRole('note').filter({ hasText: 'Hot Meals (RMP) is only' });
      await visible(
        page,
        warning.getByText(/^Arizona runs the Restaurant Meals Program/),
        'the warning saying Arizona runs it',
      );
      const list = page.getByRole('list', { name: 'Nearby stores' });
      for (const name of ['Dollar General 31811', 'Amoco Food Mart']) {
        const card = list.getByRole('article', { name });
        await visible(page, card, `the RMP restaurant ${name}`, PAGE_READY_MS);
        await visible(
          page,
          card.getByText('Restaurant Meals Program: hot meals can be bought with EBT here.'),
          `the restaurant-meals banner on ${name}`,
        );
      }
      await axeWithContrast(page, 'hot meals in Arizona');
    },
  },
  {
    name: "programs: 'Extra for fruits & vegetables' finds the Double Up stores, each with its badge, how it works, grantee, date and source",
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await ensureProgramStores(page, base);
      await page.goto(`${base}/`);
      const list = page.getByRole('list', { name: 'Nearby stores' });
      await visible(page, list.getByRole('article'), 'the nearby stores', PAGE_READY_MS);
      await page.getByLabel('Extra for fruits & vegetables').check();
      const card = list.getByRole('article', { name: "Trader Joe's 735" });
      await visible(page, card, 'the Double Up store within 10 miles', PAGE_READY_MS);
      expect((await list.getByRole('article').count()) === 1, 'only the store with an incentive');
      const note = card.getByRole('note', { name: 'Incentive: Double Up Food Bucks' });
      await visible(page, note.getByText('Double Up Food Bucks'), 'the badge');
      await visible(
        page,
        note.getByText(/^SNAP spent on fruits and vegetables is matched dollar for dollar/),
        'how it works',
      );
      await visible(page, note.getByText('Run here by Wholesome Wave Georgia.'), 'the grantee');
      await visible(page, note.getByText(DOUBLE_UP_CREDIT), 'the date and source');
      await axeWithContrast(page, "the 'Extra for fruits & vegetables' results");

      // Wider: the Marietta store too, and never a store without an incentive.
      await page.getByLabel('Radius').selectOption('20');
      await visible(page, list.getByRole('article', { name: 'Food Mart' }), 'the Marietta store');
      expect(
        (await list.getByRole('article').count()) ===
          (await list.getByRole('note', { name: /^Incentive: / }).count()),
        'every store listed has an incentive',
      );

      const store = await doubleUpStore(page, base);
      expect(
        store?.Store_Name === "Trader Joe's 735",
        `the Double Up store: ${JSON.stringify(store)}`,
      );
      await page.goto(`${base}/store/${store.id}`);
      const programs = page.getByRole('region', { name: 'Programs at this store' });
      await visible(
        page,
        programs.getByText('Run here by Wholesome Wave Georgia.'),
        'the store page',
      );
      const other = page.getByRole('region', { name: 'Other benefits' });
      await visible(
        page,
        other.getByText(
          /^WIC benefits are used at WIC-authorized vendors \(a different list from SNAP's\)/,
        ),
        'WIC on the store page',
      );
      await axeScan(page, 'a Double Up store page');
    },
  },
  {
    name: 'programs: an admin corrects a program text (markup refused, nothing changed) and the tips and store pages show it with its date and source',
    async run(page, base) {
      await signInToBackOffice(page, base, await newAdmin(base), 'programs');
      await visible(
        page,
        page.getByRole('heading', { name: 'Program texts', level: 1 }),
        'Programs',
      );
      await page
        .getByRole('button', { name: 'Edit Summer EBT (SUN Bucks) (seed-summer-ebt)' })
        .click();
      const form = page.getByRole('form', { name: 'Edit Summer EBT (SUN Bucks)' });
      const text = form.getByLabel('Text (plain text, no markup)');
      const seeded = await text.inputValue();
      await text.fill(`<b>${seeded}</b>`);
      await form.getByLabel('States where it applies (two-letter codes, e.g. MI, GA)').fill('GA');
      await form.getByRole('button', { name: 'Save text' }).click();
      await visible(
        page,
        form
          .getByRole('alert')
          .getByText(
            'Program texts are plain text: remove the markup (tags such as <b> or <a href>, or HTML entities such as &amp;)',
          ),
        'the markup refusal',
      );
      const { data } = await graphql(page, base, '{ programTexts { id text states } }');
      const stored = data.programTexts.find((t) => t.id === 'seed-summer-ebt');
      expect(!stored.text.includes('<b>'), 'the refused text changed nothing');
      await axeScan(page, 'the markup refusal');

      await text.fill(seeded);
      await form.getByRole('button', { name: 'Save text' }).click();
      await visible(page, page.getByText('Program text saved'), "'Program text saved'");
      await visible(page, page.getByText('States: GA'), 'the text now placed in Georgia');

      await page.goto(`${base}/snap-tips`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Benefits that work at the same stores' }),
        'the benefits section',
      );
      await visible(
        page,
        page.getByText(/expire 122 days after they are issued\. Where: Georgia\./),
        'Summer EBT, now placed in Georgia',
      );
      await visible(
        page,
        page.getByText('As of 2024–2025 · Source: summerebt.org FAQ'),
        'its date and source',
      );
      await visible(
        page,
        page.getByText(/^WIC benefits are used at WIC-authorized vendors/),
        'WIC',
      );
      await axeScan(page, 'the SNAP tips page');

      const { data: zip } = await graphql(page, base, '{ zipStores(zip: "30303") { id } }');
      await page.goto(`${base}/store/${zip.zipStores[0].id}`);
      const other = page.getByRole('region', { name: 'Other benefits' });
      await visible(
        page,
        other.getByText('Summer EBT (SUN Bucks)'),
        'Summer EBT on a Georgia store page',
      );
      await visible(
        page,
        other.getByText('As of 2024–2025 · Source: summerebt.org FAQ'),
        'its date',
      );
      await axeScan(page, 'a store page with other benefits');
    },
  },
];
