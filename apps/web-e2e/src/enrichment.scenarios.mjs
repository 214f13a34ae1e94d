// Store enrichment in the browser, against the standalone runtime pointed at the replaying provider
// (libs/enrichment/feature/src/testing/replay-provider.main.ts, which tools/scripts/test.mjs starts
// with PLACES_API_KEY, PLACES_API_URL and OVERPASS_URL set): two real stores of ZIP 30303 have
// place details in the provider's documented format, Sweet Auburn Grocery open around the clock and
// Walton Food Mart closed but for one minute a week.
import { expect, visible as visibleWithin } from './checks.mjs';

const SWEET_AUBURN = 'st_168254';
const WALTON = 'st_092791';

const visible = (page, locator, what, timeout = 20_000) =>
  visibleWithin(page, locator, what, timeout);

async function graphql(page, base, query) {
  const response = await page.request.post(`${base}/graphql`, { data: { query } });
  const body = await response.json();
  expect(!body.errors, `GraphQL answered: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The suite needs the replaying provider: say so plainly when the server runs without it. */
async function requireProvider(page, base) {
  const { health } = await graphql(
    page,
    base,
    '{ health { services { name dependencies { name status detail } } } }',
  );
  const places = health.services
    .find((s) => s.name === 'enrichment')
    ?.dependencies.find((d) => d.name === 'places provider');
  expect(
    places?.status === 'up',
    `the places provider is ${places?.status ?? 'missing'} (${places?.detail ?? ''}): start the standalone runtime with the replaying provider (tools/scripts/test.mjs does)`,
  );
}

export const ENRICHMENT_SCENARIOS = [
  {
    name: 'an enriched store shows price level, external reviews, business info, the open-map card and Open Now',
    context: { permissions: [] },
    async run(page, base) {
      await requireProvider(page, base);
      await page.goto(`${base}/store/${SWEET_AUBURN}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Sweet Auburn Grocery', level: 1 }),
        'the store name',
      );
      const summary = page.getByRole('region', { name: 'Store summary' });
      await visible(
        page,
        summary.getByText('Open Now', { exact: true }),
        "'Open Now' on the summary card",
      );
      await visible(
        page,
        summary.getByLabel('Price level 2 of 4'),
        'the price level as dollar signs',
      );
      expect(
        (await summary.getByLabel('Price level 2 of 4').textContent()) === '$$',
        'two dollar signs',
      );
      await visible(
        page,
        summary.getByRole('link', { name: 'Call Now' }),
        "'Call Now' from the provider's phone",
      );

      const reviews = page.getByRole('region', { name: 'Reviews from around the web' });
      await visible(
        page,
        reviews.getByText('Showing 5 of 132 reviews'),
        "'Showing 5 of 132 reviews'",
      );
      expect((await reviews.getByRole('listitem').count()) === 5, '5 external reviews are shown');

      const info = page.getByRole('region', { name: 'Business info' });
      await visible(page, info.getByText('Grocery Or Supermarket'), 'the business categories');
      const categories = await info.getByRole('listitem').allTextContents();
      expect(
        categories.length === 6 &&
          !categories.some((c) => /establishment|point of interest/i.test(c)),
        `6 categories without the generic ones: ${categories.join(', ')}`,
      );

      const openMap = page.getByRole('region', { name: 'OpenStreetMap data' });
      await visible(
        page,
        openMap.getByText('Auburn Family Stores'),
        "the open-map match's operator",
      );

      // The provider's photo comes through the gateway, cacheable, never from a third-party host.
      const hero = page.getByRole('img', { name: 'Photo 1 of 1 of Sweet Auburn Grocery' });
      await visible(page, hero, "the provider's photo as the hero");
      const src = await hero.getAttribute('src');
      expect(src?.startsWith('/api/places/photo/'), `the photo goes through the gateway (${src})`);
      const photo = await page.request.get(`${base}${src}`);
      expect(photo.ok() && photo.headers()['content-type'] === 'image/png', 'the photo is served');
      expect(
        /max-age=\d+/.test(photo.headers()['cache-control'] ?? ''),
        `the photo has cache headers (${photo.headers()['cache-control']})`,
      );

      await page.goto(`${base}/store/${WALTON}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Walton Food Mart', level: 1 }),
        'the second store',
      );
      await visible(
        page,
        page.getByRole('region', { name: 'Store summary' }).getByText('Closed', { exact: true }),
        "'Closed' from the provider's hours",
      );
      await visible(
        page,
        page.getByText('No additional data found in OpenStreetMap database.'),
        "the open-map card's no-data text",
      );
      // No provider photo and no community photo: the bundled stock photo by name and type.
      const stock = page.locator('img[data-stock-photo]');
      await visible(page, stock, 'the stock hero photo');
      expect(
        (await stock.getAttribute('src'))?.startsWith('/stock/'),
        'the stock photo is bundled with the product',
      );
      expect(
        (await page.request.get(`${base}${await stock.getAttribute('src')}`)).ok(),
        'the stock photo is served',
      );
    },
  },
  {
    name: 'the "Open now" filter keeps only stores open now',
    context: { permissions: [] },
    async run(page, base) {
      await requireProvider(page, base);
      // Enriched by the scenario before; asked again (one store a request) so this one also stands alone.
      for (const id of [SWEET_AUBURN, WALTON])
        await graphql(page, base, `{ storeEnrichment(storeId: "${id}") { storeId } }`);
      await page.goto(`${base}/search`);
      await page.getByLabel('Store Name (Optional)').fill('Sweet Auburn');
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      const cards = page.getByRole('article');
      await visible(
        page,
        cards.filter({ hasText: 'Sweet Auburn Grocery' }),
        'the enriched store in the results',
      );
      const before = await cards.count();
      expect(before > 1, `several stores are found (${before})`);
      await visible(
        page,
        cards.filter({ hasText: 'Sweet Auburn Grocery' }).getByText('Open Now', { exact: true }),
        "'Open Now' on its card",
      );
      await visible(
        page,
        cards.filter({ hasText: 'Sweet Auburn Grocery' }).getByText('(404) 555-0142'),
        "the provider's phone on its card",
      );

      await page.getByRole('button', { name: 'Open now' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('article').length < n, before, {
        timeout: 10_000,
      });
      const shown = await cards.allTextContents();
      expect(
        shown.length > 0 && shown.every((text) => text.includes('Open Now')),
        `every card left says 'Open Now' (${shown.length})`,
      );
      expect(
        shown.some((text) => text.includes('Sweet Auburn Grocery')),
        'the open store stays',
      );
      await page.getByRole('button', { name: 'Open now' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('article').length === n, before, {
        timeout: 10_000,
      });
    },
  },
  {
    // Last: it spends the rest of the day's budget (the e2e runtime has a small PLACES_DAILY_LIMIT).
    name: "the 'Limited Data Available' banner appears once the places budget is spent",
    context: { permissions: [] },
    async run(page, base) {
      await requireProvider(page, base);
      const { nearbyStores } = await graphql(
        page,
        base,
        '{ nearbyStores(lat: 33.749, lng: -84.388, radiusMiles: 40, limit: 200) { id } }',
      );
      // Each store the provider does not know costs one text search; ask until the budget says spent
      // (one store a request: the gateway refuses more).
      for (const [i, store] of nearbyStores.slice(0, -1).entries()) {
        if (i % 10 === 0) {
          const { placesBudget } = await graphql(page, base, '{ placesBudget { exceeded } }');
          if (placesBudget.exceeded) break;
        }
        await graphql(page, base, `{ storeEnrichment(storeId: "${store.id}") { storeId } }`);
      }
      const { placesBudget } = await graphql(page, base, '{ placesBudget { exceeded } }');
      expect(placesBudget.exceeded, "store pages' part of the day's budget is spent");

      await page.goto(`${base}/search`);
      await visible(
        page,
        page.getByText(
          'Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.',
        ),
        "the search page's banner",
      );
      // A store never looked up now shows basic data, with the banner; stored details still show.
      const fresh = nearbyStores.at(-1);
      await page.goto(`${base}/store/${encodeURIComponent(fresh.id)}`);
      await visible(
        page,
        page.getByRole('status').filter({ hasText: 'Limited Data Available' }),
        "the store page's banner",
      );
      await visible(
        page,
        page.getByRole('region', { name: 'Store summary' }),
        'the basic store data',
      );
    },
  },
];
