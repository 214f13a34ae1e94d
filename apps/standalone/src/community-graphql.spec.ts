import { eventually as waitFor } from '@snap/platform-engines/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { useSteppedClock } from '@snap/platform-runtime/testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { confirmEmail, grantAdmin, signInToken, TEST_OPS_TOKEN } from './confirm-email.testing';

interface Answer {
  status: number;
  data: any;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

const WEEK = { open: '09:00', close: '18:00', closed: false };
const HOURS_WITHOUT_SUNDAY = `{ Monday: ${gql(WEEK)}, Tuesday: ${gql(WEEK)}, Wednesday: ${gql(WEEK)}, Thursday: ${gql(WEEK)}, Friday: ${gql(WEEK)}, Saturday: ${gql(WEEK)} }`;

function gql(day: typeof WEEK): string {
  return `{ open: "${day.open}", close: "${day.close}", closed: ${day.closed} }`;
}

// A whole runtime in this process: every call crosses HTTP, the bus, argon2 and the embedded stores.
// Seconds per test on a busy machine; nothing here times itself.
jest.setTimeout(300_000);

/** Reviews, tips, contributions, points and badges through the gateway, on the bundled real sample. */
describe('community through GraphQL in the standalone runtime', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  const tokens: Record<string, string> = {};
  let storeId: string;
  let storeName: string;
  let neighbourIds: string[];

  const call = async (
    query: string,
    as?: string,
    variables?: Record<string, unknown>,
  ): Promise<Answer> => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(as ? { Authorization: `Bearer ${tokens[as]}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  };
  const ok = async (query: string, as?: string, variables?: Record<string, unknown>) => {
    const answer = await call(query, as, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const failure = async (query: string, as?: string) => {
    const answer = await call(query, as);
    expect(answer.status).toBeLessThan(500);
    return answer.errors?.[0];
  };
  const signIn = async (name: string, email: string) => {
    tokens[name] = await signInToken(runtime.url, email);
  };
  /** Events reach search asynchronously; wait until the store shows what was approved or reviewed. */
  // A generous deadline: a busy machine delivers late, never wrongly.
  const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
    waitFor(read, done, 30_000);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-community-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
    for (const [name, fullName] of [
      ['ana', 'Ana Lopez'],
      ['ben', 'Ben Carter'],
      ['boss', 'Bo Boss'],
      ['mo', 'Mo Moderator'],
    ]) {
      await ok(
        `mutation { signUp(email: "${name}@example.org", password: "secret-pass-1", fullName: "${fullName}") { id } }`,
      );
      await confirmEmail(runtime.url, dataDir, `${name}@example.org`);
      if (name === 'boss') await grantAdmin(runtime.url, 'boss@example.org');
      await signIn(name, `${name}@example.org`);
    }
    const moId = (await ok('{ me { id } }', 'mo')).me.id;
    await ok(`mutation { assignRole(userId: "${moId}", role: "moderator") { id } }`, 'boss');
    await signIn('mo', 'mo@example.org');
    const { nearbyStores } = await ok(
      '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 5) { id Store_Name } }',
    );
    [storeId, ...neighbourIds] = nearbyStores.map((s: { id: string }) => s.id);
    storeName = nearbyStores[0].Store_Name;
  }, 300_000);

  afterEach(() => jest.useRealTimers());

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps writing and profile data to signed-in users: 'User not authenticated'", async () => {
    for (const query of [
      `mutation { createReview(storeId: "${storeId}", rating: 5) { pointsEarned } }`,
      `mutation { createTip(storeId: "${storeId}", comment_text: "Hi") { id } }`,
      `mutation { addStorePhone(storeId: "${storeId}", phone: "404-555-0134") { pointsEarned } }`,
      '{ myStats { total_points } }',
      '{ myReviews { id } }',
      '{ myBadges { id } }',
    ]) {
      expect(await failure(query)).toMatchObject({
        message: 'User not authenticated',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(await failure('{ pendingContributions { id } }', 'ana')).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      await failure(`mutation { approveContribution(contributionId: "x") { id } }`, 'ben'),
    ).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('answers bad input with the messages of product rule Validation messages as BAD_USER_INPUT, never a 500', async () => {
    expect(
      await failure(
        `mutation { createReview(storeId: "${storeId}", rating: 0) { pointsEarned } }`,
        'ana',
      ),
    ).toMatchObject({
      message: 'Rating is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await failure(
        `mutation { createReview(storeId: "${storeId}", rating: 9, review_text: "${'x'.repeat(1001)}") { pointsEarned } }`,
        'ana',
      ),
    ).toMatchObject({
      message: 'Rating must be between 1-5, Review must be less than 1000 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await failure(
        `mutation { createTip(storeId: "${storeId}", comment_text: "  ") { id } }`,
        'ana',
      ),
    ).toMatchObject({ message: 'Comment cannot be empty' });
    expect(
      await failure(
        `mutation { addStorePhone(storeId: "${storeId}", phone: " ") { pointsEarned } }`,
        'ana',
      ),
    ).toMatchObject({ message: 'Please enter a phone number' });
    expect(
      await failure(
        `mutation { addStoreHours(storeId: "${storeId}", hours: ${HOURS_WITHOUT_SUNDAY}) { pointsEarned } }`,
        'ana',
      ),
    ).toMatchObject({
      message: 'Sunday: opening hours are required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await failure(`{ reviews(storeId: "${storeId}", limit: 500) { id } }`)).toMatchObject({
      message: 'limit must not be greater than 200',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await failure(
        `{ latestTips(storeIds: ${JSON.stringify(Array.from({ length: 201 }, (_, i) => `s${i}`))}) { id } }`,
      ),
    ).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await failure(
        `mutation { createReview(storeId: "no-such-store", rating: 4) { pointsEarned } }`,
        'ana',
      ),
    ).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await ok('{ myStats { total_points } }', 'ana')).myStats.total_points).toBe(0);
  });

  it('writes reviews that search shows and sorts by, lists them anonymously and with names, and lets only the author delete', async () => {
    const created = await ok(
      `mutation { createReview(storeId: "${storeId}", rating: 5, review_text: "  Fresh <produce> & kind staff ") { review { id review_text user_name is_own } stats { average_rating review_count } pointsEarned pointsAwarded } }`,
      'ana',
    );
    expect(created.createReview).toMatchObject({
      review: {
        review_text: 'Fresh <produce> & kind staff',
        user_name: 'Anonymous User',
        is_own: true,
      },
      stats: { average_rating: 5, review_count: 1 },
      pointsEarned: 15,
      pointsAwarded: true,
    });
    await ok(`mutation { createReview(storeId: "${storeId}", rating: 2) { pointsEarned } }`, 'ben');

    const { reviews } = await ok(
      `{ reviews(storeId: "${storeId}") { rating user_name is_own } }`,
      'ben',
    );
    expect(reviews).toEqual([
      { rating: 2, user_name: 'Anonymous User', is_own: true },
      { rating: 5, user_name: 'Anonymous User', is_own: false },
    ]);
    const { reviewsWithProfiles } = await ok(
      `{ reviewsWithProfiles(storeId: "${storeId}") { rating profile { full_name avatar_url } } }`,
    );
    expect(
      reviewsWithProfiles.map((r: { profile: { full_name: string } }) => r.profile.full_name),
    ).toEqual(['Ben Carter', 'Ana Lopez']);
    expect(
      (
        await ok(
          `{ reviewStats(storeIds: ["${storeId}", "${neighbourIds[0]}"]) { store_id average_rating review_count } }`,
        )
      ).reviewStats,
    ).toEqual([
      { store_id: storeId, average_rating: 3.5, review_count: 2 },
      { store_id: neighbourIds[0], average_rating: null, review_count: 0 },
    ]);
    const store = await eventually(
      async () => (await ok(`{ store(id: "${storeId}") { average_rating review_count } }`)).store,
      (s) => s.review_count === 2,
    );
    expect(store).toEqual({ average_rating: 3.5, review_count: 2 });

    expect(
      await failure(
        `mutation { deleteReview(reviewId: "${created.createReview.review.id}") { deleted } }`,
        'ben',
      ),
    ).toMatchObject({
      message: 'You can only delete your own reviews.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await ok(`{ reviews(storeId: "${storeId}") { id } }`)).reviews).toHaveLength(2);

    const { myReviews } = await ok(
      '{ myReviews { rating store { Store_Name City State } } }',
      'ana',
    );
    expect(myReviews).toEqual([
      { rating: 5, store: expect.objectContaining({ Store_Name: storeName, State: 'GA' }) },
    ]);
  });

  it('adds tips and shows the newest one on store cards, batched for a page', async () => {
    const clock = useSteppedClock();
    await ok(
      `mutation { createTip(storeId: "${storeId}", comment_text: "Older tip") { id } }`,
      'ana',
    );
    clock.step();
    expect(
      (
        await ok(
          `mutation { createTip(storeId: "${storeId}", comment_text: "  EBT at every register  ") { comment_text user_name } }`,
          'ben',
        )
      ).createTip,
    ).toEqual({
      comment_text: 'EBT at every register',
      user_name: 'Ben Carter',
    });
    expect(
      (await ok(`{ tips(storeId: "${storeId}") { comment_text } }`)).tips.map(
        (t: { comment_text: string }) => t.comment_text,
      ),
    ).toEqual(['EBT at every register', 'Older tip']);
    expect(
      (
        await ok(
          `{ latestTips(storeIds: ["${storeId}", "${neighbourIds[0]}"]) { store_id comment_text } }`,
        )
      ).latestTips,
    ).toEqual([{ store_id: storeId, comment_text: 'EBT at every register' }]);
    const { nearbyStores } = await ok(
      '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 5) { id latestComment { comment_text user_name } } }',
    );
    expect(nearbyStores[0]).toEqual({
      id: storeId,
      latestComment: { comment_text: 'EBT at every register', user_name: 'Ben Carter' },
    });
    expect(nearbyStores).toHaveLength(5);
    expect(
      nearbyStores.slice(1).every((s: { latestComment: unknown }) => s.latestComment === null),
    ).toBe(true);
  });

  it('takes phone and hours for moderation with points, and an approval updates the store for everyone', async () => {
    const phone = await ok(
      `mutation { addStorePhone(storeId: "${storeId}", phone: "(404) 555-0134") { contribution { id status } pointsEarned } }`,
      'ana',
    );
    expect(phone.addStorePhone).toMatchObject({
      contribution: { status: 'pending' },
      pointsEarned: 15,
    });
    const hours = await ok(
      `mutation { addStoreHours(storeId: "${storeId}", hours: { ${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `${d}: ${gql(WEEK)}`).join(', ')}, Sunday: { open: "10:00", close: "17:00", closed: false } }) { contribution { id weekly_hours { day open close closed } } pointsEarned } }`,
      'ana',
    );
    expect(hours.addStoreHours.pointsEarned).toBe(20);
    expect(hours.addStoreHours.contribution.weekly_hours.at(-1)).toEqual({
      day: 'Sunday',
      open: '10:00',
      close: '17:00',
      closed: false,
    });

    const { pendingContributions } = await ok(
      '{ pendingContributions { id kind store { Store_Name } } }',
      'mo',
    );
    expect(pendingContributions.map((c: { kind: string }) => c.kind)).toEqual(['phone', 'hours']);
    expect(
      (
        await ok(
          `mutation { approveContribution(contributionId: "${phone.addStorePhone.contribution.id}") { status } }`,
          'mo',
        )
      ).approveContribution.status,
    ).toBe('approved');
    expect(
      (
        await ok(
          `mutation { approveContribution(contributionId: "${hours.addStoreHours.contribution.id}") { status } }`,
          'boss',
        )
      ).approveContribution.status,
    ).toBe('approved');
    expect(
      await failure(
        `mutation { rejectContribution(contributionId: "${phone.addStorePhone.contribution.id}") { status } }`,
        'mo',
      ),
    ).toMatchObject({
      message: 'This contribution has already been reviewed.',
      extensions: { code: 'CONFLICT' },
    });

    const store = await eventually(
      async () =>
        (await ok(`{ store(id: "${storeId}") { phone weeklyHours { day open close } } }`)).store,
      (s) => s.phone !== null && s.weeklyHours !== null,
    );
    expect(store.phone).toBe('(404) 555-0134');
    expect(store.weeklyHours).toHaveLength(7);
  });

  it('shows stats, badges with progress, and a deleted account leaves anonymized reviews with the stats unchanged', async () => {
    expect(
      (
        await ok(
          '{ myStats { total_points total_contributions stores_contributed_to verified_contributions } }',
          'ana',
        )
      ).myStats,
    ).toEqual({
      total_points: 50,
      total_contributions: 3,
      stores_contributed_to: 1,
      verified_contributions: 2,
    });
    expect(
      (await ok('{ myBadges { badge { name contributions_required } } }', 'ana')).myBadges,
    ).toEqual([{ badge: { name: 'First Steps', contributions_required: 1 } }]);
    const { badges } = await ok(
      '{ badges { id contributions_required earned current almost_there } }',
      'ana',
    );
    expect(badges.map((b: { contributions_required: number }) => b.contributions_required)).toEqual(
      [1, 5, 10, 25, 50, 100],
    );
    expect(badges[1]).toMatchObject({
      id: 'helpful-neighbor',
      earned: false,
      current: 3,
      almost_there: false,
    });
    const anonymous = (await ok('{ badges { earned } }')).badges;
    expect(anonymous).toHaveLength(6);
    expect(anonymous.every((b: { earned: boolean }) => !b.earned)).toBe(true);

    expect(
      (await ok('mutation { deleteAccount(password: "secret-pass-1") }', 'ana')).deleteAccount,
    ).toBe(true);
    const reviews = await eventually(
      async () =>
        (
          await ok(
            `{ reviewsWithProfiles(storeId: "${storeId}") { rating profile { full_name } } }`,
          )
        ).reviewsWithProfiles,
      (list) => list[1]?.profile === null,
    );
    expect(reviews).toEqual([
      { rating: 2, profile: { full_name: 'Ben Carter' } },
      { rating: 5, profile: null },
    ]);
    expect(
      (await ok(`{ reviewStats(storeIds: ["${storeId}"]) { average_rating review_count } }`))
        .reviewStats,
    ).toEqual([{ average_rating: 3.5, review_count: 2 }]);
  });
});
