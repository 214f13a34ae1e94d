import { BudgetAdminMessages, EnrichmentMessages, PingMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { EnrichmentModule } from './enrichment.module';

describe('enrichment service', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('enrichment', EnrichmentModule.forRoot({ placesDailyLimit: 3 }))));
  afterAll(() => service.close());

  it('answers its ping over the bus with its name and dependencies', async () => {
    const reply = await service.bus.client().request(PingMessages.enrichment, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'enrichment', status: 'up' });
    expect(reply.dependencies.map((d) => d.name)).toEqual(['documents', 'cache', 'blobs']);
  });

  it("reports the places budget as exceeded once today's calls reach the limit", async () => {
    const bus = service.bus.client();
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({ exceeded: false, used: 0, limit: 3 });
    const key = `enrichment:places-budget:${new Date().toISOString().slice(0, 10)}`;
    for (let i = 0; i < 3; i++) await service.platform.cache.increment(key, 60_000);
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({ exceeded: true, used: 3, limit: 3 });
  });
});

describe('places budget in the back-office', () => {
  let service: BootedService;
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const moderator = { meta: { userId: 'mod-1', roles: ['moderator'] } };
  const member = { meta: { userId: 'member-1', roles: [] } };
  beforeAll(async () => (service = await bootServiceForTest('enrichment', EnrichmentModule.forRoot({ placesDailyLimit: 5 }))), 60_000);
  afterAll(() => service.close());

  it("shows staff today's spend and the last 30 days, oldest first", async () => {
    const bus = service.bus.client();
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    await service.platform.cache.increment(`enrichment:places-budget:${day(0)}`, 60_000);
    for (let i = 0; i < 4; i++) await service.platform.cache.increment(`enrichment:places-budget:${day(2)}`, 60_000);
    const history = await bus.request(BudgetAdminMessages.history, { days: 30 }, moderator);
    expect(history.today).toEqual({ exceeded: false, used: 1, limit: 5 });
    expect(history.days).toHaveLength(30);
    expect(history.days.at(-1)).toEqual({ date: day(0), used: 1 });
    expect(history.days.at(-3)).toEqual({ date: day(2), used: 4 });
    expect(history.days[0]).toEqual({ date: day(29), used: 0 });
    await expect(bus.request(BudgetAdminMessages.history, { days: 30 }, member)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(bus.request(BudgetAdminMessages.history, { days: 30 }, { meta: {} })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lets only admins set the daily limit, which the budget then counts against', async () => {
    const bus = service.bus.client();
    await expect(bus.request(BudgetAdminMessages.setLimit, { limit: 1 }, moderator)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(bus.request(BudgetAdminMessages.setLimit, { limit: -1 }, admin)).rejects.toThrow('The daily limit must be between 0 and 1,000,000');
    expect(await bus.request(BudgetAdminMessages.setLimit, { limit: 1 }, admin)).toEqual({ exceeded: true, used: 1, limit: 1 });
    expect(await bus.request(EnrichmentMessages.placesBudget, {})).toEqual({ exceeded: true, used: 1, limit: 1 });
  });
});
