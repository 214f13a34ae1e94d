import type { StoreType } from '@snap/domain';

/**
 * Well-known chains, for a store whose list gives no type (the current "SNAP Store Locations" list has no
 * type column) and that no other source typed. Each lands where USDA files the chain: pharmacies and
 * dollar stores are USDA's "Combination Grocery/Other", so 'Grocery Store' (the grocery category leaves
 * them out by name, as it does when USDA typed them). Matched on whole words of the lower-cased name.
 */
const CHAINS: ReadonlyArray<[StoreType, RegExp]> = [
  ['Supercenter', /\b(wal ?mart supercenter|super ?target|meijer|fred meyer)\b/],
  [
    'Supermarket',
    new RegExp(
      '\\b(' +
        [
          'publix',
          'kroger',
          'aldi',
          'food lion',
          'ingles',
          'winn ?dixie',
          'wal ?mart neighborhood market',
          'piggly wiggly',
          'harris teeter',
          'save ?a ?lot',
          'lidl',
          'food depot',
          'sprouts farmers market',
          'whole foods',
          'trader joe s?',
          'safeway',
          'albertsons',
          'bi ?lo',
          'h ?e ?b',
          'hy ?vee',
          'wegmans',
          'shoprite',
          'stop (and|&) shop',
          'food 4 less',
          'fresh market',
          'earth fare',
          'sav ?a ?lot',
          'ralphs',
          'vons',
          'giant eagle',
          'food city',
          'cost kutter',
        ].join('|') +
        ')\\b',
    ),
  ],
  // After the supermarkets: 'Walmart Neighborhood Market' is one, any other Walmart a supercenter.
  ['Supercenter', /\b(wal ?mart|target)\b/],
  [
    'Convenience Store',
    new RegExp(
      '\\b(' +
        [
          'circle k',
          'quik ?trip',
          'race ?trac',
          '7 ?eleven',
          'chevron',
          'shell',
          'texaco',
          'exxon',
          'mobil',
          'bp',
          'marathon',
          'speedway',
          'sunoco',
          'citgo',
          'valero',
          'wawa',
          'sheetz',
          'murphy (usa|express)',
          'love s travel',
          'nouria',
          'flash foods',
          'raceway',
          'friendly express',
          'pilot travel',
          'flying j',
          'mapco',
          'kangaroo express',
          'the pantry',
          'parker s',
          'enmarket',
          'spinx',
          'casey s',
        ].join('|') +
        ')\\b',
    ),
  ],
  ['Grocery Store', /\b(cvs|walgreens?|rite ?aid)\b/],
  ['Grocery Store', /\b(dollar general|family dollar|dollar ?tree)\b/],
  ['Specialty Store', /\b(flowers bakery|bimbo bakeries|pepperidge farm)\b/],
];

/** The type a well-known chain's name gives a store, or null when the name is no chain known here. */
export function chainStoreType(name: string): StoreType | null {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
  for (const [type, pattern] of CHAINS) if (pattern.test(words)) return type;
  return null;
}
