import AxeBuilder from '@axe-core/playwright';

// Atlanta (the bundled sample is every SNAP retailer in Georgia) and a sparse rural spot in south
// Georgia where a 10-mile radius holds only a few pages of stores.
export const ATLANTA = { latitude: 33.749, longitude: -84.388 };
export const RURAL_GEORGIA = { latitude: 31.2, longitude: -82.35 };

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function visible(page, locator, what, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible on ${page.url()}`);
  }
}

/** Axe scan that fails on serious or critical violations. */
export async function axeScan(page, name) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.length === 0,
    `axe found ${blocking.length} serious/critical violations on ${name}:\n` +
      blocking.map((v) => `  ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`).join('\n'),
  );
}

/** Each scenario gets a fresh context: { geolocation, permissions } decide what the device says. */
export const SCENARIOS = [
  {
    name: 'geolocation granted shows nearby stores',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('heading', { name: 'EBT Stores Near You' }), 'the nearby heading');
      await visible(page, page.getByRole('article'), 'a store card');
      expect((await page.getByText('EBT Accepted').count()) > 0, "cards carry 'EBT Accepted'");
      expect((await page.title()).includes('SNAP/EBT'), 'the page title is set');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"FAQPage"')), 'FAQPage structured data is present');
      await axeScan(page, 'home');
    },
  },
  {
    name: 'geolocation denied shows the location prompt',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(page, page.getByText('Location access denied or limited. Please allow "While Using the App" in Settings.'), 'the denied message');
      await visible(page, page.getByRole('heading', { name: 'Location Required' }), "'Location Required'");
      await visible(page, page.getByRole('button', { name: 'Enable Location' }), 'the enable-location button');
    },
  },
  {
    name: 'ZIP search lists the stores of a ZIP code',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('303-03x');
      expect((await zip.inputValue()) === '30303', 'the ZIP box keeps digits only');
      await zip.press('Enter');
      await visible(page, page.getByRole('heading', { name: 'EBT Stores in ZIP 30303' }), 'the ZIP heading');
      await visible(page, page.getByText(/\d+ stores? found/), 'the store count');
      await visible(page, page.getByRole('article'), 'a store card');
      await page.getByRole('button', { name: 'Use My Location Instead' }).click();
      await visible(page, page.getByRole('heading', { name: 'Location Required' }), 'the location prompt after clearing the ZIP');
    },
  },
  {
    name: 'text search with a typo finds the store',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/search`);
      await visible(page, page.getByRole('heading', { name: 'Find SNAP/EBT Stores' }), 'the search title');
      await page.getByLabel('Store Name (Optional)').fill('Krogr');
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      await visible(page, page.getByText('Search results for: "Krogr"'), 'the query note');
      await visible(page, page.getByRole('article').filter({ hasText: /kroger/i }), 'a Kroger card');
      await axeScan(page, 'search');
    },
  },
  {
    name: 'switching category shows the hot-meals warning and reloads the list',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('article'), 'a store card');
      await page.getByRole('radio', { name: 'Hot Meals (RMP)' }).click();
      await visible(page, page.getByRole('note').filter({ hasText: 'only available in some states' }), 'the state warning');
      await page.getByRole('radio', { name: 'Grocery Store' }).click();
      expect((await page.getByRole('radio', { name: 'Grocery Store' }).getAttribute('aria-checked')) === 'true', 'grocery is selected');
      await page.waitForSelector('article, [role="status"]', { timeout: 15_000 });
      const names = await page.locator('article h3').allTextContents();
      expect(!names.some((name) => /\b(cvs|walgreens|rite aid)\b/i.test(name)), `grocery shows no excluded pharmacies: ${names.join(', ')}`);
    },
  },
  {
    name: 'infinite scroll reaches the end of the results',
    context: { geolocation: RURAL_GEORGIA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('heading', { name: 'EBT Stores Near You' }), 'the nearby heading');
      const end = page.getByText("You've reached the end of the results");
      for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
        // Like a reader reaching the last card: the sentinel under the list comes into view.
        await page.locator('article').last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(400);
      }
      await visible(page, end, 'the end-of-results message', 5_000);
      expect((await page.locator('article').count()) > 20, 'more than one page was loaded');
    },
  },
  {
    name: 'city page and unknown city',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/chicago-ebt`);
      await visible(page, page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Chicago' }), 'the city heading');
      await visible(page, page.getByText(/^\+\d+ more$/), "the '+N more' chip");
      expect((await page.getByLabel('Location').inputValue()) === 'Chicago, IL', 'the search is pre-filled with the city');
      await axeScan(page, 'city page');
      await page.goto(`${base}/atlantis`);
      await visible(page, page.getByRole('heading', { name: 'City Not Found' }), "'City Not Found'");
      await visible(page, page.getByText("The city page you're looking for doesn't exist."), 'the unknown-city text');
    },
  },
  {
    name: '404 page links home',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/no/such/page`);
      await visible(page, page.getByRole('heading', { name: 'Oops! Page not found' }), 'the 404 heading');
      await visible(page, page.getByRole('link', { name: 'Return to Home' }), 'the home link');
      await axeScan(page, '404');
    },
  },
];
