import { expect as expectLocator } from '@playwright/test';
import { expect, isPhone, visible } from './checks.mjs';
import { asMember, memberEmail, newMember } from './members.mjs';
import { axeScan, mailedTexts } from './scenario-helpers.mjs';

// Issue 26: signing up, searching and the account's settings in Spanish, and the account's language
// (the language of its e-mails). Each scenario runs on the phone and the desktop projects.

/** The newest e-mail text sent to the address that contains the pattern, once the runtime wrote it
 * (the request's answer comes before the mail on a busy machine). */
async function mailedText(email, pattern) {
  for (let i = 0; i < 50; i++) {
    const text = mailedTexts(email)
      .filter((mail) => pattern.test(mail))
      .at(-1);
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected an e-mail to ${email} matching ${pattern}`);
}

/** The account's language as the server keeps it. */
async function accountLanguage(base, member) {
  const { me } = await asMember(base, member, '{ me { language } }');
  return me?.language;
}

/** Signs in through the Spanish sign-in form, as a person on /es does. */
async function signInInSpanish(page, base, account) {
  await page.goto(`${base}/es/auth`);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo electrónico').fill(account.email);
  await form.getByLabel('Contraseña').fill(account.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/es\/?$/);
}

/** The profile's 'Account Settings' tab on the Spanish site. */
async function openSpanishAccountSettings(page, base) {
  await page.goto(`${base}/es/profile`);
  const tabs = page.getByRole('tablist', { name: 'Secciones del perfil' });
  await visible(page, tabs, 'the Spanish profile tabs');
  await tabs.getByRole('tab', { name: 'Configuración de la cuenta' }).click();
  return page.getByRole('radiogroup', { name: 'Idioma de los correos electrónicos' });
}

export const SPANISH_ACCOUNT_SCENARIOS = [
  {
    name: 'Spanish: sign up and verify in Spanish, and the account and its e-mails are Spanish',
    context: { permissions: [] },
    async run(page, base) {
      const account = { email: memberEmail(), password: 'secret-e2e-1', fullName: 'Rosa Prueba' };
      await page.goto(`${base}/es/auth`);
      await page
        .getByRole('form', { name: 'Iniciar sesión' })
        .getByRole('button', { name: 'Registrarse' })
        .click();
      const form = page.getByRole('form', { name: 'Crear una cuenta' });
      await visible(page, form, 'the Spanish sign-up form');
      await axeScan(page, 'the Spanish sign-up form');
      await form.getByLabel('Nombre completo').fill(account.fullName);
      await form.getByLabel('Correo electrónico').fill(account.email);
      await form.getByLabel('Contraseña').fill(account.password);
      await form.getByRole('button', { name: 'Registrarse' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Revise su correo electrónico' }),
        "'Revise su correo electrónico'",
      );

      // Signed up from a Spanish page: the confirmation e-mail is in Spanish.
      const mail = await mailedText(account.email, /\/auth\/verify\?token=/);
      expect(
        mail.startsWith(`Hola, ${account.fullName}:`) && mail.includes('Confirme su correo'),
        `the confirmation e-mail is in Spanish (${mail.slice(0, 80)}…)`,
      );
      const token = /\/auth\/verify\?token=([\w-]+)/.exec(mail)?.[1];
      await page.goto(`${base}/es/auth/verify?token=${token}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Confirme su correo electrónico' }),
        'the Spanish password step',
      );
      await page.getByLabel('Contraseña').fill(account.password);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Su correo electrónico está confirmado' }),
        'the Spanish confirmation',
      );
      await axeScan(page, 'the Spanish verification page');

      await signInInSpanish(page, base, account);
      const language = await openSpanishAccountSettings(page, base);
      await expectLocator(
        language.getByRole('radio', { name: 'Español' }),
        "the account's language is Spanish",
      ).toBeChecked();
      await visible(
        page,
        page.getByText('No cambia el idioma de este sitio.', { exact: false }),
        'the helper text about e-mails',
      );
    },
  },
  {
    name: 'Spanish: a search by name and city on /es/search shows Spanish results, filters and sorts',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/es/search`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'Buscar tiendas SNAP/EBT' }),
        'the Spanish search page',
      );
      await page.getByLabel('Nombre de la tienda (opcional)').fill('Kroger');
      await page.getByLabel('Ubicación').fill('Atlanta, GA');
      await page.getByRole('button', { name: 'Buscar tiendas' }).first().click();
      await visible(
        page,
        page.getByRole('article').filter({ hasText: /kroger/i }),
        'a Kroger card',
      );
      expect(
        new URL(page.url()).pathname === '/es/search',
        `still on the Spanish page (${page.url()})`,
      );
      const results = page.getByRole('region', { name: 'Resultados de la búsqueda' });
      await visible(page, page.getByText('Resultados de la búsqueda: "Kroger"'), 'the query note');
      await visible(page, results.getByText(/^\d+ tiendas? encontradas?$/), 'the Spanish count');
      await visible(
        page,
        results.getByRole('combobox', { name: 'Distancia' }).filter({ hasText: /millas$/ }),
        'the radius in miles',
      );
      await visible(
        page,
        results.getByRole('button', { name: 'Abierto ahora' }),
        "the 'Abierto ahora' filter",
      );
      await visible(
        page,
        results.getByRole('button', { name: 'Ver en mapa' }),
        'the map view toggle',
      );
      if (isPhone(page))
        await visible(
          page,
          page.getByRole('heading', { name: 'Búsqueda actual' }),
          "the phone's summary of the search",
        );
      await axeScan(page, 'Spanish search results');

      await results.getByRole('combobox', { name: 'Ordenar por' }).click();
      const options = await page.getByRole('option').allTextContents();
      expect(
        JSON.stringify(options) ===
          JSON.stringify([
            'Relevancia',
            'Distancia',
            'Nombre (A-Z)',
            'Calificación',
            'Actualizadas recientemente',
          ]),
        `the Spanish sorts (${options.join(', ')})`,
      );
      await page.getByRole('option', { name: 'Nombre (A-Z)' }).click();
      await visible(
        page,
        results.getByRole('combobox', { name: 'Ordenar por' }).filter({ hasText: 'Nombre (A-Z)' }),
        'the chosen sort',
      );
    },
  },
  {
    name: "Spanish: the account's language is changed in account settings, and the next e-mail follows it",
    context: { permissions: [] },
    async run(page, base) {
      // Made through the API without a language: an English account.
      const member = await newMember(base, 'Luis Cambio');
      expect(
        (await accountLanguage(base, member)) === 'en',
        'a new account without a page language is English',
      );
      await signInInSpanish(page, base, member);
      await page.goto(`${base}/es/profile`);
      const tabs = page.getByRole('tablist', { name: 'Secciones del perfil' });
      await visible(page, tabs, 'the Spanish profile tabs');
      const names = await tabs.getByRole('tab').allTextContents();
      expect(
        JSON.stringify(names) ===
          JSON.stringify([
            'Información del perfil',
            'Puntos e insignias',
            'Mis reseñas',
            'Configuración de la cuenta',
            'Preferencias de la aplicación',
            'Ayuda',
          ]),
        `the six tabs in Spanish (${names.join(', ')})`,
      );
      await visible(page, page.getByText('Usuario estándar'), 'the account type');
      await axeScan(page, 'the Spanish profile');
      const language = await openSpanishAccountSettings(page, base);
      await expectLocator(
        language.getByRole('radio', { name: 'English' }),
        'English is the saved language',
      ).toBeChecked();
      await axeScan(page, 'Spanish account settings');
      await language.getByRole('radio', { name: 'Español' }).click();
      await visible(page, page.getByText('Idioma actualizado'), "the 'Idioma actualizado' toast");
      await visible(
        page,
        page.getByText('Le enviaremos sus correos electrónicos en español.'),
        'what changes',
      );
      await expectLocator(
        language.getByRole('radio', { name: 'Español' }),
        'Spanish is chosen',
      ).toBeChecked();
      expect(
        (await accountLanguage(base, member)) === 'es',
        "the server keeps the account's new language",
      );

      // Asked for without a page language, the reset e-mail is in the account's language.
      await asMember(
        base,
        member,
        'mutation ($email: String!) { requestPasswordReset(email: $email) }',
        {
          email: member.email,
        },
      );
      const mail = await mailedText(member.email, /\/auth\/reset-password\?token=/);
      expect(
        mail.startsWith(`Hola, ${member.fullName}:`),
        `the reset e-mail is in Spanish (${mail.slice(0, 80)}…)`,
      );
    },
  },
];
