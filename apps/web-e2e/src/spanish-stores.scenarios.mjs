import { randomBytes } from 'node:crypto';
import { expect, visible } from './checks.mjs';
import { newMember } from './members.mjs';
import { ATLANTA, axeScan } from './scenario-helpers.mjs';
import { searchZipInSpanish } from './spanish.scenarios.mjs';

// Issue 26: the store pages in Spanish, from a ZIP search to a member's review. Each scenario runs on
// the phone and the desktop projects, like every other.

const AT_ATLANTA = { geolocation: ATLANTA, permissions: ['geolocation'] };

/** A store of a downtown Atlanta ZIP, straight from the API (the same list the ZIP search shows). */
async function zipStore(page, base, index) {
  const response = await page.request.post(`${base}/graphql`, {
    data: { query: '{ zipStores(zip: "30303") { id Store_Name } }' },
  });
  const { data } = await response.json();
  expect(data?.zipStores?.length > index, `ZIP 30303 has more than ${index} stores`);
  return data.zipStores[index];
}

/** Signs the member in through the Spanish sign-in form, as a Spanish-speaking person does. */
async function signInInSpanish(page, base, member) {
  await page.goto(`${base}/es/auth`);
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña').fill(member.password);
  const submit = page.locator('form button[type="submit"]');
  expect((await submit.textContent())?.trim() === 'Iniciar sesión', "the form's 'Iniciar sesión'");
  await submit.click();
  await page.waitForURL(`${base}/es`);
}

export const SPANISH_STORE_SCENARIOS = [
  {
    name: 'Spanish: a store opened from a ZIP search speaks Spanish (hours, directions, the USDA date), axe-clean',
    context: AT_ATLANTA,
    async run(page, base) {
      await searchZipInSpanish(page, base);
      const card = page.getByRole('article').first();
      await visible(page, card, 'a store card');
      const name = (await card.locator('h3').textContent())?.trim();
      await card.locator('h3 a').click();
      await visible(page, page.getByRole('heading', { name, level: 1 }), 'the opened store');
      const path = new URL(page.url()).pathname;
      expect(path.startsWith('/es/store/'), `the Spanish store page (${path})`);
      expect(
        (await page.evaluate(() => document.documentElement.lang)) === 'es',
        '<html lang="es">',
      );
      expect(
        (await page.title()) === `${name} — Acepta EBT | Buscador de tiendas SNAP/EBT`,
        `the Spanish title (${await page.title()})`,
      );
      const summary = page.getByRole('region', { name: 'Resumen de la tienda' });
      await visible(page, summary.getByText('Acepta EBT', { exact: true }), 'the EBT chip');
      await visible(
        page,
        summary.getByText(
          /^En la lista del USDA de comercios de SNAP al \d{1,2} de [a-z]+ de \d{4}$/,
        ),
        'the USDA date line, with a Spanish date',
      );
      await visible(page, summary.getByRole('link', { name: 'Cómo llegar' }), 'the directions');
      for (const heading of [
        'Reseñas de la comunidad',
        'Consejos de la comunidad',
        'Detalles de la tienda',
        'Mapa',
        '¿Esta tienda no aceptó su tarjeta EBT?',
      ])
        await visible(page, page.getByRole('heading', { name: heading, level: 2 }), heading);
      const details = page.getByRole('table', { name: 'Detalles de la tienda' });
      await visible(page, details.getByRole('rowheader', { name: 'Horario' }), 'the hours row');
      await visible(page, details.getByRole('rowheader', { name: 'Tipo de tienda' }), 'store type');
      await visible(page, page.getByRole('button', { name: 'Ver mapa' }), "the map's button");
      await visible(page, page.getByRole('link', { name: 'Búsqueda de tiendas' }), 'breadcrumb');
      const english = await page
        .getByText(
          /^(Community Reviews|Store details|Write a Review|Upload Photos|Show map|EBT Accepted)$/,
        )
        .count();
      expect(english === 0, `no English store-page texts left (${english})`);
      await axeScan(page, 'the Spanish store page');
    },
  },
  {
    name: 'Spanish: a signed-in member reviews a store in Spanish, with Spanish validation and the points toast',
    context: { permissions: [] },
    async run(page, base) {
      const store = await zipStore(page, base, 7);
      await signInInSpanish(page, base, await newMember(base, 'Rosa Prueba'));
      await page.goto(`${base}/es/store/${encodeURIComponent(store.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'the store name',
      );
      // Bad input first: an empty tip is refused in the schema's words, in Spanish, and nothing is sent.
      await page.getByRole('button', { name: 'Compartir consejo' }).click();
      await visible(
        page,
        page.getByText('El comentario no puede estar vacío'),
        "the tip form's Spanish validation",
      );
      await page.getByRole('button', { name: 'Escribir una reseña' }).click();
      const form = page.getByRole('form', { name: 'Escribir una reseña' });
      const submit = form.getByRole('button', { name: 'Enviar reseña' });
      await visible(page, form.getByText('Su calificación'), "the form's rating label");
      expect(await submit.isDisabled(), 'submit is disabled before a star is chosen');
      await visible(page, form.getByText('0/1000 caracteres'), 'the Spanish counter');
      await form
        .locator('label')
        .filter({ hasText: /^4 estrellas$/ })
        .click();
      const text = `Cajeros amables y pasillos limpios ${randomBytes(2).toString('hex')}`;
      await form.getByLabel('Su reseña (opcional)').fill(text);
      await visible(page, form.getByText(`${text.length}/1000 caracteres`), 'the live counter');
      await submit.click();
      await visible(page, page.getByText('¡Su reseña fue enviada!'), 'the Spanish success toast');
      await visible(page, page.getByText('¡Ganó 15 puntos!'), 'the Spanish points toast');
      const list = page.getByRole('list', { name: 'Reseñas de la comunidad' });
      await visible(page, list.getByText(text), 'the new review in the list');
      await visible(
        page,
        list.getByRole('img', { name: '4 de 5 estrellas' }),
        'its rating, read out in Spanish',
      );
      await visible(
        page,
        list.getByRole('button', { name: 'Eliminar su reseña' }),
        "the owner's delete action",
      );
      await axeScan(page, 'the Spanish store page after a review');
    },
  },
];
