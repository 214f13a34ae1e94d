import { parseWhere, ReplayingUsdaServer } from './replaying-usda-server';
import { loadUsdaFixtures } from './usda-fixtures';
import { NationalUsdaLayer } from './usda-replay-layers';

describe('the replaying USDA retailer service', () => {
  const fixtures = loadUsdaFixtures();
  const georgia = fixtures.query.features.filter((f) => f.attributes['State'] === 'GA');
  let server: ReplayingUsdaServer;
  beforeAll(async () => (server = await ReplayingUsdaServer.start({ fixtures })));
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const get = async (params: Record<string, string>, path = '/query') => {
    const response = await fetch(`${server.layerUrl}${path}?${new URLSearchParams(params)}`);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it.each([
    ['1=1', null],
    [' 1 = 1 ', null],
    ["State='GA'", ['GA']],
    ["state = 'GA'", ['GA']],
    ["State IN ('GA','AL')", ['GA', 'AL']],
    ["State in ( 'GA' , 'O''X' )", ['GA', "O'X"]],
    ["State='GA' OR 1=1", undefined],
    ['Store_Name IS NOT NULL', undefined],
  ])('reads the where clause %j as %j', (where, states) =>
    expect(parseWhere(where)).toEqual(states),
  );

  it('answers a where it does not know with an ArcGIS error in an HTTP 200', async () => {
    const { status, body } = await get({ where: "City='Macon'", f: 'json' });
    expect(status).toBe(200);
    expect(body['error']).toMatchObject({ code: 400, details: ["'where' parameter is invalid"] });
  });

  it('pages GeoJSON in WGS84, with ids and exceededTransferLimit in the collection properties', async () => {
    const { body } = await get({ where: "State='GA'", resultRecordCount: '5', f: 'geojson' });
    expect(body['type']).toBe('FeatureCollection');
    expect(body['features']).toHaveLength(5);
    expect(body['properties']).toEqual({ exceededTransferLimit: true });
    const [first] = body['features'];
    expect(first.id).toBe(first.properties.ObjectId);
    expect(Math.abs(first.geometry.coordinates[0])).toBeLessThan(180);
  });

  it('answers JSON geometry in Web Mercator unless outSR=4326 is asked, and only the fields asked', async () => {
    const { body } = await get({
      where: "State='GA'",
      outFields: 'Store_Name,ObjectId',
      f: 'json',
    });
    expect(body['spatialReference']).toEqual({ wkid: 102100, latestWkid: 3857 });
    expect(Math.abs(body['features'][0].geometry.x)).toBeGreaterThan(1_000_000);
    expect(Object.keys(body['features'][0].attributes)).toEqual(['Store_Name', 'ObjectId']);
  });

  it('caps a page at 1,000, orders by any field either way, and leaves the flag out on the last page', async () => {
    const { body } = await get({
      where: '1=1',
      orderByFields: 'ObjectId DESC',
      resultRecordCount: '5000',
      outSR: '4326',
      f: 'json',
    });
    const ids = body['features'].map(
      (f: { attributes: { ObjectId: number } }) => f.attributes.ObjectId,
    );
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body['exceededTransferLimit']).toBeUndefined();
  });

  it('takes a POSTed query as ArcGIS does', async () => {
    const response = await fetch(server.queryUrl, {
      method: 'POST',
      body: new URLSearchParams({ where: "State='GA'", returnCountOnly: 'true', f: 'json' }),
    });
    expect(await response.json()).toEqual({ count: georgia.length });
    expect(server.seen('count')[0].method).toBe('POST');
  });

  it('drops stores and moves the date when USDA publishes without them', async () => {
    const before = (await get({ f: 'json' }, '')).body['editingInfo'].lastEditDate;
    const gone = georgia.slice(0, 3).map((f) => f.attributes['ObjectId']);
    const local = await ReplayingUsdaServer.start({ fixtures: loadUsdaFixtures() });
    try {
      const control = (action: string, params: Record<string, string> = {}) =>
        fetch(`${local.url}/__replay${action}?${new URLSearchParams(params)}`, {
          method: 'POST',
        }).then((r) => r.json());
      expect(await control('/remove', { objectIds: gone.join(',') })).toEqual({ removed: 3 });
      const count = await fetch(`${local.queryUrl}?where=State%3D'GA'&returnCountOnly=true&f=json`);
      expect(await count.json()).toEqual({ count: georgia.length - 3 });
      const layer = await (await fetch(`${local.layerUrl}?f=json`)).json();
      expect(layer.editingInfo.lastEditDate).toBeGreaterThan(before);
      await control('/fail', { fault: 'http-500', times: '2', kind: 'count' });
      expect(
        (await fetch(`${local.queryUrl}?where=1%3D1&returnCountOnly=true&f=json`)).status,
      ).toBe(500);
      const recorded = await (await fetch(`${local.url}/__replay/requests`)).json();
      expect(
        recorded.map((r: { kind: string; fault: string | null }) => [r.kind, r.fault]),
      ).toEqual([
        ['count', null],
        ['layer', null],
        ['count', 'http-500'],
      ]);
    } finally {
      await local.close();
    }
  });

  it('synthesizes the same national store every time, in a state USDA lists, near one of its ZIPs', () => {
    const layer = new NationalUsdaLayer(10_000, georgia);
    const again = new NationalUsdaLayer(10_000, georgia);
    expect(layer.feature(4_321)).toEqual(again.feature(4_321));
    const page = layer.select(['PR'], [{ field: 'ObjectId', descending: false }]);
    expect(page.count).toBeGreaterThan(0);
    const [store] = page.slice(0, 1);
    expect(store.attributes).toMatchObject({
      State: 'PR',
      Zip_Code: expect.stringMatching(/^00\d{3}$/),
    });
    expect(store.attributes['Record_ID']).not.toBe(georgia[0].attributes['Record_ID']);
  });
});
