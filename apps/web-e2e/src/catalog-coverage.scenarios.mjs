import { expect, visible } from './checks.mjs';
import { axeWithContrast } from './discovery.scenarios.mjs';
import { findClosedStore, graphqlData as api } from './scenario-helpers.mjs';

// National, current store data: every store says which USDA list has it, a store that left USDA's
// list says since when, the site claims only what its catalog holds, and a place in a state it does
// not cover points to USDA's own locator. Each scenario runs on the phone and the desktop viewport.
const USDA_LOCATOR = 'https://www.fns.usda.gov/snap/retailer-locator';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'July 29, 2026' from 'YYYY-MM-DD', as the site words it (a calendar date, no time zone). */
function usdaDate(iso) {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

async function coverage(page, base) {
  const { catalogCoverage } = await api(
    page,
    base,
    '{ catalogCoverage { totalStores storesElsewhere covered { state name stores asOf } } }',
  );
  return catalogCoverage;
}

async function expectUsdaLocatorNotice(page, stateName) {
  const notice = page.getByRole('status').filter({
    has: page.getByRole('heading', { name: `This site does not cover ${stateName} yet` }),
  });
  await visible(page, notice, `the not-covered notice for ${stateName}`);
  const text = await notice.first().innerText();
  expect(/Georgia/.test(text), `the notice names the covered state (Georgia): ${text}`);
  const link = notice.first().getByRole('link', { name: "USDA's SNAP Retailer Locator" });
  await visible(page, link, "the link to USDA's retailer locator");
  expect(
    (await link.getAttribute('href')) === USDA_LOCATOR,
    `the link goes to ${USDA_LOCATOR}, not ${await link.getAttribute('href')}`,
  );
}

export const CATALOG_COVERAGE_SCENARIOS = [
  {
    name: 'coverage: a Chicago ZIP search says which states are covered and links to USDA',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('60601');
      await zip.press('Enter');
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores in ZIP 60601' }),
        'the ZIP heading',
      );
      await expectUsdaLocatorNotice(page, 'Illinois');
      await axeWithContrast(page, 'the not-covered notice');
      // The same place from the search page and from the Chicago city page.
      await page.goto(`${base}/search`);
      await page.getByLabel('Location').fill('60601');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      await expectUsdaLocatorNotice(page, 'Illinois');
      await page.goto(`${base}/chicago-ebt`);
      await expectUsdaLocatorNotice(page, 'Illinois');
      // A covered place says nothing of the kind.
      await page.goto(`${base}/`);
      await zip.fill('30303');
      await zip.press('Enter');
      await visible(page, page.getByRole('article'), 'a store card in ZIP 30303');
      expect(
        (await page.getByText(/does not cover/).count()) === 0,
        'no not-covered notice for an Atlanta ZIP',
      );
    },
  },
  {
    name: 'coverage: store cards and a store page say which USDA list has the store',
    context: { permissions: [] },
    async run(page, base) {
      const { zipStores } = await api(
        page,
        base,
        '{ zipStores(zip: "30303") { id Store_Name listed_on } }',
      );
      const store = zipStores.find((candidate) => candidate.listed_on);
      expect(store, 'a store of ZIP 30303 with listed_on');
      const asOf = `On USDA's SNAP retailer list as of ${usdaDate(store.listed_on)}`;
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('30303');
      await zip.press('Enter');
      await visible(
        page,
        page.getByRole('article').filter({ hasText: store.Store_Name }).getByText(asOf),
        `'${asOf}' on the card`,
      );
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'the store name',
      );
      const summary = page.getByRole('region', { name: 'Store summary' });
      await visible(page, summary.getByText(asOf), `'${asOf}' on the store page`);
      await visible(page, summary.getByText('EBT Accepted'), "'EBT Accepted' on an open store");
      // A farmers market of the national list carries that list's date.
      const { zipStores: markets } = await api(
        page,
        base,
        '{ zipStores(zip: "60601") { id Store_Name Store_Type listed_on } }',
      );
      const market = markets.find((candidate) => candidate.listed_on);
      if (market) {
        await page.goto(`${base}/store/${encodeURIComponent(market.id)}`);
        await visible(
          page,
          page.getByText(`On USDA's SNAP retailer list as of ${usdaDate(market.listed_on)}`),
          `the market's list date (${market.listed_on})`,
        );
      }
    },
  },
  // Favorites keep such a store, marked (store-card.spec.tsx): the API refuses to favorite a store
  // that is already closed, so a browser check would need a favorite closed by a later USDA list.
  {
    name: "coverage: a store that left USDA's list says since when and offers no review, tip or photo",
    context: { permissions: [] },
    async run(page, base) {
      const store = await findClosedStore(page, base);
      const since = usdaDate(store.delisted_on);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'the store name',
      );
      await visible(
        page,
        page.getByRole('heading', {
          name: `No longer on USDA's list of SNAP retailers since ${since}`,
        }),
        `'No longer on USDA's list of SNAP retailers since ${since}'`,
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'Community Reviews' }),
        'the (read-only) reviews panel',
      );
      for (const [what, locator] of [
        ["'EBT Accepted'", page.getByText('EBT Accepted')],
        ["'Write a Review'", page.getByRole('button', { name: 'Write a Review' })],
        ["'Upload Photos'", page.getByRole('button', { name: 'Upload Photos' })],
        ['the tip form', page.getByLabel('Share a tip about this store')],
      ])
        expect((await locator.count()) === 0, `${what} is not offered for a closed store`);
      await axeWithContrast(page, 'a closed store page');
    },
  },
  {
    name: "coverage: the home page claims the catalog's own figure, never 300,000, and nothing moves",
    context: { permissions: [] },
    async run(page, base) {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      // Hold the coverage answer until the first screen is measured, as a slow connection would.
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('query CatalogCoverage')) await held;
        await route.continue();
      });
      const { covered, storesElsewhere } = await coverage(page, base);
      expect(covered.length > 0, 'the catalog covers a state (Georgia from the sample)');
      const figure = `${covered[0].stores.toLocaleString('en-US')} SNAP stores across ${covered[0].name} from USDA's list of ${usdaDate(covered[0].asOf)}`;
      // More than one covered state (the refresh scenario adds Guam) is counted in the hero and the
      // meta description, whose length is bounded; the FAQ names each state with its date.
      const total = covered.reduce((sum, state) => sum + state.stores, 0);
      const short =
        covered.length === 1
          ? figure
          : `${total.toLocaleString('en-US')} SNAP stores across ${covered.length} states`;
      await page.goto(`${base}/`);
      const hero = page.getByRole('region', { name: 'Find Stores That Accept EBT Near You' });
      await visible(page, hero, 'the hero');
      const trending = page.getByRole('radio', { name: 'Trending' });
      await visible(page, trending, 'the category bar');
      const before = (await trending.boundingBox()).y;
      release();
      await visible(page, hero.getByText(short), `the catalog's figure '${short}' in the hero`);
      if (storesElsewhere > 0)
        await visible(
          page,
          hero.getByText(
            `${storesElsewhere.toLocaleString('en-US')} farmers markets in other states`,
          ),
          'the farmers markets elsewhere',
        );
      const after = (await trending.boundingBox()).y;
      expect(
        Math.abs(after - before) < 1,
        `the category bar stays put when the figure arrives (${before} → ${after})`,
      );
      await page.getByText('How many stores are listed?').click();
      await visible(page, page.getByText(`This site lists ${figure}`), 'the figure in the FAQ');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description.includes(short), `the meta description has the figure: ${description}`);
      const structured = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).join('\n');
      expect(structured.includes(figure), 'the FAQ structured data has the figure');
      const served = await (await page.request.get(`${base}/`)).text();
      for (const [where, text] of [
        ['the page', await page.locator('body').innerText()],
        ['the meta description', description],
        ['the structured data', structured],
        ['the served home.html', served],
      ])
        expect(!/300,000/.test(text), `${where} never claims 300,000`);
      await page.goto(`${base}/mission`);
      await visible(page, page.getByText(figure), 'the figure on the mission page');
      expect(
        !/300,000/.test(await page.locator('body').innerText()),
        'the mission page never claims 300,000',
      );
    },
  },
];
