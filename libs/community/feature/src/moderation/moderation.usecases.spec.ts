import {
  AuditEvents,
  type AuditActionRecordedEvent,
  type EventEnvelope,
  type ModerationDecidedEvent,
  ModerationEvents,
  ModerationMessages,
  PhotoMessages,
  PointsMessages,
  ReviewMessages,
  SearchEvents,
  STORE_PHOTOS_BUCKET,
  type StoreReviewStatsChangedEvent,
  TipMessages,
} from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { PhotosRepository } from '../photos/photos.repository';
import { PointsUseCases } from '../points/points.usecases';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';

describe('moderation of reviews, tips and photos', () => {
  let service: BootedService;
  const audits: AuditActionRecordedEvent[] = [];
  const statsEvents: StoreReviewStatsChangedEvent[] = [];
  const decisions: ModerationDecidedEvent[] = [];
  const [store, tipStore, photoStore, replayStore, ownStore] = georgiaStores();
  const as = (userId: string, roles: string[] = []) => ({ meta: { userId, roles } });
  const moderator = as('mia', ['moderator']);
  const admin = as('ada', ['admin']);
  const bus = () => service.bus.client();
  const spy = <T>(topic: string, into: T[]) =>
    service.bus.broker.subscribe(topic, 'spec', service.bus.broker.newInstanceId(), async (m) => {
      into.push((JSON.parse(m) as EventEnvelope<T>).payload);
      return undefined;
    });

  beforeAll(async () => {
    service = await bootServiceForTest(
      'community',
      withNeighbours(CommunityModule, { ana: 'Ana Lopez', ben: 'Ben Carter' }),
    );
    spy(AuditEvents.recorded.name, audits);
    spy(SearchEvents.reviewStatsChanged.name, statsEvents);
    spy(ModerationEvents.decided.name, decisions);
  });
  afterAll(() => service.close());

  const review = async (userId: string, storeId: string, rating: number, text: string) =>
    (await bus().request(ReviewMessages.create, { storeId, rating, review_text: text }, as(userId)))
      .review.id;
  const total = async (userId: string) =>
    (await bus().request(PointsMessages.myStats, {}, as(userId))).total_points;
  const flag = (userId: string, itemType: string, itemId: string, reason = 'spam', note?: string) =>
    bus().request(
      ModerationMessages.flag,
      { itemType: itemType as 'review', itemId, reason, note },
      as(userId),
    );
  const decide = (
    itemType: string,
    itemId: string,
    decision: string,
    reason?: string,
    by = moderator,
  ) =>
    bus().request(
      ModerationMessages.decide,
      { itemType: itemType as 'review', itemId, decision, reason },
      by,
    );

  it('lets a member flag a review once, never their own, with a reason, and says why otherwise', async () => {
    const id = await review('ana', store.id, 1, 'Buy cheap watches at example.com');
    await expect(
      bus().request(
        ModerationMessages.flag,
        { itemType: 'review', itemId: id, reason: 'spam' },
        {
          meta: {},
        },
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    await expect(flag('ben', 'review', id, '')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please choose a reason',
    });
    await expect(flag('ben', 'review', id, 'boring', 'x'.repeat(501))).rejects.toMatchObject({
      message: 'Please choose a reason, Note must be 500 characters or less',
    });
    await expect(flag('ana', 'review', id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot flag your own review.',
    });
    await expect(flag('ben', 'review', 'no-such-review')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This review no longer exists.',
    });
    await expect(flag('ben', 'comment', id)).rejects.toMatchObject({
      errors: ['itemType must be review, tip or photo'],
    });
    expect(await flag('ben', 'review', id, 'spam', '  an advert  ')).toEqual({
      flagged: true,
      message: 'Thank you. A moderator will look at it.',
    });
    await expect(flag('ben', 'review', id, 'offensive')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already flagged this review. A moderator will look at it.',
    });
    // Nothing the refusals sent was counted.
    const queue = await bus().request(
      ModerationMessages.queue,
      { limit: 20, offset: 0 },
      moderator,
    );
    const entry = queue.items.find((c) => c.itemId === id);
    expect(entry).toMatchObject({
      itemType: 'review',
      storeName: store.Store_Name,
      authorId: 'ana',
      excerpt: 'Buy cheap watches at example.com',
      rating: 1,
      status: 'visible',
      open: true,
      flagCount: 1,
      flags: [{ reason: 'spam', reasonLabel: 'Spam or advertising', note: 'an advert' }],
    });
  });

  it('shows moderators the most flagged open items first, and refuses the queue and decisions to members', async () => {
    const once = await review('ben', tipStore.id, 4, 'Fine store');
    const twice = await review('ben', photoStore.id, 2, 'Rude staff, call 555-0100 for Joe');
    await flag('ana', 'review', once);
    await flag('ana', 'review', twice, 'personal_information');
    await flag('cleo', 'review', twice, 'offensive');
    const queue = await bus().request(
      ModerationMessages.queue,
      { status: 'open', limit: 20, offset: 0 },
      admin,
    );
    const order = queue.items.map((c) => c.itemId);
    expect(order.indexOf(twice)).toBe(0);
    expect(order.indexOf(once)).toBeGreaterThan(0);
    await expect(
      bus().request(ModerationMessages.queue, { limit: 20, offset: 0 }, as('ana')),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this.',
    });
    await expect(decide('review', once, 'hide', 'Spam', as('ana'))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      bus().request(
        ModerationMessages.decide,
        { itemType: 'review', itemId: once, decision: 'hide', reason: 'x' },
        { meta: {} },
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(decide('review', once, 'hide')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please give a reason the author will see',
    });
    await expect(decide('review', once, 'ban', 'x')).rejects.toMatchObject({
      message: 'Choose hide, remove or restore.',
    });
  });

  it("refuses a moderator's decision on their own review: a hidden one stays hidden (issue 43, finding 4)", async () => {
    const own = await review('mia', ownStore.id, 5, 'Best store in town');
    await flag('ben', 'review', own, 'spam');
    expect(await decide('review', own, 'hide', 'Advertising', admin)).toMatchObject({
      status: 'hidden',
    });
    for (const decision of ['restore', 'remove'])
      await expect(decide('review', own, decision, 'Mine')).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You cannot moderate your own review. Another moderator will review it.',
      });
    expect(
      (await bus().request(ReviewMessages.list, { storeId: ownStore.id })).map((r) => r.id),
    ).toEqual([]);
  });

  it('hides a review from the store page and its stats, tells the author why, and restores it', async () => {
    const kept = await review('ben', replayStore.id, 5, 'Great produce');
    const flagged = await review('ana', replayStore.id, 1, 'Terrible, the owner is a crook');
    await flag('ben', 'review', flagged, 'offensive');
    expect(
      (await bus().request(ReviewMessages.stats, { storeIds: [replayStore.id] }))[0],
    ).toMatchObject({
      average_rating: 3,
      review_count: 2,
    });
    const pointsBefore = await total('ana');

    const hidden = await decide('review', flagged, 'hide', 'Personal attack on the owner');
    expect(hidden).toMatchObject({
      status: 'hidden',
      open: false,
      reason: 'Personal attack on the owner',
      decidedBy: 'mia',
    });
    const publicList = await bus().request(ReviewMessages.list, { storeId: replayStore.id });
    expect(publicList.map((r) => r.id)).toEqual([kept]);
    expect(
      (await bus().request(ReviewMessages.listWithProfiles, { storeId: replayStore.id })).map(
        (r) => r.id,
      ),
    ).toEqual([kept]);
    expect(
      (await bus().request(ReviewMessages.stats, { storeIds: [replayStore.id] }))[0],
    ).toMatchObject({
      average_rating: 5,
      review_count: 1,
    });
    await service.bus.broker.drain();
    expect(statsEvents.filter((e) => e.storeId === replayStore.id).at(-1)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    // Hiding keeps the points; only removing takes them back.
    expect(await total('ana')).toBe(pointsBefore);
    const mine = await bus().request(ReviewMessages.mine, {}, as('ana'));
    expect(mine.find((r) => r.id === flagged)).toMatchObject({
      moderation_status: 'hidden',
      moderation_notice: 'Hidden by a moderator: Personal attack on the owner',
      // The notice's id and values travel beside it, for the gateway to translate it by.
      messageRefs: {
        moderation_notice: {
          id: 'moderation.hiddenNotice',
          params: { reason: 'Personal attack on the owner' },
        },
      },
    });
    expect(await bus().request(ModerationMessages.mine, {}, as('ana'))).toEqual([
      expect.objectContaining({
        itemId: flagged,
        notice: 'Hidden by a moderator: Personal attack on the owner',
        messageRefs: {
          notice: {
            id: 'moderation.hiddenNotice',
            params: { reason: 'Personal attack on the owner' },
          },
        },
      }),
    ]);
    expect(await bus().request(ModerationMessages.mine, {}, as('ben'))).toEqual([]);
    await expect(flag('cleo', 'review', flagged)).rejects.toMatchObject({
      message: 'This review has already been taken down by a moderator.',
    });

    const restored = await decide('review', flagged, 'restore');
    expect(restored).toMatchObject({ status: 'visible', reason: null });
    expect(
      (await bus().request(ReviewMessages.list, { storeId: replayStore.id }))
        .map((r) => r.id)
        .sort(),
    ).toEqual([kept, flagged].sort());
    expect(
      (await bus().request(ReviewMessages.stats, { storeIds: [replayStore.id] }))[0],
    ).toMatchObject({
      average_rating: 3,
      review_count: 2,
    });
    expect(
      (await bus().request(ReviewMessages.mine, {}, as('ana'))).find((r) => r.id === flagged),
    ).toMatchObject({
      moderation_status: 'visible',
      moderation_notice: null,
    });
    expect(
      (await bus().request(ReviewMessages.mine, {}, as('ana'))).find((r) => r.id === flagged),
    ).not.toHaveProperty('messageRefs');
    expect(restored.history.map((s) => [s.decision, s.status])).toEqual([
      ['hide', 'hidden'],
      ['restore', 'visible'],
    ]);
    await service.bus.broker.drain();
    const trail = audits.filter((a) => a.targetId === flagged);
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: 'mia',
        action: 'moderation.decided',
        targetType: 'review',
        before: { status: 'visible' },
        after: { status: 'hidden' },
        summary: `Hid a review on ${replayStore.Store_Name}: Personal attack on the owner`,
      }),
      expect.objectContaining({ before: { status: 'hidden' }, after: { status: 'visible' } }),
    ]);
    // The author is told of each decision (identity mails them in their account's language).
    expect(decisions.filter((d) => d.authorId === 'ana')).toEqual([
      {
        authorId: 'ana',
        itemType: 'review',
        decision: 'hide',
        reason: 'Personal attack on the owner',
        storeName: replayStore.Store_Name,
      },
      {
        authorId: 'ana',
        itemType: 'review',
        decision: 'restore',
        reason: null,
        storeName: replayStore.Store_Name,
      },
    ]);
  });

  it('takes the points of a removed review back exactly once, and gives them back once on restore', async () => {
    const [, , , , fifth] = georgiaStores();
    const id = await review('dan', fifth.id, 2, 'Meh');
    expect(await total('dan')).toBe(15);
    await decide('review', id, 'remove', 'Not about this store');
    expect(await total('dan')).toBe(0);
    // A double click, a retried request, a moderator removing it again: nothing more is taken.
    await decide('review', id, 'remove', 'Not about this store');
    await decide('review', id, 'remove', 'Not about this store', admin);
    expect(await total('dan')).toBe(0);
    // The ledger step replayed on its own (an interrupted decision retried) takes nothing either.
    expect(await service.get(PointsUseCases).revoke(`review:dan:${fifth.id}`)).toBe(false);
    expect(await total('dan')).toBe(0);
    const history = await bus().request(PointsMessages.myPoints, {}, as('dan'));
    expect(history[0]).toMatchObject({
      points_earned: 0,
      description: `Reviewed ${fifth.Store_Name} (taken back: removed by a moderator)`,
    });
    expect(await bus().request(ModerationMessages.mine, {}, as('dan'))).toEqual([
      expect.objectContaining({
        status: 'removed',
        notice: 'Removed by a moderator: Not about this store',
      }),
    ]);
    expect(
      (await bus().request(ReviewMessages.stats, { storeIds: [fifth.id] }))[0].review_count,
    ).toBe(0);

    await decide('review', id, 'restore');
    await decide('review', id, 'restore');
    expect(await service.get(PointsUseCases).reinstate(`review:dan:${fifth.id}`)).toBe(false);
    expect(await total('dan')).toBe(15);
    expect((await bus().request(PointsMessages.myStats, {}, as('dan'))).total_contributions).toBe(
      1,
    );
    // Removed → hidden keeps the item out of view but gives the points back.
    await decide('review', id, 'remove', 'Spam');
    expect(await total('dan')).toBe(0);
    await decide('review', id, 'hide', 'Spam');
    expect(await total('dan')).toBe(15);

    await service.bus.broker.drain();
    // Only decisions that changed something are in the audit trail: remove, restore, remove, hide.
    expect(audits.filter((a) => a.targetId === id).map((a) => a.after)).toEqual([
      { status: 'removed' },
      { status: 'visible' },
      { status: 'removed' },
      { status: 'hidden' },
    ]);
  });

  it("takes a review's points back when it is removed and gives them back on restore; a second submit edits it", async () => {
    const [, , , , , , seventh] = georgiaStores();
    const first = await review('gus', seventh.id, 4, 'Good');
    const second = await review('gus', seventh.id, 1, 'Buy my stuff');
    // One review per member and store: the second submit edited the first.
    expect(second).toBe(first);
    expect(await total('gus')).toBe(15);
    await decide('review', first, 'remove', 'Advertising');
    expect(await total('gus')).toBe(0);
    await decide('review', first, 'restore');
    expect(await total('gus')).toBe(15);
  });

  it('hides a tip from the store page and the store cards, and a photo from the carousel with its points', async () => {
    const tip = await bus().request(
      TipMessages.create,
      { storeId: tipStore.id, comment_text: 'Call me at 404-555-0100' },
      as('ana'),
    );
    await flag('ben', 'tip', tip.id, 'personal_information');
    await decide('tip', tip.id, 'hide', 'Phone numbers of people are not allowed');
    expect(await bus().request(TipMessages.list, { storeId: tipStore.id })).toEqual([]);
    expect(await bus().request(TipMessages.latest, { storeIds: [tipStore.id] })).toEqual([]);
    expect(
      (await bus().request(ModerationMessages.mine, {}, as('ana'))).map((m) => m.itemType),
    ).toContain('tip');
    await decide('tip', tip.id, 'restore');
    expect(
      (await bus().request(TipMessages.list, { storeId: tipStore.id })).map((t) => t.id),
    ).toEqual([tip.id]);

    // A stored photo and its award, as an upload leaves them.
    const photos = service.get(PhotosRepository);
    const photo = await photos.add({
      _id: 'photo-1',
      storeId: photoStore.id,
      userId: 'eve',
      key: `${photoStore.id}/eve-1-0.jpg`,
      thumbnailKey: `${photoStore.id}/eve-1-0-thumb.webp`,
      heroKey: `${photoStore.id}/eve-1-0-hero.webp`,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      size: 2048,
      fileName: 'front.jpg',
      createdAt: new Date(),
    });
    await service.get(PointsUseCases).award({
      userId: 'eve',
      storeId: photoStore.id,
      contributionType: 'store_photo',
      sourceKey: `store_photo:${photo._id}`,
    });
    const blobs = service.platform.blobs;
    const files = [photo.key, photo.thumbnailKey, photo.heroKey];
    for (const key of files)
      await blobs.put(STORE_PHOTOS_BUCKET, key, Buffer.from('image bytes'), {
        contentType: 'image/webp',
      });
    const stored = async () =>
      Promise.all(files.map(async (key) => (await blobs.stat(STORE_PHOTOS_BUCKET, key)) !== null));
    await flag('ben', 'photo', photo._id, 'off_topic');
    const decided = await decide('photo', photo._id, 'remove', 'Not a photo of this store');
    // Its files leave their public names (the gateway's addresses answer 404), kept for a restore.
    expect(await stored()).toEqual([false, false, false]);
    expect(await blobs.stat(STORE_PHOTOS_BUCKET, `hidden/${photo.key}`)).not.toBeNull();
    expect(decided).toMatchObject({ thumbnailKey: photo.thumbnailKey, excerpt: 'front.jpg' });
    expect(
      await bus().request(PhotoMessages.ofStore, { storeId: photoStore.id, limit: 10 }),
    ).toEqual([]);
    expect(await total('eve')).toBe(0);
    await decide('photo', photo._id, 'restore');
    expect(
      (await bus().request(PhotoMessages.ofStore, { storeId: photoStore.id, limit: 10 })).map(
        (p) => p.id,
      ),
    ).toEqual([photo._id]);
    expect(await total('eve')).toBe(10);
    expect(await stored()).toEqual([true, true, true]);
  });

  it('takes a badge back with the contribution behind it, and gives it back on restore', async () => {
    const [, , , , , , , eighth] = georgiaStores();
    const badges = async () =>
      (await bus().request(PointsMessages.myBadges, {}, as('hal'))).map((b) => b.badge_id);
    const id = await review('hal', eighth.id, 1, 'Visit my site for deals');
    expect(await badges()).toEqual(['first-contribution']);
    await decide('review', id, 'remove', 'Advertising');
    expect(await badges()).toEqual([]);
    // A repeated decision changes nothing more.
    await decide('review', id, 'remove', 'Advertising');
    expect(await badges()).toEqual([]);
    await decide('review', id, 'restore');
    expect(await badges()).toEqual(['first-contribution']);
  });

  it('lists taken-down items for restoring, and reopens a restored item when it is flagged again', async () => {
    const removed = await bus().request(
      ModerationMessages.queue,
      { status: 'hidden', limit: 50, offset: 0 },
      moderator,
    );
    expect(removed.items.every((c) => c.status === 'hidden' && !c.open)).toBe(true);
    expect(removed.items.length).toBeGreaterThan(0);
    const [, , , , , sixth] = georgiaStores();
    const id = await review('fay', sixth.id, 3, 'ok');
    await flag('ben', 'review', id);
    await decide('review', id, 'restore');
    expect(
      (
        await bus().request(
          ModerationMessages.queue,
          { status: 'open', limit: 50, offset: 0 },
          moderator,
        )
      ).items.some((c) => c.itemId === id),
    ).toBe(false);
    await flag('cleo', 'review', id, 'other', 'still spam');
    const reopened = (
      await bus().request(
        ModerationMessages.queue,
        { status: 'open', limit: 50, offset: 0 },
        moderator,
      )
    ).items.find((c) => c.itemId === id);
    expect(reopened).toMatchObject({ open: true, flagCount: 2, status: 'visible' });
  });
});
