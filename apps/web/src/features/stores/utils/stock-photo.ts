/** The stock hero photos bundled with the product (apps/web/public/stock), one per kind of store. */
export const STOCK_PHOTOS = [
  'supermarket',
  'grocery',
  'convenience',
  'farmers-market',
  'restaurant',
  'gas-station',
  'pharmacy',
  'dollar-store',
  'bakery',
  'meat-seafood',
] as const;
export type StockPhoto = (typeof STOCK_PHOTOS)[number];

// The name says more than the USDA type when it names a chain or a trade ("CVS Pharmacy" is typed
// 'Combination Grocery/Other'); checked first, in this order.
const BY_NAME: Array<[RegExp, StockPhoto]> = [
  [/\b(pharmacy|drug|cvs|walgreens|rite ?aid)\b/i, 'pharmacy'],
  [/\b(dollar|family dollar|dollar general|99 cents?)\b/i, 'dollar-store'],
  [
    /\b(gas|fuel|petro|shell|chevron|exxon|bp|citgo|marathon|texaco|quik ?trip|racetrac|sunoco|valero|circle k)\b/i,
    'gas-station',
  ],
  [/\b(farmers?'? ?market|farm|orchard|produce|fruits?|vegetables?)\b/i, 'farmers-market'],
  [/\b(bakery|bakeries|bread|donuts?|panaderia)\b/i, 'bakery'],
  [/\b(meats?|butcher|seafood|fish|poultry|carniceria)\b/i, 'meat-seafood'],
  [/\b(restaurant|cafe|grill|kitchen|pizza|burger|chicken|diner)\b/i, 'restaurant'],
  [
    /\b(supermarket|super ?center|walmart|kroger|publix|aldi|food lion|ingles|piggly wiggly|save a lot)\b/i,
    'supermarket',
  ],
];

const BY_TYPE: Array<[RegExp, StockPhoto]> = [
  [/farm/i, 'farmers-market'],
  [/restaurant|fast food/i, 'restaurant'],
  [/gas station/i, 'gas-station'],
  [/supermarket|supercenter/i, 'supermarket'],
  [/convenience|corner/i, 'convenience'],
  [/grocery/i, 'grocery'],
];

/** The hero photo when a store has none: chosen by its name, then its type; a grocery otherwise. */
export function stockPhotoFor(
  storeName: string,
  storeType: string,
): { kind: StockPhoto; url: string } {
  const kind =
    BY_NAME.find(([pattern]) => pattern.test(storeName))?.[1] ??
    BY_TYPE.find(([pattern]) => pattern.test(storeType))?.[1] ??
    'grocery';
  return { kind, url: `/stock/${kind}.svg` };
}
