import { Controller, Module } from '@nestjs/common';
import {
  AccountStandingQuery,
  type AccountStandingView,
  AuditEvents,
  type AuditActionRecordedEvent,
  CatalogEvents,
  EbtRefusalMessages,
  type EventEnvelope,
  IdentityEvents,
  IdentityMessages,
  SearchMessages,
  StoreByIdQuery,
} from '@snap/contracts';
import { EBT_REFUSAL_MESSAGES, STORE_NOT_FOUND_MESSAGE } from '@snap/domain';
import { OnMessage } from '@snap/platform-bus';
import {
  bootServiceForTest,
  type BootedService,
  useSteppedClock,
} from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { georgiaStores } from '../testing/georgia-stores';

const DAY = 24 * 60 * 60 * 1000;
const [listed, other, third, fourth, gone, attacked] = georgiaStores();

/** Identity's side: throwaway accounts made for an attack (one never confirmed, one confirmed a moment
 * ago); every other account is confirmed and months old. */
const THROWAWAYS: Record<string, { confirmed: boolean; ageDays: number }> = {
  'throwaway-unconfirmed': { confirmed: false, ageDays: 3 },
  'throwaway-new': { confirmed: true, ageDays: 0.01 },
};

@Controller()
class IdentityStandIn {
  @OnMessage(IdentityMessages.standing)
  standing(query: AccountStandingQuery): AccountStandingView[] {
    return query.userIds.map((id) => {
      const { confirmed, ageDays } = THROWAWAYS[id] ?? { confirmed: true, ageDays: 90 };
      const createdAt = new Date(Date.now() - ageDays * DAY).toISOString();
      return { id, confirmedAt: confirmed ? createdAt : null, createdAt };
    });
  }
}

/** The search service's side: real Georgia stores, one of them closed by a USDA list. */
@Controller()
class SearchStandIn {
  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    const store = [listed, other, third, fourth, gone, attacked].find((s) => s.id === query.id);
    if (!store) return null as never;
    return { ...store, status: store === gone ? 'closed' : 'active' } as never;
  }
}

@Module({ imports: [CommunityModule], controllers: [SearchStandIn, IdentityStandIn] })
class CommunityUnderTest {}

