import { Controller, Inject, Module } from '@nestjs/common';
import { IsString } from 'class-validator';
import { defineMessage } from '@snap/messaging';
import { BUS_CLIENT, type BusClient, OnMessage, rpcError } from '@snap/platform-bus';
import { Metrics } from '@snap/platform-observability';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedBus } from '@snap/platform-bus';
import { createLogger } from '@snap/platform-observability';
import { bootServiceForTest, type BootedService } from '../testing';
import { connectBusServer } from './connect-bus-server';
import { closePlatform, createEmbeddedPlatform } from './embedded-platform';
import { serviceRoot } from './service-root';

class EchoRequest {
  @IsString()
  text!: string;
}
const Echo = defineMessage<EchoRequest, string>('sample.echo.v1', EchoRequest);
const Relay = defineMessage<EchoRequest, string>('sample.relay.v1', EchoRequest);

@Controller()
class EchoHandler {
  @OnMessage(Echo)
  echo({ text }: EchoRequest): string {
    if (text === 'refuse') throw rpcError('BAD_USER_INPUT', 'refused');
    return text;
  }
}

@Controller()
class RelayHandler {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @OnMessage(Relay)
  relay({ text }: EchoRequest): Promise<string> {
    return this.bus.request(Echo, { text });
  }
}

@Module({ controllers: [EchoHandler, RelayHandler] })
class SampleModule {}

describe('bus message metrics', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('sample', SampleModule)));
  afterAll(() => service.close());

  it('records how long the service took for each message, by pattern and outcome', async () => {
    const client = service.bus.client();
    await client.request(Echo, { text: 'one' });
    await client.request(Echo, { text: 'two' });
    await expect(client.request(Echo, { text: 'refuse' })).rejects.toThrow('refused');

    const { body } = await service.get(Metrics).exposition();
    expect(body).toContain(
      'bus_message_duration_seconds_count{service="sample",pattern="sample.echo.v1",outcome="ok"} 2',
    );
    expect(body).toContain(
      'bus_message_duration_seconds_count{service="sample",pattern="sample.echo.v1",outcome="error"} 1',
    );
  });

  it("times the requests a service sends, until the other service's answer or error", async () => {
    const client = service.bus.client();
    await client.request(Relay, { text: 'relayed' });
    // The relay does not translate the refusal, so its own caller gets an internal error.
    await expect(client.request(Relay, { text: 'refuse' })).rejects.toThrow();

    const { body } = await service.get(Metrics).exposition();
    expect(body).toContain(
      'bus_request_duration_seconds_count{service="sample",pattern="sample.echo.v1",outcome="ok"} 1',
    );
    expect(body).toContain(
      'bus_request_duration_seconds_count{service="sample",pattern="sample.echo.v1",outcome="error"} 1',
    );
  });
});

describe('bus message metrics of a service that also serves HTTP (the distributed runtime, the gateway)', () => {
  it('records the messages its bus server handles', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snap-hybrid-'));
    const bus = new EmbeddedBus({ retryBackoffMs: 5, defaultTimeoutMs: 60_000 });
    const platform = createEmbeddedPlatform({
      service: 'hybrid',
      dataDir,
      bus,
      logger: createLogger('hybrid', 'silent'),
    });
    const app = await NestFactory.create(
      serviceRoot({ name: 'hybrid', version: '0.1.0-test' }, platform, SampleModule, {
        http: true,
      }),
      { logger: false },
    );
    try {
      connectBusServer(app, bus.server('hybrid'));
      await app.init();
      await app.startAllMicroservices();
      await bus.client().request(Echo, { text: 'over the bus' });

      const { body } = await app.get(Metrics).exposition();
      expect(body).toContain(
        'bus_message_duration_seconds_count{service="hybrid",pattern="sample.echo.v1",outcome="ok"} 1',
      );
    } finally {
      await app.close();
      await bus.broker.drain();
      await closePlatform(platform);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
