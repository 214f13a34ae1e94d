import { expect, visible } from './checks.mjs';
import { ATLANTA, axeScan } from './scenario-helpers.mjs';

// Issue 26: the public site in Spanish, chosen on the server. Each scenario runs on the phone and the
// desktop projects, like every other.

const AT_ATLANTA = { geolocation: ATLANTA, permissions: ['geolocation'] };
const SPANISH_HERO = 'Encuentre tiendas que aceptan EBT cerca de usted';
const ENGLISH_HERO = 'Find Stores That Accept EBT Near You';

/** From the Spanish home page, a search by ZIP 30303, up to its Spanish results heading. */
export async function searchZipInSpanish(page, base) {
  await page.goto(`${base}/es`);
  const box = page.getByRole('textbox', { name: 'Código postal (ZIP)' });
  await box.fill('30303');
  await box.press('Enter');
  await visible(
    page,
    page.getByRole('heading', { name: 'Tiendas EBT en el ZIP 30303' }),
    'the ZIP results heading',
  );
}

async function pageLanguage(page) {
  return page.evaluate(() => document.documentElement.lang);
}

export const SPANISH_SCENARIOS = [
  {
    name: 'Spanish: the pre-rendered Spanish home page is Spanish with JavaScript off',
    context: { javaScriptEnabled: false },
    async run(page, base) {
      const response = await page.goto(`${base}/es`);
      expect(response?.status() === 200, `/es answers 200 (got ${response?.status()})`);
      expect((await pageLanguage(page)) === 'es', '<html lang="es">');
      await visible(page, page.getByRole('heading', { level: 1, name: SPANISH_HERO }), 'the hero');
      await visible(page, page.getByRole('button', { name: 'Buscar' }), "the ZIP form's 'Buscar'");
      const html = await page.content();
      expect(!html.includes(ENGLISH_HERO), 'no English hero in the Spanish page');
      expect(
        html.includes('hreflang="en"') && html.includes('hreflang="x-default"'),
        'the page names its English alternate',
      );
      expect(
        (await page.title()) ===
          'Buscador de tiendas SNAP/EBT — Encuentre tiendas que aceptan EBT cerca de usted',
        `the Spanish title (${await page.title()})`,
      );
    },
  },
  {
    name: 'Spanish: a browser that prefers Spanish gets the Spanish site on its first visit, axe-clean',
    context: { ...AT_ATLANTA, locale: 'es-US' },
    async run(page, base) {
      const response = await page.goto(`${base}/`);
      expect(response?.status() === 200, `the first visit ends on a 200 page`);
      expect(new URL(page.url()).pathname === '/es', `sent to /es (at ${page.url()})`);
      await visible(page, page.getByRole('heading', { level: 1, name: SPANISH_HERO }), 'the hero');
      await visible(
        page,
        page.getByRole('heading', { name: 'Tiendas EBT cerca de usted' }),
        'the list',
      );
      expect((await pageLanguage(page)) === 'es', '<html lang="es">');
      await axeScan(page, 'the Spanish home page');
    },
  },
  {
    name: 'Spanish: search by ZIP in Spanish, with counts, distances and the store cards',
    context: AT_ATLANTA,
    async run(page, base) {
      await searchZipInSpanish(page, base);
      await visible(page, page.getByText(/^\d+ tiendas? encontradas?$/), 'the Spanish count');
      expect(new URL(page.url()).pathname === '/es', `still on the Spanish page (${page.url()})`);
      await axeScan(page, 'Spanish ZIP results');
    },
  },
  {
    name: 'Spanish: switching language mid-way keeps the page and the search, and is remembered',
    context: AT_ATLANTA,
    async run(page, base) {
      await page.goto(`${base}/es?zip=30303`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Tiendas EBT en el ZIP 30303' }),
        'Spanish',
      );
      await page.getByRole('link', { name: 'English' }).first().click();
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores in ZIP 30303' }),
        'English',
      );
      const url = new URL(page.url());
      expect(url.pathname === '/' && url.search === '?zip=30303', `the same page (${page.url()})`);
      expect((await pageLanguage(page)) === 'en', '<html lang="en">');
      const cookies = await page.context().cookies(base);
      expect(
        cookies.some((cookie) => cookie.name === 'lang' && cookie.value === 'en'),
        'the choice is remembered in the lang cookie',
      );
      await page.getByRole('link', { name: 'Español' }).first().click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Tiendas EBT en el ZIP 30303' }),
        'back',
      );
      // Remembered: the English address now opens the Spanish page.
      await page.goto(`${base}/?zip=30303`);
      expect(new URL(page.url()).pathname === '/es', `the cookie chooses Spanish (${page.url()})`);
    },
  },
  {
    name: 'Spanish: an unknown language in the address or the cookie is the English page, 200',
    async run(page, base) {
      const response = await page.goto(`${base}/fr/blog`);
      expect(response?.status() === 200, `an unknown language prefix ends on a 200 page`);
      expect(new URL(page.url()).pathname === '/blog', `the English page (${page.url()})`);
      expect((await pageLanguage(page)) === 'en', '<html lang="en">');
      await page.context().addCookies([{ name: 'lang', value: 'xx', url: base }]);
      const home = await page.goto(`${base}/`);
      expect(home?.status() === 200 && new URL(page.url()).pathname === '/', 'English home, 200');
      await visible(page, page.getByRole('heading', { level: 1, name: ENGLISH_HERO }), 'English');
    },
  },
  {
    name: 'Spanish: a page that does not exist says so in Spanish, with a 404 and the way back to the Spanish home',
    async run(page, base) {
      const response = await page.goto(`${base}/es/no/existe`);
      expect(response?.status() === 404, `a 404 (${response?.status()})`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: '¡Uy! No encontramos esta página' }),
        'the Spanish not-found heading',
      );
      const home = page.getByRole('link', { name: 'Volver al inicio' });
      expect(
        (await home.getAttribute('href')) === '/es',
        `back to the Spanish home (${await home.getAttribute('href')})`,
      );
      expect((await pageLanguage(page)) === 'es', '<html lang="es">');
      await axeScan(page, 'Spanish not-found page');
    },
  },
];
