// Store names, places and search words as USDA's list spells them: the search matches them against
// the stores' English names, so they are the same on Spanish pages.
/* eslint-disable lingui/no-unlocalized-strings */
/** The 15 chains the suggestions panel knows. */
export const POPULAR_CHAINS = [
  'Walmart',
  'Kroger',
  'Aldi',
  'Publix',
  'Food Lion',
  'Save-A-Lot',
  'Dollar General',
  'Family Dollar',
  'Safeway',
  'Target',
  'Walgreens',
  'CVS',
  '7-Eleven',
  "McDonald's",
  'Subway',
] as const;

/** The 12 cities offered as locations. */
export const POPULAR_LOCATIONS = [
  'Atlanta, GA',
  'Savannah, GA',
  'Augusta, GA',
  'Columbus, GA',
  'Macon, GA',
  'Athens, GA',
  'Los Angeles, CA',
  'Chicago, IL',
  'Houston, TX',
  'Phoenix, AZ',
  'Philadelphia, PA',
  'New York, NY',
] as const;

export const POPULAR_SEARCH_CHIPS = [
  "McDonald's",
  'Walmart',
  'Subway',
  'Pizza',
  'Grocery',
  'Dollar Store',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

export const MAX_CHAIN_SUGGESTIONS = 5;
export const MAX_LOCATION_SUGGESTIONS = 3;

const fold = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Up to 5 chains whose name contains the typed text (all when nothing is typed). */
export function chainSuggestions(text: string): string[] {
  const wanted = fold(text);
  return POPULAR_CHAINS.filter((chain) => !wanted || fold(chain).includes(wanted)).slice(
    0,
    MAX_CHAIN_SUGGESTIONS,
  );
}

/** Up to 3 popular locations matching the typed text. */
export function locationSuggestions(text: string): string[] {
  const wanted = fold(text);
  return POPULAR_LOCATIONS.filter((place) => !wanted || fold(place).includes(wanted)).slice(
    0,
    MAX_LOCATION_SUGGESTIONS,
  );
}
