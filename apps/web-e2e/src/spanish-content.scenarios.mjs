import { expect, visible } from './checks.mjs';
import { axeScan } from './scenario-helpers.mjs';

// Issue 26: the blog, the SNAP tips and the mission page in Spanish (the seeded articles: four in
// English, one of them with a Spanish translation). Each scenario runs on the phone and the desktop
// projects, like every other.

const DOUBLE_UP_ES = 'Double Up Food Bucks: más frutas y verduras con su SNAP';
const DOUBLE_UP_EN = 'Double Up Food Bucks: Get More Produce for Your SNAP Dollars';
const MARKETS_EN = 'How to Use SNAP at Farmers Markets';

async function pageLanguage(page) {
  return page.evaluate(() => document.documentElement.lang);
}

export const SPANISH_CONTENT_SCENARIOS = [
  {
    name: 'Spanish: the blog lists the Spanish article first, marks the English-only ones, and an article reads in Spanish chrome',
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
    async run(page, base) {
      await page.goto(`${base}/es/blog`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Blog SNAP Savvy' }),
        'the Spanish blog title',
      );
      expect((await pageLanguage(page)) === 'es', '<html lang="es">');
      const articles = page.getByRole('region', { name: 'Artículos' }).getByRole('article');
      await visible(page, articles, 'the articles');
      expect(
        (await articles.first().getByRole('heading').textContent()) === DOUBLE_UP_ES,
        'the Spanish article comes first',
      );
      expect(
        (await page.getByRole('link', { name: `Leer más: ${DOUBLE_UP_EN}` }).count()) === 0,
        'an article with a Spanish translation is listed once, in Spanish',
      );
      const markets = articles.filter({ hasText: MARKETS_EN });
      await visible(
        page,
        markets.getByText('Solo en inglés'),
        "'Solo en inglés' on an English-only article",
      );
      expect(
        (await markets.getByRole('heading').getAttribute('lang')) === 'en',
        'the English title is marked lang="en"',
      );
      expect(
        (await articles.first().getByText('Solo en inglés').count()) === 0,
        'no mark on the Spanish article',
      );
      await visible(
        page,
        articles.first().getByText(/^\d{1,2} [a-zé]{3,4}\.? \d{4}$/),
        "a Spanish list date ('5 mar 2025')",
      );
      await axeScan(page, 'the Spanish blog list');

      await page.getByRole('link', { name: `Leer más: ${DOUBLE_UP_ES}` }).click();
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: DOUBLE_UP_ES }),
        'the Spanish article',
      );
      expect(
        new URL(page.url()).pathname === '/es/blog/double-up-food-bucks-es',
        `on ${page.url()}`,
      );
      await visible(
        page,
        page.getByText(/^Por .+ · \d{1,2} de [a-z]+ de \d{4}$/),
        "the byline with a Spanish date ('5 de marzo de 2025')",
      );
      const share = page.getByRole('navigation', { name: 'Compartir este artículo' });
      for (const network of [
        'Twitter',
        'Facebook',
        'LinkedIn',
        'Correo electrónico',
        'Mensaje de texto',
      ])
        await visible(
          page,
          share.getByRole('link', { name: `Compartir por ${network}` }),
          `the ${network} share link`,
        );
      await share.getByRole('button', { name: 'Copiar enlace' }).click();
      await visible(page, page.getByText('¡Enlace copiado!'), "the '¡Enlace copiado!' toast");
      await visible(page, page.getByRole('link', { name: 'Volver al blog' }), "'Volver al blog'");
      const toEnglish = page.getByRole('link', { name: 'Read in English' });
      await visible(page, toEnglish, "the 'Read in English' link to the translation");
      expect(
        (await toEnglish.getAttribute('href')) === '/blog/double-up-food-bucks' &&
          (await toEnglish.getAttribute('lang')) === 'en',
        'it opens the English article, and is marked English',
      );
      await axeScan(page, 'a Spanish article');

      await toEnglish.click();
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: DOUBLE_UP_EN }),
        'the English translation',
      );
      expect(new URL(page.url()).pathname === '/blog/double-up-food-bucks', `on ${page.url()}`);
      expect((await pageLanguage(page)) === 'en', 'the English page');
      await visible(
        page,
        page.getByRole('link', { name: 'Leer en español' }),
        "the 'Leer en español' link back",
      );
    },
  },
  {
    name: 'Spanish: an English-only article in the Spanish site keeps its words and speaks Spanish around them',
    async run(page, base) {
      await page.goto(`${base}/es/blog/how-to-use-snap-at-farmers-markets`);
      const title = page.getByRole('heading', { level: 1, name: MARKETS_EN });
      await visible(page, title, 'the English title');
      expect((await title.getAttribute('lang')) === 'en', 'the title is marked lang="en"');
      await visible(
        page,
        page.getByText(/^Por .+ · \d{1,2} de [a-z]+ de \d{4}$/),
        'a Spanish byline',
      );
      await visible(
        page,
        page.getByRole('navigation', { name: 'Compartir este artículo' }),
        'the Spanish share bar',
      );
      await visible(
        page,
        page.getByRole('region', { name: 'Artículos relacionados' }),
        "'Artículos relacionados'",
      );
      expect(
        (await page.getByRole('link', { name: /^(Read in English|Leer en español)$/ }).count()) ===
          0,
        'no translation link for an article without one',
      );
      await axeScan(page, 'an English article in the Spanish site');

      await page.goto(`${base}/es/blog/no-such-article`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Artículo no encontrado' }),
        "'Artículo no encontrado'",
      );
    },
  },
  {
    name: 'Spanish: the SNAP tips and the mission page in Spanish',
    async run(page, base) {
      await page.goto(`${base}/es/snap-tips`);
      await visible(
        page,
        page.getByRole('heading', {
          level: 1,
          name: 'Consejos de SNAP (cupones de alimentos): aproveche al máximo su tarjeta EBT',
        }),
        'the Spanish title',
      );
      expect(
        (await page.title()) === 'Consejos SNAP | Buscador de tiendas SNAP/EBT',
        `the Spanish page title (${await page.title()})`,
      );
      await visible(
        page,
        page.getByRole('table', { name: 'Lo que cubre SNAP' }),
        'the quick reference',
      );
      await visible(
        page,
        page.getByRole('heading', {
          name: 'Programa de Comidas en Restaurantes (comidas calientes)',
        }),
        'the Restaurant Meals Program section',
      );
      await visible(
        page,
        page.getByText(/^Los beneficios de WIC se usan en los comercios autorizados por WIC/),
        'a program fact in Spanish',
      );
      await visible(page, page.getByText(/^Datos de .+ · Fuente: /), "a fact's Spanish credit");
      await page.getByText('¿Puedo usar SNAP en los mercados de agricultores?').click();
      await visible(page, page.getByText(/^Sí\. Muchos mercados aceptan EBT/), 'the FAQ answer');
      await axeScan(page, 'the Spanish SNAP tips');

      await page.goto(`${base}/es/mission`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Nuestra misión' }),
        'the mission',
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'Lo que ofrecemos' }),
        "'Lo que ofrecemos'",
      );
      await page.getByText('Vivienda', { exact: true }).click();
      await visible(
        page,
        page.getByRole('link', { name: 'Vales de Elección de Vivienda (Sección 8)' }),
        'a program of the housing group',
      );
      await visible(
        page,
        page.getByRole('link', { name: 'Suscríbase ahora' }),
        "'Suscríbase ahora'",
      );
      await axeScan(page, 'the Spanish mission page');
      await page.getByRole('link', { name: 'consejos SNAP', exact: true }).click();
      await visible(page, page.getByRole('table', { name: 'Lo que cubre SNAP' }), 'the tips page');
      expect(new URL(page.url()).pathname === '/es/snap-tips', `still in Spanish (${page.url()})`);
    },
  },
  {
    name: 'Spanish: ordering online with EBT, by state, and the city pages in Spanish',
    async run(page, base) {
      await page.goto(`${base}/es/online-ebt`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Compre comestibles en línea con EBT' }),
        'the Spanish title',
      );
      await page.getByLabel('Su estado').selectOption('GA');
      await visible(
        page,
        page.getByRole('heading', { name: 'Tiendas que aceptan SNAP en línea en Georgia' }),
        'the state heading',
      );
      expect(
        new URL(page.url()).pathname === '/es/online-ebt' &&
          new URL(page.url()).searchParams.get('state') === 'GA',
        `the state is in the Spanish address (${page.url()})`,
      );
      await visible(
        page,
        page.getByText(/^Última revisión: .+ · Fuente: /),
        'a Spanish dated source',
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'Cómo pagar al finalizar la compra' }),
        "'Cómo pagar al finalizar la compra'",
      );
      await axeScan(page, 'online EBT in Spanish');

      await page.goto(`${base}/es/city`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Tiendas EBT por ciudad' }),
        'the city index',
      );
      await page.goto(`${base}/es/atlantis`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Ciudad no encontrada' }),
        "'Ciudad no encontrada'",
      );
    },
  },
];
