import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SEEDED_PROGRAM_TEXTS } from '@snap/domain';

const [rmpWho, rmpStates, doubleUp, summerEbt, wic] = SEEDED_PROGRAM_TEXTS;

/** The program facts a new installation starts with (the domain's SEEDED_PROGRAM_TEXTS, worded in
 * English), keyed by their English text and name, as the SNAP tips page shows them in the active
 * language. A fact an admin has reworded since is shown as written. program-fact-texts.spec.ts holds
 * each English message equal to the domain's own text. */
export const PROGRAM_FACT_TEXTS: Record<string, MessageDescriptor> = {
  [rmpWho.text]: msg`The Restaurant Meals Program (RMP) lets SNAP households whose members are all 60 or older, disabled, or homeless (and their spouses) buy prepared meals at approved restaurants; each state chooses whether to run it.`,
  [rmpStates.text]: msg`States running RMP: Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island, Virginia. Confirm with your state.`,
  [doubleUp.text]: msg`SNAP spent on fruits and vegetables is matched dollar for dollar, up to a daily limit that differs by program (often $10–$20); at markets the match is given as tokens at the info booth, at grocery stores as credit for the next visit.`,
  [summerEbt.text]: msg`Summer EBT (SUN Bucks): $120 per eligible school-age child for the summer, usable at stores that accept SNAP; benefits expire 122 days after they are issued.`,
  [wic.text]: msg`WIC benefits are used at WIC-authorized vendors (a different list from SNAP's) and cannot be used online.`,
  // The programs' names.
  [rmpWho.name]: msg`Restaurant Meals Program`,
  [doubleUp.name]: msg`Double Up Food Bucks`,
  [summerEbt.name]: msg`Summer EBT (SUN Bucks)`,
  [wic.name]: msg`WIC`,
};
