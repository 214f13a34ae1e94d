import { PingMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { IdentityModule } from './identity.module';

describe('identity service', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('identity', IdentityModule)));
  afterAll(() => service.close());

  it('answers its ping over the bus with its name and dependencies', async () => {
    const reply = await service.bus.client().request(PingMessages.identity, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'identity', status: 'up' });
    expect(reply.dependencies.map((d) => d.name)).toEqual(['documents', 'cache', 'blobs']);
  });
});
