import type { ProgramText } from './program-texts';

/**
 * The program texts a new installation starts with, copied word for word (or cut to the sentence shown)
 * from the project's facts file (`shared/data/programs-facts.md`, "Benefit-program facts, with their
 * sources and dates"), each with its 'as of' and source. The content service writes each one once, on
 * first start; admins correct them in the back-office from then on. Nothing here is written from memory.
 * Each carries its Spanish wording (`nameEs`, `textEs`), as the site's Spanish pages showed it before
 * texts were stored per language.
 */
export const SEEDED_PROGRAM_TEXTS: ReadonlyArray<Omit<ProgramText, 'updatedAt' | 'updatedBy'>> = [
  {
    id: 'seed-restaurant-meals-who',
    kind: 'restaurant-meals',
    name: 'Restaurant Meals Program',
    nameEs: 'Programa de Comidas en Restaurantes',
    text: 'The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.',
    textEs:
      'El Programa de Comidas en Restaurantes (RMP) permite a los hogares de SNAP en los que todos tienen 60 años o más, una discapacidad o no tienen hogar (y a sus cónyuges) comprar comidas preparadas en restaurantes aprobados; cada estado decide si lo ofrece.',
    asOf: '2025',
    source: 'legalclarity.org/where-can-i-use-my-ebt-card-for-hot-food',
    everyState: true,
    states: [],
  },
  {
    id: 'seed-restaurant-meals-states',
    kind: 'restaurant-meals',
    name: 'Restaurant Meals Program',
    nameEs: 'Programa de Comidas en Restaurantes',
    text: 'States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.',
    textEs:
      'Estados con RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, Nueva York, Rhode Island y Virginia. Confírmelo con su estado.',
    asOf: 'Feb 2025',
    source:
      'chowhound.com/1792408/can-you-use-ebt-at-mcdonalds/ (secondary; confirm with each state)',
    everyState: false,
    states: ['AZ', 'CA', 'IL', 'MA', 'MD', 'MI', 'NY', 'RI', 'VA'],
  },
  {
    id: 'seed-incentive-double-up-food-bucks',
    kind: 'incentive',
    name: 'Double Up Food Bucks',
    nameEs: 'Double Up Food Bucks',
    text: 'SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.',
    textEs:
      'Lo que gasta de SNAP en frutas y verduras se iguala dólar por dólar, hasta un límite diario que cambia según el programa (a menudo de $10 a $20); en los mercados se entrega en fichas en el puesto de información y en las tiendas de comestibles como crédito para su próxima compra.',
    asOf: '2024–2026',
    source:
      'doubleupfoodbucks.org/how-it-works/; iowahealthieststate.com Double Up how-it-works; marquettefood.coop Double Up page',
    everyState: true,
    states: [],
  },
  {
    id: 'seed-summer-ebt',
    kind: 'summer-ebt',
    name: 'Summer EBT (SUN Bucks)',
    nameEs: 'Summer EBT (SUN Bucks)',
    text: 'Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.',
    textEs:
      'Summer EBT (SUN Bucks): $120 por cada niño en edad escolar que califique, para el verano, que se pueden usar en las tiendas que aceptan SNAP; los beneficios vencen 122 días después de emitirse.',
    asOf: '2024–2025',
    source: 'summerebt.org FAQ',
    // The facts file does not say which states run it: store pages show it once an admin enters them.
    everyState: false,
    states: [],
  },
  {
    id: 'seed-wic',
    kind: 'wic',
    name: 'WIC',
    nameEs: 'WIC',
    text: "WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.",
    textEs:
      'Los beneficios de WIC se usan en los comercios autorizados por WIC (una lista distinta a la de SNAP) y no se pueden usar en línea.',
    asOf: '2025',
    source: 'state WIC vendor pages (e.g. Washington WICShopper)',
    everyState: true,
    states: [],
  },
];

/** The Double Up figure the home page may state, with its source and date (product rule "Dated facts": a "$30 per day"
 * claim had none, and the facts file says the limit differs by program, often $10–$20). */
export const DOUBLE_UP_HOME_FACT = {
  text: 'Double Up Food Bucks programs match SNAP spent on fruits and vegetables dollar for dollar, up to a daily limit that differs by program (often $10–$20).',
  asOf: '2024–2026',
  source: 'doubleupfoodbucks.org/how-it-works/',
} as const;
