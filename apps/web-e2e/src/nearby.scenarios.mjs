import { expect, isPhone, visible } from './checks.mjs';
import { asMember, newMember } from './members.mjs';
import { adminToken, graphqlAnswer, graphqlData as api } from './scenario-helpers.mjs';

// Searches that find what is near, a page for every covered city, and a closed store that keeps its
// page (issues 44 and 42). The bundled sample is Georgia's July 2026 list: downtown Atlanta is 30303,
// and its nearest Walgreens (595 Piedmont Ave NE) is a mile away, in 30308.
const ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code.';

/** The search results' store cards, as the list shows them. */
const results = (page) => page.getByRole('region', { name: 'Search results' }).getByRole('article');

export const NEARBY_SCENARIOS = [
  {
    name: 'nearby: "walgrens" with ZIP 30303 at 10 miles lists the Walgreens in 30308',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/search`);
      await page.getByLabel('Store Name (Optional)').fill('walgrens');
      await page.getByLabel('Location').fill('30303');
      await page.getByLabel('Location').press('Enter');
      const walgreens = results(page).filter({ hasText: '595 Piedmont Ave NE' });
      await visible(page, walgreens, 'the Walgreens at 595 Piedmont Ave NE (ZIP 30308)');
      const card = (await walgreens.first().innerText()) ?? '';
      expect(/Walgreens/i.test(card), `the card names Walgreens: ${card}`);
      expect(/30308/.test(card), `the card is in ZIP 30308: ${card}`);
      expect(
        (await page.getByText('No stores found', { exact: true }).count()) === 0,
        "no 'No stores found'",
      );
      // The search is kept in the address with the parameter names of product rule "Searches in the address"; 10 miles is the default.
      const address = new URL(page.url());
      expect(
        address.searchParams.get('q') === 'walgrens' &&
          address.searchParams.get('location') === '30303' &&
          !address.searchParams.has('radius'),
        `the address holds the search: ${page.url()}`,
      );
    },
  },
  {
    name: 'nearby: "303" and Enter says "Please enter a valid 5-digit ZIP code." on the home page and the search page',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('303');
      await zip.press('Enter');
      await visible(
        page,
        page.getByText(ZIP_MESSAGE, { exact: true }),
        'the ZIP message on the home page',
      );

      await page.goto(`${base}/search`);
      const location = page.getByLabel('Location');
      await location.fill('303');
      await location.press('Enter');
      await visible(
        page,
        page.getByText(ZIP_MESSAGE, { exact: true }),
        'the ZIP message on the search page',
      );

      await page.goto(`${base}/es/`);
      const zipEs = page.getByRole('textbox', { name: 'Código postal (ZIP)' });
      await zipEs.fill('303');
      await zipEs.press('Enter');
      await visible(
        page,
        page.getByText('Escriba un código postal (ZIP) válido de 5 dígitos.', { exact: true }),
        'the ZIP message in Spanish',
      );
    },
  },
  {
    name: "nearby: /city/atlanta shows Atlanta's stores, and answers 200",
    context: { permissions: [] },
    async run(page, base) {
      for (const path of ['/city/atlanta', '/atlanta']) {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status() === 200, `${path} answers ${response?.status()}, not 200`);
        await visible(
          page,
          page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Atlanta' }),
          `the Atlanta page at ${path}`,
        );
      }
      expect(
        (await page.getByRole('heading', { name: 'City Not Found' }).count()) === 0,
        "no 'City Not Found'",
      );
      const zips = page.getByRole('list', { name: 'ZIP codes in Atlanta' });
      await visible(page, zips.getByText('30303', { exact: true }), 'ZIP 30303 among the chips');
      await visible(page, results(page), "Atlanta's stores");
      const first = await results(page).first().innerText();
      expect(/Atlanta|GA/.test(first), `a store in Atlanta, GA: ${first}`);
    },
  },
  {
    name: 'nearby: the cities the site promotes are covered ones, each with its page',
    context: { permissions: [] },
    async run(page, base) {
      const { catalogCoverage, cityPages } = await api(
        page,
        base,
        '{ catalogCoverage { covered { state } } cityPages { slug name state stores } }',
      );
      const covered = new Set(catalogCoverage.covered.map((state) => state.state));
      expect(cityPages.length > 0, 'the site promotes some cities');
      expect(
        cityPages.every((city) => covered.has(city.state)),
        `every promoted city is in a covered state: ${cityPages.map((c) => `${c.name}, ${c.state}`).join('; ')}`,
      );
      expect(cityPages[0].name === 'Atlanta', `the largest is Atlanta, not ${cityPages[0].name}`);
      expect(
        cityPages.every((city, i) => i === 0 || cityPages[i - 1].stores >= city.stores),
        'largest first',
      );
      // The footer's "Top Cities" are those cities (it loads a moment after the page).
      await page.goto(`${base}/search`);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const atlanta = footer.getByRole('link', { name: 'Atlanta, GA' });
      await visible(page, atlanta, "Atlanta in the footer's Top Cities", 30_000);
      expect(
        (await footer.getByRole('link', { name: 'Los Angeles, CA' }).count()) === 0,
        'no uncovered city is promoted',
      );
      await atlanta.click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Atlanta' }),
        'the Atlanta page, from the footer',
      );
      const second = cityPages[1];
      if (second) {
        const response = await page.goto(`${base}/${second.slug}`);
        expect(response?.status() === 200, `/${second.slug} answers ${response?.status()}`);
        await visible(
          page,
          page.getByRole('heading', { name: `Find EBT-Accepting Stores in ${second.name}` }),
          `the ${second.name} page`,
        );
      }
    },
  },
  {
    name: "nearby: a store an admin closes keeps its page, with its reviews and the editors' notice, and is back when reopened",
    context: { permissions: [] },
    async run(page, base) {
      // A store of a quiet ZIP far from the places the other scenarios search.
      const { zipStores } = await api(page, base, '{ zipStores(zip: "31794") { id Store_Name } }');
      expect(zipStores.length > 0, 'a store in ZIP 31794');
      // Each viewport closes its own store: the two runs never meet.
      const store = zipStores[isPhone(page) ? 0 : Math.min(1, zipStores.length - 1)];
      const member = await newMember(base, 'Casey Reviewer');
      const text = `Closed-store review ${Date.now()}`;
      await asMember(
        base,
        member,
        'mutation ($storeId: ID!, $text: String) { createReview(storeId: $storeId, rating: 4, review_text: $text) { review { id } } }',
        { storeId: store.id, text },
      );
      const token = await adminToken(base);
      const setStatus = (status) =>
        graphqlAnswer(
          base,
          'mutation ($id: ID!, $status: String!) { setStoreStatus(id: $id, status: $status) { id status } }',
          { id: store.id, status },
          token,
        );
      const closed = await setStatus('closed');
      expect(!closed.errors, `the admin closes the store: ${JSON.stringify(closed.errors)}`);
      try {
        await page.goto(`${base}/store/${store.id}`);
        await visible(
          page,
          page.getByRole('heading', { name: /^Closed by this site's editors since / }),
          "the editors' notice",
        );
        await visible(
          page,
          page.getByText(
            "This site's editors closed this store's listing: it no longer appears in search, and its reviews and tips stay here. Ask the store before you shop.",
          ),
          'what it means',
        );
        expect(
          (await page.getByRole('heading', { name: 'Store Not Found' }).count()) === 0,
          "no 'Store Not Found'",
        );
        await visible(
          page,
          page.getByRole('list', { name: 'Community reviews' }).getByText(text),
          'its review',
        );
        await visible(page, page.getByRole('heading', { name: 'Community Tips' }), 'its tips');
        // Hidden from search.
        const { searchStores } = await api(
          page,
          base,
          'query ($text: String!) { searchStores(text: $text, zip: "31794", radiusMiles: 10, limit: 200) { id } }',
          { text: store.Store_Name },
        );
        expect(
          !searchStores.some((hit) => hit.id === store.id),
          'the closed store is not in search',
        );
      } finally {
        const reopened = await setStatus('active');
        expect(!reopened.errors, `the admin reopens it: ${JSON.stringify(reopened.errors)}`);
      }
      const { searchStores } = await api(
        page,
        base,
        'query ($text: String!) { searchStores(text: $text, zip: "31794", radiusMiles: 10, limit: 200) { id } }',
        { text: store.Store_Name },
      );
      expect(
        searchStores.some((hit) => hit.id === store.id),
        'the reopened store is back in search',
      );
      await page.goto(`${base}/store/${store.id}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'its page',
      );
      expect(
        (await page.getByRole('heading', { name: /^Closed by this site's editors/ }).count()) === 0,
        'no notice once reopened',
      );
    },
  },
];
