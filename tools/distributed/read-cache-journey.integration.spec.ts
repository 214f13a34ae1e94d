import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';
import { signInThroughGateway } from '@snap/identity-feature/testing';
import { grantAdmin, JOURNEY_OPS_TOKEN, must, until } from './journey-graphql';
import { distributedJourney } from './journey-runtime';

// The gateway's read cache in Redis, in the distributed runtime (one process per service on Kafka,
// FerretDB, Elasticsearch, Redis and MinIO): a store page served from it, then closed by an admin
// and, once search's event of the close has been applied by the gateway, never read as open; a
// review's stats evict it the same way, through community, search and Kafka.

const BASE_PORT = Number(process.env['READ_CACHE_JOURNEY_BASE_PORT'] ?? 3300);
const INSTALLATION = process.env['READ_CACHE_JOURNEY_INSTALLATION'] ?? 'rc_journey';
const ADMIN = 'cache-chief@example.org';
const MEMBER = 'cache-member@example.org';
const NEARBY = '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 5) { id status } }';

describe('the read cache through the distributed runtime', () => {
  const journey = distributedJourney({
    name: 'read-cache',
    installation: INSTALLATION,
    basePort: BASE_PORT,
    keepLogs: 'READ_CACHE_JOURNEY_KEEP_LOGS',
  });
  const runDir = journey.runDir;
  let gateway: string;
  let admin: string;
  let member: string;

  const confirm = async (email: string) => {
    const token = await until(
      async () =>
        /token=([\w-]+)/.exec(
          (await new OutboxMailer(join(runDir, 'data', 'outbox')).messages())
            .filter((m) => m.to === email)
            .at(-1)?.text ?? '',
        )?.[1],
      Boolean,
    );
    await must(
      gateway,
      'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
      { t: token, p: 'secret-pass-1' },
    );
  };
  const confirmedAccount = async (email: string) => {
    await must(
      gateway,
      'mutation($e: String!) { signUp(email: $e, password: "secret-pass-1", fullName: "Pat Doe") { id } }',
      { e: email },
    );
    await confirm(email);
  };
  /** A counter of the gateway's /metrics, summed over the series carrying every given label. */
  const metric = async (name: string, labels: Record<string, string>): Promise<number> => {
    const response = await fetch(`${gateway}/metrics`, {
      headers: { Authorization: `Bearer ${JOURNEY_OPS_TOKEN}` },
    });
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    return (await response.text())
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && wanted.every((l) => line.includes(l)))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };
  const evictions = (reason: string) =>
    metric('read_cache_evictions_total', { scope: 'catalog', reason });
  const hits = () => metric('read_cache_reads_total', { scope: 'catalog', outcome: 'hit' });
  /** Waits (no time bound of its own) until the gateway has applied one more eviction. */
  const evictedAfter = async (reason: string, before: number) => {
    const after = await until(
      () => evictions(reason),
      (count) => count > before,
      60_000,
    );
    expect(after).toBeGreaterThan(before);
  };

  beforeAll(async () => {
    gateway = journey.gateway();
    await confirmedAccount(ADMIN);
    await grantAdmin(gateway, ADMIN);
    admin = (await signInThroughGateway(gateway, ADMIN, 'secret-pass-1')).accessToken;
    await confirmedAccount(MEMBER);
    member = (await signInThroughGateway(gateway, MEMBER, 'secret-pass-1')).accessToken;
  }, 480_000);

  it('serves a store page from Redis, and once the close event has been applied never as open', async () => {
    const [store] = (await must(gateway, NEARBY)).nearbyStores;
    const page = `{ store(id: "${store.id}") { id status } }`;
    // The second read stores it, the third is served from Redis.
    for (let read = 0; read < 2; read++)
      expect((await must(gateway, page)).store).toEqual({ id: store.id, status: 'active' });
    const hitsBefore = await hits();
    expect((await must(gateway, page)).store).toEqual({ id: store.id, status: 'active' });
    expect(await hits()).toBe(hitsBefore + 1);

    const closesBefore = await evictions('store-status');
    await must(
      gateway,
      `mutation { setStoreStatus(id: "${store.id}", status: "closed") { id status } }`,
      undefined,
      admin,
    );
    // Closed from the admin's answer on (the gateway that carried it evicted at once), and the
    // search service's event of it reaches the gateway over Kafka.
    expect((await must(gateway, page)).store).toEqual({ id: store.id, status: 'closed' });
    await evictedAfter('store-status', closesBefore);
    for (let read = 0; read < 3; read++) {
      expect((await must(gateway, page)).store).toEqual({ id: store.id, status: 'closed' });
      expect(
        (await must(gateway, NEARBY)).nearbyStores.map((s: { id: string }) => s.id),
      ).not.toContain(store.id);
    }
  }, 180_000);

  it("drops a store page's rating once the review's event has been applied", async () => {
    const [, store] = (await must(gateway, NEARBY)).nearbyStores;
    const page = `{ store(id: "${store.id}") { review_count average_rating } }`;
    for (let read = 0; read < 3; read++)
      expect((await must(gateway, page)).store).toEqual({ review_count: 0, average_rating: null });
    const before = await evictions('review-stats');

    await must(
      gateway,
      `mutation { createReview(storeId: "${store.id}", rating: 4) { pointsEarned } }`,
      undefined,
      member,
    );

    // Community counts it, search copies the stats and says so, the gateway evicts: from then on the
    // page has the review, read after read.
    await evictedAfter('review-stats', before);
    for (let read = 0; read < 3; read++)
      expect((await must(gateway, page)).store).toEqual({ review_count: 1, average_rating: 4 });
  }, 180_000);
});
