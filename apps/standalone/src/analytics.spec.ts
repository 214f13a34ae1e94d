import { eventually } from '@snap/platform-engines/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { useClockFrom } from '@snap/platform-runtime/testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import {
  confirmedMember,
  graphqlCaller,
  signInToken,
  TEST_OPS_TOKEN,
} from './confirm-email.testing';

const STORE = '1096559';
const DASHBOARD = `query ($days: Int!) { analyticsDashboard(days: $days) {
  days daily { date pageViews searches zeroResultSearches storeClicks reviews photos contributions }
  pageViewsByRoute { key count } searchesByKind { kind searches zeroResults }
  topQueries { query searches } activeStores storesByState { key count } storesByType { key count }
} }`;
type Caller = 'admin' | 'moderator' | 'member' | 'anonymous';

/** The clock of the whole spec: noon (UTC) of the day the suite starts, running on at the real pace, so
 * the dashboard's today is the same day before and after the events are counted whenever the suite runs
 * (a run that crossed UTC midnight counted the events on a day the test did not read). Noon of the real
 * day keeps the bundled catalog's dates in the past. Only Date is faked: the runtime's timers are real. */
const TODAY = new Date().toISOString().slice(0, 10);

/** The analytics dashboard through the gateway: only admins read it, and what it shows comes from
 * real page views, searches, clicks and reviews, counted without any personal data. */
