import { Module } from '@nestjs/common';
import { defineMessage, type PingReply, PingRequest } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '../testing';
import { createPingHandler } from './ping.handler';

const Ping = defineMessage<PingRequest, PingReply>('sample.ping.v1', PingRequest);

@Module({ controllers: [createPingHandler(Ping)] })
class SampleModule {}

describe('ping over the platform', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('sample', SampleModule)));
  afterAll(() => service.close());

  it("answers with the service's name, version and each platform dependency's status", async () => {
    const reply = await service.bus.client().request(Ping, { from: 'spec' });
    expect(reply).toEqual({
      name: 'sample',
      version: '0.1.0-test',
      status: 'up',
      dependencies: [
        { name: 'documents', status: 'up' },
        { name: 'cache', status: 'up' },
        { name: 'blobs', status: 'up' },
      ],
    });
  });
});
