import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { USDA_STATES } from '@snap/domain';
import { intlLocale } from './i18n/i18n';
import { usdaDate } from './usda-dates';

/** The part of the catalog coverage these sentences read (the API's CatalogCoverage). */
export interface CoverageFacts {
  covered: ReadonlyArray<{ state: string; name: string; stores: number; asOf: string }>;
  storesElsewhere: number;
}

export const USDA_RETAILER_LOCATOR_URL = 'https://www.fns.usda.gov/snap/retailer-locator';

const count = (value: number) => value.toLocaleString(intlLocale());

/** 'A', 'A and B', 'A, B and C' (in Spanish 'A, B y C'). */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  const first = words.slice(0, -1).join(', ');
  const last = words[words.length - 1];
  return t`${first} and ${last}`;
}

/**
 * What the catalog holds, in one phrase: '9,312 SNAP stores across Georgia from USDA's list of
 * July 29, 2026, and 3,093 farmers markets in other states'. Null when it holds nothing to claim,
 * so the page keeps its figure-less wording.
 */
export function coverageSummary(coverage: CoverageFacts | null | undefined): string | null {
  if (!coverage) return null;
  const parts = coverage.covered
    .filter((state) => state.stores > 0)
    .map((state, index) => {
      const date = usdaDate(state.asOf);
      const stores = count(state.stores);
      const name = state.name;
      if (index === 0)
        return date
          ? t`${stores} SNAP stores across ${name} from USDA's list of ${date}`
          : t`${stores} SNAP stores across ${name}`;
      return date
        ? t`${stores} across ${name} from USDA's list of ${date}`
        : t`${stores} across ${name}`;
    });
  if (coverage.storesElsewhere > 0) {
    const markets = count(coverage.storesElsewhere);
    parts.push(
      parts.length > 0
        ? t`${markets} farmers markets in other states`
        : t`${markets} farmers markets from USDA's national list`,
    );
  }
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0];
  const first = parts.slice(0, -1).join(', ');
  const last = parts[parts.length - 1];
  return t`${first}, and ${last}`;
}

const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

/**
 * The same claim in a bounded length, for the places that must stay short whatever the catalog holds
 * (the hero's reserved lines, the meta description): one state is named with its list's date; more are
 * counted ('13,554 SNAP stores across 2 states and territories from USDA's lists'), and the FAQ
 * names each with its date.
 */
export function compactCoverageSummary(coverage: CoverageFacts | null | undefined): string | null {
  const states = coverage?.covered.filter((state) => state.stores > 0) ?? [];
  if (!coverage || states.length <= 1) return coverageSummary(coverage);
  const total = states.reduce((sum, state) => sum + state.stores, 0);
  const storeCount = count(total);
  const placeCount = states.length;
  const stores = states.some((state) => TERRITORIES.has(state.state.toUpperCase()))
    ? t`${storeCount} SNAP stores across ${placeCount} states and territories from USDA's lists`
    : t`${storeCount} SNAP stores across ${placeCount} states from USDA's lists`;
  const markets = count(coverage.storesElsewhere);
  return coverage.storesElsewhere > 0
    ? t`${stores}, and ${markets} farmers markets in other states`
    : stores;
}

/** The states whose complete current USDA list the catalog holds, by name: 'Georgia'. */
export function coveredStateNames(coverage: CoverageFacts): string {
  return listWords(coverage.covered.map((state) => state.name));
}

/** The two-letter code of a place's state, when the catalog does not cover it (null when it does,
 * or when the state is unknown: no notice then). */
export function uncoveredState(
  coverage: CoverageFacts | null | undefined,
  state: string | null | undefined,
): { code: string; name: string } | null {
  const code = state?.trim().toUpperCase();
  if (!coverage || !code || !USDA_STATES[code]) return null;
  if (coverage.covered.some((covered) => covered.state.toUpperCase() === code)) return null;
  return { code, name: USDA_STATES[code] };
}

// The figure-less wording is what the pre-rendered home page carries (it is built before any catalog
// exists): true whatever the catalog holds.
export const HERO_TEXT: MessageDescriptor = msg`Grocery stores, corner stores, restaurants and farmers markets that accept SNAP/EBT, from USDA's own retailer lists. Search free — no sign-up needed.`;

export function heroFigureText(coverage: CoverageFacts | null | undefined): string | null {
  const summary = compactCoverageSummary(coverage);
  return summary && t`This site lists ${summary}.`;
}

export const STORES_FAQ_QUESTION: MessageDescriptor = msg`How many stores are listed?`;

export function storesFaqAnswer(coverage: CoverageFacts | null | undefined): string {
  const summary = coverageSummary(coverage);
  const lists = summary
    ? t`This site lists ${summary}.`
    : t`Every store here comes from USDA's own lists of SNAP retailers, with the date of the list beside it.`;
  return t`${lists} A state is covered only when the site holds USDA's complete current list of it; for other states, USDA's SNAP Retailer Locator (fns.usda.gov/snap/retailer-locator) lists every store. Every store shown is EBT Accepted.`;
}

export function homeDescription(coverage: CoverageFacts | null | undefined): string {
  const summary = compactCoverageSummary(coverage);
  return summary
    ? t`Find stores that accept SNAP/EBT: ${summary}. Search by ZIP code or use your location. Free, no sign-up needed.`
    : t`Find grocery stores, corner stores, restaurants and farmers markets that accept SNAP/EBT, from USDA's own retailer lists. Search by ZIP code or use your location. Free, no sign-up needed.`;
}

export function missionOfferText(coverage: CoverageFacts | null | undefined): string {
  const summary = coverageSummary(coverage);
  return summary
    ? t`SNAP stores, restaurants and farmers markets from USDA's own retailer lists in one place: ${summary}.`
    : t`SNAP stores, restaurants and farmers markets from USDA's own retailer lists in one place.`;
}
