import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { eventually } from '@snap/platform-engines/testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { confirmedMember, graphqlCaller, TEST_OPS_TOKEN } from './confirm-email.testing';

// The gateway's read cache in the standalone runtime (its embedded cache): what a visitor reads
// from it, and that nothing it keeps outlives the change that made it wrong.

const ATLANTA = 'lat: 33.749, lng: -84.388';
const NEARBY = `{ nearbyStores(${ATLANTA}, limit: 5) { id Store_Name distance_miles openNow status } }`;

describe("the gateway's read cache (standalone)", () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  const call = graphqlCaller(() => runtime.url);
  const ok = async (query: string, token?: string) => {
    const answer = await call(query, token);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };

  /** A counter of /metrics, summed over the series carrying every given label. */
  const metric = async (name: string, labels: Record<string, string>): Promise<number> => {
    const response = await fetch(`${runtime.url}/metrics`, {
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}` },
    });
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    return (await response.text())
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && wanted.every((l) => line.includes(l)))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };
  const hits = () => metric('read_cache_reads_total', { scope: 'catalog', outcome: 'hit' });

  let admin: string;
  let member: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-read-cache-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
    admin = await confirmedMember(runtime.url, dataDir, 'chief@example.org', { admin: true });
    member = await confirmedMember(runtime.url, dataDir, 'member@example.org');
  }, 180_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never serves the trending category from the cache: a member's click counts at the next read", async () => {
    const TRENDING = `{ categoryStores(category: "trending", ${ATLANTA}, limit: 20) { id trending_score } }`;
    const before = (await ok(TRENDING)).categoryStores as Array<{
      id: string;
      trending_score: number;
    }>;
    // Read twice, as a cached answer would be stored; then a member opens the last store of the list.
    expect((await ok(TRENDING)).categoryStores).toEqual(before);
    const opened = before.at(-1)?.id as string;
    expect(
      await ok(`mutation { recordStoreClick(storeId: "${opened}", ${ATLANTA}) }`, member),
    ).toEqual({ recordStoreClick: true });
    const scoreOf = async () =>
      ((await ok(TRENDING)).categoryStores as Array<{ id: string; trending_score: number }>).find(
        (store) => store.id === opened,
      )?.trending_score ?? 0;
    // The click reaches search as an event: wait for it, never for a cache entry to expire.
    expect(await eventually(scoreOf, { until: (score) => score > 0 })).toBeGreaterThan(0);
  });

  it("serves a repeated search from the cache, and neither the Host, the query string, headers nor a member's token change the answer", async () => {
    const first = await ok(NEARBY);
    expect(first.nearbyStores).toHaveLength(5);
    // Stored on its second read: one-off reads never fill the cache.
    expect(await ok(NEARBY)).toEqual(first);
    const before = await hits();
    const variants: Array<Record<string, string>> = [
      { Host: 'attacker.example' },
      { 'X-Forwarded-Host': 'attacker.example', 'Accept-Language': 'es' },
      { Authorization: `Bearer ${member}` },
    ];
    for (const headers of variants) {
      const response = await fetch(`${runtime.url}/graphql?utm_source=${Math.random()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query: NEARBY }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: unknown }).data).toEqual(first);
    }
    expect(await hits()).toBe(before + variants.length);
  });

  it('never serves a store an admin closed as open, from the moment the close is answered', async () => {
    const [store] = (await ok(NEARBY)).nearbyStores;
    const page = `{ store(id: "${store.id}") { id status } }`;
    expect((await ok(page)).store).toEqual({ id: store.id, status: 'active' });
    expect((await ok(page)).store.status).toBe('active');

    await ok(
      `mutation { setStoreStatus(id: "${store.id}", status: "closed") { id status } }`,
      admin,
    );

    expect((await ok(page)).store).toEqual({ id: store.id, status: 'closed' });
    expect((await ok(NEARBY)).nearbyStores.map((s: { id: string }) => s.id)).not.toContain(
      store.id,
    );
    await ok(`mutation { setStoreStatus(id: "${store.id}", status: "active") { id } }`, admin);
    expect((await ok(page)).store.status).toBe('active');
  });

  it("drops a store page's rating once the review's event has been applied", async () => {
    const [, store] = (await ok(NEARBY)).nearbyStores;
    const page = `{ store(id: "${store.id}") { review_count average_rating } }`;
    expect((await ok(page)).store).toEqual({ review_count: 0, average_rating: null });
    const evictions = () =>
      metric('read_cache_evictions_total', { scope: 'catalog', reason: 'review-stats' });
    const evictedBefore = await evictions();

    await ok(
      `mutation { createReview(storeId: "${store.id}", rating: 4) { pointsEarned } }`,
      member,
    );

    // Community recounts, search applies the stats and announces it, the gateway evicts: then, and
    // from then on, the page has the review.
    await eventually(async () => expect(await evictions()).toBeGreaterThan(evictedBefore));
    expect((await ok(page)).store).toEqual({ review_count: 1, average_rating: 4 });
  });

  it('is purged by the operator only', async () => {
    const purge = (token?: string) =>
      fetch(`${runtime.url}/api/ops/purge-read-cache`, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await purge()).status).toBe(403);
    expect((await purge(admin)).status).toBe(403);
    await ok(NEARBY);
    const misses = () => metric('read_cache_reads_total', { scope: 'catalog', outcome: 'miss' });
    const missesBefore = await misses();
    const purged = await purge(TEST_OPS_TOKEN);
    expect(purged.status).toBe(200);
    expect(await purged.json()).toEqual({ purged: ['catalog', 'state-rules', 'enrichment'] });
    await ok(NEARBY);
    expect(await misses()).toBe(missesBefore + 1);
  });
});
