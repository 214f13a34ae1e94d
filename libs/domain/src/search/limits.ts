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

export const INVALID_ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code.';
