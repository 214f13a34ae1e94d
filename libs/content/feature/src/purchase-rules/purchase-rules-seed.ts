import type { PurchaseRuleRecord } from './purchase-rule.schema';

type SeedRule = Omit<PurchaseRuleRecord, '_id' | 'updatedBy' | 'createdAt' | 'updatedAt'>;

const CONVENIENCE = 'convenience.org, 2026-02-02 (first five states on Jan 1)';
const NEWS = 'news summaries of state announcements (2026)';

function rule(
  state: string,
  summaryEn: string | null,
  summaryEs: string | null,
  startsOn: string | null,
  source: string,
  checkedOn: string | null,
  confirm = false,
): SeedRule {
  return {
    state,
    summaryEn,
    summaryEs,
    startsOn,
    confirm,
    source,
    checkedOn,
    stateUrl: null,
    stateCheckedOn: null,
  };
}

/** Copied from the programs facts file ("State purchase restrictions"), with its sources and dates; the
 * Spanish summaries translate the English ones. A line marked "confirm" or without a date shows only
 * that the state has limits; no state's own page is listed until an admin enters it. */
export const SEED_PURCHASE_RULES: readonly SeedRule[] = [
  rule(
    'IN',
    'soft drinks and candy',
    'refrescos y dulces',
    '2026-01-01',
    `${CONVENIENCE}; FNS "Indiana SNAP Food Restriction Waiver"`,
    '2026-02-02',
  ),
  rule(
    'IA',
    'nearly all food that is taxable under Iowa law (soda, candy and more)',
    'casi todos los alimentos que pagan impuesto según la ley de Iowa (refrescos, dulces y más)',
    '2026-01-01',
    'convenience.org, 2026-02-02; FNS "Iowa SNAP Food Restriction Waiver"',
    '2026-02-02',
  ),
  rule(
    'NE',
    'soda and energy drinks',
    'refrescos y bebidas energéticas',
    '2026-01-01',
    'convenience.org, 2026-02-02; FNS "Nebraska SNAP Food Restriction Waiver"',
    '2026-02-02',
  ),
  rule(
    'UT',
    'soft drinks (carbonated nonalcoholic drinks with sweeteners)',
    'refrescos (bebidas gaseosas sin alcohol con endulzantes)',
    '2026-01-01',
    'convenience.org, 2026-02-02; FNS approval letter to Utah DWS (request of 2025-05-16)',
    '2026-02-02',
  ),
  rule(
    'WV',
    'soda',
    'refrescos',
    '2026-01-01',
    'convenience.org, 2026-02-02; en.wikipedia.org SNAP_food_restriction_waivers',
    '2026-02-02',
  ),
  rule(
    'ID',
    'soft drinks and candy (candy without flour)',
    'refrescos y dulces (dulces sin harina)',
    '2026-02-15',
    'news summaries of state announcements (2026); convenience.org, 2026-02-02 (flour example)',
    '2026',
  ),
  rule('OK', 'soft drinks and candy', 'refrescos y dulces', '2026-02-15', NEWS, '2026'),
  rule(
    'LA',
    'soft drinks, energy drinks and candy',
    'refrescos, bebidas energéticas y dulces',
    '2026-02-18',
    NEWS,
    '2026',
  ),
  rule(
    'TX',
    'sweetened drinks (soda, energy drinks) and candy',
    'bebidas endulzadas (refrescos, bebidas energéticas) y dulces',
    '2026-04-01',
    NEWS,
    '2026',
  ),
  rule('VA', 'sweetened soft drinks', 'refrescos endulzados', '2026-04-01', NEWS, '2026'),
  rule(
    'FL',
    'soda, energy drinks and candy',
    'refrescos, bebidas energéticas y dulces',
    '2026-04-20',
    NEWS,
    '2026',
  ),
  rule('CO', 'soft drinks', 'refrescos', '2026-04-30', NEWS, '2026'),
  rule(
    'AR',
    'soda (diet too), fruit and vegetable drinks under 50 % juice, other unhealthy drinks, and candy',
    'refrescos (también los de dieta), bebidas de frutas y verduras con menos del 50 % de jugo, otras bebidas no saludables y dulces',
    '2026-07-01',
    'FNS approval letter to Arkansas DHS (request of 2025-04-15); news reports of the approval',
    // The facts file gives the request's date, not the letter's: no date is invented for it.
    null,
  ),
  // "Confirm the list on the state's page": shown only as a state with limits.
  rule(
    'TN',
    'sweetened drinks and/or candy',
    'bebidas endulzadas y/o dulces',
    '2026-07-31',
    'FNS "Tennessee SNAP Food Restriction Waiver"; news summaries (2026)',
    '2026',
    true,
  ),
  rule(
    'HI',
    'sweetened drinks and/or candy',
    'bebidas endulzadas y/o dulces',
    '2026-08-01',
    'FNS "Hawaii SNAP Food Restriction Waiver"; news summaries (2026)',
    '2026',
    true,
  ),
  rule(
    'SC',
    'sweetened drinks and/or candy',
    'bebidas endulzadas y/o dulces',
    '2026-08-31',
    'FNS "South Carolina SNAP Food Restriction Waiver"; news summaries (2026)',
    '2026',
    true,
  ),
  rule(
    'ND',
    'sweetened drinks and/or candy',
    'bebidas endulzadas y/o dulces',
    '2026-09-01',
    'FNS "North Dakota SNAP Food Restriction Waiver"; news summaries (2026)',
    '2026',
    true,
  ),
  rule(
    'MO',
    'sweetened drinks and/or candy',
    'bebidas endulzadas y/o dulces',
    '2026-10-01',
    'FNS "Missouri SNAP Food Restriction Waiver"; news summaries (2026)',
    '2026',
    true,
  ),
  // Approved on 2026-03-04; the items and start dates are not recorded yet.
  ...['NV', 'KS', 'WY', 'OH'].map((state) =>
    rule(state, null, null, null, 'FNS resources listing, 2026-03-04', '2026-03-04'),
  ),
];
