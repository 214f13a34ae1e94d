import { eventually } from '@snap/platform-engines/testing';
import { Logger } from '@nestjs/common';
import { BudgetAdminMessages, EnrichmentMessages, PingMessages } from '@snap/contracts';
import { ENRICHMENT_LIMITS, ENRICHMENT_MESSAGES } from '@snap/domain';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { EnrichmentModule } from './enrichment.module';
import type { EnrichmentOptions } from './enrichment.options';
import { PlacesBudget } from './places-budget/places-budget';
import { EnrichmentRefresher } from './refresher/enrichment-refresher';
import {
  type StoreEnrichmentDocument,
  storeEnrichmentSchema,
} from './store-enrichment/store-enrichment.schema';
import { enrichedEvents, withNeighbourSearch } from './testing/neighbour-search';
import { PROVIDER_FIXTURES } from './testing/provider-fixtures';
import { ReplayingProviderServer } from './testing/replaying-provider-server';

const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;
const START = new Date('2026-06-10T12:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

function options(
  server: ReplayingProviderServer | null,
  overrides: Partial<EnrichmentOptions> = {},
): EnrichmentOptions {
  return {
    placesDailyLimit: 100,
    placesApiKey: server ? 'replay-key' : undefined,
    placesApiUrl: server?.placesUrl,
    placesTimeoutMs: 300,
    overpassUrl: server?.overpassUrl,
    overpassTimeoutMs: 300,
    refreshIntervalMs: 0,
    refreshBatch: 20,
    ...overrides,
  };
}

describe('enrichment service, offline default (no key, no open-map endpoint)', () => {
  let service: BootedService;
  beforeAll(
    async () =>
      (service = await bootServiceForTest(
        'enrichment',
        withNeighbourSearch(EnrichmentModule.forRoot(options(null, { placesDailyLimit: 3 }))),
      )),
  );
  afterAll(() => service.close());

  it('answers its ping with its dependencies, saying in words that the providers are off', async () => {
    const reply = await service.bus.client().request(PingMessages.enrichment, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'enrichment', status: 'up' });
    expect(reply.dependencies).toEqual([
      { name: 'documents', status: 'up' },
      { name: 'cache', status: 'up' },
      { name: 'blobs', status: 'up' },
      {
        name: 'places provider',
        status: 'off',
        detail: 'off: no PLACES_API_KEY is set, so stores show USDA and community data only',
      },
      { name: 'open-map', status: 'off', detail: 'off: no OVERPASS_URL is set' },
    ]);
  });

  it("reports the places budget as exceeded once today's calls reach the limit", async () => {
    const bus = service.bus.client();
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: false,
      used: 0,
      limit: 3,
    });
    const key = `enrichment:places-budget:${new Date().toISOString().slice(0, 10)}`;
    for (let i = 0; i < 3; i++) await service.platform.cache.increment(key, 60_000);
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: true,
      used: 3,
      limit: 3,
    });
  });

  it('answers a store page at once with no provider data, and nothing for an unknown store', async () => {
    const bus = service.bus.client();
    expect(await bus.request(EnrichmentMessages.storeEnrichment, { storeId: 'st_168254' })).toEqual(
      {
        storeId: 'st_168254',
        budgetExceeded: false,
        queued: false,
        providerEnabled: false,
        openMapEnabled: false,
        place: null,
        openMap: null,
        confidence: null,
        lastUpdated: null,
      },
    );
    expect(
      await bus.request(EnrichmentMessages.storeEnrichment, { storeId: 'no-such-store' }),
    ).toBeNull();
    expect(
      await bus.request(EnrichmentMessages.placePhoto, {
        reference: 'abc',
        maxWidth: 1200,
        maxHeight: 400,
      }),
    ).toBeNull();
  });

  it('refuses a malformed photo reference', async () => {
    await expect(
      service.bus.client().request(EnrichmentMessages.placePhoto, {
        reference: '../etc/passwd',
        maxWidth: 1200,
        maxHeight: 400,
      }),
    ).rejects.toThrow('photo reference must be letters, digits, - or _');
  });
});

