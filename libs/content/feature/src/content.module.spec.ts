import { PingMessages } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from './content.module';

describe('content service', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('content', ContentModule)));
  afterAll(() => service.close());

  it('answers its ping over the bus with its name and dependencies', async () => {
    const reply = await service.bus.client().request(PingMessages.content, { from: 'spec' });
    expect(reply).toMatchObject({ name: 'content', status: 'up' });
    expect(reply.dependencies.map((d) => d.name)).toEqual(['documents', 'cache', 'blobs']);
  });
});
