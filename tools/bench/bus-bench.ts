import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsNumber } from 'class-validator';
import { Kafka, logLevel } from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { defineMessage } from '@snap/messaging';
import { EmbeddedBus, KafkaBus, OnMessage, type BusClient } from '@snap/platform-bus';
import { summary, timed } from './latency';

// npm run bench:bus     the bus alone: one request/reply with a small payload (a position in, 20 ids out),
//                       through the in-process bus and through Kafka (KAFKA_BROKERS, default 127.0.0.1:9092),
//                       with 1, 8 and 32 in flight. This is the floor under every distributed request: what the
//                       gateway → service hop costs without GraphQL, a database or an index.

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

async function measure(label: string, client: BusClient): Promise<void> {
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
  await measure('Kafka', client);
  console.log(
    `Memory: RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (both ends in this process)`,
  );
  await server.close();
  await kafka.close();
  // Leave the broker as it was: this run's topics go.
  const admin = new Kafka({ brokers, clientId: 'bench-bus', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));
  if (topics.length) await admin.deleteTopics({ topics });
  await admin.disconnect();
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
