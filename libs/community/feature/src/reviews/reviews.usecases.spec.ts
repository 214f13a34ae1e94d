import {
  type EventEnvelope,
  IdentityEvents,
  PointsMessages,
  ReviewMessages,
  SearchEvents,
  type StoreReviewStatsChangedEvent,
} from '@snap/contracts';
import {
  bootServiceForTest,
  type BootedService,
  useSteppedClock,
} from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';
import { ReviewsRepository } from './reviews.repository';

describe('reviews', () => {
  let service: BootedService;
  const statsEvents: StoreReviewStatsChangedEvent[] = [];
  // Each test reviews stores of its own, so none depends on what another left behind.
  const [
    store,
    other,
    twiceReviewed,
    disputed,
    firstVisited,
    secondVisited,
    stuffed,
    takenDown,
    raced,
    ...typedStores
  ] = georgiaStores();
  const as = (userId: string) => ({ meta: { userId } });

  beforeAll(async () => {
    service = await bootServiceForTest(
      'community',
      withNeighbours(
        CommunityModule,
        { ana: 'Ana Lopez', ben: 'Ben Carter' },
        { newbie: { confirmed: false, ageDays: 0 } },
      ),
    );
    service.bus.broker.subscribe(
      SearchEvents.reviewStatsChanged.name,
      'search-spy',
      service.bus.broker.newInstanceId(),
      async (message) => {
        statsEvents.push(
          (JSON.parse(message) as EventEnvelope<StoreReviewStatsChangedEvent>).payload,
        );
        return undefined;
      },
    );
  });
  afterAll(() => service.close());
  afterEach(() => jest.useRealTimers());

  it("needs a signed-in user: 'User not authenticated'", async () => {
    await expect(
      service.bus.client().request(ReviewMessages.create, { storeId: store.id, rating: 5 }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  it('rejects a bad review with the messages of product rule Validation messages joined by commas, and stores nothing', async () => {
    const bus = service.bus.client();
    await expect(
      bus.request(ReviewMessages.create, { storeId: store.id, rating: 0 }, as('ana')),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Rating is required',
    });
    await expect(
      bus.request(
        ReviewMessages.create,
        { storeId: store.id, rating: 6, review_text: 'x'.repeat(1001) },
        as('ana'),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Rating must be between 1-5, Review must be less than 1000 characters',
    });
    await expect(
      bus.request(ReviewMessages.create, { storeId: 'st_no_such_store', rating: 4 }, as('ana')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await bus.request(ReviewMessages.list, { storeId: store.id })).toEqual([]);
    expect((await bus.request(PointsMessages.myStats, {}, as('ana'))).total_points).toBe(0);
  });

  it('creates a review with its text as typed, lists it newest first as Anonymous User, keeps stats current and pushes them to search', async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    const first = await bus.request(
      ReviewMessages.create,
      { storeId: store.id, rating: 5, review_text: `  Friendly staff & "fresh" <produce>  ` },
      as('ana'),
    );
    expect(first.review).toMatchObject({
      store_id: store.id,
      rating: 5,
      review_text: `Friendly staff & "fresh" <produce>`,
      user_name: 'Anonymous User',
      is_own: true,
    });
    expect(first).toMatchObject({
      stats: { store_id: store.id, average_rating: 5, review_count: 1 },
      pointsEarned: 15,
      pointsAwarded: true,
    });
    clock.step();
    const second = await bus.request(
      ReviewMessages.create,
      { storeId: store.id, rating: 2, review_text: '   ' },
      as('ben'),
    );
    expect(second.review.review_text).toBeNull();
    expect(second.stats).toEqual({ store_id: store.id, average_rating: 3.5, review_count: 2 });

    const list = await bus.request(ReviewMessages.list, { storeId: store.id });
    expect(list.map((r) => [r.rating, r.user_name, r.is_own])).toEqual([
      [2, 'Anonymous User', false],
      [5, 'Anonymous User', false],
    ]);
    expect(
      (await bus.request(ReviewMessages.list, { storeId: store.id }, as('ana'))).map(
        (r) => r.is_own,
      ),
    ).toEqual([false, true]);
    expect(
      (await bus.request(ReviewMessages.listWithProfiles, { storeId: store.id })).map(
        (r) => r.profile,
      ),
    ).toEqual([
      { full_name: 'Ben Carter', avatar_url: null },
      { full_name: 'Ana Lopez', avatar_url: null },
    ]);

    expect(await bus.request(ReviewMessages.stats, { storeIds: [store.id, other.id] })).toEqual([
      { store_id: store.id, average_rating: 3.5, review_count: 2 },
      { store_id: other.id, average_rating: null, review_count: 0 },
    ]);
    await service.bus.broker.drain();
    expect(statsEvents.filter((e) => e.storeId === store.id).at(-1)).toEqual({
      storeId: store.id,
      averageRating: 3.5,
      reviewCount: 2,
      computedAt: expect.any(String),
    });
    expect(await bus.request(PointsMessages.myStats, {}, as('ana'))).toMatchObject({
      total_points: 15,
      total_contributions: 1,
      stores_contributed_to: 1,
    });
  });

  it.each([
    [0, "didn't"],
    [1, '<b>no problem</b>'],
    [2, `</script><script>alert("x")</script> & 'more'`],
  ])(
    'keeps a review exactly as typed, created, listed and edited (issue 43, finding 5): %i %s',
    async (index, text) => {
      const bus = service.bus.client();
      const typed = typedStores[index];
      const created = await bus.request(
        ReviewMessages.create,
        { storeId: typed.id, rating: 4, review_text: text },
        as('typist'),
      );
      expect(created.review.review_text).toBe(text);
      const listed = await bus.request(ReviewMessages.list, { storeId: typed.id });
      expect(listed.map((r) => r.review_text)).toEqual([text]);
      const edited = await bus.request(
        ReviewMessages.create,
        { storeId: typed.id, rating: 3, review_text: `${text} (edited)` },
        as('typist'),
      );
      expect(edited.review.review_text).toBe(`${text} (edited)`);
      expect(
        (await bus.request(ReviewMessages.list, { storeId: typed.id })).map((r) => r.review_text),
      ).toEqual([`${text} (edited)`]);
    },
  );

  it("holds an unconfirmed account's review from the public list and the stats until it is confirmed; nothing is lost (issue 43, finding 2)", async () => {
    const bus = service.bus.client();
    const heldStore = typedStores[3];
    await bus.request(
      ReviewMessages.create,
      { storeId: heldStore.id, rating: 5, review_text: 'Great store' },
      as('ben'),
    );
    const created = await bus.request(
      ReviewMessages.create,
      { storeId: heldStore.id, rating: 1, review_text: 'Never take EBT' },
      as('newbie'),
    );
    expect(created.stats).toMatchObject({ average_rating: 5, review_count: 1 });
    const publicRatings = async () =>
      (await bus.request(ReviewMessages.list, { storeId: heldStore.id })).map((r) => r.rating);
    // The list and the count agree: one review, Ben's.
    expect(await publicRatings()).toEqual([5]);
    expect(
      (await bus.request(ReviewMessages.listWithProfiles, { storeId: heldStore.id })).length,
    ).toBe(1);
    expect(await bus.request(ReviewMessages.stats, { storeIds: [heldStore.id] })).toEqual([
      { store_id: heldStore.id, average_rating: 5, review_count: 1 },
    ]);
    // Its author still has it.
    expect(
      (await bus.request(ReviewMessages.mine, {}, as('newbie'))).map((r) => r.review_text),
    ).toEqual(['Never take EBT']);

    await bus.publish(
      IdentityEvents.emailConfirmed,
      { userId: 'newbie' },
      { eventId: 'email-confirmed:newbie' },
    );
    await service.bus.broker.drain();
    expect((await publicRatings()).sort()).toEqual([1, 5]);
    expect(await bus.request(ReviewMessages.stats, { storeIds: [heldStore.id] })).toEqual([
      { store_id: heldStore.id, average_rating: 3, review_count: 2 },
    ]);
    expect(statsEvents.filter((e) => e.storeId === heldStore.id).at(-1)).toMatchObject({
      averageRating: 3,
      reviewCount: 2,
    });
  });

  it('pays for one review per person and store', async () => {
    const bus = service.bus.client();
    const first = await bus.request(
      ReviewMessages.create,
      { storeId: twiceReviewed.id, rating: 5 },
      as('cleo'),
    );
    expect(first).toMatchObject({ pointsEarned: 15, pointsAwarded: true });
    const again = await bus.request(
      ReviewMessages.create,
      { storeId: twiceReviewed.id, rating: 4 },
      as('cleo'),
    );
    expect(again).toMatchObject({ pointsEarned: 15, pointsAwarded: false });
    expect((await bus.request(PointsMessages.myStats, {}, as('cleo'))).total_points).toBe(15);
  });

  it('keeps one review per member and store: 18 one-star submits edit one review, the average counts it once (attack 6)', async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    const honest = await bus.request(
      ReviewMessages.create,
      { storeId: stuffed.id, rating: 5, review_text: 'Great store' },
      as('ana'),
    );
    const ids = new Set<string>();
    let last;
    for (let i = 0; i < 18; i++) {
      clock.step();
      last = await bus.request(
        ReviewMessages.create,
        { storeId: stuffed.id, rating: 1, review_text: `Awful ${i}` },
        as('mallory'),
      );
      ids.add(last.review.id);
    }
    expect(ids.size).toBe(1);
    expect(last?.stats).toEqual({ store_id: stuffed.id, average_rating: 3, review_count: 2 });
    const list = await bus.request(ReviewMessages.list, { storeId: stuffed.id });
    expect(list.map((r) => [r.rating, r.review_text])).toEqual([
      [1, 'Awful 17'],
      [5, 'Great store'],
    ]);
    // Submitting again edits the review: a better rating replaces the one-star one.
    const edited = await bus.request(
      ReviewMessages.create,
      { storeId: stuffed.id, rating: 4, review_text: 'Better now' },
      as('mallory'),
    );
    expect(edited.review.id).toBe([...ids][0]);
    expect(edited.stats).toEqual({ store_id: stuffed.id, average_rating: 4.5, review_count: 2 });
    expect(honest.review.id).not.toBe(edited.review.id);
    // Racing submits of one member still store one review.
    await Promise.all(
      [2, 3, 4].map((rating) =>
        bus.request(ReviewMessages.create, { storeId: other.id, rating }, as('racer')),
      ),
    );
    expect(
      (await bus.request(ReviewMessages.list, { storeId: other.id })).filter((r) => r.rating > 1),
    ).toHaveLength(1);
  });

  it('refuses to replace a review a moderator took down, with a clear message', async () => {
    const bus = service.bus.client();
    const { review } = await bus.request(
      ReviewMessages.create,
      { storeId: takenDown.id, rating: 1, review_text: 'spam spam' },
      as('spammer'),
    );
    await service
      .get(ReviewsRepository)
      .setModeration(review.id, { status: 'removed', reason: 'spam', decidedAt: new Date() });
    await expect(
      bus.request(ReviewMessages.create, { storeId: takenDown.id, rating: 5 }, as('spammer')),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'A moderator took down your review of this store, so it cannot be replaced. You can still leave a tip.',
    });
    expect(await bus.request(ReviewMessages.list, { storeId: takenDown.id })).toEqual([]);
  });

  it("lets only the author delete a review: someone else's attempt deletes nothing", async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    await bus.request(ReviewMessages.create, { storeId: disputed.id, rating: 5 }, as('eve'));
    clock.step();
    const bens = (
      await bus.request(ReviewMessages.create, { storeId: disputed.id, rating: 2 }, as('ben'))
    ).review;
    await expect(
      bus.request(ReviewMessages.delete, { reviewId: bens.id }, as('eve')),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only delete your own reviews.',
    });
    await expect(bus.request(ReviewMessages.delete, { reviewId: bens.id })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      bus.request(ReviewMessages.delete, { reviewId: 'no-such-review' }, as('eve')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
    expect(await bus.request(ReviewMessages.list, { storeId: disputed.id })).toHaveLength(2);

    expect(await bus.request(ReviewMessages.delete, { reviewId: bens.id }, as('ben'))).toEqual({
      deleted: true,
      stats: { store_id: disputed.id, average_rating: 5, review_count: 1 },
    });
    expect(
      (await bus.request(ReviewMessages.list, { storeId: disputed.id })).map((r) => r.rating),
    ).toEqual([5]);
    await service.bus.broker.drain();
    expect(statsEvents.at(-1)).toEqual({
      storeId: disputed.id,
      averageRating: 5,
      reviewCount: 1,
      computedAt: expect.any(String),
    });
  });

  it("lists my reviews newest first with each store's name, city and state", async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    await bus.request(
      ReviewMessages.create,
      { storeId: firstVisited.id, rating: 5, review_text: '  Friendly staff  ' },
      as('dana'),
    );
    clock.step();
    await bus.request(
      ReviewMessages.create,
      { storeId: secondVisited.id, rating: 3, review_text: 'Small but stocked' },
      as('dana'),
    );
    const mine = await bus.request(ReviewMessages.mine, {}, as('dana'));
    expect(
      mine.map((r) => [
        r.store?.Store_Name,
        r.store?.City,
        r.store?.State,
        r.rating,
        r.review_text,
      ]),
    ).toEqual([
      [secondVisited.Store_Name, secondVisited.City, 'GA', 3, 'Small but stocked'],
      [firstVisited.Store_Name, firstVisited.City, 'GA', 5, 'Friendly staff'],
    ]);
    await expect(bus.request(ReviewMessages.mine, {})).rejects.toMatchObject({
      message: 'User not authenticated',
    });
  });

  it('never lets stats read earlier replace stats read later, even when nothing changed in between', async () => {
    const bus = service.bus.client();
    const repository = service.get(ReviewsRepository);
    const clock = useSteppedClock();
    const first = await bus.request(
      ReviewMessages.create,
      { storeId: raced.id, rating: 4 },
      as('ana'),
    );
    const firstReading = Date.now();
    clock.step(10_000);
    // The same rating again: the stats do not change, and search is told nothing new…
    await service.bus.broker.drain();
    const told = statsEvents.filter((e) => e.storeId === raced.id).length;
    const again = await bus.request(
      ReviewMessages.create,
      { storeId: raced.id, rating: 4 },
      as('ana'),
    );
    expect(again.stats).toEqual(first.stats);
    await service.bus.broker.drain();
    expect(statsEvents.filter((e) => e.storeId === raced.id)).toHaveLength(told);
    // …but a review's recompute that read the ratings between the two (a slow one) cannot save
    // what it saw over them.
    expect(await repository.saveStatsIfNewer(raced.id, 1, 2, new Date(firstReading + 5_000))).toBe(
      false,
    );
    expect(await bus.request(ReviewMessages.stats, { storeIds: [raced.id] })).toEqual([
      { store_id: raced.id, average_rating: 4, review_count: 1 },
    ]);
    // A reading after both is saved.
    expect(await repository.saveStatsIfNewer(raced.id, 4, 1, new Date(Date.now() + 1))).toBe(true);
  });
});
