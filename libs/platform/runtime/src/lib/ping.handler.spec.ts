import { Module } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { defineMessage } from '@snap/messaging';
import { createPingHandler, type ServicePingReply } from '@snap/platform-bus';
import { bootServiceForTest, type BootedService } from '../testing';

class PingRequest {
  @IsOptional()
  @IsString()
  from?: string;
}
const Ping = defineMessage<PingRequest, ServicePingReply>('sample.ping.v1', PingRequest);

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
