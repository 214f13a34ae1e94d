import { PROVIDER_FIXTURES } from '../testing/provider-fixtures';
import { ReplayingProviderServer } from '../testing/replaying-provider-server';
import { bestOpenMapMatch, overpassQuery } from './open-map.port';
import { OverpassOpenMap } from './overpass-open-map';

const STORE = { name: 'SWEET AUBURN GROCERY', lat: 33.75559, lng: -84.38109 };

describe('open-map source over HTTP (Overpass format, local replaying server)', () => {
  let server: ReplayingProviderServer;
  let openMap: OverpassOpenMap;
  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    // Generous, so a busy machine's slow answer is not taken for a timeout; the timeout case below
    // uses a client of its own with a short one (the server never answers it).
    openMap = new OverpassOpenMap({ url: server.overpassUrl, timeoutMs: 15_000 });
  });
  afterAll(() => server.close());

  it("posts the query of product rule Open-map lookup as the form field 'data': name case-insensitive, 500 m, 25 s", async () => {
    const elements = await openMap.elementsNear(STORE.name, STORE.lat, STORE.lng);
    expect(elements).toHaveLength(2);
    const sent = server.requests.at(-1)?.query ?? '';
    expect(sent).toContain('[timeout:25]');
    expect(sent).toContain('node["name"~"SWEET AUBURN GROCERY",i](around:500,33.75559,-84.38109)');
  });

  it('keeps the best element scoring at least 0.3, with its tags as the open-map match', async () => {
    const match = bestOpenMapMatch(
      STORE,
      await openMap.elementsNear(STORE.name, STORE.lat, STORE.lng),
    );
    expect(match).toEqual({
      confidence_score: expect.closeTo(0.996, 2),
      osm_id: 'node/4411223344',
      phone: '+1 404 555 0142',
      website: 'https://sweetauburngrocery.example.org/',
      opening_hours: '24/7',
      shop_type: 'convenience',
      brand: 'Sweet Auburn',
      operator: 'Auburn Family Stores',
      full_address: '200 Auburn Avenue Northeast, Atlanta, GA 30303',
    });
  });

  it('answers no match for no elements or only weak ones', async () => {
    expect(
      bestOpenMapMatch(STORE, await openMap.elementsNear('Nowhere Market', 33.7, -84.3)),
    ).toBeNull();
    server.fail('interpreter', 'empty-elements');
    expect(await openMap.elementsNear(STORE.name, STORE.lat, STORE.lng)).toEqual([]);
    // A different name 400 m away: 0 x 0.7 + 0.2 x 0.3 = 0.06.
    expect(
      bestOpenMapMatch(STORE, [
        {
          type: 'node',
          id: 1,
          lat: STORE.lat + 400 / 111_195,
          lon: STORE.lng,
          tags: { name: 'Publix' },
        },
      ]),
    ).toBeNull();
  });

  it.each(['http-429', 'http-500', 'malformed-json'] as const)(
    'fails clearly on %s',
    async (fault) => {
      server.fail('interpreter', fault);
      await expect(openMap.elementsNear(STORE.name, STORE.lat, STORE.lng)).rejects.toThrow(
        /HTTP 429|HTTP 500|malformed JSON/,
      );
    },
  );

  it('fails clearly when the service does not answer in time', async () => {
    server.fail('interpreter', 'timeout');
    const impatient = new OverpassOpenMap({ url: server.overpassUrl, timeoutMs: 300 });
    await expect(impatient.elementsNear(STORE.name, STORE.lat, STORE.lng)).rejects.toThrow(
      'did not answer within 300 ms',
    );
  });

  it('escapes the name so quotes and regex characters stay literal', () => {
    expect(overpassQuery('J & C "Food" Mart (2)', 1, 2)).toContain(
      'node["name"~"J & C \\"Food\\" Mart \\\\(2\\\\)",i](around:500,1,2)',
    );
  });

  it('is off without an endpoint and says so', () => {
    expect(new OverpassOpenMap({ timeoutMs: 100 }).describe()).toBe('off: no OVERPASS_URL is set');
  });
});
