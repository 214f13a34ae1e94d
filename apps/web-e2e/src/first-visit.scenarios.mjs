import { expect, isPhone, visible } from './checks.mjs';
import { newMember, signIn } from './members.mjs';
import { ATLANTA, searchZip } from './scenario-helpers.mjs';

const AT_ATLANTA = { geolocation: ATLANTA, permissions: ['geolocation'] };

/** Polls until the value passes (up to 5 s), then asserts once more with the message. */
async function expectPoll(read, passes, message) {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (!passes(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(passes(value), `${message}: got ${value}`);
}

// Issue 28: the things a first visitor trips over, each on the phone (360 px) and the desktop viewport.

/** A store of a downtown Atlanta ZIP, straight from the API. */
async function downtownStore(page, base) {
  const response = await page.request.post(`${base}/graphql`, {
    data: { query: '{ zipStores(zip: "30303") { id Store_Name } }' },
  });
  const { data } = await response.json();
  expect(data?.zipStores?.length > 0, 'a store in ZIP 30303');
  return data.zipStores[0];
}

/** The element lies wholly inside the viewport's width (not pushed off or clipped at the right). */
async function insideViewport(page, locator, what) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(
    box !== null && box.x >= 0 && box.x + box.width <= width,
    `${what} lies inside the ${width}px screen (${JSON.stringify(box)})`,
  );
}

export const FIRST_VISIT_SCENARIOS = [
  {
    name: 'the store page: Directions beside Call and Share, and the ⋮ menu inside the screen',
    async run(page, base) {
      const store = await downtownStore(page, base);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      const summary = page.getByRole('region', { name: 'Store summary' });
      await visible(page, summary, 'the summary card');
      const directions = summary.getByRole('link', { name: 'Directions' });
      await visible(page, directions, "the store page's 'Directions'");
      const href = (await directions.getAttribute('href')) ?? '';
      expect(
        href.startsWith('https://www.google.com/maps/search/?api=1&query=') &&
          decodeURIComponent(href).includes(store.Store_Name),
        `Directions searches the maps for the store by name and address (${href})`,
      );
      expect(
        (await directions.getAttribute('target')) === '_blank',
        'Directions opens in a new tab',
      );

      const more = summary.getByRole('button', { name: 'More actions' });
      await visible(page, more, 'the ⋮ button');
      await insideViewport(page, more, 'the ⋮ button');
      await more.click();
      for (const item of ['Claim Business', 'Report Issue']) {
        const entry = page.getByRole('menuitem', { name: item });
        await visible(page, entry, `'${item}' in the menu`);
        await insideViewport(page, entry, `'${item}'`);
      }
    },
  },
  {
    name: "a guest's Sign In ends guest mode and opens the sign-in form, from the header and from the prompt",
    async run(page, base) {
      const becomeGuest = async () => {
        await page.goto(`${base}/auth`);
        await page.getByRole('button', { name: 'Continue as Guest' }).click();
        await visible(page, page.getByText('Guest Mode', { exact: true }), "the 'Guest Mode' chip");
      };
      const signInForm = page.getByRole('button', { name: 'Continue as Guest' });

      await becomeGuest();
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await visible(page, signInForm, "the sign-in page after the header's Sign In");
      expect(new URL(page.url()).pathname === '/auth', `the guest is on /auth (${page.url()})`);
      await page.reload();
      await visible(page, signInForm, 'the sign-in page after a reload (guest mode stays ended)');

      await becomeGuest();
      const store = await downtownStore(page, base);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      await page.getByRole('button', { name: 'Add to Favorites' }).first().click();
      const prompt = page.getByRole('dialog', { name: 'Sign in to save favorites' });
      await visible(page, prompt, 'the sign-in prompt');
      await prompt.getByRole('button', { name: 'Sign in' }).click();
      await visible(page, signInForm, "the sign-in page after the prompt's Sign in");
      expect(new URL(page.url()).pathname === '/auth', `the guest is on /auth (${page.url()})`);
    },
  },
  {
    name: "the city page's 'City' crumb opens a list of the city pages",
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/city/los-angeles`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Los Angeles' }),
        'the Los Angeles page',
      );
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'City' })
        .click();
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores by City', level: 1 }),
        'the city list',
      );
      expect(new URL(page.url()).pathname === '/city', `the crumb opens /city (${page.url()})`);
      const texas = page.getByRole('region', { name: 'Texas' });
      await texas.getByRole('link', { name: 'Houston, TX' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Houston' }),
        'the Houston page, from the list',
      );
    },
  },
  {
    name: 'the back-office: the health page asks a signed-out visitor to sign in, a member is told the account lacks the role',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/admin/`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Back-office Sign In' }),
        'the sign-in form at /admin/',
      );
      expect(
        (await page.getByRole('heading', { name: 'System Health' }).count()) === 0,
        'no health page for a signed-out visitor',
      );

      const member = await newMember(base);
      await signIn(page, base, member);
      await page.goto(`${base}/admin/moderation`);
      await visible(
        page,
        page.getByText('This account does not have access to the back-office.'),
        'the missing-role notice',
      );
      expect(
        (await page.getByRole('heading', { name: 'Back-office Sign In' }).count()) === 0,
        'a signed-in member is not shown the sign-in form again',
      );
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Back-office Sign In' }),
        'the sign-in form after Sign Out',
      );
    },
  },
  {
    name: 'the location note in downtown Atlanta names the ZIP people know (30303), not a PO-box ZIP',
    context: AT_ATLANTA,
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      await visible(
        page,
        page.getByText('Results near your current location (30303)'),
        'the location note with ZIP 30303',
      );
    },
  },
  {
    name: 'unknown addresses and unknown cities answer HTTP 404 with the not-found page; real pages 200',
    context: { permissions: [] },
    async run(page, base) {
      for (const [path, heading] of [
        ['/no/such/page', 'Page not found'],
        ['/atlantis', 'City Not Found'],
      ]) {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status() === 404, `${path} answers ${response?.status()}, not 404`);
        await visible(
          page,
          page.getByRole('heading', { name: heading }),
          `'${heading}' at ${path}`,
        );
      }
      for (const path of ['/city/los-angeles', '/search', '/online-ebt']) {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status() === 200, `${path} answers ${response?.status()}, not 200`);
      }
    },
  },
  {
    name: "the phone's Active Search summary says Trending is an order, and names a category as a filter",
    context: AT_ATLANTA,
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      const summary = page.locator('[aria-label="Active Search"]');
      if (!isPhone(page)) {
        // The desktop shows its category bar instead of a summary card.
        await visible(page, page.getByRole('article'), 'a result');
        expect((await summary.count()) === 0, 'no summary card on the desktop');
        return;
      }
      await visible(page, summary.getByText(/Most opened nearby first/), 'Trending as an order');
      expect(
        !/·\s*Trending\b/.test((await summary.textContent()) ?? ''),
        '"Trending" is not listed like a filter',
      );
      await page.getByRole('button', { name: 'Advanced search' }).first().click();
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Grocery Store' }).click();
      await page.keyboard.press('Escape');
      await visible(page, summary.getByText(/Only Grocery Store/), 'the category as a filter');
    },
  },
  {
    name: "a ZIP search keeps the ZIP's own list and shows the nearest stores around it, with distances",
    context: { permissions: [] },
    async run(page, base) {
      await searchZip(page, base, '60601');
      await visible(page, page.getByText(/\d+ stores? found/), "the ZIP's own count");
      const around = page.getByRole('list', { name: 'Stores around ZIP 60601' });
      await visible(page, around.getByRole('article'), 'a store around ZIP 60601');
      expect(
        /\d+\.\d mi/.test((await around.getByRole('article').first().textContent()) ?? ''),
        'the store around the ZIP carries its distance',
      );
    },
  },
  {
    name: 'Back keeps the search: the address holds it, and Back from a store restores the results and the scroll position',
    context: AT_ATLANTA,
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByLabel('Store Name (Optional)').fill('Kroger');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      await visible(page, page.getByRole('article'), 'a Kroger result');
      await page.waitForURL(/[?&]q=Kroger/);
      expect(
        new URL(page.url()).searchParams.get('location') === 'Atlanta, GA',
        `the address holds the search (${page.url()})`,
      );
      const view = page.getByRole('button', { name: 'View All' });
      if (await view.isVisible()) await view.click();
      const card = page.getByRole('article').nth(2);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      const name = ((await card.locator('h3').textContent()) ?? '').trim();
      await card.locator('h3 a, a h3').first().click();
      await visible(page, page.getByRole('heading', { name, level: 1 }), 'the store page');
      expect((await page.evaluate(() => window.scrollY)) === 0, 'a store page opens at its top');
      await page.goBack();
      await visible(
        page,
        page.getByRole('article').filter({ hasText: name }),
        'the results after Back',
      );
      expect(
        (await page.getByLabel('Store Name (Optional)').inputValue()) === 'Kroger',
        'the search form holds the search again',
      );
      await expectPoll(
        () => page.evaluate(() => window.scrollY),
        (y) => Math.abs(y - scrolled) < 80,
        `the page returns to where it was scrolled (${scrolled}px)`,
      );

      // A ZIP search on the home page, the same way.
      await searchZip(page, base, '30303');
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores in ZIP 30303' }),
        'the ZIP results',
      );
      expect(
        new URL(page.url()).searchParams.get('zip') === '30303',
        `the address holds the ZIP (${page.url()})`,
      );
      const first = page
        .getByRole('list', { name: 'Stores in ZIP 30303' })
        .getByRole('article')
        .first();
      const firstName = ((await first.locator('h3').textContent()) ?? '').trim();
      await first.locator('h3 a, a h3').first().click();
      await visible(
        page,
        page.getByRole('heading', { name: firstName, level: 1 }),
        'the store page',
      );
      await page.goBack();
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores in ZIP 30303' }),
        'the ZIP results after Back',
      );
    },
  },
  {
    name: 'a city search counts every store it found and shows them all, 50 more a press',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      const found = page.getByText(/^(\d+) stores found$/);
      await visible(page, found, 'the count');
      const total = Number((await found.first().textContent())?.match(/\d+/)?.[0]);
      expect(total > 50, `more than 50 stores in Atlanta (${total})`);
      const view = page.getByRole('button', { name: 'View All' });
      if (await view.isVisible()) await view.click();
      await visible(page, page.getByText('Showing first 50 results'), "'Showing first 50 results'");
      // A link (it works without scripts too), which keeps the count in the address for a reload.
      await page.getByRole('link', { name: /^Show \d+ more$/ }).click();
      await visible(
        page,
        page.getByText(`Showing first ${Math.min(100, total)} results`),
        'the next 50 shown',
      );
      await page.waitForURL(/shown=100/);
      const listed = await page.getByRole('list', { name: 'Stores' }).getByRole('article').count();
      expect(listed === Math.min(100, total), `${listed} stores listed of ${total}`);
    },
  },
  {
    name: 'after Search on a phone the first result is on the screen',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByLabel('Store Name (Optional)').fill('Kroger');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      const first = page.getByRole('list', { name: 'Stores' }).getByRole('article').first();
      await visible(page, first, 'the first result');
      await expectPoll(
        async () => {
          const box = await first.boundingBox();
          return box ? Math.round(box.y) : -1;
        },
        (top) => top >= 0 && top < (page.viewportSize()?.height ?? 0),
        'the first result starts inside the screen',
      );
    },
  },
];
