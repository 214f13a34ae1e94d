import { ContributionMessages, IdentityEvents, PointsMessages, ReviewMessages, TipMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';

describe('account deletion', () => {
  let service: BootedService;
  const [store] = georgiaStores().slice(30, 31);
  const as = (userId: string, roles: string[] = []) => ({ meta: { userId, roles } });

  beforeAll(async () => (service = await bootServiceForTest('community', withNeighbours(CommunityModule, { dora: 'Dora Diaz', eli: 'Eli Park' }))));
  afterAll(() => service.close());

  it('removes points and badges and anonymizes reviews, tips and contributions, once even when the event comes twice', async () => {
    const bus = service.bus.client();
    await bus.request(ReviewMessages.create, { storeId: store.id, rating: 4, review_text: 'Clean store' }, as('dora'));
    await bus.request(ReviewMessages.create, { storeId: store.id, rating: 2 }, as('eli'));
    await bus.request(TipMessages.create, { storeId: store.id, comment_text: 'Open early on Sundays' }, as('dora'));
    await bus.request(ContributionMessages.addPhone, { storeId: store.id, phone: '706-555-0100' }, as('dora'));
    expect((await bus.request(PointsMessages.myBadges, {}, as('dora'))).map((b) => b.badge_id)).toEqual(['first-contribution']);

    await bus.publish(IdentityEvents.userDeleted, { userId: 'dora' }, { eventId: 'user-deleted:dora' });
    await bus.publish(IdentityEvents.userDeleted, { userId: 'dora' }, { eventId: 'user-deleted:dora' });
    await service.bus.broker.drain();
    expect(service.bus.broker.deadLetters).toEqual([]);

    expect(await bus.request(PointsMessages.myStats, {}, as('dora'))).toEqual({ total_points: 0, total_contributions: 0, stores_contributed_to: 0, verified_contributions: 0 });
    expect(await bus.request(PointsMessages.myBadges, {}, as('dora'))).toEqual([]);
    expect(await bus.request(ReviewMessages.mine, {}, as('dora'))).toEqual([]);
    // The reviews stay, anonymized, so the store's stats are what they were.
    const reviews = await bus.request(ReviewMessages.listWithProfiles, { storeId: store.id });
    expect(reviews.map((r) => [r.rating, r.user_name, r.profile?.full_name ?? null])).toEqual([
      [2, 'Anonymous User', 'Eli Park'],
      [4, 'Anonymous User', null],
    ]);
    expect(await bus.request(ReviewMessages.stats, { storeIds: [store.id] })).toEqual([{ store_id: store.id, average_rating: 3, review_count: 2 }]);
    expect((await bus.request(TipMessages.list, { storeId: store.id })).map((t) => [t.user_name, t.comment_text])).toEqual([['Anonymous User', 'Open early on Sundays']]);
    const [pending] = await bus.request(ContributionMessages.pending, {}, as('mod', ['moderator']));
    expect(pending).toMatchObject({ user_id: null, phone: '706-555-0100' });
    // Someone else's points are untouched.
    expect((await bus.request(PointsMessages.myStats, {}, as('eli'))).total_points).toBe(15);
  });
});
