import type { ProviderPeriod } from '@snap/domain';

/** A review the provider shows (accounts spec section 3, External review). */
export interface ExternalReview {
  author_name: string;
  author_url: string | null;
  profile_photo_url: string | null;
  rating: number | null;
  text: string;
  relative_time_description: string | null;
}

/** A place as the provider describes it (accounts spec section 3, Provider place). */
export interface ProviderPlace {
  place_id: string;
  name: string;
  formatted_address: string | null;
  formatted_phone_number: string | null;
  website: string | null;
  rating: number | null;
  user_ratings_total: number | null;
  price_level: number | null;
  business_status: string | null;
  types: string[];
  opening_hours: {
    open_now: boolean | null;
    weekday_text: string[];
    periods: ProviderPeriod[];
  } | null;
  photos: Array<{ photo_reference: string; width: number | null; height: number | null }>;
  reviews: ExternalReview[];
}

export interface PlaceCandidate {
  place_id: string;
  name: string;
  formatted_address: string | null;
}

export interface ProviderPhoto {
  contentType: string;
  body: Buffer;
}

/** Why a provider call failed; `retryable` failures get the one retry. */
export type PlacesFailure =
  | 'timeout'
  | 'network'
  | 'rate_limited'
  | 'server_error'
  | 'malformed'
  | 'over_query_limit'
  | 'denied'
  | 'not_found';

export class PlacesProviderError extends Error {
  constructor(
    readonly failure: PlacesFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PlacesProviderError';
  }

  get retryable(): boolean {
    return (
      this.failure === 'timeout' ||
      this.failure === 'network' ||
      this.failure === 'rate_limited' ||
      this.failure === 'server_error'
    );
  }
}

/** The maps-places provider: find a store's place by name and street address, read its details and
 * photos. An adapter without a key is off: it makes no call and says so in words. */
export interface PlacesProvider {
  readonly enabled: boolean;
  /** For readiness and the admin health page: on (and where) or off (and why). */
  describe(): string;
  searchText(query: string): Promise<PlaceCandidate[]>;
  details(placeId: string): Promise<ProviderPlace | null>;
  photo(reference: string, maxWidth: number, maxHeight: number): Promise<ProviderPhoto>;
}

export const PLACES_PROVIDER = Symbol('PLACES_PROVIDER');
