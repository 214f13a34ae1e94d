import { PingMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from './community.module';

describe('community service', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('community', CommunityModule)));
  afterAll(() => service.close());

  it('answers its ping over the bus with its name and dependencies', async () => {
    const reply = await service.bus.client().request(PingMessages.community, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'community', status: 'up' });
    expect(reply.dependencies.map((d) => d.name)).toEqual(['documents', 'cache', 'blobs']);
  });
});
