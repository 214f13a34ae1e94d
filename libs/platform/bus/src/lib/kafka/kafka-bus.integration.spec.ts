import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsString } from 'class-validator';
import { Kafka, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { defineEvent, defineMessage } from '@snap/messaging';
import { closedPort, forward, type Forwarder, eventually } from '@snap/platform-engines/testing';
import { runBusContract } from '../../testing';
import { OnEvent, OnMessage } from '../handlers/handler.decorators';
import { RemoteError } from '../bus.port';
import { KafkaBus } from './kafka-bus';
import { KafkaDeadLetters } from './kafka-dead-letters';
import type { BusLogger } from './kafka-bus.options';

// The contract suite on a real broker (deploy/native/engines.sh start kafka). Every harness gets its
// own namespace, so its topics and groups are fresh and runs never see each other's messages.
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092')
  .split(',')
  .map((broker) => broker.trim());
const run = `bus-spec-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
let harnesses = 0;

const kafka = new Kafka({ brokers, clientId: run, logLevel: logLevel.NOTHING });
let admin: Admin | undefined;
let producer: Producer | undefined;

async function specAdmin(): Promise<Admin> {
  if (!admin) {
    admin = kafka.admin();
    await admin.connect();
  }
  return admin;
}

async function specProducer(): Promise<Producer> {
  if (!producer) {
    producer = kafka.producer();
    await producer.connect();
  }
  return producer;
}

/** Collects the bus's log lines (asserted on below); BUS_SPEC_LOGS=1 also prints them. */
function collectingLogger(lines: string[] = []): BusLogger & { lines: string[] } {
  const write = (level: string) => (details: object, message: string) => {
    lines.push(message);
    if (process.env.BUS_SPEC_LOGS) console.log(level, message, details);
  };
  return {
    lines,
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: () => undefined,
  };
}

/** Reads a dead-letter topic up to its end at the time of asking, like an operator would. */
class DeadLetterReader {
  private consumer?: Promise<Consumer>;
  private readonly letters: Array<{ reason: string; message: unknown }> = [];
  private readonly positions = new Map<number, number>();

  constructor(private readonly topic: string) {}

  async read(): Promise<Array<{ reason: string; message: unknown }>> {
    const ends = await (await specAdmin()).fetchTopicOffsets(this.topic);
    if (ends.every(({ high }) => Number(high) === 0)) return [];
    this.consumer ??= this.start();
    await this.consumer;
    await waitFor(
      () =>
        ends.every(({ partition, high }) => (this.positions.get(partition) ?? 0) >= Number(high)),
      10_000,
    );
    return [...this.letters];
  }

  async close(): Promise<void> {
    await (await this.consumer)?.disconnect();
  }

  private async start(): Promise<Consumer> {
    const consumer = kafka.consumer({ groupId: `${this.topic}.reader`, maxWaitTimeInMs: 200 });
    await consumer.connect();
    await consumer.subscribe({ topics: [this.topic], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ partition, message }) => {
        this.letters.push(JSON.parse(message.value?.toString() ?? 'null'));
        this.positions.set(partition, Number(message.offset) + 1);
      },
    });
    return consumer;
  }
}

runBusContract(
  `kafka (${brokers.join(',')})`,
  async () => {
    const namespace = `${run}.${++harnesses}.`;
    const bus = new KafkaBus({
      brokers,
      clientId: 'bus-contract',
      namespace,
      maxAttempts: 3,
      retryBackoffMs: 20,
      eventAttemptTimeoutMs: 1_000,
      logger: collectingLogger(),
    });
    const readers = new Map<string, DeadLetterReader>();
    return {
      async startService(group, module) {
        const server = bus.server(group);
        const app = await NestFactory.createMicroservice(module, {
          strategy: server,
          logger: false,
        });
        await app.listen();
        // Joined before the suite publishes, so each instance of a group gets its share.
        await server.ready();
        return { close: () => app.close() };
      },
      client: (options) => bus.client(options),
      async publishRaw(topic, envelope) {
        await (
          await specProducer()
        ).send({ topic: bus.topic(topic), messages: [{ value: JSON.stringify(envelope) }] });
      },
      async deadLetters(topic) {
        const dlq = `${bus.topic(topic)}.dlq`;
        const reader = readers.get(dlq) ?? new DeadLetterReader(dlq);
        readers.set(dlq, reader);
        return reader.read();
      },
      async close() {
        await Promise.all([...readers.values()].map((reader) => reader.close()));
        await bus.close();
      },
    };
  },
  // Long enough for a duplicate delivery (a redelivery after a rebalance) to show up.
  { settleMs: 1_000 },
);

class ShoutRequest {
  @IsString()
  text!: string;
}

const Shout = defineMessage<ShoutRequest, { text: string }>('outage.shout.v1', ShoutRequest);

@Controller()
class ShoutHandler {
  @OnMessage(Shout)
  shout(payload: ShoutRequest) {
    return { text: payload.text.toUpperCase() };
  }
}

@Module({ controllers: [ShoutHandler] })
class ShoutModule {}

describe('KafkaBus when the broker is unreachable at start-up', () => {
  let proxy: Forwarder | undefined;
  let bus: KafkaBus | undefined;

  afterEach(async () => {
    await bus?.close();
    await proxy?.close();
  });

  it('names the broker, keeps retrying, reports not-ready and recovers by itself once Kafka is back', async () => {
    // A port nobody listens on yet; later a TCP relay to the real broker opens there ("Kafka is back").
    const port = await closedPort();
    const address = `127.0.0.1:${port}`;
    const logger = collectingLogger();
    const outage = new KafkaBus({
      brokers: [address],
      clientId: 'bus-outage',
      namespace: `${run}.outage.`,
      logger,
      reconnectBackoffMs: { initial: 200, max: 1_000 },
    });
    bus = outage;
    const server = outage.server('shouter');
    const app = await NestFactory.createMicroservice(ShoutModule, {
      strategy: server,
      logger: false,
    });

    await app.listen(); // does not crash
    await expect(outage.ping()).rejects.toThrow(`Kafka at ${address} is not reachable`);
    await waitFor(() =>
      logger.lines.some((line) =>
        line.startsWith(`Kafka at ${address} is not reachable for consumer group`),
      ),
    );
    await waitFor(
      () => logger.lines.filter((line) => line.includes('retrying in')).length >= 2,
      30_000,
    );
    const client = outage.client();
    const refused = client.request(Shout, { text: 'anyone?' }, { timeoutMs: 20_000 });
    await expect(refused).rejects.toBeInstanceOf(RemoteError);
    await expect(refused).rejects.toMatchObject({
      code: 'BUS_UNAVAILABLE',
      message: expect.stringContaining(address),
    });

    // kafkajs bootstraps through the forwarder and then talks to the broker's advertised address, as it
    // would after a real broker restart.
    proxy = await forward(port, brokers[0]);
    await waitFor(
      () =>
        outage.ping().then(
          () => true,
          () => false,
        ),
      30_000,
    );
    expect(await client.request(Shout, { text: 'back again' })).toEqual({ text: 'BACK AGAIN' });
    await app.close();
  });
});

describe('KafkaBus when no instance of a service is running', () => {
  it('fails a request to that service at once with BUS_UNAVAILABLE instead of waiting for its timeout', async () => {
    const bus = new KafkaBus({
      brokers,
      clientId: 'bus-presence',
      namespace: `${run}.presence.`,
      logger: collectingLogger(),
    });
    try {
      // The handler's group is named after the service that owns the pattern (`outage.*`).
      const server = bus.server('outage');
      const app = await NestFactory.createMicroservice(ShoutModule, {
        strategy: server,
        logger: false,
      });
      await app.listen();
      await server.ready();
      const client = bus.client();
      expect(await client.request(Shout, { text: 'here' })).toEqual({ text: 'HERE' });
      await app.close();
      // Within a couple of seconds the client sees the empty group; a 30 s timeout is never reached.
      await waitFor(async () => {
        const answer = await client.request(Shout, { text: 'anyone?' }, { timeoutMs: 30_000 }).then(
          () => 'answered',
          (error: unknown) => error,
        );
        return answer instanceof RemoteError && answer.code === 'BUS_UNAVAILABLE';
      }, 20_000);
      await expect(
        client.request(Shout, { text: 'still nobody' }, { timeoutMs: 30_000 }),
      ).rejects.toMatchObject({
        code: 'BUS_UNAVAILABLE',
        message: expect.stringContaining('no instance of the outage service is running'),
      });
    } finally {
      await bus.close();
    }
  }, 60_000);
});

const Parcel = defineEvent('outage.parcel.v1', ShoutRequest);
const parcels = { broken: true, handled: [] as string[] };

@Controller()
class ParcelHandler {
  @OnEvent(Parcel)
  parcel(payload: ShoutRequest) {
    if (parcels.broken) throw new Error(`the parcel store is down (${payload.text})`);
    parcels.handled.push(payload.text);
  }
}

@Module({ controllers: [ParcelHandler] })
class ParcelModule {}

describe('the dead-letter topics, for operators (npm run dlq)', () => {
  it('lists a parked event with its reason and replays it once its handler works again, never twice', async () => {
    const namespace = `${run}.dlq.`;
    const bus = new KafkaBus({
      brokers,
      clientId: 'bus-dlq',
      namespace,
      maxAttempts: 3,
      retryBackoffMs: 20,
      logger: collectingLogger(),
    });
    const letters = new KafkaDeadLetters({ brokers, namespace });
    try {
      const server = bus.server('outage');
      const app = await NestFactory.createMicroservice(ParcelModule, {
        strategy: server,
        logger: false,
      });
      await app.listen();
      await server.ready();
      await bus.client().publish(Parcel, { text: 'p-1' });
      await waitFor(async () => (await letters.list()).length === 1, 30_000);
      const [parked] = await letters.list('outage.parcel.v1');
      expect(parked).toMatchObject({
        topic: 'outage.parcel.v1',
        group: 'outage',
        attempts: 3,
        pending: true,
        reason: 'the parcel store is down (p-1)',
        message: expect.objectContaining({ payload: { text: 'p-1' } }),
      });

      parcels.broken = false;
      expect((await letters.replay()).map((letter) => letter.dlqOffset)).toEqual(['0']);
      await waitFor(() => parcels.handled.includes('p-1'), 30_000);
      expect(await letters.replay()).toEqual([]);
      expect((await letters.list()).map((letter) => letter.pending)).toEqual([false]);
      await app.close();
      expect(parcels.handled).toEqual(['p-1']);
    } finally {
      await letters.close();
      await bus.close();
    }
  }, 90_000);
});

afterAll(async () => {
  // Leave the cluster as we found it: this run's topics and consumer groups go.
  const cluster = await specAdmin();
  const topics = (await cluster.listTopics()).filter((topic) => topic.startsWith(run));
  if (topics.length > 0) await cluster.deleteTopics({ topics });
  const groups = (await cluster.listGroups()).groups
    .map((group) => group.groupId)
    .filter((groupId) => groupId.startsWith(run));
  if (groups.length > 0) await cluster.deleteGroups(groups).catch(() => undefined);
  await producer?.disconnect();
  await cluster.disconnect();
});

/** Until the condition holds (the shared test wait, with this suite's bound). */
const waitFor = (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) =>
  eventually(condition, (held) => held, timeoutMs);
