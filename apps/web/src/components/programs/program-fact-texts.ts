import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { domainText } from '../../lib/domain-texts';

/** The program facts a new installation starts with (the domain's SEEDED_PROGRAM_TEXTS, worded in
 * English), keyed by their English text and name, as the SNAP tips page shows them in the active
 * language. A fact an admin has reworded since is shown as written. Keyed by the words, not by the
 * domain's constant, so the home page's shared chunk does not carry the seed (program-facts.ts also
 * holds the home page's Double Up fact); program-fact-texts.spec.ts holds each key and English message
 * equal to the domain's own text. */
export const PROGRAM_FACT_TEXTS: Record<string, MessageDescriptor> = {
  'The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.': msg`The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.`,
  'States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.': msg`States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.`,
  'SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.': msg`SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.`,
  'Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.': msg`Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.`,
  "WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.": msg`WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.`,
  // The programs' names.
  'Restaurant Meals Program': msg`Restaurant Meals Program`,
  'Double Up Food Bucks': msg`Double Up Food Bucks`,
  'Summer EBT (SUN Bucks)': msg`Summer EBT (SUN Bucks)`,
  WIC: msg`WIC`,
};

/** A program text or name from the content service in the active language (as written when an admin
 * has reworded it since the seed). */
export function programFactText(text: string): string {
  return domainText(text, PROGRAM_FACT_TEXTS);
}
