import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';

/** The EBT help entries a new installation starts with (the content service's seed), by the key the
 * API gives while an entry is still as seeded (`seedKey`), as the help pages show them in the active
 * language. An entry an admin has saved since comes without a key and is shown as written. */
const SEEDED_HELP_TEXTS: Record<string, MessageDescriptor> = {
  // Help facts, by their key.
  'online-availability': msg`SNAP online purchasing works in all 50 states and DC (not yet in Guam or the US Virgin Islands). Which retailers deliver to your ZIP code is on each retailer’s site.`,
  'online-fees': msg`Delivery and service fees cannot be paid with SNAP.`,
  'online-checkout': msg`At checkout, pay for your eligible groceries with SNAP from your EBT card, and pay any delivery or service fees another way: they cannot be paid with SNAP.`,
  'refusal-rights': msg`This store is authorized by USDA to accept SNAP until it leaves USDA’s list, and a retailer authorized by USDA may not refuse SNAP for eligible items.`,
  // Complaint offices, by their entry's id.
  '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f01': msg`USDA Food and Nutrition Service (FNS)`,
  '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f02': msg`New York State Attorney General`,
  // Online retailers' notes, by their entry's id.
  '3f1c9a52-5a0e-4d0b-9a1e-0b7c2d9e6a01': msg`One of the two online SNAP retailers USDA authorized to serve all areas.`,
  '3f1c9a52-5a0e-4d0b-9a1e-0b7c2d9e6a02': msg`One of the two online SNAP retailers USDA authorized to serve all areas.`,
};

/** An EBT help text in the active language: the seed's translation while the entry is as seeded,
 * otherwise the words an admin wrote. */
export function seededHelpText(seedKey: string | null | undefined, asWritten: string): string {
  const message = seedKey ? SEEDED_HELP_TEXTS[seedKey] : undefined;
  return message ? i18n._(message) : asWritten;
}