describe('"They didn\'t take my EBT"', () => {
  let service: BootedService;
  const audits: AuditActionRecordedEvent[] = [];
  const bus = () => service.bus.client();
  const user = (userId: string) => ({ meta: { userId, roles: [] } });
  const visitor = (clientIp: string) => ({ meta: { clientIp } });
  const moderator = { meta: { userId: 'mia', roles: ['moderator'] } };
  const report = (storeId: string, who: { meta: object }) =>
    bus().request(EbtRefusalMessages.report, { storeId }, who);
  const status = (storeId: string, who: { meta: object } = visitor('198.51.100.99')) =>
    bus().request(EbtRefusalMessages.status, { storeId }, who);
  const queue = (status?: 'open' | 'marked') =>
    bus().request(EbtRefusalMessages.queue, { status, limit: 20, offset: 0 }, moderator);

  beforeAll(async () => {
    service = await bootServiceForTest('community', CommunityUnderTest);
    service.bus.broker.subscribe(
      AuditEvents.recorded.name,
      'spec',
      service.bus.broker.newInstanceId(),
      async (m) => {
        audits.push((JSON.parse(m) as EventEnvelope<AuditActionRecordedEvent>).payload);
        return undefined;
      },
    );
  });
  afterAll(() => service.close());
  afterEach(() => jest.useRealTimers());

  it('refuses a store that does not exist or is closed, and stores nothing', async () => {
    await expect(report('no-such-store', visitor('203.0.113.1'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: STORE_NOT_FOUND_MESSAGE,
    });
    await expect(report(gone.id, visitor('203.0.113.1'))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        "This store is no longer on USDA's list of SNAP retailers, so it cannot be reported as refusing EBT.",
    });
    expect(await queue()).toEqual({ items: [], total: 0 });
    // The refused attempts took no turn: the same address reports a listed store at once.
    expect(await status(gone.id, visitor('203.0.113.1'))).toMatchObject({ yourReportAt: null });
  });

  it('takes one report per person or address per store per 30 days, and says so to a second one', async () => {
    const clock = useSteppedClock(Date.parse('2026-11-01T12:00:00Z'));
    const first = await report(listed.id, user('ana'));
    expect(first).toEqual({
      message: 'Thank you. Your report helps other people plan ahead.',
      status: {
        storeId: listed.id,
        recentlyReported: false,
        notice: null,
        yourReportAt: '2026-11-01T12:00:00.000Z',
      },
    });
    clock.step(29 * DAY);
    await expect(report(listed.id, user('ana'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already reported this store in the last 30 days.',
    });
    await report(listed.id, visitor('203.0.113.7'));
    await expect(report(listed.id, visitor('203.0.113.7'))).rejects.toMatchObject({
      message: EBT_REFUSAL_MESSAGES.alreadyReported,
    });
    // Another store is another turn.
    await report(other.id, user('ana'));
    const [found] = (await queue()).items.filter((c) => c.storeId === listed.id);
    // Ana counts toward the mark; the signed-out report is listed for the moderators only.
    expect(found).toMatchObject({ reporters: 1, totalReports: 2, marked: false });
    expect(found.recentReports.map((r) => r.signedIn)).toEqual([false, true]);
    // A month after her first report, she may report the store again.
    clock.step(1 * DAY);
    await report(listed.id, user('ana'));
    expect((await queue()).items.find((c) => c.storeId === listed.id)?.totalReports).toBe(3);
  });

  it('marks the store after three different confirmed members within 30 days, and lets the mark expire', async () => {
    const clock = useSteppedClock(Date.parse('2026-12-01T12:00:00Z'));
    await report(third.id, user('ben'));
    clock.step(10 * DAY);
    await report(third.id, user('bea'));
    expect(await status(third.id)).toMatchObject({ recentlyReported: false, notice: null });
    clock.step(10 * DAY);
    await report(third.id, user('cleo'));
    expect(await status(third.id)).toEqual({
      storeId: third.id,
      recentlyReported: true,
      notice: 'Recently reported as not accepting EBT; call ahead',
      yourReportAt: null,
    });
    expect((await queue('marked')).items.map((c) => c.storeId)).toEqual([third.id]);
    // Ben's report turns 30 days old: two people within 30 days, the mark goes by itself.
    clock.step(10 * DAY);
    expect(await status(third.id)).toMatchObject({ recentlyReported: false });
    expect((await queue('marked')).items).toEqual([]);
    expect((await queue('open')).items.map((c) => c.storeId)).toContain(third.id);
  });

  it('issue 43, finding 2: two throwaway accounts and a signed-out report do not mark a store; they wait in the queue', async () => {
    useSteppedClock(Date.parse('2027-01-10T12:00:00Z'));
    for (const who of [
      user('throwaway-unconfirmed'),
      user('throwaway-new'),
      visitor('203.0.113.50'),
    ])
      await report(attacked.id, who);
    expect(await status(attacked.id)).toMatchObject({ recentlyReported: false, notice: null });
    const [queued] = (await queue('open')).items.filter((c) => c.storeId === attacked.id);
    expect(queued).toMatchObject({ reporters: 0, totalReports: 3, marked: false });
    expect(queued.recentReports.map((r) => r.signedIn).sort()).toEqual([false, true, true]);
    // Three confirmed members who have had their accounts a while are needed.
    for (const who of [user('gil'), user('hal')]) await report(attacked.id, who);
    expect((await status(attacked.id)).recentlyReported).toBe(false);
    await report(attacked.id, user('ida'));
    expect(await status(attacked.id)).toMatchObject({
      recentlyReported: true,
      notice: 'Recently reported as not accepting EBT; call ahead',
    });
  });

  it('lets only a moderator clear a mark, after which earlier reports no longer count', async () => {
    const clock = useSteppedClock(Date.parse('2027-02-01T12:00:00Z'));
    for (const who of [user('dan'), user('eve'), user('fox')]) await report(fourth.id, who);
    expect((await status(fourth.id)).recentlyReported).toBe(true);
    await expect(
      bus().request(EbtRefusalMessages.clear, { storeId: fourth.id }, user('dan')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus().request(EbtRefusalMessages.clear, { storeId: fourth.id }, { meta: {} }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await status(fourth.id)).recentlyReported).toBe(true);

    clock.step(60_000);
    const cleared = await bus().request(
      EbtRefusalMessages.clear,
      { storeId: fourth.id, note: ' Called the store: they take EBT ' },
      moderator,
    );
    expect(cleared).toMatchObject({
      marked: false,
      reporters: 0,
      clearings: [
        {
          because: 'moderator',
          by: 'mia',
          at: '2027-02-01T12:01:00.000Z',
          note: 'Called the store: they take EBT',
        },
      ],
    });
    expect(await status(fourth.id)).toMatchObject({ recentlyReported: false, notice: null });
    await expect(
      bus().request(EbtRefusalMessages.clear, { storeId: fourth.id }, moderator),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This store has no recent reports to clear.',
    });
    await service.bus.broker.drain();
    expect(audits.filter((a) => a.targetId === fourth.id)).toEqual([
      expect.objectContaining({
        actorId: 'mia',
        action: 'moderation.decided',
        targetType: 'ebt-refusal',
        before: { status: 'marked' },
        after: { status: 'cleared' },
        summary: `Cleared the EBT refusal reports on ${fourth.Store_Name}: Called the store: they take EBT`,
      }),
    ]);

    // The people who reported still wait out their 30 days; three new people mark it again.
    clock.step(60_000);
    await expect(report(fourth.id, user('dan'))).rejects.toMatchObject({ code: 'CONFLICT' });
    for (const who of [user('fay'), user('gus'), user('hal')]) await report(fourth.id, who);
    expect((await status(fourth.id)).recentlyReported).toBe(true);
  });

  it("ends the mark when USDA's next list drops the store, once however often the event comes", async () => {
    useSteppedClock(Date.parse('2027-02-05T12:00:00Z'));
    expect((await status(fourth.id)).recentlyReported).toBe(true);
    const event = {
      storeIds: [fourth.id, 'never-reported'],
      delistedOn: '2027-02-04',
      closedAt: '2027-02-05T11:00:00.000Z',
    };
    await bus().publish(CatalogEvents.storesDelisted, event);
    await bus().publish(CatalogEvents.storesDelisted, event);
    await service.bus.broker.drain();
    expect(await status(fourth.id)).toMatchObject({ recentlyReported: false });
    const found = (await queue()).items.find((c) => c.storeId === fourth.id);
    expect(found?.clearings.map((c) => [c.because, c.by, c.note])).toEqual([
      ['moderator', 'mia', 'Called the store: they take EBT'],
      ['usda-list', null, "No longer on USDA's list of 2027-02-04"],
    ]);
  });

  it("forgets a deleted account's link to its reports but keeps them counted", async () => {
    useSteppedClock(Date.parse('2027-03-01T12:00:00Z'));
    await report(other.id, user('ivy'));
    await bus().publish(IdentityEvents.userDeleted, { userId: 'ivy' });
    await service.bus.broker.drain();
    const found = (await queue()).items.find((c) => c.storeId === other.id);
    expect(found?.reporters).toBe(1);
    expect(await status(other.id, user('ivy'))).toMatchObject({ yourReportAt: null });
  });
});
