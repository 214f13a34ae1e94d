import { randomUUID } from 'node:crypto';
import {
  type Admin,
  type Consumer,
  Kafka,
  type KafkaMessage,
  logLevel,
  type Producer,
} from 'kafkajs';
import { HEADER } from './kafka-headers';

/** One parked event, as the bus wrote it to `<topic>.dlq`. */
export interface DeadLetterRecord {
  /** The pattern (contract name) the event was published on. */
  topic: string;
  /** The consumer group (service) whose handler gave up. */
  group: string;
  /** The event envelope as published, or the raw text when it was unreadable. */
  message: unknown;
  reason: string;
  attempts: number;
  deadLetteredAt: string;
  /** Where the letter itself sits on the dead-letter topic. */
  dlqTopic: string;
  dlqPartition: number;
  dlqOffset: string;
  /** False once `replay` has sent it back (the replay group has read past it). */
  pending: boolean;
}

export interface DeadLetterOptions {
  brokers: string[];
  /** KAFKA_NAMESPACE of the installation (topic and group prefix). */
  namespace?: string;
}

/** The consumer group that remembers which letters were replayed already, so a second replay never
 * sends one twice. */
const REPLAY_GROUP = 'bus.dead-letter-replay';
const READ_TIMEOUT_MS = 30_000;

/**
 * The operator's view of the dead-letter topics of one installation (`npm run dlq`): list what is
 * parked and why, and replay it — each letter's event goes back on its original topic, so every
 * consumer group sees it again (the handlers are idempotent, so the groups that had handled it
 * change nothing). Which letters were replayed is kept as the offsets of one consumer group.
 */
export class KafkaDeadLetters {
  private readonly kafka: Kafka;
  private readonly namespace: string;
  private admin?: Admin;
  private producer?: Producer;

  constructor(options: DeadLetterOptions) {
    this.namespace = options.namespace ?? '';
    this.kafka = new Kafka({
      brokers: options.brokers,
      clientId: 'dead-letter-tool',
      connectionTimeout: 3_000,
      logLevel: logLevel.NOTHING,
    });
  }

  /** The dead-letter topics of this installation (optionally of one event pattern only). */
  async topics(pattern?: string): Promise<string[]> {
    const admin = await this.adminClient();
    const all = await admin.listTopics();
    const wanted = pattern ? `${this.namespace}${pattern}.dlq` : undefined;
    return all
      .filter((topic) => topic.startsWith(this.namespace) && topic.endsWith('.dlq'))
      .filter((topic) => !wanted || topic === wanted)
      .sort();
  }

  /** Every letter on the dead-letter topics (of one pattern), oldest first per topic. */
  async list(pattern?: string): Promise<DeadLetterRecord[]> {
    const letters: DeadLetterRecord[] = [];
    for (const topic of await this.topics(pattern)) {
      const replayed = await this.replayedUpTo(topic);
      const messages = await this.readAll(topic, 0);
      for (const { partition, message } of messages)
        letters.push(toRecord(topic, partition, message, replayed));
    }
    return letters;
  }

