import { eventually } from '@snap/platform-engines/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import {
  confirmedMember,
  graphqlCaller,
  signInToken,
  TEST_OPS_TOKEN,
} from './confirm-email.testing';

/** Anchorage Farmers Market, from the bundled national farmers market file. */
const STORE = '1096559';
type Caller = 'admin' | 'moderator' | 'member' | 'author' | 'anonymous';

// A whole runtime in this process: every call crosses HTTP, the bus, argon2 and the embedded stores.
jest.setTimeout(300_000);

/** Moderation of what people write through the gateway, as an admin, a moderator, a member and an
 * anonymous visitor: members flag only, moderators and admins decide, the server refuses the rest;
 * a decision reaches the store page, the search results' stats, the author and the audit trail. */
describe('content moderation permissions through GraphQL', () => {
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
  let reviewId: string;

  const decide = (who: Caller, decision: string, reason: string | null = 'Spam') =>
    as(
      who,
      `mutation ($id: ID!, $d: String!, $r: String) { moderateContent(itemType: "review", itemId: $id, decision: $d, reason: $r) { status reason open flagCount } }`,
      { id: reviewId, d: decision, r: reason },
    );
  const flag = (who: Caller, reason: string | null = 'spam') =>
    as(
      who,
      `mutation ($id: ID!, $r: String) { flagContent(itemType: "review", itemId: $id, reason: $r) { flagged message } }`,
      { id: reviewId, r: reason },
    );
  const storeStats = async () =>
    (await ok('anonymous', `{ store(id: "${STORE}") { average_rating review_count } }`)).store;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-moderation-'));
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
    tokens.author = await confirmedMember(runtime.url, dataDir, 'author@example.org');
    const moderatorId = (await ok('moderator', '{ me { id } }')).me.id;
    await ok(
      'admin',
      `mutation { assignRole(userId: "${moderatorId}", role: "moderator") { id } }`,
    );
    // The role is in the token: sign in again to get one that carries it.
    tokens.moderator = await signInToken(runtime.url, 'mod@example.org');
    reviewId = (
      await ok(
        'author',
        `mutation { createReview(storeId: "${STORE}", rating: 1, review_text: "Buy watches at my site") { review { id } } }`,
      )
    ).createReview.review.id;
  });

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses flags to anonymous visitors and the queue and decisions to members and anonymous visitors', async () => {
    expect((await flag('anonymous')).errors?.[0]).toMatchObject({
      message: 'User not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const [who, code, message] of [
      ['member', 'FORBIDDEN', 'You do not have permission to do this.'],
      ['author', 'FORBIDDEN', 'You do not have permission to do this.'],
      ['anonymous', 'UNAUTHENTICATED', 'User not authenticated'],
    ] as const) {
      expect((await as(who, '{ moderationQueue(limit: 5) { total } }')).errors?.[0]).toMatchObject({
        message,
        extensions: { code },
      });
      expect((await decide(who, 'hide')).errors?.[0]).toMatchObject({
        message,
        extensions: { code },
      });
    }
    expect((await as('anonymous', '{ myModeratedContent { itemId } }')).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Nothing any refusal sent reached the review.
    expect(
      (await ok('anonymous', `{ reviews(storeId: "${STORE}") { id } }`)).reviews.map(
        (r: { id: string }) => r.id,
      ),
    ).toContain(reviewId);
  });

  it('tells a member why a flag is refused: no reason, their own review, a second flag', async () => {
    expect((await flag('member', null)).errors?.[0]).toMatchObject({
      message: 'Please choose a reason',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await flag('author')).errors?.[0]).toMatchObject({
      message: 'You cannot flag your own review.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await flag('member')).data.flagContent).toEqual({
      flagged: true,
      message: 'Thank you. A moderator will look at it.',
    });
    expect((await flag('member')).errors?.[0]).toMatchObject({
      message: 'You have already flagged this review. A moderator will look at it.',
    });
  });

  it.each(['moderator', 'admin'] as const)(
    'lets a %s hide the review (gone from the store page and its stats, the author sees why) and restore it',
    async (who) => {
      const queue = (
        await ok(
          who,
          '{ moderationQueue(status: "open", limit: 10) { items { itemId flagCount open } } }',
        )
      ).moderationQueue.items;
      if (who === 'moderator')
        expect(queue).toEqual([{ itemId: reviewId, flagCount: 1, open: true }]);
      expect(await storeStats()).toEqual({ average_rating: 1, review_count: 1 });

      expect((await decide(who, 'hide', ' ')).errors?.[0]).toMatchObject({
        message: 'Please give a reason the author will see',
      });
      expect((await decide(who, 'hide', 'Advertising')).data.moderateContent).toMatchObject({
        status: 'hidden',
        reason: 'Advertising',
        open: false,
      });
      expect((await ok('anonymous', `{ reviews(storeId: "${STORE}") { id } }`)).reviews).toEqual(
        [],
      );
      // Search picks up the recomputed stats from the bus.
      await eventually(storeStats, (stats) => stats.review_count === 0);
      expect(await storeStats()).toEqual({ average_rating: null, review_count: 0 });
      expect(
        (await ok('author', '{ myReviews { id moderation_status moderation_notice } }')).myReviews,
      ).toEqual([
        {
          id: reviewId,
          moderation_status: 'hidden',
          moderation_notice: 'Hidden by a moderator: Advertising',
        },
      ]);
      expect((await ok('member', '{ myModeratedContent { itemId } }')).myModeratedContent).toEqual(
        [],
      );

      expect((await decide(who, 'restore', null)).data.moderateContent.status).toBe('visible');
      expect(
        (await ok('anonymous', `{ reviews(storeId: "${STORE}") { id } }`)).reviews.map(
          (r: { id: string }) => r.id,
        ),
      ).toEqual([reviewId]);
      await eventually(storeStats, (stats) => stats.review_count === 1);
      expect(await storeStats()).toEqual({ average_rating: 1, review_count: 1 });
    },
  );

  it('takes the points of a removed review back once and records each decision in the audit trail', async () => {
    const points = async () =>
      (await ok('author', '{ myStats { total_points } }')).myStats.total_points;
    expect(await points()).toBe(15);
    await decide('moderator', 'remove', 'Advertising');
    await decide('moderator', 'remove', 'Advertising');
    expect(await points()).toBe(0);
    await decide('admin', 'restore', null);
    expect(await points()).toBe(15);

    const trail: Array<{ actorEmail: string; before: string; after: string; targetId: string }> =
      await eventually(
        async () =>
          (
            await ok(
              'admin',
              '{ auditEntries(limit: 50, action: "moderation.decided") { items { actorEmail targetId before after } } }',
            )
          ).auditEntries.items.filter((e: { targetId: string }) => e.targetId === reviewId),
        (entries) => entries.length >= 6,
      );
    // hide, restore (moderator); hide, restore (admin); remove (once); restore.
    expect(trail.map((e) => [e.actorEmail, JSON.parse(e.after).status])).toEqual([
      ['chief@example.org', 'visible'],
      ['mod@example.org', 'removed'],
      ['chief@example.org', 'visible'],
      ['chief@example.org', 'hidden'],
      ['mod@example.org', 'visible'],
      ['mod@example.org', 'hidden'],
    ]);
  });
});