describe('enrichment service with a replaying provider', () => {
  let server: ReplayingProviderServer;
  let service: BootedService;
  let warnings: string[];
  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    service = await bootServiceForTest(
      'enrichment',
      // 12 a day, a fifth (3) kept for the refresher: store pages may spend 9.
      withNeighbourSearch(EnrichmentModule.forRoot(options(server, { placesDailyLimit: 12 }))),
    );
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: START });
    warnings = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
    server.reset();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const enrich = (storeId: string) =>
    service.bus.client().request(EnrichmentMessages.storeEnrichment, { storeId });

  it('looks a new store up: the store page fields of product rule Places provider fields, the open-map match, and the event for cards', async () => {
    const view = await enrich('st_168254');
    expect(view).toMatchObject({
      storeId: 'st_168254',
      budgetExceeded: false,
      providerEnabled: true,
      openMapEnabled: true,
      confidence: 1,
      lastUpdated: START.toISOString(),
      place: {
        name: 'Sweet Auburn Grocery',
        formatted_phone_number: '(404) 555-0142',
        rating: 4.3,
        price_level: 2,
        categories: [
          'Grocery Or Supermarket',
          'Food',
          'Store',
          'Convenience Store',
          'Bakery',
          'Liquor Store',
        ],
        reviews_total: 132,
        photos: [{ photo_reference: 'replay-photo-sweet-auburn-1', width: 1200, height: 400 }],
      },
      openMap: { osm_id: 'node/4411223344', shop_type: 'convenience', opening_hours: '24/7' },
    });
    expect(view?.place?.reviews).toHaveLength(5);
    expect(
      ENRICHMENT_MESSAGES.showingReviews(
        view?.place?.reviews.length ?? 0,
        view?.place?.reviews_total ?? 0,
      ),
    ).toBe('Showing 5 of 132 reviews');
    // The provider's text query is the store name plus its street address; open-map runs alongside.
    expect(server.requests.filter((r) => r.endpoint === 'textsearch').map((r) => r.query)).toEqual([
      'SWEET AUBURN GROCERY 200 Auburn Ave NE, Atlanta, GA 30303',
    ]);
    expect(server.requests.map((r) => r.endpoint).sort()).toEqual([
      'details',
      'interpreter',
      'textsearch',
    ]);
    expect(enrichedEvents.at(-1)).toMatchObject({
      storeId: 'st_168254',
      phone: '(404) 555-0142',
      rating: 4.3,
      ratingsTotal: 132,
      weeklyHours: { Monday: { open: '00:00', close: '00:00', closed: false } },
    });
  });

  it('answers from storage while fresh (30 minutes), at once while stale, and looks up again past 2 hours', async () => {
    await enrich('st_092791');
    server.reset();
    jest.setSystemTime(at(29));
    expect((await enrich('st_092791'))?.lastUpdated).toBe(START.toISOString());
    expect(server.requests).toEqual([]);

    // Stale: the stored place answers at once; the refresh runs behind it.
    jest.setSystemTime(at(45));
    expect((await enrich('st_092791'))?.lastUpdated).toBe(START.toISOString());
    await eventually(() => expect(server.count('details')).toBe(1));
    await eventually(async () =>
      expect((await enrich('st_092791'))?.lastUpdated).toBe(at(45).toISOString()),
    );
    expect(server.count('textsearch')).toBe(1);

    // Expired (over 2 hours since the last answer): looked up before answering.
    jest.setSystemTime(at(45 + 121));
    expect((await enrich('st_092791'))?.lastUpdated).toBe(at(166).toISOString());
    expect(server.count('textsearch')).toBe(2);
  });

  it('shares one lookup between identical concurrent store page requests', async () => {
    const views = await Promise.all(Array.from({ length: 4 }, () => enrich('st_049351')));
    expect(views.every((v) => v?.place === null && v.providerEnabled)).toBe(true);
    expect(server.count('textsearch')).toBe(1);
    expect(server.count('interpreter')).toBe(1);
  });

  it('ignores corrupt stored photo or hours JSON, logging once with the store id', async () => {
    const collection = service.platform.documents.collection<StoreEnrichmentDocument>(
      'store_enrichments',
      storeEnrichmentSchema,
    );
    await collection.updateOne(
      { _id: 'st_168254' },
      {
        $set: {
          'place.photos': '[{"photo_reference": ',
          'place.opening_hours': '{not json',
          placeUpdatedAt: at(-1),
        },
      },
    );
    const view = await enrich('st_168254');
    expect(view?.place).toMatchObject({
      name: 'Sweet Auburn Grocery',
      photos: [],
      weekday_text: [],
    });
    expect(warnings).toEqual([
      'corrupt stored photo data of store st_168254 ignored',
      'corrupt stored hours data of store st_168254 ignored',
    ]);
  });

  it('spends no more than the part of the daily budget store pages may use: past it the page gets basic data and budgetExceeded', async () => {
    // Sweet Auburn 2, Walton 2 + 2 + 2, Fox 1 (not found) = 9 spent, all store pages may; the
    // refresher's 3 stay.
    expect(await service.bus.client().request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: true,
      used: 9,
      limit: 12,
    });
    jest.setSystemTime(at(600));
    const view = await enrich('st_049351');
    expect(view).toMatchObject({ budgetExceeded: true, place: null });
    expect(server.count('textsearch')).toBe(0);
  });
});

