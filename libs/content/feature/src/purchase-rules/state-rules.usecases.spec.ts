import { eventually } from '@snap/platform-engines/testing';
import { AuditEvents, StateRulesMessages } from '@snap/contracts';
import { stateToday } from '@snap/domain';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from '../content.module';
import { PurchaseRulesSeeder } from './purchase-rules.seeder';

/** A calendar day `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the states' purchase rules and the late-benefits notices", () => {
  let service: BootedService;
  const bus = () => service.bus.client();
  const admin = { meta: { userId: 'ada', roles: ['admin'] } };
  const moderator = { meta: { userId: 'mo', roles: ['moderator'] } };
  const member = { meta: { userId: 'ana', roles: [] } };
  const audits: Array<Record<string, unknown>> = [];
  const auditedSoFar = (count: number) =>
    eventually(() => audits, { until: (trail) => trail.length >= count });
  const rules = (states?: string[]) =>
    bus().request(StateRulesMessages.purchaseRules, { states }, { meta: {} });
  const notices = (states?: string[]) =>
    bus().request(StateRulesMessages.benefitNotices, { states }, { meta: {} });
  const texasRule = {
    state: 'TX',
    summaryEn: 'sweetened drinks (soda, energy drinks) and candy',
    summaryEs: 'bebidas endulzadas (refrescos, bebidas energéticas) y dulces',
    startsOn: '2026-04-01',
    source: 'hhs.texas.gov/snap-restrictions',
    checkedOn: '2026-03',
  };
  const georgiaNotice = {
    states: 'GA',
    startsOn: day(-1),
    endsOn: day(1),
    textEn: 'November benefits are late in Georgia. Call 211 for free food.',
    textEs: 'Los beneficios de noviembre llegan tarde en Georgia. Llame al 211 para comida gratis.',
    source: 'dhs.georgia.gov',
    checkedOn: day(-1),
    links: ['https://dfcs.georgia.gov', 'https://www.211.org'],
  };

  beforeAll(async () => {
    service = await bootServiceForTest('content', ContentModule);
    service.bus.broker.subscribe(
      AuditEvents.recorded.name,
      'spec',
      service.bus.broker.newInstanceId(),
      async (message) => {
        audits.push(JSON.parse(message).payload);
        return undefined;
      },
    );
    await service.get(PurchaseRulesSeeder).seedOnce();
  });
  afterAll(() => service.close());

  it('starts with the facts file: each state its items, start date and source; "confirm" and undated lines show only limits', async () => {
    const all = await rules();
    expect(all).toHaveLength(22);
    const [texas, tennessee, ohio, georgia] = await rules(['TX', 'TN', 'OH', 'GA']);
    expect(texas).toMatchObject({
      stateName: 'Texas',
      summaryEn: 'sweetened drinks (soda, energy drinks) and candy',
      summaryEs: 'bebidas endulzadas (refrescos, bebidas energéticas) y dulces',
      startsOn: '2026-04-01',
      source: 'news summaries of state announcements (2026)',
      checkedOn: '2026',
      // Never invented: no state page until an admin enters it.
      stateUrl: null,
      stateCheckedOn: null,
    });
    expect(tennessee).toMatchObject({ confirm: true, shown: 'limits-only' });
    expect(ohio).toMatchObject({ summaryEn: null, startsOn: null, shown: 'limits-only' });
    expect(georgia).toBeUndefined();
    expect(all.find((r) => r.state === 'AR')).toMatchObject({ checkedOn: null });
  });

  it('refuses a rule without its source, date or both languages, or with an unknown state or a link that is not https, naming each; changes nothing', async () => {
    const before = await rules();
    await expect(
      bus().request(StateRulesMessages.savePurchaseRule, { state: 'TX', summaryEn: 'soda' }, admin),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Please enter the summary in Spanish, Please enter the start date (YYYY-MM-DD), Please enter the source, Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)',
    });
    await expect(
      bus().request(
        StateRulesMessages.savePurchaseRule,
        { ...texasRule, state: 'XX', stateUrl: 'http://hhs.texas.gov' },
        admin,
      ),
    ).rejects.toMatchObject({
      message:
        "XX is not a state code USDA uses (use two letters, such as GA, DC or PR), Please enter the state's SNAP page as a web address starting with https://, Please enter the date you checked the state's SNAP page (YYYY-MM-DD)",
    });
    expect(await rules()).toEqual(before);
  });

  it('refuses a moderator and a member on the server, and changes nothing', async () => {
    const before = await rules();
    for (const caller of [moderator, member, { meta: {} }])
      await expect(
        bus().request(StateRulesMessages.savePurchaseRule, texasRule, caller),
      ).rejects.toMatchObject({
        code: expect.stringMatching(/FORBIDDEN|UNAUTHENTICATED/),
      });
    await expect(
      bus().request(StateRulesMessages.savePurchaseRule, texasRule, moderator),
    ).rejects.toMatchObject({ message: 'Only admins can change purchase rules and notices.' });
    await expect(
      bus().request(StateRulesMessages.saveBenefitNotice, georgiaNotice, member),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus().request(StateRulesMessages.allBenefitNotices, {}, moderator),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await rules()).toEqual(before);
    expect(await notices(['GA'])).toEqual([]);
  });

  it("lets an admin confirm a rule, with a later start ('from') and the state's page with the day it was checked; markup stays text", async () => {
    const saved = await bus().request(
      StateRulesMessages.savePurchaseRule,
      {
        state: 'tn',
        summaryEn: 'soft drinks <b>and</b> candy',
        summaryEs: 'refrescos y dulces',
        startsOn: day(40),
        source: 'tn.gov/humanservices',
        checkedOn: day(0),
        stateUrl:
          'https://www.tn.gov/humanservices/for-families/supplemental-nutrition-assistance-program-snap.html',
        stateCheckedOn: day(0),
      },
      admin,
    );
    expect(saved).toMatchObject({
      state: 'TN',
      confirm: false,
      shown: 'from',
      summaryEn: 'soft drinks <b>and</b> candy',
      stateCheckedOn: day(0),
    });
    expect((await rules(['TN']))[0]).toEqual(saved);
  });

  it('refuses a notice without both texts, a source or dates, with the end before the start, an unknown state or a link that is not https', async () => {
    await expect(
      bus().request(
        StateRulesMessages.saveBenefitNotice,
        {
          states: 'GA, ZZ',
          startsOn: day(2),
          endsOn: day(1),
          textEn: 'Late',
          links: ['http://211.org'],
        },
        admin,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'ZZ is not a state code USDA uses (use two letters, such as GA, DC or PR), The end date cannot be before the start date, Please enter the text in Spanish, Please enter the source, Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD), Links must be web addresses starting with https://',
    });
    await expect(
      bus().request(StateRulesMessages.saveBenefitNotice, { ...georgiaNotice, states: '' }, admin),
    ).rejects.toMatchObject({
      message: 'Please enter the states (two-letter codes), or ALL for a national notice',
    });
    expect(await bus().request(StateRulesMessages.allBenefitNotices, {}, admin)).toEqual([]);
  });

  it('shows a Georgia notice for Georgia and not for Alabama, two for one state newest first, a national one everywhere, and ended ones nowhere', async () => {
    const first = await bus().request(StateRulesMessages.saveBenefitNotice, georgiaNotice, admin);
    expect((await notices(['GA'])).map((n) => n.id)).toEqual([first.id]);
    expect(await notices(['AL'])).toEqual([]);
    expect(await notices()).toEqual([]);
    const second = await bus().request(
      StateRulesMessages.saveBenefitNotice,
      {
        ...georgiaNotice,
        states: 'GA,AL',
        // Today in both states it names, whatever the hour: each state's own date decides, and
        // Alabama's day (Central time) starts an hour after Georgia's, both after the UTC one.
        startsOn: [stateToday('GA'), stateToday('AL')].sort()[0],
        textEn: 'Food banks are open <script>x</script>',
      },
      admin,
    );
    expect((await notices(['GA'])).map((n) => n.id)).toEqual([second.id, first.id]);
    expect((await notices(['AL'])).map((n) => n.textEn)).toEqual([
      'Food banks are open <script>x</script>',
    ]);
    const national = await bus().request(
      StateRulesMessages.saveBenefitNotice,
      { ...georgiaNotice, states: 'ALL' },
      admin,
    );
    expect(national).toMatchObject({ national: true, states: ['ALL'] });
    expect((await notices()).map((n) => n.id)).toEqual([national.id]);
    expect((await notices(['WA'])).map((n) => n.id)).toEqual([national.id]);
    // Ended yesterday everywhere: gone.
    await bus().request(
      StateRulesMessages.saveBenefitNotice,
      { ...georgiaNotice, id: national.id, states: 'ALL', startsOn: day(-5), endsOn: day(-2) },
      admin,
    );
    expect(await notices(['WA'])).toEqual([]);
    for (const notice of [first, second, national])
      await bus().request(StateRulesMessages.deleteBenefitNotice, { id: notice.id }, admin);
    expect(await notices(['GA'])).toEqual([]);
  });

  it('records every rule and notice change in the audit trail: who, what, before and after; refusals record nothing', async () => {
    audits.length = 0;
    await bus().request(StateRulesMessages.savePurchaseRule, texasRule, admin);
    const notice = await bus().request(StateRulesMessages.saveBenefitNotice, georgiaNotice, admin);
    await bus().request(StateRulesMessages.deleteBenefitNotice, { id: notice.id }, admin);
    await expect(
      bus().request(StateRulesMessages.deletePurchaseRule, { state: 'TX' }, member),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const trail = await auditedSoFar(3);
    const where = `(Georgia, ${georgiaNotice.startsOn} to ${georgiaNotice.endsOn})`;
    expect(trail.map((a) => [a['actorId'], a['targetType'], a['targetId'], a['summary']])).toEqual([
      ['ada', 'purchase-rule', 'TX', 'Changed the purchase rule of Texas'],
      ['ada', 'benefit-notice', notice.id, `Added the late-benefits notice ${where}`],
      ['ada', 'benefit-notice', notice.id, `Deleted the late-benefits notice ${where}`],
    ]);
    expect(trail[0]).toMatchObject({
      before: { source: 'news summaries of state announcements (2026)', checkedOn: '2026' },
      after: { source: 'hhs.texas.gov/snap-restrictions', checkedOn: '2026-03' },
    });
    expect(trail[1]).toMatchObject({ before: null, after: { textEs: georgiaNotice.textEs } });
    expect(trail).toHaveLength(3);
  });
});
