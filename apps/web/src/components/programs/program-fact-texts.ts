import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';

/** The program texts a new installation starts with (the domain's SEEDED_PROGRAM_TEXTS), by the key the
 * API gives while a text is still as seeded (`seedKey`, the text's id), as the site shows them in the
 * active language. A text an admin has saved since comes without a key and is shown as written. Keyed
 * by the ids' strings, not the domain's constant, so the home page's shared chunk does not carry the
 * seed; program-fact-texts.spec.ts holds each key and English message equal to the domain's own. */
export const PROGRAM_FACT_TEXTS: Record<
  string,
  { name: MessageDescriptor; text: MessageDescriptor }
> = {
  'seed-restaurant-meals-who': {
    name: msg`Restaurant Meals Program`,
    text: msg`The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.`,
  },
  'seed-restaurant-meals-states': {
    name: msg`Restaurant Meals Program`,
    text: msg`States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.`,
  },
  'seed-incentive-double-up-food-bucks': {
    name: msg`Double Up Food Bucks`,
    text: msg`SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.`,
  },
  'seed-summer-ebt': {
    name: msg`Summer EBT (SUN Bucks)`,
    text: msg`Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.`,
  },
  'seed-wic': {
    name: msg`WIC`,
    text: msg`WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.`,
  },
};

/** What the content service gives of a program text. */
interface ProgramFact {
  name: string;
  text: string;
  seedKey?: string | null;
}

/** A program's name in the active language: the seed's translation while the text is as seeded,
 * otherwise the name an admin wrote. */
export function programFactName(fact: ProgramFact): string {
  const seeded = fact.seedKey ? PROGRAM_FACT_TEXTS[fact.seedKey] : undefined;
  return seeded ? i18n._(seeded.name) : fact.name;
}

/** A program text in the active language: the seed's translation while the text is as seeded,
 * otherwise the words an admin wrote. */
export function programFactText(fact: ProgramFact): string {
  const seeded = fact.seedKey ? PROGRAM_FACT_TEXTS[fact.seedKey] : undefined;
  return seeded ? i18n._(seeded.text) : fact.text;
}
