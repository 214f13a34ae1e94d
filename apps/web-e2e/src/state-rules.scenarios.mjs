import { expect, isPhone, visible } from './checks.mjs';
import { adminToken, graphqlAnswer, newAdmin, signInToBackOffice } from './scenario-helpers.mjs';

// "Will my card work here?" (issue 44): each state's purchase rule (seeded from the programs facts
// file), one answer per store page, and the late-benefits notices an admin posts. The bundled
// national farmers markets give a Texas store (Bastrop 1832 Farmers Market) and an Alabama one
// (Bj Farms, Elberta); the Georgia sample gives the rest.
const TEXAS_MARKET = '975341';
const PAGE_READY_MS = 60_000;
const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function firstGeorgiaStore(base) {
  const answer = await graphqlAnswer(base, '{ zipStores(zip: "30303") { id State } }');
  const store = answer.data?.zipStores?.[0];
  expect(store?.State === 'GA', `a Georgia store of ZIP 30303: ${JSON.stringify(answer)}`);
  return store.id;
}

export const STATE_RULES_SCENARIOS = [
  {
    name: "state rules: a Texas store page says the state's rule with its date and source, a Georgia one none; an admin's later start reads 'From', in both languages",
    async run(page, base) {
      await page.goto(`${base}/store/${TEXAS_MARKET}`);
      const answer = page.getByRole('region', { name: 'Will my card work here?' });
      await visible(
        page,
        answer.getByText(
          'Since April 1, 2026, SNAP cannot buy in Texas: sweetened drinks (soda, energy drinks) and candy.',
        ),
        "Texas's rule with its start date",
      );
      await visible(
        page,
        answer.getByText('Source: news summaries of state announcements (2026), 2026'),
        "the rule's source and date",
      );
      await visible(page, answer.getByText(/^On USDA's SNAP retailer list as of /), "USDA's list");
      await answer.getByRole('link', { name: "They didn't take my EBT" }).click();
      await visible(
        page,
        page.getByRole('button', { name: "They didn't take my EBT" }),
        'the refusal report, one tap away',
      );

      await page.goto(`${base}/es/store/${TEXAS_MARKET}`);
      await visible(
        page,
        page
          .getByRole('region', { name: '¿Funcionará mi tarjeta aquí?' })
          .getByText(
            'Desde el 1 de abril de 2026, con SNAP no se puede comprar en Texas: bebidas endulzadas (refrescos, bebidas energéticas) y dulces.',
          ),
        'the rule in Spanish',
      );

      await page.goto(`${base}/store/${await firstGeorgiaStore(base)}`);
      const georgia = page.getByRole('region', { name: 'Will my card work here?' });
      await visible(page, georgia, 'the answer on a Georgia store');
      expect(!(await georgia.getByText(/SNAP cannot buy/).count()), 'no rule in Georgia');

      // An admin records Missouri's items with a start next year: the page says "From …".
      const year = new Date().getUTCFullYear() + 1;
      const saved = await graphqlAnswer(
        base,
        `mutation ($s: String) { savePurchaseRule(state: "MO", summaryEn: "soft drinks and candy", summaryEs: "refrescos y dulces", startsOn: $s, source: "mydss.mo.gov", checkedOn: "${day(0)}") { shown } }`,
        { s: `${year}-10-01` },
        await adminToken(base),
      );
      expect(saved.data?.savePurchaseRule?.shown === 'from', JSON.stringify(saved));
      await page.goto(`${base}/snap-tips`);
      await page
        .getByRole('link', { name: 'See what SNAP cannot buy in your state' })
        .click({ timeout: PAGE_READY_MS });
      const missouri = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Missouri' }) });
      await visible(
        page,
        missouri.getByText(
          `From October 1, ${year}, SNAP cannot buy in Missouri: soft drinks and candy.`,
        ),
        "Missouri's later start",
      );
      await visible(
        page,
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Ohio' }) })
          .getByText(
            "Ohio limits what SNAP can buy. Check the state's SNAP page for the items and the start date.",
          ),
        'a state without items or date shows only that it has limits',
      );
      await page.goto(`${base}/es/snap-rules`);
      await visible(
        page,
        page.getByText(
          `A partir del 1 de octubre de ${year}, con SNAP no se podrá comprar en Missouri: refrescos y dulces.`,
        ),
        "Missouri's later start in Spanish",
      );
    },
  },
  {
    name: 'late-benefit notices: an admin posts one for Georgia in the back-office; a Georgia search shows it in both languages, an Alabama one does not',
    async run(page, base) {
      // Staff have two-step verification on (second-factor.mjs enrols the admin's token through the
      // operator's endpoint).
      await signInToBackOffice(page, base, await newAdmin(base), 'state-rules');
      await page.getByRole('button', { name: 'Post notice' }).click({ timeout: PAGE_READY_MS });
      const dialog = page.getByRole('dialog', { name: 'Post notice' });
      const text = `Georgia benefits are late (${isPhone(page) ? 'phone' : 'desktop'}). Call 211 for free food.`;
      const textEs = `Los beneficios de Georgia llegan tarde (${isPhone(page) ? 'teléfono' : 'escritorio'}). Llame al 211 para conseguir comida gratis.`;
      await dialog.getByLabel('States').fill('GA');
      await dialog.getByLabel('First day').fill(day(-1));
      await dialog.getByLabel('Last day').fill(day(1));
      await dialog.getByLabel('Text (English)').fill(text);
      await dialog.getByLabel('Source', { exact: true }).fill('dhs.georgia.gov');
      await dialog.getByLabel('Source date').fill(day(-1));
      await dialog.getByLabel('Links').fill('http://211.org');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // Refused, naming what is missing, and nothing posted.
      await visible(
        page,
        dialog.getByText(
          'Please enter the text in Spanish, Links must be web addresses starting with https://',
        ),
        'the refusal naming the Spanish text and the link',
      );
      await dialog.getByLabel('Text (Spanish)').fill(textEs);
      await dialog.getByLabel('Links').fill('https://www.211.org');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(
        page,
        page.getByRole('table', { name: 'Late-benefits notices' }).getByText(text),
        'the posted notice',
      );

      await page.goto(`${base}/search?location=30303`);
      await visible(
        page,
        page.getByText(`Georgia: ${text}`),
        'the notice on a Georgia search',
        PAGE_READY_MS,
      );
      await visible(page, page.getByRole('link', { name: '211.org' }).first(), 'its link');
      await page.goto(`${base}/es/search?location=30303`);
      await visible(
        page,
        page.getByText(`Georgia: ${textEs}`),
        'the notice in Spanish',
        PAGE_READY_MS,
      );

      await page.goto(`${base}/search?location=36530`);
      await visible(
        page,
        page.getByRole('article', { name: /Bj Farms/i }).first(),
        'an Alabama search’s results',
        PAGE_READY_MS,
      );
      expect(!(await page.getByText(text).count()), 'no Georgia notice on an Alabama search');
    },
  },
];
