import { PROVIDER_FIXTURES } from '../testing/provider-fixtures';
import { ReplayingProviderServer } from '../testing/replaying-provider-server';
import { HttpPlacesProvider } from './http-places-provider';
import { PlacesProviderError } from './places-provider.port';

describe('places provider over HTTP (against a local replaying server)', () => {
  let server: ReplayingProviderServer;
  let provider: HttpPlacesProvider;
  beforeAll(async () => (server = await ReplayingProviderServer.start(PROVIDER_FIXTURES)));
  beforeEach(
    () =>
      (provider = new HttpPlacesProvider({
        apiKey: 'test-key',
        baseUrl: server.placesUrl,
        timeoutMs: 2_000,
      })),
  );
  afterAll(() => server.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no failure',
      (error: PlacesProviderError) => [error.name, error.failure, error.retryable],
    );

  it('finds a place by name and street address, then reads its details and a photo with the key', async () => {
    const candidates = await provider.searchText(
      'SWEET AUBURN GROCERY 200 Auburn Ave NE, Atlanta, GA 30303',
    );
    expect(candidates).toEqual([
      {
        place_id: 'ChIJreplay-sweet-auburn',
        name: 'Sweet Auburn Grocery',
        formatted_address: '200 Auburn Ave NE, Atlanta, GA 30303, USA',
      },
    ]);
    const place = await provider.details('ChIJreplay-sweet-auburn');
    expect(place).toMatchObject({
      name: 'Sweet Auburn Grocery',
      formatted_phone_number: '(404) 555-0142',
      rating: 4.3,
      user_ratings_total: 132,
      price_level: 2,
      business_status: 'OPERATIONAL',
      opening_hours: { open_now: true, periods: [{ open: { day: 0, time: '0000' } }] },
      photos: [{ photo_reference: 'replay-photo-sweet-auburn-1', width: 1200, height: 400 }],
    });
    expect(place?.reviews).toHaveLength(7);
    const photo = await provider.photo('replay-photo-sweet-auburn-1', 1200, 400);
    expect(photo.contentType).toBe('image/png');
    expect(photo.body.subarray(1, 4).toString()).toBe('PNG');
    expect(server.requests.slice(-3).map((r) => [r.endpoint, r.key])).toEqual([
      ['textsearch', 'test-key'],
      ['details', 'test-key'],
      ['photo', 'test-key'],
    ]);
  });

  it('answers no candidates for ZERO_RESULTS and no place for NOT_FOUND', async () => {
    expect(await provider.searchText('Nowhere Market 1 Main St')).toEqual([]);
    expect(await provider.details('no-such-place')).toBeNull();
  });

  it.each([
    ['http-429', 'rate_limited', true],
    ['http-500', 'server_error', true],
    ['malformed-json', 'malformed', false],
    ['over-query-limit', 'over_query_limit', false],
    ['request-denied', 'denied', false],
    ['timeout', 'timeout', true],
  ] as const)('turns %s into a %s failure (retryable: %s)', async (fault, kind, retryable) => {
    server.fail('textsearch', fault);
    expect(await failure(provider.searchText('SWEET AUBURN GROCERY'))).toEqual([
      'PlacesProviderError',
      kind,
      retryable,
    ]);
  });

  it('is off without a key: says so in words and makes no call', async () => {
    const off = new HttpPlacesProvider({ baseUrl: server.placesUrl, timeoutMs: 2_000 });
    const before = server.requests.length;
    expect(off.enabled).toBe(false);
    expect(off.describe()).toBe(
      'off: no PLACES_API_KEY is set, so stores show USDA and community data only',
    );
    expect(await failure(off.searchText('SWEET AUBURN GROCERY'))).toEqual([
      'PlacesProviderError',
      'denied',
      false,
    ]);
    expect(server.requests.length).toBe(before);
  });

  it('reports an unreachable provider as a network failure', async () => {
    const gone = new HttpPlacesProvider({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/maps/api/place',
      timeoutMs: 2_000,
    });
    expect(await failure(gone.details('x'))).toEqual(['PlacesProviderError', 'network', true]);
  });
});
