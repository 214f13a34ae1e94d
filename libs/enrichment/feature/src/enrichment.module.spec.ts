import { EnrichmentMessages, PingMessages } from '@snap/contracts';
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
