import type { ProgramText } from './program-texts';

/**
 * The program texts a new installation starts with, copied word for word (or cut to the sentence shown)
 * from the project's facts file (`shared/data/programs-facts.md`, "Benefit-program facts, with their
 * sources and dates"), each with its 'as of' and source. The content service writes each one once, on
 * first start; admins correct them in the back-office from then on. Nothing here is written from memory.
 */
export const SEEDED_PROGRAM_TEXTS: ReadonlyArray<
  Omit<ProgramText, 'updatedAt' | 'updatedBy' | 'seedKey'>
> = [
  {
    id: 'seed-restaurant-meals-who',
    kind: 'restaurant-meals',
    name: 'Restaurant Meals Program',
    text: 'The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.',
    asOf: '2025',
    source: 'legalclarity.org/where-can-i-use-my-ebt-card-for-hot-food',
    everyState: true,
    states: [],
  },
  {
    id: 'seed-restaurant-meals-states',
    kind: 'restaurant-meals',
    name: 'Restaurant Meals Program',
    text: 'States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.',
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
    text: 'SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.',
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
    text: 'Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.',
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
    text: "WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.",
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
