import { PingMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { EnrichmentModule } from './enrichment.module';

describe('enrichment service', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('enrichment', EnrichmentModule)));
  afterAll(() => service.close());

  it('answers its ping over the bus with its name and dependencies', async () => {
    const reply = await service.bus.client().request(PingMessages.enrichment, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'enrichment', status: 'up' });
    expect(reply.dependencies.map((d) => d.name)).toEqual(['documents', 'cache', 'blobs']);
  });
});