describe('background refresher', () => {
  let server: ReplayingProviderServer;
  let service: BootedService;
  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    service = await bootServiceForTest(
      'enrichment',
      withNeighbourSearch(EnrichmentModule.forRoot(options(server, { placesDailyLimit: 10 }))),
    );
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });

  it('re-enriches stale stores most viewed first, within the budget it may use', async () => {
    const collection = service.platform.documents.collection<StoreEnrichmentDocument>(
      'store_enrichments',
      storeEnrichmentSchema,
    );
    const store = (name: string) => ({
      name,
      address: 'Atlanta, GA 30303',
      lat: 33.755,
      lng: -84.38,
    });
    const old = new Date(Date.now() - 3 * 3_600_000);
    await collection.insertMany([
      { _id: 'a', store: store('WALTON FOOD MARKET'), views: 3, placeUpdatedAt: old },
      { _id: 'b', store: store('SWEET AUBURN GROCERY'), views: 40, placeUpdatedAt: old },
      { _id: 'c', store: store('NOWHERE MARKET'), views: 12, placeUpdatedAt: null },
      { _id: 'd', store: store('FRESH MARKET'), views: 99, placeUpdatedAt: new Date() },
    ]);
    const refresher = service.get(EnrichmentRefresher);
    // 10 a day, a fifth kept for store pages: 8 for the refresher, 2 calls a lookup = 4 lookups; 3 are stale.
    expect(await refresher.runOnce()).toBe(3);
    expect(
      server.requests
        .filter((r) => r.endpoint === 'textsearch')
        .map((r) => r.query.split(' Atlanta')[0]),
    ).toEqual(['SWEET AUBURN GROCERY', 'NOWHERE MARKET', 'WALTON FOOD MARKET']);
    expect((await collection.findOne({ _id: 'b' }))?.place).toMatchObject({
      name: 'Sweet Auburn Grocery',
    });
    expect(enrichedEvents.at(-1)).toMatchObject({ storeId: 'a', phone: '(404) 555-0188' });
    // The next pass finds nothing stale and spends nothing.
    expect(await refresher.runOnce()).toBe(0);
    expect(await service.bus.client().request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: false,
      used: 5,
      limit: 10,
    });
  });

  it('stops at the part of the budget kept for store pages', async () => {
    const budget = service.get(PlacesBudget);
    // The first pass spent 5 of the refresher's 8; store pages spend 3 more: 8 of 10 used.
    for (let i = 0; i < 3; i++) expect(await budget.reserve('store-pages')).toBe(true);
    const collection = service.platform.documents.collection<StoreEnrichmentDocument>(
      'store_enrichments',
      storeEnrichmentSchema,
    );
    await collection.updateMany({}, { $set: { placeUpdatedAt: null } });
    server.reset();
    // 2 calls left in the day: one lookup (Fresh Market, the most viewed, which the provider does
    // not know: one call), then 1 call left, less than a lookup.
    expect(await service.get(EnrichmentRefresher).runOnce()).toBe(1);
    expect(server.requests.map((r) => r.query.split(' Atlanta')[0])).toEqual(['FRESH MARKET']);
    expect(await budget.state()).toEqual({ exceeded: false, used: 9, limit: 10 });
    expect(await service.get(EnrichmentRefresher).runOnce()).toBe(0);
    expect(await budget.left('refresher')).toBe(1);
  });
});