describe('analytics dashboard through GraphQL', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  const tokens: Partial<Record<Caller, string>> = {};
  const call = graphqlCaller(() => runtime.url);
  const as = (who: Caller, query: string, variables?: Record<string, unknown>) =>
    call(query, tokens[who], variables);
  const ok = async (who: Caller, query: string, variables?: Record<string, unknown>) => {
    const answer = await as(who, query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const dashboard = async (days = 7) => (await ok('admin', DASHBOARD, { days })).analyticsDashboard;

  beforeAll(async () => {
    useClockFrom(Date.parse(`${TODAY}T12:00:00Z`));
    dataDir = mkdtempSync(join(tmpdir(), 'snap-analytics-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
    tokens.admin = await confirmedMember(runtime.url, dataDir, 'chief@example.org', {
      admin: true,
    });
    tokens.moderator = await confirmedMember(runtime.url, dataDir, 'mod@example.org');
    tokens.member = await confirmedMember(runtime.url, dataDir, 'member@example.org');
    const moderator = (await ok('admin', `{ userByEmail(email: "mod@example.org") { id } }`))
      .userByEmail.id;
    await ok('admin', `mutation { assignRole(userId: "${moderator}", role: "moderator") { id } }`);
    tokens.moderator = await signInToken(runtime.url, 'mod@example.org');
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
    jest.useRealTimers();
  });

  it.each([
    ['moderator', 'FORBIDDEN', 'You do not have permission to do this.'],
    ['member', 'FORBIDDEN', 'You do not have permission to do this.'],
    ['anonymous', 'UNAUTHENTICATED', 'User not authenticated'],
  ] as const)('refuses the dashboard to a %s', async (who, code, message) => {
    expect((await as(who, DASHBOARD, { days: 30 })).errors?.[0]).toMatchObject({
      message,
      extensions: { code },
    });
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    expect((await as('admin', DASHBOARD, { days: 31 })).errors?.[0].message).toContain(
      'The period must be 7, 30 or 90 days',
    );
  });

  it('shows page views, searches by kind with zero results and top queries, store clicks, reviews and the catalog', async () => {
    const before = await dashboard();
    expect(before.daily).toHaveLength(7);
    expect(before.daily.at(-1).date).toBe(TODAY);
    expect((await dashboard(90)).daily).toHaveLength(90);
    expect(before.activeStores).toBeGreaterThan(0);
    expect(
      before.storesByState.reduce((sum: number, s: { count: number }) => sum + s.count, 0),
    ).toBe(before.activeStores);
    expect(before.storesByType.length).toBeGreaterThan(0);

    for (const path of ['/', '/search?q=walmart', '/atlanta-ga', '/store/1096559'])
      expect(
        (
          await fetch(`${runtime.url}/api/page-views`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ path }),
          })
        ).status,
      ).toBe(204);
    await ok('anonymous', `{ searchStores(text: "Anchorage  FARMERS market") { id } }`);
    await ok('anonymous', `{ searchStores(text: "anchorage farmers market") { id } }`);
    await ok('anonymous', `{ searchStores(text: "zzqx nothing like it") { id } }`);
    await ok('anonymous', `{ searchStores(text: "jane.doe@example.org") { id } }`);
    await ok('anonymous', `{ searchStores(text: "call 404-555-0134") { id } }`);
    await ok('anonymous', `{ zipStores(zip: "99501") { id } }`);
    await ok('anonymous', `{ zipStores(zip: "00001") { id } }`);
    await ok(
      'member',
      `mutation { recordStoreClick(storeId: "${STORE}", lat: 61.2181, lng: -149.9003, clickId: "0b6f6c1e-5b7a-4f0e-9d1a-3c2b1a0f9e8d") }`,
    );
    // A retried click (same id) is one click.
    await ok(
      'member',
      `mutation { recordStoreClick(storeId: "${STORE}", lat: 61.2181, lng: -149.9003, clickId: "0b6f6c1e-5b7a-4f0e-9d1a-3c2b1a0f9e8d") }`,
    );
    await ok(
      'member',
      `mutation { createReview(storeId: "${STORE}", rating: 5) { pointsEarned } }`,
    );

    const after = await eventually(dashboard, (now) => now.daily.at(-1).pageViews >= 4);
    const today = after.daily.at(-1);
    const was = before.daily.at(-1);
    expect(today.pageViews - was.pageViews).toBe(4);
    expect(today.searches - was.searches).toBe(7);
    expect(today.zeroResultSearches - was.zeroResultSearches).toBeGreaterThanOrEqual(1);
    expect(today.storeClicks - was.storeClicks).toBe(1);
    expect(today.reviews - was.reviews).toBe(1);
    expect(after.pageViewsByRoute).toEqual(
      expect.arrayContaining([
        { key: '/', count: 1 },
        { key: '/search', count: 1 },
        { key: '/:citySlug', count: 1 },
        { key: '/store', count: 1 },
      ]),
    );
    expect(after.searchesByKind).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'text', searches: 5 }),
        { kind: 'zip', searches: 2, zeroResults: 1 },
      ]),
    );
    expect(after.topQueries[0]).toEqual({ query: 'anchorage farmers market', searches: 2 });
    expect(after.topQueries).toEqual(
      expect.arrayContaining([
        { query: 'zzqx nothing like it', searches: 1 },
        { query: '99501', searches: 1 },
        { query: '00001', searches: 1 },
      ]),
    );
    // Neither the e-mail nor the phone number was kept, in any form.
    const queries = after.topQueries.map((q: { query: string }) => q.query).join(' | ');
    expect(queries).not.toMatch(/jane|doe|example|404|555|0134/);
  }, 60_000);

  it('keeps no user id, e-mail or address in the analytics collections', async () => {
    const ids = [
      (await ok('member', '{ me { id } }')).me.id,
      (await ok('admin', '{ me { id } }')).me.id,
    ];
    const stored = readdirSync(dataDir, { recursive: true })
      .map(String)
      .filter((file) => /analytics/.test(file))
      .map((file) => readFileSync(join(dataDir, file), 'utf8'))
      .join('\n');
    expect(stored).toContain('anchorage farmers market');
    for (const secret of [
      ...ids,
      'member@example.org',
      'jane.doe',
      '404-555',
      '61.218',
      '127.0.0.1',
    ])
      expect(stored).not.toContain(secret);
  });
});
