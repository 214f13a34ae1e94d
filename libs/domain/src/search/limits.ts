import { defineMessages } from '../i18n/message';
/** Limits and constants of the discovery spec (section 9). */
export const SEARCH_LIMITS = {
  zipLength: 5,
  zipResultLimit: 100,
  pageSize: 20,
  defaultRadiusMiles: 10,
  radiusChoices: [10, 20, 40] as const,
  textResultLimits: [100, 200] as const,
  maxTextResults: 200,
  directSearchLimit: 2000,
  similarityThreshold: 0.2,
  scoreTieWindow: 0.1,
  showingFirstNotice: 50,
  trendingRadiusMiles: 25,
  trendingWindowDays: 30,
  maxNearbyLimit: 200,
} as const;

export type RadiusChoice = (typeof SEARCH_LIMITS.radiusChoices)[number];

/** What the search says to a ZIP code that is not five digits (product rule "ZIP codes"). */
export const SEARCH_MESSAGES = defineMessages('search', {
  invalidZip: 'Please enter a valid 5-digit ZIP code.',
});
export const INVALID_ZIP_MESSAGE = SEARCH_MESSAGES.invalidZip;

/** The API's maximum lengths for what people type into the search screens; the inputs stop there. */
export const SEARCH_INPUT_LIMITS = {
  /** searchStores text, directSearch text. */
  queryMax: 100,
  /** geocode text (the location box is geocoded). */
  locationMax: 120,
  /** searchStores city, once 'City, ST' is parsed out of the location. */
  cityMax: 60,
} as const;

/** Typed text echoed on screen ('Search results for: "…"') is cut here, whatever came in the address. */
export function clipForDisplay(text: string, max: number = SEARCH_INPUT_LIMITS.queryMax): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
