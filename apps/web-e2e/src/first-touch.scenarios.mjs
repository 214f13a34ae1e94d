// Issue 41, "Less script, later": a page the server rendered works as plain HTML, so the app (most of the
// site's JavaScript) is downloaded and adopts it only at the first touch (apps/web/src/lib/app-start.ts),
// except where the page needs it at once. What someone does before it runs is not lost.
// Pages are opened with waitUntil 'commit' so the suite's own first touch (scenarios.spec.mjs) is skipped.
import { expect, isPhone, visible } from './checks.mjs';

/** The page opened as someone who has not touched it yet; its scripts named as they are requested. */
async function openUntouched(page, url) {
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  return scripts;
}

const appRuns = (page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, {
    timeout: 30_000,
  });

// A phone's finger, a computer's mouse (the phone projects have touch screens).
const tap = (page, locator) => (isPhone(page) ? locator.tap() : locator.click());

export const FIRST_TOUCH_SCENARIOS = [
  {
    name: 'a served search downloads only its first script until it is touched, then the app adopts it',
    async run(page, base) {
      const scripts = await openUntouched(page, `${base}/search?location=30303`);
      await visible(page, page.getByRole('heading', { level: 1 }), 'the served heading');
      // Long enough for an app that started by itself to have asked for its code.
      await page.waitForTimeout(1_500);
      const appCode = scripts.filter((path) => /\/assets\/main-/.test(path));
      expect(appCode.length === 0, `the untouched page downloaded the app: ${scripts.join(', ')}`);
      expect(
        (await page.evaluate(() => document.documentElement.dataset.app)) === undefined,
        'the app ran the page before anyone touched it',
      );
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      await appRuns(page);
      expect(
        scripts.some((path) => /\/assets\/main-/.test(path)),
        'the first touch did not download the app',
      );
    },
  },
  {
    name: 'a tap on a button before the app runs is done once it runs, on the same control',
    async run(page, base) {
      await openUntouched(page, `${base}/search?location=30303`);
      const grid = page.getByRole('button', { name: 'Grid view' });
      expect((await grid.getAttribute('aria-pressed')) === 'false', 'the grid was already chosen');
      await tap(page, grid);
      await appRuns(page);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button[aria-label="Grid view"]')].some(
            (button) => button.getAttribute('aria-pressed') === 'true',
          ),
        null,
        { timeout: 10_000 },
      );
    },
  },
  {
    name: 'text typed before the app runs is what the app searches for',
    async run(page, base) {
      await openUntouched(page, `${base}/search?location=30303`);
      const name = page.getByLabel('Store Name (Optional)');
      await name.pressSequentially('kroger', { delay: 40 });
      await appRuns(page);
      expect(
        (await name.inputValue()) === 'kroger',
        `the field holds "${await name.inputValue()}"`,
      );
      await page.getByRole('button', { name: 'Search Stores' }).click();
      await page.waitForURL(/[?&]q=kroger(&|$)/, { timeout: 15_000 });
    },
  },
  {
    name: 'the home page starts its app at once: it asks for the position as it opens',
    context: {
      geolocation: { latitude: 33.749, longitude: -84.388 },
      permissions: ['geolocation'],
    },
    async run(page, base) {
      await openUntouched(page, `${base}/`);
      await appRuns(page);
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores Near You' }),
        'the nearby heading',
      );
      await visible(page, page.getByRole('article'), 'a store card');
    },
  },
  {
    name: 'the home page waits for a touch where the browser would ask for the position, and says how to search',
    async run(page, base) {
      const scripts = await openUntouched(page, `${base}/`);
      await visible(
        page,
        page.getByText('Enter a ZIP code, or tap “Search near your current location”', {
          exact: false,
        }),
        'how to see the stores near you',
      );
      expect(
        !(await page.getByText('Getting your location...').isVisible()),
        'the untouched home page says it is getting the location',
      );
      await page.waitForTimeout(1_500);
      expect(
        !scripts.some((path) => /\/assets\/main-/.test(path)),
        `the untouched home page downloaded the app: ${scripts.join(', ')}`,
      );
      // The first touch starts the app, which asks for the position: the sentence gives way.
      await page.getByRole('textbox', { name: 'ZIP code' }).focus();
      await appRuns(page);
      await page
        .getByText('Enter a ZIP code, or tap', { exact: false })
        .waitFor({ state: 'hidden', timeout: 10_000 });
    },
  },
];
