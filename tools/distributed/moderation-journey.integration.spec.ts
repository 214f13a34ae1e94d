import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';
import { distributedJourney } from './journey-runtime';
import { ask, confirmFromOutbox, grantAdmin, must, until } from './journey-graphql';
import { signInThroughGateway } from '@snap/identity-feature/testing';

// Moderation of what people write in the distributed runtime (one process per service on Kafka,
// FerretDB/MongoDB, Elasticsearch and Redis): a member flags a review, an admin hides, removes and
// restores it; the store's stats in search follow over Kafka, the author's points are taken back once
// and given back once, and every decision reaches the audit trail in the identity service.

const BASE_PORT = Number(process.env['MODERATION_JOURNEY_BASE_PORT'] ?? 3221);
const INSTALLATION = process.env['MODERATION_JOURNEY_INSTALLATION'] ?? 'mod_journey';
const ADMIN = { email: 'journey-moderator@example.org', password: 'secret-journey-1' };

describe('moderation of reviews through the distributed runtime', () => {
  const journey = distributedJourney({
    name: 'moderation',
    installation: INSTALLATION,
    basePort: BASE_PORT,
    keepLogs: 'MODERATION_JOURNEY_KEEP_LOGS',
  });
  const runDir = journey.runDir;
  let gateway: string;

  beforeAll(async () => {
    gateway = journey.gateway();
  }, 300_000);

  const member = async (email: string): Promise<string> => {
    await must(
      gateway,
      'mutation($e: String!) { signUp(email: $e, password: "secret-pass-1", fullName: "Journey Member") { id } }',
      { e: email },
    );
    // Confirmed: their reviews are public at once (an unconfirmed account's wait for it).
    await confirmFromOutbox(gateway, runDir, email);
    return (
      await must(
        gateway,
        'mutation($e: String!) { signIn(email: $e, password: "secret-pass-1") { accessToken } }',
        { e: email },
      )
    ).signIn.accessToken;
  };

  it('hides, removes and restores a flagged review: search stats, points and the audit trail follow', async () => {
    await must(
      gateway,
      'mutation($e: String!, $p: String!) { signUp(email: $e, password: $p, fullName: "Journey Moderator") { id } }',
      { e: ADMIN.email, p: ADMIN.password },
    );
    // The operator's grant makes the account an admin once the address is confirmed (link in the outbox).
    const link = await until(
      async () =>
        /token=([\w-]+)/.exec(
          (await new OutboxMailer(join(runDir, 'data', 'outbox')).messages())
            .filter((m) => m.to === ADMIN.email)
            .at(-1)?.text ?? '',
        )?.[1],
      Boolean,
    );
    await must(
      gateway,
      'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
      { t: link, p: ADMIN.password },
    );
    await grantAdmin(gateway, ADMIN.email);
    // The admin role works with a second factor: enrolled at this first sign-in.
    const admin = (await signInThroughGateway(gateway, ADMIN.email, ADMIN.password)).accessToken;
    const author = await member('journey-author@example.org');
    const flagger = await member('journey-flagger@example.org');

    const nearby = () =>
      must(
        gateway,
        '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 1) { id review_count average_rating } }',
      ).then((d) => d.nearbyStores[0] as { id: string; review_count: number });
    const store = await nearby();
    const reviewId = (
      await must(
        gateway,
        `mutation { createReview(storeId: "${store.id}", rating: 2, review_text: "Visit my shop instead") { review { id } } }`,
        undefined,
        author,
      )
    ).createReview.review.id as string;
    expect((await until(nearby, (s) => s.review_count === 1)).review_count).toBe(1);

    const flag = (token?: string) =>
      ask(
        gateway,
        'mutation($id: ID!) { flagContent(itemType: "review", itemId: $id, reason: "spam") { message } }',
        { id: reviewId },
        token,
      );
    expect((await flag()).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await flag(author)).errors?.[0].message).toBe('You cannot flag your own review.');
    expect((await flag(flagger)).data.flagContent.message).toBe(
      'Thank you. A moderator will look at it.',
    );
    expect((await flag(flagger)).errors?.[0].message).toBe(
      'You have already flagged this review. A moderator will look at it.',
    );
    expect(
      (await ask(gateway, '{ moderationQueue { total } }', undefined, flagger)).errors?.[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await must(
          gateway,
          '{ moderationQueue(status: "open") { items { itemId flagCount } } }',
          undefined,
          admin,
        )
      ).moderationQueue.items,
    ).toEqual([{ itemId: reviewId, flagCount: 1 }]);

    const decide = (decision: string, reason: string | null) =>
      must(
        gateway,
        'mutation($id: ID!, $d: String!, $r: String) { moderateContent(itemType: "review", itemId: $id, decision: $d, reason: $r) { status } }',
        { id: reviewId, d: decision, r: reason },
        admin,
      );
    const points = async () =>
      (await must(gateway, '{ myStats { total_points } }', undefined, author)).myStats.total_points;
    const publicReviews = async () =>
      (await must(gateway, `{ reviews(storeId: "${store.id}") { id } }`)).reviews.length;

    await decide('hide', 'Advertising');
    expect(await publicReviews()).toBe(0);
    expect((await until(nearby, (s) => s.review_count === 0)).review_count).toBe(0);
    expect(
      (await must(gateway, '{ myModeratedContent { itemId notice } }', undefined, author))
        .myModeratedContent,
    ).toEqual([{ itemId: reviewId, notice: 'Hidden by a moderator: Advertising' }]);
    expect(await points()).toBe(15);

    await decide('remove', 'Advertising');
    await decide('remove', 'Advertising');
    expect(await points()).toBe(0);

    await decide('restore', null);
    expect(await points()).toBe(15);
    expect(await publicReviews()).toBe(1);
    expect((await until(nearby, (s) => s.review_count === 1)).review_count).toBe(1);

    const trail = await until(
      async () =>
        (
          await must(
            gateway,
            '{ auditEntries(limit: 20, action: "moderation.decided") { items { targetId after actorEmail } } }',
            undefined,
            admin,
          )
        ).auditEntries.items as Array<{ targetId: string; after: string; actorEmail: string }>,
      (items) => items.length >= 3,
    );
    expect(trail.map((e) => [e.targetId, JSON.parse(e.after).status, e.actorEmail])).toEqual([
      [reviewId, 'visible', ADMIN.email],
      [reviewId, 'removed', ADMIN.email],
      [reviewId, 'hidden', ADMIN.email],
    ]);
  }, 240_000);
});
