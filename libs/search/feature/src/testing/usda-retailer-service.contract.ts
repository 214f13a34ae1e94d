import type { SourceRow } from '../catalog/usda-formats';
import type {
  UsdaRetailerPage,
  UsdaRetailerService,
  UsdaScope,
} from '../catalog/usda-service/usda-retailer-service.port';
import { USDA_STATE_CODES } from '../catalog/usda-service/usda-scope';
import { loadUsdaFixtures, USDA_SERVICE_STORE_TYPES, type UsdaFeatureJson } from './usda-fixtures';
import { ReplayingUsdaServer } from './replaying-usda-server';

/**
 * The behaviour every UsdaRetailerService must show against a service that answers like USDA's
 * (the replaying server on the committed fixtures, and a synthesized national layer for full pages).
 * `makeService(url, { timeoutMs })` gets the layer URL (or its /query endpoint) and must configure 3
 * attempts, a backoff of at most 20 ms, and the per-try timeout given (a generous one when none is: a
 * loaded test machine must not turn a slow first answer into a retry).
 */
export function runUsdaRetailerServiceContract(
  makeService: (url: string, options?: { timeoutMs?: number }) => UsdaRetailerService,
  name = 'USDA retailer service',
): void {
  describe(`USDA retailer service contract: ${name}`, () => {
    const fixtures = loadUsdaFixtures();
    const raw = fixtures.query.features;
    const byObjectId = (objectId: number) =>
      raw.find((f) => f.attributes['ObjectId'] === objectId) as UsdaFeatureJson;
    const rawWhere = (test: (attributes: Record<string, unknown>) => boolean) =>
      raw.filter((f) => test(f.attributes));
    const inStates = (...states: string[]) => rawWhere((a) => states.includes(String(a['State'])));
    const objectIds = (features: UsdaFeatureJson[]) =>
      features.map((f) => Number(f.attributes['ObjectId'])).sort((a, b) => a - b);
    let server: ReplayingUsdaServer;
    let service: UsdaRetailerService;

    const pageThrough = async (scope: UsdaScope, size?: number) => {
      const pages: UsdaRetailerPage[] = [];
      let offset = 0;
      for (;;) {
        const page = await service.page(scope, offset, size);
        pages.push(page);
        if (!page.more) return pages;
        offset = page.nextOffset;
      }
    };
    const everyRow = async (scope: UsdaScope = { states: 'all' }) =>
      (await pageThrough(scope)).flatMap((page) => page.rows);
    const rowOf = (rows: SourceRow[], objectId: number) =>
      rows.find((row) => row.objectId === String(objectId));
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => ({ name: 'no failure', message: '' }),
        (error: Error) => ({ name: error.name, message: error.message }),
      );

    beforeAll(async () => (server = await ReplayingUsdaServer.start({ fixtures })));
    beforeEach(() => {
      server.reset();
      service = makeService(server.layerUrl);
    });
    afterAll(() => server.close());

    describe('counts and pages', () => {
      it('counts the stores of some states and of the whole country', async () => {
        expect(await service.count({ states: ['GA'] })).toBe(inStates('GA').length);
        expect(await service.count({ states: ['GA', 'AL'] })).toBe(inStates('GA', 'AL').length);
        expect(await service.count({ states: ['VI'] })).toBe(inStates('VI').length);
        expect(await service.count({ states: 'all' })).toBe(raw.length);
        expect(server.seen('count').map((r) => r.params['where'])).toEqual([
          "State='GA'",
          "State IN ('GA','AL')",
          "State='VI'",
          '1=1',
        ]);
      });

      it('reads every page of a scope, in ObjectId order, until exceededTransferLimit is gone', async () => {
        const pages = await pageThrough({ states: 'all' }, 100);
        expect(pages.map((p) => [p.offset, p.features, p.more])).toEqual([
          [0, 100, true],
          [100, 100, true],
          [200, raw.length - 200, false],
        ]);
        const seen = pages.flatMap((p) => p.rows.map((row) => Number(row.objectId)));
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        const duplicates = pages.reduce((sum, p) => sum + p.duplicates, 0);
        expect(seen.length + duplicates).toBe(raw.length);
        expect(new Set(seen)).toEqual(new Set(objectIds(raw).filter((id) => seen.includes(id))));
        for (const request of server.seen('page'))
          expect(request.params).toMatchObject({
            where: '1=1',
            outFields: '*',
            orderByFields: 'ObjectId ASC',
            resultRecordCount: '100',
            outSR: '4326',
            f: 'json',
          });
      });

      it('pages one state in ObjectId order, numbering rows by their place in the scope', async () => {
        const pages = await pageThrough({ states: ['GA'] }, 100);
        const rows = pages.flatMap((p) => p.rows);
        expect(rows.every((row) => row.state === 'GA')).toBe(true);
        expect(rows.map((row) => Number(row.objectId))).toEqual(
          objectIds(inStates('GA')).filter((id) => rows.some((r) => r.objectId === String(id))),
        );
        expect(pages[1].rows[0].line).toBeGreaterThan(100);
        expect(server.seen('page').map((r) => r.params['resultOffset'])).toEqual([
          '0',
          '100',
          '200',
        ]);
      });

      it('asks for 1,000 stores a page by default and refuses a bigger page or a negative offset', async () => {
        const page = await service.page({ states: ['GA', 'AL'] }, 0);
        expect(server.seen('page')[0].params['resultRecordCount']).toBe('1000');
        expect(page.more).toBe(false);
        expect(page.features).toBe(inStates('GA', 'AL').length);
        expect((await failure(service.page({ states: 'all' }, 0, 1001))).name).toBe(
          'UsdaRequestError',
        );
        expect((await failure(service.page({ states: 'all' }, -1))).name).toBe('UsdaRequestError');
        expect(server.seen('page')).toHaveLength(1);
      });

      it('reads a national layer in full pages of 1,000', async () => {
        const national = await ReplayingUsdaServer.start({ national: 2_500 });
        try {
          const nationalService = makeService(national.layerUrl);
          expect(await nationalService.count({ states: 'all' })).toBe(2_500);
          const first = await nationalService.page({ states: 'all' }, 0);
          const last = await nationalService.page({ states: 'all' }, 2_000);
          expect([first.features, first.more, first.rows.length]).toEqual([1000, true, 1000]);
          expect([last.features, last.more]).toEqual([500, false]);
          expect(first.rows[999].objectId).toBe('1000');
          const states = new Set(first.rows.map((row) => row.state));
          expect(states.size).toBeGreaterThan(40);
          const ga = await nationalService.count({ states: ['GA'] });
          const rest = await nationalService.count({
            states: USDA_STATE_CODES.filter((state) => state !== 'GA'),
          });
          expect(ga).toBeGreaterThan(0);
          expect(ga + rest).toBe(2_500);
        } finally {
          await national.close();
        }
      }, 30_000);
    });

    describe("USDA's quirks", () => {
      let rows: SourceRow[];
      beforeAll(async () => {
        server.reset();
        service = makeService(server.layerUrl);
        rows = await everyRow();
      });

      it('gives every feature in the importer shape, USDA field for field', async () => {
        const plain = (a: Record<string, unknown>) =>
          typeof a['Latitude'] === 'number' &&
          a['Latitude'] !== 0 &&
          String(a['Zip_Code']).length === 5 &&
          (a['Zip4'] === null || String(a['Zip4']).length === 4) &&
          !Object.values(a).some((v) => /[\u00FF\uFFFD]/.test(String(v)));
        const feature = rawWhere(
          (a) => plain(a) && a['Incentive_Program'] !== null && a['Additonal_Address'] === null,
        )[0];
        const a = feature.attributes;
        expect(rowOf(rows, Number(a['ObjectId']))).toEqual({
          line: expect.any(Number),
          recordId: String(a['Record_ID']),
          name: a['Store_Name'],
          usdaType: a['Store_Type'],
          street: [a['Store_Street_Address']],
          additional: '',
          city: a['City'],
          state: a['State'],
          zip: a['Zip_Code'],
          zip4: a['Zip4'] ?? '',
          county: a['County'],
          latitude: String(a['Latitude']),
          longitude: String(a['Longitude']),
          incentiveProgram: 'Double Up Food Bucks',
          granteeName: 'Wholesome Wave Georgia',
          objectId: String(a['ObjectId']),
          active: true,
          authorizedAt: '',
        });
      });

      it("reads the suite line from USDA's misspelt Additonal_Address", () => {
        const suites = rawWhere((a) => typeof a['Additonal_Address'] === 'string');
        expect(suites.length).toBeGreaterThan(0);
        for (const { attributes } of suites)
          expect(rowOf(rows, Number(attributes['ObjectId']))?.additional).toBe(
            attributes['Additonal_Address'],
          );
      });

      it('strips the stray 0xFF bytes from every text', () => {
        const stray = /[\u00FF\uFFFD]/;
        expect(
          raw.some((f) => Object.values(f.attributes).some((v) => stray.test(String(v)))),
        ).toBe(true);
        for (const row of rows) expect(Object.values(row).join('|')).not.toMatch(stray);
        const marred = rawWhere((a) => stray.test(String(a['Store_Name'])))[0].attributes;
        expect(rowOf(rows, Number(marred['ObjectId']))?.name).toBe(
          String(marred['Store_Name']).replace(stray, ''),
        );
      });

      it('gives back the leading zeros of ZIPs and ZIP+4s that lost them, text or number', () => {
        const shortZips = rawWhere((a) => String(a['Zip_Code']).length < 5);
        expect(shortZips.some((f) => typeof f.attributes['Zip_Code'] === 'number')).toBe(true);
        for (const { attributes } of shortZips)
          expect(rowOf(rows, Number(attributes['ObjectId']))?.zip).toBe(
            String(attributes['Zip_Code']).padStart(5, '0'),
          );
        expect(
          rows
            .filter((row) => row.state === 'VI')
            .map((row) => row.zip)
            .sort(),
        ).toEqual(expect.arrayContaining(['00802', '00820']));
        for (const row of rows) expect(row.zip).toMatch(/^\d{5}$/);
        for (const row of rows) expect(row.zip4).toMatch(/^(\d{4})?$/);
      });

      it('returns a store with no coordinates as a row without them, and takes the geometry when the fields say 0,0', () => {
        const unplaced = rawWhere((a) => a['Latitude'] === null)[0];
        expect(unplaced.geometry).toBeUndefined();
        expect(rowOf(rows, Number(unplaced.attributes['ObjectId']))).toMatchObject({
          latitude: '',
          longitude: '',
        });
        const zeroed = rawWhere((a) => a['Latitude'] === 0)[0];
        expect(rowOf(rows, Number(zeroed.attributes['ObjectId']))).toMatchObject({
          latitude: String(zeroed.geometry?.y),
          longitude: String(zeroed.geometry?.x),
        });
      });

      it("keeps USDA's collapsed store types as they are", () => {
        expect(new Set(rows.map((row) => row.usdaType))).toEqual(new Set(USDA_SERVICE_STORE_TYPES));
        expect(rows.every((row) => row.active)).toBe(true);
      });

      it('returns a record listed twice in a page once, and counts the repeat; two Record_IDs at one place are both kept', async () => {
        const page = await service.page({ states: 'all' }, 0);
        expect(page.duplicates).toBe(1);
        expect(page.rows).toHaveLength(page.features - 1);
        const sameRecord = new Set(page.rows.map((row) => row.recordId));
        expect(sameRecord.size).toBe(page.rows.length);
        const ordered = objectIds(raw);
        const repeated = ordered.filter((id) => !rowOf(page.rows, id));
        expect(repeated).toHaveLength(1);
        const original = byObjectId(ordered[ordered.indexOf(repeated[0]) - 1]).attributes;
        expect(byObjectId(repeated[0]).attributes['Record_ID']).toBe(original['Record_ID']);
        // The twin under another Record_ID (same name, address and ZIP): another authorization.
        const places = page.rows.map((row) => `${row.name}|${row.street[0]}|${row.zip}`);
        const twinPlaces = places.filter((place, i) => places.indexOf(place) !== i);
        expect(twinPlaces).toHaveLength(1);
        const twins = page.rows.filter(
          (row) => `${row.name}|${row.street[0]}|${row.zip}` === twinPlaces[0],
        );
        expect(new Set(twins.map((row) => row.recordId)).size).toBe(2);
      });

      it('sets aside features it cannot read, naming them, and reads the rest', async () => {
        server.fail('unreadable-features', { offset: 100 });
        const page = await service.page({ states: 'all' }, 100, 100);
        expect(page.features).toBe(100);
        expect(page.skipped).toEqual([
          { line: 101, reason: expect.stringContaining('101') },
          { line: 102, reason: expect.stringContaining('102') },
        ]);
        expect(page.rows.length + page.duplicates).toBe(98);
      });
    });

    describe('the URL', () => {
      it('takes the layer URL or its /query endpoint alike', async () => {
        for (const url of [server.layerUrl, server.queryUrl, `${server.queryUrl}/`]) {
          const configured = makeService(url);
          expect(await configured.count({ states: ['GA'] })).toBe(inStates('GA').length);
          expect((await configured.layerInfo()).url).toBe(server.layerUrl);
        }
        expect(new Set(server.seen('count').map((r) => r.path))).toEqual(
          new Set([new URL(server.queryUrl).pathname]),
        );
        expect(server.seen('layer').map((r) => r.params['f'])).toEqual(['json', 'json', 'json']);
        expect(server.seen('other')).toEqual([]);
      });
    });

    describe('failures', () => {
      it('retries a 500 and answers when the second retry succeeds', async () => {
        server.fail('http-500', { times: 2 });
        expect(await service.count({ states: ['GA'] })).toBe(inStates('GA').length);
        expect(server.seen('count').map((r) => r.fault)).toEqual(['http-500', 'http-500', null]);
      });

      it('gives up after three 500s on a page, saying which stores it could not get', async () => {
        server.fail('http-500', { times: 3, offset: 200 });
        const outcome = await failure(service.page({ states: ['GA'] }, 200, 100));
        expect(outcome.name).toBe('UsdaServiceError');
        expect(outcome.message).toContain(
          "USDA's retailer service answered HTTP 500 three times for stores 201–300 of GA",
        );
        expect(server.seen('page')).toHaveLength(3);
        // Other pages are unaffected.
        expect((await service.page({ states: ['GA'] }, 100, 100)).features).toBe(100);
      });

      it('says which count failed', async () => {
        server.fail('http-500', { times: 3 });
        const outcome = await failure(service.count({ states: ['GA', 'AL'] }));
        expect(outcome).toEqual({
          name: 'UsdaServiceError',
          message: expect.stringContaining(
            'HTTP 500 three times for the count of stores of GA, AL',
          ),
        });
      });

      it.each([
        ['error-body', /error 500: Error performing query operation/],
        ['malformed-json', /malformed JSON/],
        ['http-429', /HTTP 429/],
        ['drop-connection', /could not be reached/],
      ] as const)(
        'retries a %s answer, and names it when it keeps coming',
        async (fault, words) => {
          server.fail(fault);
          expect((await service.page({ states: ['AL'] }, 0, 100)).features).toBe(
            inStates('AL').length,
          );
          server.fail(fault, { times: 3 });
          const outcome = await failure(service.page({ states: ['AL'] }, 0, 100));
          expect(outcome.name).toBe('UsdaServiceError');
          expect(outcome.message).toMatch(words);
          expect(outcome.message).toContain('stores 1–100 of AL');
          expect(server.seen('page')).toHaveLength(5);
        },
      );

      it('does not retry an answer that will not change (HTTP 404: a wrong URL)', async () => {
        const misconfigured = makeService(`${server.url}/arcgis/rest/services/no_such_layer`);
        const outcome = await failure(misconfigured.count({ states: ['GA'] }));
        expect(outcome.name).toBe('UsdaServiceError');
        expect(outcome.message).toContain('HTTP 404 once for the count of stores of GA');
        expect(server.seen('other')).toHaveLength(1);
      });

      it('retries an answer slower than its timeout', async () => {
        server.fail('slow', { delayMs: 5_000 });
        const impatient = makeService(server.layerUrl, { timeoutMs: 500 });
        const started = Date.now();
        expect(await impatient.count({ states: ['DC'] })).toBe(inStates('DC').length);
        expect(Date.now() - started).toBeLessThan(4_500);
        expect(server.seen('count')[0].fault).toBe('slow');
        expect(server.seen('count').length).toBeGreaterThan(1);
      }, 15_000);

      it('retries a failing layer description too', async () => {
        server.fail('error-body', { kind: 'layer' });
        expect((await service.layerInfo()).lastEditDate).toBe(
          fixtures.layer.editingInfo.lastEditDate,
        );
      });
    });

    describe('scopes', () => {
      it.each([
        [{ states: ['GA', 'ZZ'] }, /"ZZ"/],
        [{ states: ["GA') OR 1=1 --"] }, /OR 1=1/],
        [{ states: ['AE'] }, /"AE"/],
        [{ states: [] }, /at least one state/],
      ])('refuses %j before asking anything', async (scope, words) => {
        for (const call of [() => service.count(scope), () => service.page(scope, 0)]) {
          const outcome = await failure(call());
          expect(outcome.name).toBe('UsdaRequestError');
          expect(outcome.message).toMatch(words);
        }
        expect(server.requests).toEqual([]);
      });

      it('takes lower-case codes and every territory USDA lists', async () => {
        expect(await service.count({ states: ['ga'] })).toBe(inStates('GA').length);
        expect(await service.count({ states: ['PR', 'GU', 'VI', 'AS', 'MP', 'DC'] })).toBe(
          inStates('PR', 'GU', 'VI', 'DC').length,
        );
      });
    });

    describe('layer info', () => {
      it("reads the layer's lastEditDate, and sees it move when USDA refreshes the layer", async () => {
        const before = await service.layerInfo();
        expect(before).toEqual({
          lastEditDate: fixtures.layer.editingInfo.lastEditDate,
          url: server.layerUrl,
        });
        const moved = server.changeLastEditDate();
        expect((await service.layerInfo()).lastEditDate).toBe(moved);
        expect(moved).toBeGreaterThan(before.lastEditDate as number);
        server.changeLastEditDate(before.lastEditDate as number);
      });
    });
  });
}
