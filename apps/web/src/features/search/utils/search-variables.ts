import {
  findCategory,
  isPartialZip,
  parseLocation,
  SEARCH_LIMITS,
  type CategoryId,
} from '@snap/domain';
import { SHOWING_FIRST_LIMIT } from './sort-results';

/** The search page's type parameter onto the category bar's ids. */
export const TYPE_PARAM_CATEGORIES: Record<string, CategoryId> = {
  grocery: 'grocery',
  convenience: 'convenience',
  'farmers-market': 'farmersmarket',
  restaurant: 'hotmeals',
};

export function categoryFromTypeParam(type: string | null | undefined): CategoryId {
  return (type && TYPE_PARAM_CATEGORIES[type]) || 'trending';
}

/** A search as the address keeps it, so Back, a reload or a shared link shows the same results. */
export interface SearchInAddress {
  query: string;
  location: string;
  category: CategoryId;
  radius: number;
  /** How many of the results are shown: the first 50, then 50 more a press ("Show 50 more" is a link,
   * so the next page works without scripts and a reload keeps it). */
  shown: number;
}

/** The most results any search answers (the direct contains-search's limit). */
const SHOWN_RESULTS_MAX = SEARCH_LIMITS.directSearchLimit;

function shownFromParam(value: string | null): number {
  const shown = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 0;
  return shown % SHOWING_FIRST_LIMIT === 0 &&
    shown > SHOWING_FIRST_LIMIT &&
    shown <= SHOWN_RESULTS_MAX
    ? shown
    : SHOWING_FIRST_LIMIT;
}

/** /search?q=&location=&type=&radius=&shown= (city= and state= of older links make the location). */
export function searchFromParams(params: URLSearchParams): SearchInAddress {
  const radius = Number(params.get('radius'));
  const legacyPlace = [params.get('city'), params.get('state')].filter(Boolean).join(', ');
  return {
    query: params.get('q') ?? '',
    location: params.get('location') ?? legacyPlace,
    category: categoryFromTypeParam(params.get('type')),
    radius: (SEARCH_LIMITS.radiusChoices as readonly number[]).includes(radius)
      ? radius
      : SEARCH_LIMITS.defaultRadiusMiles,
    shown: shownFromParam(params.get('shown')),
  };
}

/** The address parameters of a search; what is at its default is left out. */
export function paramsFromSearch(
  search: Omit<SearchInAddress, 'shown'> & Partial<Pick<SearchInAddress, 'shown'>>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query.trim()) params.set('q', search.query.trim());
  if (search.location.trim()) params.set('location', search.location.trim());
  const type = Object.entries(TYPE_PARAM_CATEGORIES).find(([, id]) => id === search.category);
  if (type) params.set('type', type[0]);
  if (search.radius !== SEARCH_LIMITS.defaultRadiusMiles)
    params.set('radius', String(search.radius));
  if (search.shown && search.shown > SHOWING_FIRST_LIMIT) params.set('shown', String(search.shown));
  return params;
}

export interface Point {
  lat: number;
  lng: number;
}

export interface SearchInputs {
  query: string;
  location: string;
  useCurrentLocation: boolean;
  deviceCoords: Point | null;
  /** Coordinates of the typed location, once geocoded (null when unknown or not geocoded). */
  geocoded: Point | null;
  radiusMiles: number;
  category: CategoryId;
}

export interface SearchVariables {
  text?: string;
  city?: string;
  state?: string;
  zip?: string;
  lat?: number;
  lng?: number;
  radiusMiles: number;
  storeTypes?: string[];
  limit: number;
  /** The category bar's id (not sent to the text search; the direct search filters by it). */
  category?: string;
}

/** Text alone that the typo-tolerant search could not match is looked up by the direct
 * contains-search (name, city, ZIP or state, by name, at most 2000); a place or a position keeps the
 * text search's answer. */
export function wantsDirectSearch(variables: SearchVariables): boolean {
  return (
    Boolean(variables.text?.trim()) &&
    variables.lat === undefined &&
    !variables.zip &&
    !variables.city &&
    !variables.state
  );
}

/** The search runs only with a query, a location, or use-current-location with coordinates. */
export function canSearch(
  inputs: Pick<SearchInputs, 'query' | 'location' | 'useCurrentLocation' | 'deviceCoords'>,
): boolean {
  return Boolean(
    inputs.query.trim() ||
    (inputs.location.trim() && !isPartialZip(inputs.location)) ||
    (inputs.useCurrentLocation && inputs.deviceCoords),
  );
}

/** Each search starts from a clean ZIP and city/state: exactly 5 digits is a ZIP, 'City, ST' a city and
 * state (both with geocoded coordinates), other text is only geocoded. */
export function buildSearchVariables(inputs: SearchInputs): SearchVariables | null {
  if (!canSearch(inputs)) return null;
  // A partial ZIP ("303") is not a place: the form says "Please enter a valid 5-digit ZIP code."
  const parsed = parseLocation(isPartialZip(inputs.location) ? '' : inputs.location);
  const category = findCategory(inputs.category);
  // The search screen asks for 200 results (product rule "Search results") (100 is the home and search-page list's limit).
  const variables: SearchVariables = {
    radiusMiles: inputs.radiusMiles,
    limit: SEARCH_LIMITS.maxTextResults,
  };
  const text = inputs.query.trim();
  if (text) variables.text = text;
  if (category && category.storeTypes.length > 0) variables.storeTypes = [...category.storeTypes];
  if (category && category.id !== 'trending') variables.category = category.id;
  switch (parsed.kind) {
    case 'zip':
      variables.zip = parsed.zip;
      break;
    case 'city-state':
      variables.city = parsed.city;
      variables.state = parsed.state;
      break;
    case 'city':
      variables.city = parsed.city;
      break;
    case 'text':
      // Free text that could not be geocoded is still searched as words.
      if (!inputs.geocoded) variables.text = [text, parsed.text].filter(Boolean).join(' ');
      break;
    case 'empty':
      break;
  }
  const point =
    parsed.kind !== 'empty'
      ? inputs.geocoded
      : inputs.useCurrentLocation
        ? inputs.deviceCoords
        : null;
  if (point) {
    variables.lat = point.lat;
    variables.lng = point.lng;
  }
  return variables;
}
