import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '@snap/platform-config';
import { confirmedMember, graphqlCaller, TEST_OPS_TOKEN } from './confirm-email.testing';
import { untilPhotosProcessed } from './photos.testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

/** Farmers markets and Georgia stores of the bundled samples. */
const MARKET = '1096559';
const STORES = ['st_168254', 'st_000739', '1145283'];
const TODAY = new Date().toISOString().slice(0, 10);

// A whole runtime in this process: argon2, sharp and the embedded stores.
jest.setTimeout(300_000);

interface LoadTestMember {
  userId: string;
  email: string;
  password: string;
}

/** Issue 32, item 3: an operator load-tests a running installation's writes with members made for
 * the test, whose limits alone are raised, whose writes never reach the public or the analytics, and
 * which one command removes with everything they wrote. */
describe('load-test members of a running runtime', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  const call = graphqlCaller(() => runtime.url);
  let admin: string;
  let member: string;

  const ops = (path: string, init: RequestInit = {}, token: string | null = TEST_OPS_TOKEN) =>
    fetch(`${runtime.url}/api/ops/load-test${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  const makeMembers = async (count: number): Promise<LoadTestMember[]> => {
    const response = await ops('/members', {
      method: 'POST',
      body: JSON.stringify({ count, runId: 'load-spec' }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { members: LoadTestMember[] }).members;
  };
  const signIn = async ({ email, password }: LoadTestMember): Promise<string> => {
    const answer = await call(
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
      undefined,
      { e: email, p: password },
    );
    return answer.data?.signIn?.accessToken;
  };
  const review = (token: string, storeId: string) =>
    call(
      'mutation ($id: ID!) { createReview(storeId: $id, rating: 5, review_text: "Friendly staff, EBT at every register.") { review { id } } }',
      token,
      { id: storeId },
    );
  const publicView = async (storeId: string) =>
    (
      await call(
        'query ($id: ID!) { reviewsWithProfiles(storeId: $id, limit: 10) { id } reviewStats(storeIds: [$id]) { review_count } storePhotos(storeId: $id) { id } }',
        undefined,
        { id: storeId },
      )
    ).data;
  const dashboardReviews = async () => {
    const answer = await call(
      'query { analyticsDashboard(days: 7) { daily { date reviews photos } } }',
      admin,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.analyticsDashboard.daily.find((d: { date: string }) => d.date === TODAY);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-load-test-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        OPS_TOKEN: TEST_OPS_TOKEN,
        // Everyone: two reviews an hour; load-test members: a thousand.
        RATE_LIMITS: 'reviews=2/3600',
        LOAD_TEST_RATE_LIMITS: 'reviews=1000/3600',
      }),
    );
    admin = await confirmedMember(runtime.url, dataDir, 'boss@example.org', { admin: true });
    member = await confirmedMember(runtime.url, dataDir, 'member@example.org');
  }, 180_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes members only for the operator (OPS_TOKEN), and refuses a bad request saying why', async () => {
    const body = JSON.stringify({ count: 1, runId: 'load-spec' });
    expect((await ops('/members', { method: 'POST', body }, null)).status).toBe(403);
    expect((await ops('/members', { method: 'POST', body }, 'not-the-token')).status).toBe(403);
    expect((await ops('', { method: 'DELETE' }, 'not-the-token')).status).toBe(403);
    const bad = await ops('/members', {
      method: 'POST',
      body: JSON.stringify({ count: 0, runId: 'Robert; drop' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/count|runId/);
    // Nothing was made: the clean-up finds no member.
    const removed = await ops('', { method: 'DELETE' });
    expect(await removed.json()).toMatchObject({ members: 0, reviews: 0 });
  });

  it('raises the limits of load-test members only, hides what they write, and removes it all in one call', async () => {
    const [tester] = await makeMembers(2);
    expect(tester.email).toMatch(/^load-spec-0@load-test\.invalid$/);
    const token = await signIn(tester);
    expect(token).toEqual(expect.any(String));

    // An admin cannot hand the role out in the app.
    const assigned = await call(
      `mutation { assignRole(userId: "${tester.userId}", role: "load-test") { id } }`,
      admin,
    );
    expect(assigned.errors?.length).toBeGreaterThan(0);

    // Everyone keeps the production limit: a member's third review is refused.
    expect((await review(member, STORES[0])).errors).toBeUndefined();
    expect((await review(member, STORES[1])).errors).toBeUndefined();
    expect((await review(member, STORES[2])).errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const before = await publicView(STORES[0]);
    const counted = await dashboardReviews();

    // The load-test member writes past it, and nothing of it is public or counted.
    for (const storeId of [...STORES, MARKET])
      expect((await review(token, storeId)).errors).toBeUndefined();
    expect(
      (await call(`mutation { addFavorite(storeId: "${MARKET}") }`, token)).errors,
    ).toBeUndefined();
    const bytes = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 46, g: 125, b: 50 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'load.png');
    const uploaded = await fetch(`${runtime.url}/api/stores/${MARKET}/photos`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    await untilPhotosProcessed(runtime.url, token, MARKET);

    expect(await publicView(STORES[0])).toEqual(before);
    expect(await publicView(MARKET)).toEqual({
      reviewsWithProfiles: [],
      reviewStats: expect.any(Array),
      storePhotos: [],
    });
    expect((await publicView(MARKET)).reviewStats[0]?.review_count ?? 0).toBe(0);
    expect(await dashboardReviews()).toEqual(counted);
    // The member sees their own favorites as anyone would.
    const favorites = await call('{ myFavorites { id } }', token);
    expect(favorites.data.myFavorites).toEqual([{ id: MARKET }]);

    // One call removes the members and everything they wrote; the member's reviews stay.
    const removed = await ops('', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      members: 2,
      reviews: 4,
      favorites: 1,
      photos: 1,
      points: 5,
    });
    expect(await signIn(tester)).toBeUndefined();
    expect(await publicView(STORES[0])).toEqual(before);
    const again = await ops('', { method: 'DELETE' });
    expect(await again.json()).toEqual({
      members: 0,
      reviews: 0,
      favorites: 0,
      photos: 0,
      points: 0,
    });
  });
});
