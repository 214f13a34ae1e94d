/**
 * A fact the product shows about a benefit program, with when it was true and where it comes from.
 * Every such fact is either copied from the project's facts file (seeded) or entered by an admin with
 * its source; the site shows the date and source beside it.
 */
export interface SourcedProgramFact {
  /** Plain text, no markup. */
  text: string;
  /** When it was true, as the source dates it: '2025', 'Feb 2025', '2024–2026'. */
  asOf: string;
  /** Where it comes from: a site and page, or a named document. */
  source: string;
}

/** 'As of Feb 2025 · Source: chowhound.com/…': what the site shows beside a fact. */
export function datedFactCredit(fact: Pick<SourcedProgramFact, 'asOf' | 'source'>): string {
  return `As of ${fact.asOf} · Source: ${fact.source}`;
}