describe('places budget in the back-office', () => {
  let service: BootedService;
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const moderator = { meta: { userId: 'mod-1', roles: ['moderator'] } };
  const member = { meta: { userId: 'member-1', roles: [] } };
  beforeAll(
    async () =>
      (service = await bootServiceForTest(
        'enrichment',
        EnrichmentModule.forRoot(options(null, { placesDailyLimit: 5 })),
      )),
    60_000,
  );
  afterAll(() => service.close());

  it("shows staff today's spend and the last 30 days, oldest first", async () => {
    const bus = service.bus.client();
    const day = (offset: number) =>
      new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    await service.platform.cache.increment(`enrichment:places-budget:${day(0)}`, 60_000);
    for (let i = 0; i < 4; i++)
      await service.platform.cache.increment(`enrichment:places-budget:${day(2)}`, 60_000);
    const history = await bus.request(BudgetAdminMessages.history, { days: 30 }, moderator);
    expect(history.today).toEqual({ exceeded: false, used: 1, limit: 5 });
    expect(history.days).toHaveLength(30);
    expect(history.days.at(-1)).toEqual({ date: day(0), used: 1 });
    expect(history.days.at(-3)).toEqual({ date: day(2), used: 4 });
    expect(history.days[0]).toEqual({ date: day(29), used: 0 });
    await expect(
      bus.request(BudgetAdminMessages.history, { days: 30 }, member),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus.request(BudgetAdminMessages.history, { days: 30 }, { meta: {} }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lets only admins set the daily limit, which the budget then counts against', async () => {
    const bus = service.bus.client();
    await expect(
      bus.request(BudgetAdminMessages.setLimit, { limit: 1 }, moderator),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(bus.request(BudgetAdminMessages.setLimit, { limit: -1 }, admin)).rejects.toThrow(
      'The daily limit must be between 0 and 1,000,000',
    );
    expect(await bus.request(BudgetAdminMessages.setLimit, { limit: 1 }, admin)).toEqual({
      exceeded: true,
      used: 1,
      limit: 1,
    });
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: true,
      used: 1,
      limit: 1,
    });
  });
});

describe('the place photo proxy against a made-up reference flood', () => {
  let server: ReplayingProviderServer;
  let service: BootedService;
  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    service = await bootServiceForTest(
      'enrichment',
      withNeighbourSearch(EnrichmentModule.forRoot(options(server, { placesDailyLimit: 50 }))),
    );
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });

  it('fetches only photo references a store page handed out: 55 made-up ones cost no budget (attack 3)', async () => {
    const bus = service.bus.client();
    const enrich = (storeId: string) =>
      bus.request(EnrichmentMessages.storeEnrichment, { storeId });
    const photo = (reference: string) =>
      bus.request(EnrichmentMessages.placePhoto, { reference, maxWidth: 1200, maxHeight: 400 });
    const before = await bus.request(EnrichmentMessages.placesBudget, {});
    for (let i = 0; i < 55; i++) expect(await photo(`made-up-${i}`)).toBeNull();
    // Not even the real reference before a store page showed it.
    expect(await photo('replay-photo-sweet-auburn-1')).toBeNull();
    expect(server.count('photo')).toBe(0);
    expect((await bus.request(EnrichmentMessages.placesBudget, {})).used).toBe(before.used);

    await enrich('st_168254');
    const used = (await bus.request(EnrichmentMessages.placesBudget, {})).used;
    expect(await photo('replay-photo-sweet-auburn-1')).toMatchObject({ contentType: 'image/png' });
    expect(await photo('replay-photo-sweet-auburn-1')).toMatchObject({ contentType: 'image/png' });
    expect(server.count('photo')).toBe(1);
    expect((await bus.request(EnrichmentMessages.placesBudget, {})).used).toBe(used + 1);
  });
});

