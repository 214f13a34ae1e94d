import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_FIXTURES, ReplayingProviderServer } from '@snap/enrichment-feature/testing';
import {
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
  startDistributed,
  stopDistributed,
  type DistributedRuntime,
} from './distributed-runtime';
import { eventually } from '@snap/platform-engines/testing';

// Store enrichment in the distributed runtime (one process per service on Kafka, FerretDB,
// Elasticsearch, Redis and MinIO) with the places provider and the open-map service replayed by a
// local server: the store page's details, the event that brings phone and hours to search, open now
// on search results, the photo through the gateway, and the budget kept in Redis.

const BASE_PORT = Number(process.env['ENRICHMENT_JOURNEY_BASE_PORT'] ?? 3420);
const INSTALLATION = 'wt_enrich';
const SWEET_AUBURN = 'st_168254';

async function data<T = any>(url: string, query: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

describe('store enrichment through the distributed runtime', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'snap-enrichment-'));
  let engines: Record<string, string>;
  let provider: ReplayingProviderServer;
  let distributed: DistributedRuntime;
  let gateway: string;

  beforeAll(async () => {
    for (const app of ['web', 'admin']) {
      mkdirSync(join(runDir, 'dist', app), { recursive: true });
      writeFileSync(
        join(runDir, 'dist', app, 'index.html'),
        `<!doctype html><html><body>${app}</body></html>`,
      );
    }
    engines = nativeEngineEnv();
    await resetInstallation(INSTALLATION, engines);
    provider = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    distributed = await startDistributed({
      runDir,
      basePort: BASE_PORT,
      env: {
        ...isolatedInstallation(INSTALLATION, engines),
        WEB_DIST: join(runDir, 'dist', 'web'),
        ADMIN_DIST: join(runDir, 'dist', 'admin'),
        LOG_LEVEL: 'warn',
        PLACES_API_KEY: 'replay-key',
        PLACES_API_URL: provider.placesUrl,
        OVERPASS_URL: provider.overpassUrl,
        // Store pages may spend 16 of these (a fifth is kept for the refresher), fewer than one
        // visitor's 30 new stores an hour: the journey below spends the day from one address.
        PLACES_DAILY_LIMIT: '20',
      },
      log: () => undefined,
    });
    gateway = distributed.gatewayUrl;
    // On a broker where this installation's topics are new, the first requests can fail with "This
    // server does not host this topic-partition" while the producers' metadata catches up (a bus
    // behaviour, not this feature's): settle every topic these journeys use before they start.
    const settle = [
      '{ placesBudget { limit } }',
      '{ storeEnrichment(storeId: "no-such-store") { storeId } }',
      '{ zipStores(zip: "30303") { id } }',
      '{ store(id: "no-such-store") { id } }',
    ];
    for (const query of settle)
      await eventually(() => data(gateway, query), { timeoutMs: 60_000, everyMs: 1_000 });
  }, 480_000);

  afterAll(async () => {
    await stopDistributed(runDir, () => undefined);
    // ENRICHMENT_JOURNEY_KEEP_LOGS=1 keeps the services' logs for a failing run.
    if (process.env['ENRICHMENT_JOURNEY_KEEP_LOGS'] === '1') {
      console.log(`logs kept in ${join(runDir, 'logs')}`);
      await provider?.close();
      return;
    }
    await provider?.close();
    await resetInstallation(INSTALLATION, engines).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  }, 60_000);

  it("says on the enrichment service's readiness that both providers are on", async () => {
    const enrichment = distributed.services.find((s) => s.name === 'enrichment');
    const report = (await (
      await fetch(`${enrichment?.url}/health/ready`, {
        headers: { Authorization: `Bearer ${distributed.opsToken}` },
      })
    ).json()) as {
      dependencies: Array<{ name: string; status: string; detail?: string }>;
    };
    expect(report.dependencies).toContainEqual({
      name: 'places provider',
      status: 'up',
      detail: expect.stringMatching(/^on: 127\.0\.0\.1:\d+; \d+ of 20 calls used today$/),
    });
    expect(report.dependencies).toContainEqual({
      name: 'open-map',
      status: 'up',
      detail: expect.stringMatching(/^on: 127\.0\.0\.1:\d+$/),
    });
  });

  it("answers the store page's details, then search shows the provider's phone and open now", async () => {
    const { storeEnrichment } = await data(
      gateway,
      `{ storeEnrichment(storeId: "${SWEET_AUBURN}") { budgetExceeded place { name price_level categories reviews_total reviews { author_name } photos { photo_url } } openMap { osm_id } } }`,
    );
    expect(storeEnrichment).toMatchObject({
      budgetExceeded: false,
      place: { name: 'Sweet Auburn Grocery', price_level: 2, reviews_total: 132 },
      openMap: { osm_id: 'node/4411223344' },
    });
    expect(storeEnrichment.place.reviews).toHaveLength(5);
    expect(storeEnrichment.place.categories).toHaveLength(6);

    // The enriched event reaches the search service over Kafka.
    type Shown = { phone: string | null; openNow: boolean | null; google_rating: number | null };
    const store = await eventually<Shown | undefined>(
      async () =>
        (await data(gateway, `{ store(id: "${SWEET_AUBURN}") { phone openNow google_rating } }`))
          .store,
      (shown) => shown?.openNow !== null,
      { timeoutMs: 30_000, everyMs: 500 },
    );
    expect(store).toEqual({ phone: '(404) 555-0142', openNow: true, google_rating: 4.3 });
    const { zipStores } = await data(gateway, '{ zipStores(zip: "30303") { id openNow } }');
    expect(zipStores).toContainEqual({ id: SWEET_AUBURN, openNow: true });

    const photo = await fetch(`${gateway}${storeEnrichment.place.photos[0].photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it("counts the budget in Redis: once store pages' part is spent, pages get basic data and budgetExceeded", async () => {
    const { nearbyStores } = await data(
      gateway,
      '{ nearbyStores(lat: 33.749, lng: -84.388, radiusMiles: 10, limit: 60) { id } }',
    );
    for (const store of nearbyStores) {
      const { placesBudget } = await data(gateway, '{ placesBudget { exceeded } }');
      if (placesBudget.exceeded) break;
      await data(gateway, `{ storeEnrichment(storeId: "${store.id}") { storeId } }`);
    }
    expect((await data(gateway, '{ placesBudget { exceeded used limit } }')).placesBudget).toEqual({
      exceeded: true,
      used: null,
      limit: null,
    }); // the numbers are for staff only
    const calls =
      provider.count('textsearch') + provider.count('details') + provider.count('photo');
    // Reserved before each call: never past store pages' 16 (a retry is part of its call).
    expect(calls).toBeLessThanOrEqual(16);
    const last = nearbyStores.at(-1);
    expect(
      (
        await data(
          gateway,
          `{ storeEnrichment(storeId: "${last.id}") { budgetExceeded place { name } } }`,
        )
      ).storeEnrichment,
    ).toEqual({ budgetExceeded: true, place: null });
  });
});
