import {
  PlacesProviderError,
  type PlaceCandidate,
  type PlacesProvider,
  type ProviderPhoto,
  type ProviderPlace,
} from './places-provider.port';

export interface HttpPlacesProviderOptions {
  /** Without a key the adapter is off. */
  apiKey?: string;
  /** The Places web service root, e.g. https://maps.googleapis.com/maps/api/place */
  baseUrl: string;
  /** Each call gives up after this long. */
  timeoutMs: number;
}

export const DEFAULT_PLACES_API_URL = 'https://maps.googleapis.com/maps/api/place';
const DETAILS_FIELDS = [
  'place_id',
  'name',
  'formatted_address',
  'formatted_phone_number',
  'website',
  'rating',
  'user_ratings_total',
  'price_level',
  'business_status',
  'types',
  'opening_hours',
  'photos',
  'reviews',
].join(',');
// A photo travels to the gateway in one bus message (Kafka's default limit is 1 MB, base64 adds a third).
const MAX_PHOTO_BYTES = 700 * 1024;
/** The calls in words, for logs and errors. */
const CALL_NAMES: Record<string, string> = {
  'textsearch/json': 'text search',
  'details/json': 'place details',
  photo: 'photo',
};

/** The maps-places web service over HTTP (text search, place details, place photo), in its
 * documented JSON format: a `status` of OK / ZERO_RESULTS / OVER_QUERY_LIMIT / REQUEST_DENIED / ... */
export class HttpPlacesProvider implements PlacesProvider {
  readonly enabled: boolean;

  constructor(private readonly options: HttpPlacesProviderOptions) {
    this.enabled = Boolean(options.apiKey);
  }

  describe(): string {
    if (!this.enabled)
      return 'off: no PLACES_API_KEY is set, so stores show USDA and community data only';
    return `on: ${new URL(this.options.baseUrl).host}`;
  }

  async searchText(query: string): Promise<PlaceCandidate[]> {
    const body = await this.json('textsearch/json', { query });
    if (body.status === 'ZERO_RESULTS') return [];
    const results = body['results'];
    if (!Array.isArray(results))
      throw new PlacesProviderError('malformed', 'text search answered without a results list');
    return results.filter(isRecord).flatMap((r) =>
      typeof r['place_id'] === 'string' && typeof r['name'] === 'string'
        ? [
            {
              place_id: r['place_id'],
              name: r['name'],
              formatted_address: str(r['formatted_address']),
            },
          ]
        : [],
    );
  }

  async details(placeId: string): Promise<ProviderPlace | null> {
    const body = await this.json('details/json', { place_id: placeId, fields: DETAILS_FIELDS });
    if (body.status === 'ZERO_RESULTS' || body.status === 'NOT_FOUND') return null;
    const result = body['result'];
    if (!isRecord(result) || typeof result['name'] !== 'string')
      throw new PlacesProviderError('malformed', 'place details answered without a result');
    return toPlace(placeId, result);
  }

  async photo(reference: string, maxWidth: number, maxHeight: number): Promise<ProviderPhoto> {
    const response = await this.get('photo', {
      photo_reference: reference,
      maxwidth: String(maxWidth),
      maxheight: String(maxHeight),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/'))
      throw new PlacesProviderError(
        'malformed',
        `photo answered ${contentType || 'without a content type'}`,
      );
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length === 0 || body.length > MAX_PHOTO_BYTES)
      throw new PlacesProviderError('malformed', `photo of ${body.length} bytes`);
    return { contentType, body };
  }

  private async json(
    endpoint: string,
    params: Record<string, string>,
  ): Promise<Record<string, unknown> & { status: string }> {
    const response = await this.get(endpoint, params);
    const path = CALL_NAMES[endpoint] ?? endpoint;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PlacesProviderError('malformed', `${path} answered with malformed JSON`);
    }
    if (!isRecord(body) || typeof body['status'] !== 'string')
      throw new PlacesProviderError('malformed', `${path} answered without a status`);
    const status = body['status'];
    if (status === 'OVER_QUERY_LIMIT')
      throw new PlacesProviderError('over_query_limit', `${path}: OVER_QUERY_LIMIT`);
    if (status === 'REQUEST_DENIED' || status === 'INVALID_REQUEST')
      throw new PlacesProviderError(
        'denied',
        `${path}: ${status} ${str(body['error_message']) ?? ''}`.trim(),
      );
    if (status === 'UNKNOWN_ERROR')
      throw new PlacesProviderError('server_error', `${path}: UNKNOWN_ERROR`);
    if (!['OK', 'ZERO_RESULTS', 'NOT_FOUND'].includes(status))
      throw new PlacesProviderError(
        'malformed',
        `${path}: unexpected status ${status.slice(0, 40)}`,
      );
    return body as Record<string, unknown> & { status: string };
  }

