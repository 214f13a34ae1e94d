import { randomUUID } from 'node:crypto';
import { asMember, newMember } from './members.mjs';
import { ATLANTA, axeScan, newAdmin, signInToBackOffice } from './scenario-helpers.mjs';
import { expect, visible } from './checks.mjs';

async function graphql(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return response.json();
}

/** What the dashboard counts, made the way visitors make it: pages opened in the web app (its
 * beacon), searches through the API the web app uses, and a signed-in member's store click. */
async function usage(page, base, text) {
  await page.goto(`${base}/`);
  await page.goto(`${base}/snap-tips`);
  const found = await graphql(page, base, '{ zipStores(zip: "30303") { id } }');
  const storeId = found.data?.zipStores?.[0]?.id;
  expect(storeId, `a store in ZIP 30303: ${JSON.stringify(found.errors)}`);
  // The dashboard lists the 20 most frequent searches of the period, and the rest of the suite searches
  // too (every page it opens is rendered with its searches): this one is made often enough to rank.
  for (let i = 0; i < 40; i++)
    await graphql(page, base, 'query ($text: String) { searchStores(text: $text) { id } }', {
      text,
    });
  await graphql(page, base, '{ zipStores(zip: "00001") { id } }');
  const member = await newMember(base, 'Casey Clicker');
  const click = await asMember(
    base,
    member,
    'mutation ($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) { recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId) }',
    { storeId, lat: ATLANTA.latitude, lng: ATLANTA.longitude, clickId: randomUUID() },
  );
  expect(
    click.recordStoreClick === true,
    `the store click was not recorded: ${JSON.stringify(click)}`,
  );
}

export const ANALYTICS_SCENARIOS = [
  {
    name: 'back-office: the analytics dashboard shows page views, searches, clicks and the catalog for 7, 30 and 90 days',
    async run(page, base) {
      const text = `kroger ${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
      await usage(page, base, text);

      await signInToBackOffice(page, base, await newAdmin(base), 'analytics');
      await visible(
        page,
        page.getByRole('heading', { name: 'Analytics', level: 1 }),
        'the Analytics screen',
      );
      await visible(page, page.getByText('Last 30 days (UTC)'), 'the 30-day period');
      for (const chart of [
        'Page views and store clicks per day',
        'Searches per day',
        'Reviews, photos and contributions per day',
        'Active stores by type',
      ])
        await visible(
          page,
          page.getByRole('figure', { name: chart }).locator('svg'),
          `the chart "${chart}"`,
        );
      const totals = page.getByRole('region', { name: 'Totals' });
      for (const figure of ['Page views', 'Searches', 'Store clicks', 'Active stores'])
        await visible(page, totals.getByText(figure, { exact: true }), `the ${figure} figure`);
      const clicks = Number(
        (
          await totals
            .getByText('Store clicks', { exact: true })
            .locator('xpath=following-sibling::*[1]')
            .innerText()
        ).replace(/,/g, ''),
      );
      expect(clicks >= 1, `the store click is counted (${clicks})`);
      const top = page.getByRole('table', { name: 'Top searches' });
      await visible(page, top.getByText(text), 'the search just made among the top searches');
      await visible(
        page,
        page.getByRole('table', { name: 'Page views by page' }).getByText('/snap-tips'),
        'the page just opened among the page views',
      );
      await visible(
        page,
        page.getByRole('table', { name: 'Searches by kind' }).getByText('ZIP code'),
        'the ZIP searches',
      );
      await axeScan(page, 'analytics dashboard');
      await fitsTheViewport(page, 'the Analytics screen');

      for (const days of [7, 90]) {
        await page.getByRole('button', { name: `Last ${days} days` }).click();
        await visible(page, page.getByText(`Last ${days} days (UTC)`), `the ${days}-day period`);
        expect(
          (await page
            .getByRole('button', { name: `Last ${days} days` })
            .getAttribute('aria-pressed')) === 'true',
          `the ${days}-day button is pressed`,
        );
        await visible(
          page,
          page.getByRole('table', { name: 'Top searches' }).getByText(text),
          `the search in ${days} days`,
        );
        await fitsTheViewport(page, `the Analytics screen over ${days} days`);
      }
    },
  },
];

/** Nothing wider than the viewport: every column of every table and chart readable on a phone. */
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
