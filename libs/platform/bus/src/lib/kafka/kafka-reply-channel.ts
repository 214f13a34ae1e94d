import type { WritePacket } from '@nestjs/microservices';
import type { Consumer, KafkaMessage } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { type KafkaConnection, reasonOf } from './kafka-connection';
import { HEADER, header } from './kafka-headers';

/**
 * The reply topic of one bus instance: created once, consumed continuously by a consumer of its own,
 * so a request costs one record each way and never a consumer or a group join. Replies are matched
 * to waiting requests by request id; a reply nobody waits for any more (its caller timed out) is
 * dropped.
 */
export class KafkaReplyChannel {
  readonly topic: string;
  private readonly pending = new Map<string, (packet: WritePacket) => void>();
  private opened?: Promise<void>;
  private consumer?: Consumer;
  /** The consumer has joined its group: replies are read as they arrive, not after a join. */
  private joined = false;

  constructor(private readonly connection: KafkaConnection) {
    const client = connection.options.clientId.replace(/[^a-zA-Z0-9._-]/g, '-');
    this.topic = connection.topicName(`bus.replies.${client}.${randomUUID()}`);
  }

  /** Resolves once the reply topic exists and its consumer is started; a failure is retried by the
   * next call. Replies that arrive before the consumer has joined are read from the topic's start. */
  open(): Promise<void> {
    this.opened ??= this.subscribe().catch((error: unknown) => {
      this.opened = undefined;
      throw error;
    });
    return this.opened;
  }

  /** Readiness: undefined once the channel is open and its consumer has joined its group (a request
   * sent before that would wait for the join, which on a busy machine outlasts a short timeout). */
  readiness(): string | undefined {
    return this.joined
      ? undefined
      : `the reply consumer of ${this.topic} has not joined its group on Kafka at ${this.connection.address} yet`;
  }

  expect(requestId: string, callback: (packet: WritePacket) => void): void {
    this.pending.set(requestId, callback);
  }

  /** The caller gave up (timeout or unsubscribe): a late reply is dropped. */
  forget(requestId: string): void {
    this.pending.delete(requestId);
  }

  /** Answers a request that is still waiting (a reply, or a failure to send it at all). */
  settle(requestId: string, packet: WritePacket): void {
    const callback = this.pending.get(requestId);
    if (!callback) return;
    this.pending.delete(requestId);
    callback(packet);
  }

  async close(): Promise<void> {
    const consumer = this.consumer;
    this.consumer = undefined;
    this.opened = undefined;
    this.joined = false;
    this.pending.clear();
    if (!consumer) return;
    await consumer.disconnect();
    // The topic belongs to this instance alone; nobody reads it again.
    await this.connection
      .deleteTopics([this.topic])
      .catch((error: unknown) =>
        this.connection.options.logger.warn(
          { topic: this.topic, err: reasonOf(error) },
          'could not delete the reply topic',
        ),
      );
  }

  private async subscribe(): Promise<void> {
    await this.connection.ensureTopics([this.topic], 'reply');
    // The topic is unique to this instance, so its group is too (kafkajs consumes only in groups).
    const consumer = this.connection.kafka.consumer(this.connection.consumerConfig(this.topic));
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || this.consumer !== consumer) return;
      this.joined = false;
      // kafkajs gave up on this consumer: the next request opens the channel again.
      this.connection.options.logger.error(
        { topic: this.topic, brokers: this.connection.address, err: reasonOf(payload.error) },
        `reply consumer stopped on Kafka at ${this.connection.address}: ${reasonOf(payload.error)}; reopening on the next request`,
      );
      this.consumer = undefined;
      this.opened = undefined;
      void consumer.disconnect().catch(() => undefined);
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [this.topic], fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => this.receive(message) });
      this.consumer = consumer;
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  private receive(message: KafkaMessage): void {
    const requestId = header(message.headers, HEADER.requestId);
    if (!requestId || !this.pending.has(requestId)) return;
    let body: unknown;
    try {
      body = message.value ? JSON.parse(message.value.toString()) : null;
    } catch (error) {
      this.settle(requestId, {
        err: { code: 'INTERNAL', message: `unreadable reply: ${reasonOf(error)}` },
        isDisposed: true,
      });
      return;
    }
    if (header(message.headers, HEADER.error) !== undefined)
      this.settle(requestId, { err: body, isDisposed: true });
    else this.settle(requestId, { response: body, isDisposed: true });
  }
}