  private async get(endpoint: string, params: Record<string, string>): Promise<Response> {
    if (!this.options.apiKey)
      throw new PlacesProviderError('denied', 'the places provider is off (no PLACES_API_KEY)');
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}/${endpoint}`);
    const path = CALL_NAMES[endpoint] ?? endpoint;
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', this.options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PlacesProviderError(
          'timeout',
          `${path} did not answer within ${this.options.timeoutMs} ms`,
        );
      throw new PlacesProviderError(
        'network',
        `${path} could not be reached: ${(error as Error)?.message ?? error}`,
      );
    }
    if (response.status === 429)
      throw new PlacesProviderError('rate_limited', `${path} answered HTTP 429`);
    if (response.status >= 500)
      throw new PlacesProviderError('server_error', `${path} answered HTTP ${response.status}`);
    if (response.status === 404)
      throw new PlacesProviderError('not_found', `${path} answered HTTP 404`);
    if (!response.ok)
      throw new PlacesProviderError('denied', `${path} answered HTTP ${response.status}`);
    return response;
  }
}

function toPlace(placeId: string, r: Record<string, unknown>): ProviderPlace {
  const hours = isRecord(r['opening_hours']) ? r['opening_hours'] : null;
  return {
    place_id: str(r['place_id']) ?? placeId,
    name: String(r['name']),
    formatted_address: str(r['formatted_address']),
    formatted_phone_number: str(r['formatted_phone_number']),
    website: httpUrl(r['website']),
    rating: num(r['rating']),
    user_ratings_total: num(r['user_ratings_total']),
    price_level: num(r['price_level']),
    business_status: str(r['business_status']),
    types: Array.isArray(r['types'])
      ? r['types'].filter((t): t is string => typeof t === 'string')
      : [],
    opening_hours: hours
      ? {
          open_now: typeof hours['open_now'] === 'boolean' ? hours['open_now'] : null,
          weekday_text: Array.isArray(hours['weekday_text'])
            ? hours['weekday_text'].filter((t): t is string => typeof t === 'string')
            : [],
          periods: Array.isArray(hours['periods'])
            ? (hours['periods'].filter(isRecord) as never)
            : [],
        }
      : null,
    photos: Array.isArray(r['photos'])
      ? r['photos'].filter(isRecord).flatMap((p) =>
          typeof p['photo_reference'] === 'string'
            ? [
                {
                  photo_reference: p['photo_reference'],
                  width: num(p['width']),
                  height: num(p['height']),
                },
              ]
            : [],
        )
      : [],
    reviews: Array.isArray(r['reviews'])
      ? r['reviews'].filter(isRecord).map((v) => ({
          author_name: str(v['author_name']) ?? 'A reviewer',
          author_url: httpUrl(v['author_url']),
          profile_photo_url: httpUrl(v['profile_photo_url']),
          rating: num(v['rating']),
          text: str(v['text']) ?? '',
          relative_time_description: str(v['relative_time_description']),
        }))
      : [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** Only http(s) links reach the page (a `javascript:` website must not become a button). */
const httpUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;