describe("a visitor's provider lookups an hour (issue 43, finding 3)", () => {
  let server: ReplayingProviderServer;
  let service: BootedService;
  beforeAll(async () => {
    server = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    service = await bootServiceForTest(
      'enrichment',
      withNeighbourSearch(
        EnrichmentModule.forRoot(options(server, { placesDailyLimit: 1000, overpassUrl: '' })),
      ),
    );
    // 34 stores the provider does not know (one text search each), none looked up yet.
    await service.platform.documents
      .collection<StoreEnrichmentDocument>('store_enrichments', storeEnrichmentSchema)
      .insertMany(
        Array.from({ length: 34 }, (_, i) => ({
          _id: `v${String(i).padStart(2, '0')}`,
          store: {
            name: `CORNER MARKET ${i}`,
            address: 'Atlanta, GA 30303',
            lat: 33.75,
            lng: -84.39,
          },
          views: 0,
          placeUpdatedAt: null,
        })),
      );
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });
  const enrich = (storeId: string, meta: Record<string, unknown>) =>
    service.bus.client().request(EnrichmentMessages.storeEnrichment, { storeId }, { meta });
  const address = { clientIp: '198.51.100.7' };

  it('looks up 30 new stores for one address, then answers what is stored and queues the rest for the refresher', async () => {
    for (let i = 0; i < 30; i++)
      expect(await enrich(`v${String(i).padStart(2, '0')}`, address)).toMatchObject({
        queued: false,
        budgetExceeded: false,
      });
    expect(server.count('textsearch')).toBe(30);
    expect(ENRICHMENT_LIMITS.lookupsPerVisitorHour).toBe(30);

    // The 31st new store: no provider call, the page gets basic data, and the store waits.
    expect(await enrich('v30', address)).toMatchObject({
      storeId: 'v30',
      queued: true,
      budgetExceeded: false,
      providerEnabled: true,
      place: null,
      lastUpdated: null,
    });
    expect(server.count('textsearch')).toBe(30);
    // A store already looked up is answered from storage, at no cost and not queued.
    expect(await enrich('v00', address)).toMatchObject({ queued: false });
    expect(server.count('textsearch')).toBe(30);

    // A member behind the same address has an allowance of their own, as has another address.
    expect(await enrich('v31', { ...address, userId: 'member-1' })).toMatchObject({
      queued: false,
    });
    expect(await enrich('v32', { clientIp: '203.0.113.40' })).toMatchObject({ queued: false });
    expect(server.count('textsearch')).toBe(32);

    // The refresher looks up what was queued.
    server.reset();
    expect(await service.get(EnrichmentRefresher).runOnce()).toBe(2);
    expect(server.requests.map((r) => r.query.split(' Atlanta')[0]).sort()).toEqual([
      'CORNER MARKET 30',
      'CORNER MARKET 33',
    ]);
    expect(await service.bus.client().request(EnrichmentMessages.placesBudget, {})).toEqual({
      exceeded: false,
      used: 34,
      limit: 1000,
    });
  });
});
