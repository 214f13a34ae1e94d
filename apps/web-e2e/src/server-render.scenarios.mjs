// Pages rendered on the server per request (issue 41): every public route's first screen is in the HTML
// with its data, the search works with scripts off, and with scripts on the app takes the HTML over
// without a mismatch and without fetching again what the HTML holds.
import { expect, isPhone, visible } from './checks.mjs';

/** The HTML a route is served, and its text outside any <script> (what a reader sees before scripts). */
async function served(page, url, status = 200) {
  const response = await page.request.get(url, { headers: { Accept: 'text/html' } });
  expect(response.status() === status, `GET ${url} answered ${response.status()}, not ${status}`);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const text = root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  // Server-Timing says how many render passes the page took: one when its queries were all known first.
  const timing = response.headers()['server-timing'] ?? '';
  return { html, text, response, passes: Number(/desc="(\d+) pass/.exec(timing)?.[1] ?? NaN) };
}

const includes = (text, expected, what) =>
  expect(text.includes(expected), `${what}: "${expected}" is not in the served page's text`);

/** Stores of downtown Atlanta's ZIP and the blog's first post, from the API. */
async function catalog(page, base) {
  const answer = await page.request.post(`${base}/graphql`, {
    data: {
      query: `{ zipStores(zip: "30303") { id Store_Name Store_Street_Address City } blogPosts { slug title } }`,
    },
  });
  const { data } = await answer.json();
  expect(data?.zipStores?.length > 2, 'the API lists stores in 30303');
  expect(data?.blogPosts?.length > 0, 'the API lists blog posts');
  return data;
}

const CONTENT_PAGES = [
  ['/mission', 'Our Mission'],
  ['/snap-tips', 'SNAP Tips: Get the Most From Your EBT Card'],
  ['/support', 'Support'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/ebt-chip-card', 'EBT Chip Cards Are Coming'],
  ['/online-ebt', 'Order Groceries Online With EBT'],
  ['/city', 'EBT Stores by City'],
  ['/blog', 'SNAP Savvy Blog'],
];

export const SERVER_RENDER_SCENARIOS = [
  {
    name: 'every public route is served with its data in the HTML, outside any script, rendered once',
    async run(page, base) {
      const { zipStores, blogPosts } = await catalog(page, base);
      const renders = [];
      const servedOnce = async (url) => {
        const answer = await served(page, url);
        renders.push(`${url.slice(base.length)}: ${answer.passes}`);
        return answer;
      };
      const home = await servedOnce(`${base}/`);
      includes(home.text, 'Find Stores That Accept EBT Near You', 'the home page');
      // The footer is in the HTML (a declared departure, product rule "Pages rendered on the server").
      includes(home.text, 'Privacy Policy', "the home page's footer");

      const zip = await servedOnce(`${base}/search?location=30303`);
      expect(
        zipStores.some((store) => zip.text.includes(store.Store_Name)),
        'no store of 30303 is in the served ZIP search',
      );
      expect(/\d+ stores? found/.test(zip.text), 'the served ZIP search has no result count');

      const byName = await servedOnce(`${base}/search?q=kroger&city=Atlanta&state=GA`);
      includes(byName.text, 'Kroger', 'the name and city search');

      const store = zipStores[0];
      const storePage = await servedOnce(`${base}/store/${store.id}`);
      includes(storePage.text, store.Store_Name, 'the store page');
      includes(storePage.text, store.Store_Street_Address, 'the store page');
      expect(
        storePage.html.includes(
          `<title>${store.Store_Name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}`,
        ),
        "the store page's title is not the store's name",
      );

      const post = await servedOnce(`${base}/blog/${blogPosts[0].slug}`);
      includes(post.text, blogPosts[0].title, 'the blog post');
      for (const [path, heading] of CONTENT_PAGES)
        includes((await servedOnce(`${base}${path}`)).text, heading, path);

      const spanish = await servedOnce(`${base}/es/search?location=30303`);
      includes(spanish.text, 'Buscar tiendas SNAP/EBT', 'the Spanish search');
      expect(
        zipStores.some((candidate) => spanish.text.includes(candidate.Store_Name)),
        'no store of 30303 is in the served Spanish ZIP search',
      );
      includes((await servedOnce(`${base}/es/store/${store.id}`)).text, store.Store_Name, 'es');
      expect(
        renders.every((line) => line.endsWith(': 1')),
        `pages rendered more than once (Server-Timing): ${renders.join(', ')}`,
      );
    },
  },
  {
    name: 'a bad address gets its status and words in the served page, and nothing it carries runs',
    async run(page, base) {
      const zip = await served(page, `${base}/search?location=303`, 400);
      includes(zip.text, 'Please enter a valid 5-digit ZIP code.', 'a malformed ZIP');
      const spanishZip = await served(page, `${base}/es/search?location=303`, 400);
      includes(spanishZip.text, 'Escriba un código postal (ZIP) válido de 5 dígitos.', 'es');
      includes(
        (await served(page, `${base}/store/no-such-store`, 404)).text,
        'Store Not Found',
        '404',
      );
      includes((await served(page, `${base}/search`)).text, 'Find SNAP/EBT Stores', 'empty search');
      // An out-of-range radius falls back to 10 miles, as the address is read in the browser.
      await served(page, `${base}/search?location=30303&radius=9999`);

      const attack = `"'><script>alert(1)</script></script><!--`;
      const { html } = await served(
        page,
        `${base}/search?q=${encodeURIComponent(attack)}&location=${encodeURIComponent(attack)}`,
      );
      expect(!html.includes('<script>alert(1)'), 'the query string was echoed unescaped');
      const data = html.slice(html.indexOf('id="server-data">'));
      expect(
        !data.slice(0, data.indexOf('</script>')).includes('<'),
        'the data block holds a raw "<"',
      );
    },
  },
  {
    name: 'served pages may be cached briefly by anyone, carry an ETag, and the language redirect is personal',
    async run(page, base) {
      const { response } = await served(page, `${base}/search?location=30303`);
      // Shared caches (CDN-Cache-Control, RFC 9213): 60 s in all at most.
      const shared = response.headers()['cdn-cache-control'] ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(shared)?.[1] ?? NaN);
      const stale = Number(/stale-while-revalidate=(\d+)/.exec(shared)?.[1] ?? 0);
      expect(/public/.test(shared), `pages are not public for shared caches: ${shared}`);
      expect(maxAge + stale <= 60, `a page showing stores may be kept ${maxAge + stale} s`);
      // A browser asks again before each use (an editor who reloads sees the edit).
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(/no-cache/.test(cacheControl), `browsers may reuse pages unchecked: ${cacheControl}`);
      const etag = response.headers()['etag'];
      expect(Boolean(etag), 'the page has no ETag');
      const again = await page.request.get(`${base}/search?location=30303`, {
        headers: { Accept: 'text/html', 'If-None-Match': etag },
      });
      expect(again.status() === 304, `a repeat with its ETag answered ${again.status()}, not 304`);
      expect(!response.headers()['set-cookie'], 'a served page sets a cookie');

      const redirect = await page.request.get(`${base}/search`, {
        headers: { 'Accept-Language': 'es' },
        maxRedirects: 0,
      });
      expect(redirect.status() === 302, 'the Spanish browser was not sent to /es');
      expect(
        /private/.test(redirect.headers()['cache-control'] ?? '') &&
          /no-store/.test(redirect.headers()['cache-control'] ?? ''),
        'the language redirect may be cached for others',
      );
    },
  },
  {
    name: 'with scripts off: search by ZIP, by name and city, the next page, a category, a store page and the footer link work, in English and Spanish',
    context: { javaScriptEnabled: false },
    async run(page, base) {
      for (const [prefix, words] of [
        [
          '',
          {
            location: 'Location',
            name: 'Store Name (Optional)',
            more: 'Show 50 more',
            search: 'Search Stores',
            grocery: 'Grocery Store',
            privacy: 'Privacy Policy',
          },
        ],
        [
          '/es',
          {
            location: 'Ubicación',
            name: 'Nombre de la tienda (opcional)',
            more: 'Mostrar 50 más',
            search: 'Buscar tiendas',
            grocery: 'Tienda de comestibles',
            privacy: 'Política de privacidad',
          },
        ],
      ]) {
        await page.goto(`${base}${prefix}/search`);
        const form = page.getByRole('search');
        await form.getByRole('textbox', { name: words.location }).fill('30303');
        await form.getByRole('button', { name: words.search }).click();
        await page.waitForURL(/location=30303/);
        expect(page.url().includes(`${prefix}/search?`), `the form went to ${page.url()}`);
        const firstCard = page.locator('main a[href*="/store/"]').first();
        await visible(page, firstCard, 'a result of the ZIP search');
        if (!isPhone(page)) {
          await page.getByRole('radio', { name: words.grocery }).click();
          await page.waitForURL(/type=grocery/);
          expect(page.url().includes('location=30303'), 'the category lost the location');
        }
        // A name in a city, and the next 50 of its results: a link, so no script is needed.
        await page.goto(`${base}${prefix}/search`);
        await form.getByRole('textbox', { name: words.name }).fill('Kroger');
        await form.getByRole('textbox', { name: words.location }).fill('Atlanta, GA');
        await form.getByRole('button', { name: words.search }).click();
        await page.waitForURL(/q=Kroger/);
        const cards = page.locator('main article');
        await visible(page, cards.first(), 'a result of the name and city search');
        expect(
          /kroger/i.test((await cards.first().textContent()) ?? ''),
          'the first result of "Kroger" in Atlanta is not a Kroger',
        );
        // The city alone (200 stores), and its next 50.
        await form.getByRole('textbox', { name: words.name }).fill('');
        await form.getByRole('button', { name: words.search }).click();
        await page.waitForURL(
          (url) => !url.searchParams.get('q') && Boolean(url.searchParams.get('location')),
        );
        await visible(page, cards.first(), 'a result of the city search');
        const firstPage = await cards.count();
        await page.getByRole('link', { name: words.more }).click();
        await page.waitForURL(/shown=100/);
        const secondPage = await cards.count();
        expect(
          firstPage === 50 && secondPage === 100,
          `the next page showed ${secondPage} results after ${firstPage}`,
        );
        await page.locator('main a[href*="/store/"]').first().click();
        await page.waitForURL(/\/store\//);
        await visible(page, page.getByRole('heading', { level: 1 }), 'the store page');
        await page.getByRole('contentinfo').getByRole('link', { name: words.privacy }).click();
        await page.waitForURL(/privacy-policy/);
        await visible(
          page,
          page.getByRole('heading', { level: 1, name: words.privacy }),
          'privacy',
        );
      }
    },
  },
  {
    name: 'with scripts on, a served search and store page are taken over without a console error and nothing is fetched twice',
    async run(page, base) {
      const { zipStores } = await catalog(page, base);
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          errors.push(message.text());
      });
      const operations = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/graphql') return;
        // A POST names its operation in its body; an anonymous read by GET in its address.
        operations.push(
          request.method() === 'GET'
            ? url.searchParams.get('operationName')
            : /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1],
        );
      });
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__parsedHeading = document.querySelector('h1');
        });
      });
      // Each page's own data is in its HTML (a search page may still fetch a store its cards prefetch).
      for (const [path, served] of [
        ['/search?location=30303', ['SearchStores', 'Geocode']],
        [`/store/${zipStores[0].id}`, ['StoreDetail']],
        ['/es/search?location=30303', ['SearchStores', 'Geocode']],
      ]) {
        operations.length = 0;
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => window.__parsedHeading === document.querySelector('h1')),
          `${path}: the served heading was replaced instead of hydrated`,
        );
        for (const fetchedTwice of served)
          expect(!operations.includes(fetchedTwice), `${path}: ${fetchedTwice} was fetched again`);
      }
      expect(errors.length === 0, `console errors: ${errors.join('\n')}`);
      // Hydrated: the search form runs in place.
      await page.goto(`${base}/search?location=30303`);
      const form = page.getByRole('search');
      await form
        .getByRole('textbox', { name: 'Ubicación' })
        .or(form.getByRole('textbox', { name: 'Location' }))
        .fill('30308');
      await form.getByRole('button').last().click();
      await page.waitForURL(/location=30308/);
    },
  },
  {
    name: 'WCAG 2.4.11: a focused control is never hidden under the sticky header or the bottom navigation',
    async run(page, base) {
      await page.goto(`${base}/search?location=30303`);
      await page.keyboard.press('End');
      // Backwards from the bottom: each control is scrolled up into view, toward the sticky header.
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press('Shift+Tab');
        const hidden = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          const box = focused.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return null;
          const header = document.querySelector('header');
          const headerBox = header?.getBoundingClientRect();
          const bottomBar = [...document.querySelectorAll('nav')]
            .map((nav) => nav.closest('.MuiPaper-root'))
            .find((bar) => bar && getComputedStyle(bar).position === 'fixed');
          const barBox = bottomBar?.getBoundingClientRect();
          const covered =
            (headerBox && !header.contains(focused) && box.bottom <= headerBox.bottom + 0.5) ||
            (barBox &&
              barBox.height > 0 &&
              !bottomBar.contains(focused) &&
              box.top >= barBox.top - 0.5);
          return covered
            ? (focused.textContent || focused.getAttribute('aria-label') || focused.tagName).slice(
                0,
                60,
              )
            : null;
        });
        expect(hidden === null, `the focused "${hidden}" is hidden under a fixed bar`);
      }
    },
  },
  {
    name: 'WCAG 2.5.7: the results map works without dragging (zoom buttons, and every store one tap away in its list)',
    async run(page, base) {
      await page.goto(`${base}/search?location=30303`);
      if (isPhone(page)) await page.getByRole('button', { name: 'View All' }).click();
      await page.getByRole('button', { name: 'Map view' }).click();
      const map = page.getByRole('region', { name: 'Map of the search results' });
      await visible(page, map, 'the map');
      // Leaflet's own control (the markers are buttons too, named after their stores).
      const zoomIn = map.locator('.leaflet-control-zoom-in');
      await visible(page, zoomIn, "the map's zoom-in button");
      // Zooming in moves every marker on the screen (they spread apart).
      const markers = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.leaflet-marker-icon')]
            .map((marker) => marker.getAttribute('style'))
            .join('|'),
        );
      const before = await markers();
      await zoomIn.click();
      await page.waitForFunction(
        (previous) =>
          [...document.querySelectorAll('.leaflet-marker-icon')]
            .map((marker) => marker.getAttribute('style'))
            .join('|') !== previous,
        before,
      );
      expect((await markers()) !== before, 'the zoom-in button zoomed the map');
      // A store is chosen with one tap on its list entry: its marker is then the pressed one.
      const third = page.locator('[data-list-store-id]').nth(2);
      const id = await third.getAttribute('data-list-store-id');
      await third.click({ position: { x: 8, y: 8 } });
      await page.waitForFunction(
        (storeId) =>
          document
            .querySelector(`[data-list-store-id="${CSS.escape(storeId)}"]`)
            ?.getAttribute('aria-current') === 'true',
        id,
      );
      await visible(page, map.locator('[aria-pressed="true"]'), 'the chosen store on the map');
    },
  },
];