  /** Sends every letter not replayed yet back to its original topic; returns what was sent. Letters
   * of other groups than `group` (when given) are passed over but counted as done. */
  async replay(pattern?: string, group?: string): Promise<DeadLetterRecord[]> {
    const sent: DeadLetterRecord[] = [];
    const producer = await this.producerClient();
    for (const topic of await this.topics(pattern)) {
      const replayed = await this.replayedUpTo(topic);
      const messages = await this.readAll(topic, replayed);
      const next = new Map<number, string>();
      for (const { partition, message } of messages) {
        const letter = toRecord(topic, partition, message, new Map());
        next.set(partition, String(Number(message.offset) + 1));
        if (group && letter.group !== group) continue;
        if (typeof letter.message !== 'object' || letter.message === null) continue;
        const envelope = letter.message as { id?: unknown; correlationId?: unknown };
        const headers: Record<string, string> = {};
        if (typeof envelope.correlationId === 'string')
          headers[HEADER.correlationId] = envelope.correlationId;
        if (typeof envelope.id === 'string') headers[HEADER.eventId] = envelope.id;
        await producer.send({
          topic: `${this.namespace}${letter.topic}`,
          acks: -1,
          messages: [{ value: JSON.stringify(letter.message), headers }],
        });
        sent.push(letter);
      }
      if (next.size > 0) {
        const admin = await this.adminClient();
        await admin.setOffsets({
          groupId: this.replayGroup(),
          topic,
          partitions: [...next].map(([partition, offset]) => ({ partition, offset })),
        });
      }
    }
    return sent;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.admin?.disconnect(), this.producer?.disconnect()]);
  }

  private replayGroup(): string {
    return `${this.namespace}${REPLAY_GROUP}`;
  }

  /** The next offset to replay per partition (0 when nothing was replayed). */
  private async replayedUpTo(topic: string): Promise<Map<number, number>> {
    const admin = await this.adminClient();
    const [offsets] = await admin.fetchOffsets({ groupId: this.replayGroup(), topics: [topic] });
    return new Map(
      (offsets?.partitions ?? []).map(({ partition, offset }) => [
        partition,
        Math.max(0, Number(offset)),
      ]),
    );
  }

  /** Reads a topic from the given offsets up to its end at the time of asking, with a throwaway
   * group (deleted afterwards) so reading never moves anybody's position. */
  private async readAll(
    topic: string,
    from: number | Map<number, number>,
  ): Promise<Array<{ partition: number; message: KafkaMessage }>> {
    const admin = await this.adminClient();
    const ends = await admin.fetchTopicOffsets(topic);
    const startOf = (partition: number) =>
      typeof from === 'number' ? from : (from.get(partition) ?? 0);
    const wanted = ends.filter(({ partition, high }) => Number(high) > startOf(partition));
    if (wanted.length === 0) return [];
    const groupId = `${this.namespace}bus.dead-letter-reader.${randomUUID()}`;
    const consumer: Consumer = this.kafka.consumer({ groupId, maxWaitTimeInMs: 200 });
    const read: Array<{ partition: number; message: KafkaMessage }> = [];
    const positions = new Map<number, number>();
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ partition, message }) => {
          positions.set(partition, Number(message.offset) + 1);
          if (Number(message.offset) >= startOf(partition)) read.push({ partition, message });
        },
      });
      for (const { partition } of wanted)
        consumer.seek({ topic, partition, offset: String(startOf(partition)) });
      const deadline = Date.now() + READ_TIMEOUT_MS;
      while (wanted.some(({ partition, high }) => (positions.get(partition) ?? 0) < Number(high))) {
        if (Date.now() > deadline)
          throw new Error(`could not read ${topic} to its end within ${READ_TIMEOUT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await consumer.disconnect().catch(() => undefined);
      await admin.deleteGroups([groupId]).catch(() => undefined);
    }
    return read.sort(
      (a, b) => a.partition - b.partition || Number(a.message.offset) - Number(b.message.offset),
    );
  }

  private async adminClient(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      await admin.connect();
      this.admin = admin;
    }
    return this.admin;
  }

  private async producerClient(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({ allowAutoTopicCreation: false });
      await producer.connect();
      this.producer = producer;
    }
    return this.producer;
  }
}

function toRecord(
  dlqTopic: string,
  partition: number,
  message: KafkaMessage,
  replayed: Map<number, number>,
): DeadLetterRecord {
  let letter: Partial<DeadLetterRecord> = {};
  try {
    letter = JSON.parse(message.value?.toString() ?? '{}') as Partial<DeadLetterRecord>;
  } catch {
    letter = { reason: 'the dead letter itself is unreadable', message: message.value?.toString() };
  }
  return {
    topic: letter.topic ?? dlqTopic.replace(/\.dlq$/, ''),
    group: letter.group ?? '',
    message: letter.message ?? null,
    reason: letter.reason ?? '',
    attempts: letter.attempts ?? 0,
    deadLetteredAt: letter.deadLetteredAt ?? '',
    dlqTopic,
    dlqPartition: partition,
    dlqOffset: message.offset,
    pending: Number(message.offset) >= (replayed.get(partition) ?? 0),
  };
}
