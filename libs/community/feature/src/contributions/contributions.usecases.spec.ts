import {
  ContributionEvents,
  ContributionMessages,
  type EventEnvelope,
  PointsMessages,
  type StoreContributionApprovedEvent,
} from '@snap/contracts';
import { defaultWeeklyHours } from '@snap/domain';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';

describe('store contributions', () => {
  let service: BootedService;
  const approvals: Array<EventEnvelope<StoreContributionApprovedEvent>> = [];
  const [store, other] = georgiaStores().slice(20, 22);
  const as = (userId: string, roles: string[] = []) => ({ meta: { userId, roles } });
  const moderator = as('mod', ['moderator']);

  beforeAll(async () => {
    service = await bootServiceForTest('community', withNeighbours(CommunityModule));
    service.bus.broker.subscribe(
      ContributionEvents.approved.name,
      'search-spy',
      service.bus.broker.newInstanceId(),
      async (message) => {
        approvals.push(JSON.parse(message));
        return undefined;
      },
    );
  });
  afterAll(() => service.close());

  it('needs a signed-in user, a non-blank phone number and 24-hour hours for every day; bad input stores and pays nothing', async () => {
    const bus = service.bus.client();
    await expect(
      bus.request(ContributionMessages.addPhone, { storeId: store.id, phone: '404-555-0134' }),
    ).rejects.toMatchObject({ message: 'User not authenticated' });
    await expect(
      bus.request(ContributionMessages.addPhone, { storeId: store.id, phone: '  ' }, as('ana')),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a phone number',
    });
    await expect(
      bus.request(
        ContributionMessages.addHours,
        {
          storeId: store.id,
          hours: {
            ...defaultWeeklyHours(),
            Friday: { open: '9:00', close: '25:00', closed: false },
          },
        },
        as('ana'),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Friday: times must be 24-hour HH:MM',
    });
    await expect(
      bus.request(
        ContributionMessages.addPhone,
        { storeId: 'st_no_such_store', phone: '404-555-0134' },
        as('ana'),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await bus.request(ContributionMessages.pending, {}, moderator)).toEqual([]);
    expect((await bus.request(PointsMessages.myStats, {}, as('ana'))).total_points).toBe(0);
  });

  it('stores a phone number and weekly hours pending moderation, paying 15 and 20 points at submission', async () => {
    const bus = service.bus.client();
    const phone = await bus.request(
      ContributionMessages.addPhone,
      { storeId: store.id, phone: ' (404) 555-0134 ' },
      as('ana'),
    );
    expect(phone).toMatchObject({
      contribution: {
        kind: 'phone',
        phone: '(404) 555-0134',
        status: 'pending',
        store: { Store_Name: store.Store_Name },
      },
      pointsEarned: 15,
      pointsAwarded: true,
    });
    const hours = await bus.request(
      ContributionMessages.addHours,
      { storeId: store.id, hours: defaultWeeklyHours() },
      as('ana'),
    );
    expect(hours).toMatchObject({
      contribution: { kind: 'hours', weekly_hours: defaultWeeklyHours(), status: 'pending' },
      pointsEarned: 20,
      pointsAwarded: true,
    });
    // A second phone number for the same store goes to moderation too, without paying again.
    const again = await bus.request(
      ContributionMessages.addPhone,
      { storeId: store.id, phone: '404 555 0199' },
      as('ana'),
    );
    expect(again).toMatchObject({ pointsEarned: 15, pointsAwarded: false });
    expect(await bus.request(PointsMessages.myStats, {}, as('ana'))).toEqual({
      total_points: 35,
      total_contributions: 2,
      stores_contributed_to: 1,
      verified_contributions: 0,
    });
    expect(
      (await bus.request(ContributionMessages.pending, {}, moderator)).map((c) => c.id),
    ).toEqual([phone.contribution.id, hours.contribution.id, again.contribution.id]);
  });

  it('keeps moderation to moderators and admins', async () => {
    const bus = service.bus.client();
    const [first] = await bus.request(ContributionMessages.pending, {}, as('admin-1', ['admin']));
    await expect(bus.request(ContributionMessages.pending, {}, as('ana'))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      bus.request(ContributionMessages.approve, { contributionId: first.id }, as('ana')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus.request(ContributionMessages.approve, { contributionId: first.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await bus.request(ContributionMessages.pending, {}, moderator))[0]).toMatchObject({
      id: first.id,
      status: 'pending',
    });
  });

  it('approves once: the store is updated for everyone through one event, and it counts as verified', async () => {
    const bus = service.bus.client();
    const [phone, hours, again] = await bus.request(ContributionMessages.pending, {}, moderator);
    expect(
      await bus.request(ContributionMessages.approve, { contributionId: phone.id }, moderator),
    ).toMatchObject({ id: phone.id, status: 'approved' });
    expect(
      await bus.request(ContributionMessages.approve, { contributionId: phone.id }, moderator),
    ).toMatchObject({ id: phone.id, status: 'approved' });
    await bus.request(ContributionMessages.approve, { contributionId: hours.id }, moderator);
    expect(
      await bus.request(ContributionMessages.reject, { contributionId: again.id }, moderator),
    ).toMatchObject({ status: 'rejected' });
    await expect(
      bus.request(ContributionMessages.approve, { contributionId: again.id }, moderator),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This contribution has already been reviewed.',
    });
    await expect(
      bus.request(ContributionMessages.approve, { contributionId: 'nope' }, moderator),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Contribution not found' });
    expect(await bus.request(ContributionMessages.pending, {}, moderator)).toEqual([]);

    await service.bus.broker.drain();
    // The repeated approval is the same event (same id), which search applies once.
    expect(new Set(approvals.map((e) => e.id))).toEqual(
      new Set([`contribution-approved:${phone.id}`, `contribution-approved:${hours.id}`]),
    );
    expect(approvals.find((e) => e.payload.kind === 'phone')?.payload).toMatchObject({
      storeId: store.id,
      phone: '(404) 555-0134',
    });
    expect(approvals.find((e) => e.payload.kind === 'hours')?.payload).toMatchObject({
      storeId: store.id,
      weeklyHours: defaultWeeklyHours(),
    });
    expect((await bus.request(PointsMessages.myStats, {}, as('ana'))).verified_contributions).toBe(
      2,
    );
    expect(other.id).not.toBe(store.id);
  });

  it('refuses a moderator approving their own contribution; another moderator can (issue 43, finding 4)', async () => {
    const bus = service.bus.client();
    const self = as('mod-self', ['moderator']);
    const { contribution } = await bus.request(
      ContributionMessages.addPhone,
      { storeId: other.id, phone: '404-555-0199' },
      self,
    );
    for (const who of [self, as('mod-self', ['admin'])])
      await expect(
        bus.request(ContributionMessages.approve, { contributionId: contribution.id }, who),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You cannot approve your own contribution. Another moderator will review it.',
      });
    expect((await bus.request(ContributionMessages.pending, {}, moderator))[0]).toMatchObject({
      id: contribution.id,
      status: 'pending',
    });
    expect((await bus.request(PointsMessages.myStats, {}, self)).verified_contributions).toBe(0);
    expect(
      await bus.request(
        ContributionMessages.approve,
        { contributionId: contribution.id },
        moderator,
      ),
    ).toMatchObject({ id: contribution.id, status: 'approved' });
  });
});
