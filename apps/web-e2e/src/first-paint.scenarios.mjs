// Issue 16: the home page's first screen is pre-rendered into the HTML the server sends for '/'
// (tools/vite/prerender-plugin.ts), so a slow phone paints it before any JavaScript has run; the app then
// takes that HTML over (hydration) without replacing it. Deep links get the plain shell as before.
import { expect, visible, isPhone } from './checks.mjs';

const ATLANTA = { latitude: 33.749, longitude: -84.388 };
const HOME_HEADING = 'Find Stores That Accept EBT Near You';

/** The #root element of the HTML as the server sends it, before any script (an unknown address is
 * answered 404 with the same shell). */
async function servedRoot(page, url, status = 200) {
  const response = await page.request.get(url, { headers: { Accept: 'text/html' } });
  expect(response.status() === status, `GET ${url} answered ${response.status()}, not ${status}`);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  expect(start >= 0, `GET ${url} has no #root`);
  const end = html.indexOf('<script', start);
  return html.slice(start, end < 0 ? undefined : end);
}

export const FIRST_PAINT_SCENARIOS = [
  {
    name: "the home page's first screen is in the served HTML and shows with JavaScript off, in the viewport's layout",
    context: { javaScriptEnabled: false },
    async run(page, base) {
      const root = await servedRoot(page, `${base}/`);
      expect(root.includes(`id="hero-title">${HOME_HEADING}</h1>`), 'the served / has no hero');
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('heading', { name: HOME_HEADING, level: 1 }), 'the hero');
      await visible(page, page.getByRole('link', { name: 'SNAP/EBT Finder' }), 'the app bar');
      await visible(page, page.getByRole('radio', { name: 'Trending' }), 'the categories');
      // The width is known only to CSS here: exactly the navigation that fits is shown.
      const main = page.getByRole('navigation', { name: 'Main' });
      expect((await main.count()) === 1, 'not exactly one main navigation is shown');
      // Links: they work before the page's scripts run, and without them.
      const tabs = main.getByRole('link');
      expect(
        (await tabs.count()) === (isPhone(page) ? 5 : 6),
        `the ${isPhone(page) ? 'bottom' : 'top'} navigation is not the one shown`,
      );
    },
  },
  {
    name: 'the app takes the pre-rendered home page over without replacing it, then works as before',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The heading as parsed, before the app's module runs (module scripts run after 'interactive').
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__parsedHeading = document.querySelector('h1');
        });
      });
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('article'), 'a nearby store card');
      expect(
        await page.evaluate(
          () =>
            window.__parsedHeading != null &&
            window.__parsedHeading === document.querySelector('h1'),
        ),
        'the pre-rendered heading was replaced instead of hydrated',
      );
      const hydration = errors.filter((text) => /hydrat|did not match|didn't match/i.test(text));
      expect(hydration.length === 0, `hydration errors: ${hydration.join('\n')}`);
      // Hydrated controls answer: the ZIP search runs.
      const form = page.getByRole('search', { name: 'Search by ZIP code' });
      await form.getByRole('textbox', { name: 'ZIP code' }).fill('30303');
      await form.getByRole('button', { name: 'Search' }).click();
      await visible(page, page.locator('#zip-heading'), 'the ZIP results');
    },
  },
  {
    name: 'with the position already allowed, the home page asks for its first nearby stores once (asked at boot, taken by the page)',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      const nearbyRequests = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /CategoryStores/.test(request.postData() ?? ''))
          nearbyRequests.push(request.postDataJSON()?.variables?.offset);
      });
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('article'), 'a nearby store card');
      // Whatever the page renders next (hydration, its own query on mount) reuses that answer.
      await page.waitForLoadState('networkidle');
      // (A tall screen may go on to the next page at once: offset 20 is the infinite scroll.)
      const firstPage = nearbyRequests.filter((offset) => offset === 0).length;
      expect(
        firstPage === 1,
        `the first page of nearby stores was asked ${firstPage} times (offsets: ${nearbyRequests.join(', ')})`,
      );
    },
  },
  {
    name: "a deep link is served its own page and never shows the home page's first screen",
    context: { permissions: [] },
    async run(page, base) {
      for (const [path, status, heading] of [
        ['/search?q=kroger&city=Atlanta&state=GA', 200, 'Find SNAP/EBT Stores'],
        ['/snap-tips', 200, 'SNAP Tips: Get the Most From Your EBT Card'],
        ['/no-such-city', 404, 'City Not Found'],
      ]) {
        const root = await servedRoot(page, `${base}${path}`, status);
        expect(!root.includes(HOME_HEADING), `the served ${path} shows the home page`);
        expect(root.includes(heading), `the served ${path} is not its own page`);
      }
      await page.addInitScript((heading) => {
        window.__homeShown = false;
        new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === heading) window.__homeShown = true;
        }).observe(document, { childList: true, subtree: true });
      }, HOME_HEADING);
      await page.goto(`${base}/search?q=kroger&city=Atlanta&state=GA`);
      await visible(page, page.getByRole('heading', { level: 1 }), 'the search heading');
      expect(!(await page.evaluate(() => window.__homeShown)), 'the home page showed on /search');
      // Back home inside the app: the page renders as usual (no pre-rendered HTML to take over).
      await page.getByRole('link', { name: 'SNAP/EBT Finder' }).click();
      await visible(page, page.getByRole('heading', { name: HOME_HEADING, level: 1 }), 'the hero');
    },
  },
];
