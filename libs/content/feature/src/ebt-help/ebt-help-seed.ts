/**
 * The facts the help pages start with, copied from the benefit-program facts file
 * (`programs-facts.md`, shared with the product team) with their dates and sources, so the repository
 * stands alone. Nothing here is written from memory: each entry restates one line of that file. Admins
 * correct or add to them in the back-office; a first start writes them once (see EbtHelpSeeder).
 *
 * The lines used, as the file has them (fact | as of | source):
 * - SNAP online purchasing works in all 50 states and DC (not yet in Guam or the US Virgin Islands).
 *   Delivery and service fees cannot be paid with SNAP. Which retailers deliver to a ZIP is on each
 *   retailer's site. | 2025 | fns.usda.gov/snap/online
 * - Amazon and Walmart were the two online SNAP retailers authorized to serve all areas. | 2020 |
 *   18F/cv_faq `_content/financial-help/can-snap-participants-order-groceries-online.md`;
 *   supermarketnews.com on USDA's online pilot
 * - A retailer authorized by USDA may not refuse SNAP for eligible items; people can report a refusal
 *   to USDA's Food and Nutrition Service and, in New York, to the Attorney General. | 2025 |
 *   ag.ny.gov press release 2025 "warns … businesses unlawfully refusing SNAP"
 *
 * Each text carries its Spanish (`textEs`, `noteEs`, `officeEs`), worded as the site's Spanish pages
 * showed it before texts were stored per language.
 */
import type { HelpFactKey } from '@snap/domain';

const FNS_ONLINE = 'fns.usda.gov/snap/online';
const ONLINE_RETAILERS_SOURCE =
  "18F/cv_faq _content/financial-help/can-snap-participants-order-groceries-online.md; supermarketnews.com on USDA's online pilot";
const REFUSAL_SOURCE = 'ag.ny.gov press release 2025 "warns … businesses unlawfully refusing SNAP"';

export const SEED_HELP_FACTS: ReadonlyArray<{
  key: HelpFactKey;
  text: string;
  textEs: string;
  source: string;
  checkedOn: string;
}> = [
  {
    key: 'online-availability',
    text: 'SNAP online purchasing works in all 50 states and DC (not yet in Guam or the US Virgin Islands). Which retailers deliver to your ZIP code is on each retailer’s site.',
    textEs:
      'Las compras en línea con SNAP funcionan en los 50 estados y DC (todavía no en Guam ni en las Islas Vírgenes de EE. UU.). Qué comercios entregan en su código postal (ZIP) se indica en el sitio de cada comercio.',
    source: FNS_ONLINE,
    checkedOn: '2025',
  },
  {
    key: 'online-fees',
    text: 'Delivery and service fees cannot be paid with SNAP.',
    textEs: 'Los cargos de entrega y de servicio no se pueden pagar con SNAP.',
    source: FNS_ONLINE,
    checkedOn: '2025',
  },
  {
    key: 'online-checkout',
    text: 'At checkout, pay for your eligible groceries with SNAP from your EBT card, and pay any delivery or service fees another way: they cannot be paid with SNAP.',
    textEs:
      'Al pagar, pague los alimentos elegibles con SNAP de su tarjeta EBT, y pague de otra forma los cargos de entrega o de servicio: no se pueden pagar con SNAP.',
    source: FNS_ONLINE,
    checkedOn: '2025',
  },
  {
    key: 'refusal-rights',
    text: 'This store is authorized by USDA to accept SNAP until it leaves USDA’s list, and a retailer authorized by USDA may not refuse SNAP for eligible items.',
    textEs:
      'Esta tienda está autorizada por el USDA para aceptar SNAP mientras esté en la lista del USDA, y un comercio autorizado por el USDA no puede negarse a aceptar SNAP para los productos elegibles.',
    source: REFUSAL_SOURCE,
    checkedOn: '2025',
  },
];

/** Fixed ids, so two instances seeding at once write each entry once. */
export const SEED_ONLINE_RETAILERS = [
  {
    _id: '3f1c9a52-5a0e-4d0b-9a1e-0b7c2d9e6a01',
    state: 'ALL',
    name: 'Amazon',
    website: null,
    note: 'One of the two online SNAP retailers USDA authorized to serve all areas.',
    noteEs:
      'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
    source: ONLINE_RETAILERS_SOURCE,
    checkedOn: '2020',
  },
  {
    _id: '3f1c9a52-5a0e-4d0b-9a1e-0b7c2d9e6a02',
    state: 'ALL',
    name: 'Walmart',
    website: null,
    note: 'One of the two online SNAP retailers USDA authorized to serve all areas.',
    noteEs:
      'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
    source: ONLINE_RETAILERS_SOURCE,
    checkedOn: '2020',
  },
] as const;

export const SEED_COMPLAINT_CONTACTS = [
  {
    _id: '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f01',
    state: 'ALL',
    office: 'USDA Food and Nutrition Service (FNS)',
    officeEs: 'Servicio de Alimentos y Nutrición del USDA (FNS)',
    contact: null,
    contactEs: null,
    source: REFUSAL_SOURCE,
    checkedOn: '2025',
  },
  {
    _id: '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f02',
    state: 'NY',
    office: 'New York State Attorney General',
    officeEs: 'Fiscal General del Estado de Nueva York',
    contact: null,
    contactEs: null,
    source: REFUSAL_SOURCE,
    checkedOn: '2025',
  },
] as const;
