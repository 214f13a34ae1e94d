import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ClientKafka,
  MessagePattern,
  type MicroserviceOptions,
  Payload,
  Transport,
} from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { IsNumber } from 'class-validator';
import { Kafka, logLevel } from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { defineMessage } from '@snap/messaging';
import { EmbeddedBus, KafkaBus, OnMessage, type BusClient } from '@snap/platform-bus';
import { summary, timed } from './latency';

// npm run bench:bus     the bus alone: one request/reply with a small payload (a position in, 20 ids out),
//                       through the in-process bus, through our Kafka bus (KAFKA_BROKERS, default
//                       127.0.0.1:9092) and through @nestjs/microservices' own Kafka transport, with 1, 8 and
//                       32 in flight, then how long each takes to give up on a request nobody answers. This is
//                       the floor under every distributed request: what the gateway → service hop costs
//                       without GraphQL, a database or an index.

const REQUESTS = Number(process.env['BENCH_QUERIES'] ?? 2_000);

class Position {
  @IsNumber() lat!: number;
  @IsNumber() lng!: number;
}
const Echo = defineMessage<Position, { ids: string[] }>('bench.echo.v1', Position);

@Controller()
class EchoHandler {
  @OnMessage(Echo)
  echo(position: Position): { ids: string[] } {
    return { ids: Array.from({ length: 20 }, (_, i) => `${position.lat.toFixed(3)}-${i}`) };
  }
}

@Module({ controllers: [EchoHandler] })
class EchoModule {}

/** The same handler on Nest's own Kafka transport (plain JSON payloads, no envelope or signature). */
const NEST_ECHO = `bench-nest-${randomBytes(3).toString('hex')}.echo`;
@Controller()
class NestEchoHandler {
  @MessagePattern(NEST_ECHO)
  echo(@Payload() position: Position): { ids: string[] } {
    return { ids: Array.from({ length: 20 }, (_, i) => `${position.lat.toFixed(3)}-${i}`) };
  }
}

@Module({ controllers: [NestEchoHandler] })
class NestEchoModule {}

/** Nest's ClientKafka behind the BusClient shape the bench measures. */
function nestKafkaClient(client: ClientKafka, timeoutMs = 5_000): BusClient {
  return {
    request: (_definition, payload) =>
      firstValueFrom(client.send(NEST_ECHO, payload).pipe(timeout(timeoutMs))),
    publish: async () => undefined,
  } as BusClient;
}

/** Milliseconds a client takes to fail a request that no server answers. */
async function giveUp(send: () => Promise<unknown>): Promise<string> {
  const started = performance.now();
  try {
    await send();
    return 'answered (unexpected)';
  } catch (error) {
    return `${(performance.now() - started).toFixed(0)} ms (${(error as Error).name})`;
  }
}

async function measure(label: string, client: BusClient): Promise<void> {
  // A topic made a moment ago may not have its partition leaders yet: wait for a first answer.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.request(Echo, { lat: 0, lng: 0 });
      break;
    } catch (error) {
      if (attempt === 30) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  await timed(200, 8, (i) => client.request(Echo, { lat: i, lng: -i }).then(() => undefined));
  for (const concurrency of [1, 8, 32]) {
    const run = await timed(REQUESTS, concurrency, (i) =>
      client.request(Echo, { lat: i / 7, lng: -i / 3 }).then(() => undefined),
    );
    console.log(summary(`  ${label}, ${concurrency} in flight`, run.latencies, run.wallMs));
  }
}

async function main(): Promise<void> {
  console.log(
    `Bus request/reply, ${REQUESTS} requests per line (client and server in this process):`,
  );
  const embedded = new EmbeddedBus();
  const local = await NestFactory.createMicroservice(EchoModule, {
    strategy: embedded.server('bench'),
    logger: false,
  });
  await local.listen();
  await measure('in-process', embedded.client());
  await local.close();

  const brokers = (process.env['KAFKA_BROKERS'] ?? '127.0.0.1:9092').split(',');
  const namespace = `bench-${randomBytes(3).toString('hex')}.`;
  const kafka = new KafkaBus({ brokers, clientId: 'bench-bus', namespace });
  const server = await NestFactory.createMicroservice(EchoModule, {
    strategy: kafka.server('bench'),
    logger: false,
  });
  await server.listen();
  const client = kafka.client();
  await measure('Kafka (ours)', client);
  console.log(
    `Memory: RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (both ends in this process)`,
  );
  const Unserved = defineMessage<Position, { ids: string[] }>('bench.nobody.v1', Position);
  console.log(
    `  Kafka (ours), no server, 2 s limit: gave up after ${await giveUp(() => client.request(Unserved, { lat: 1, lng: 1 }, { timeoutMs: 2_000 }))}`,
  );
  await server.close();
  await kafka.close();

  // Nest's transport needs its request and reply topics before the first request (it does not create them).
  const setup = new Kafka({ brokers, clientId: 'bench-bus', logLevel: logLevel.NOTHING }).admin();
  await setup.connect();
  await setup.createTopics({
    topics: [NEST_ECHO, `${NEST_ECHO}.reply`].map((topic) => ({ topic, numPartitions: 3 })),
  });
  await setup.disconnect();
  const nestServer = await NestFactory.createMicroservice<MicroserviceOptions>(NestEchoModule, {
    transport: Transport.KAFKA,
    options: {
      client: { clientId: 'bench-nest-server', brokers, logLevel: logLevel.NOTHING },
      consumer: { groupId: `${NEST_ECHO}-server` },
    },
    logger: false,
  });
  await nestServer.listen();
  const nestClient = new ClientKafka({
    client: { clientId: 'bench-nest-client', brokers, logLevel: logLevel.NOTHING },
    consumer: { groupId: `${NEST_ECHO}-client` },
  });
  nestClient.subscribeToResponseOf(NEST_ECHO);
  await nestClient.connect();
  await measure('Kafka (@nestjs/microservices)', nestKafkaClient(nestClient));
  console.log(
    `Memory: RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (after both Kafka runs)`,
  );
  await nestServer.close();
  console.log(
    `  Kafka (@nestjs/microservices), no server, 2 s limit: gave up after ${await giveUp(() => nestKafkaClient(nestClient, 2_000).request(Echo, { lat: 1, lng: 1 }))}`,
  );
  await nestClient.close();
  // Leave the broker as it was: this run's topics go.
  const admin = new Kafka({ brokers, clientId: 'bench-bus', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter(
    (topic) => topic.startsWith(namespace) || topic.startsWith(NEST_ECHO),
  );
  if (topics.length) await admin.deleteTopics({ topics });
  await admin.disconnect();
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
