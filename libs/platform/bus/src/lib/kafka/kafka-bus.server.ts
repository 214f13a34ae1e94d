import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context';
import type { Consumer, EachMessagePayload, KafkaMessage } from 'kafkajs';
import { lastValueFrom } from 'rxjs';
import { toWireError } from '../handlers/wire-errors';
import type { DeadLetter } from '../embedded/in-process-broker';
import { Backoff, sleep } from '@snap/platform-engines';
import { AttemptCounter, withinAttemptBound } from '../handlers/attempt-bound';
import {
  HEARTBEAT_INTERVAL_MS,
  type KafkaConnection,
  reasonOf,
  SESSION_TIMEOUT_MS,
} from './kafka-connection';
import { correlationIdOf, header, HEADER } from './kafka-headers';

export interface KafkaServerOptions {
  connection: KafkaConnection;
  /** Consumer group: the service's name. Instances with the same group share its requests and events. */
  group: string;
  /** Called once the server has closed, so the bus stops counting it for readiness. */
  onClose?: (server: KafkaBusServer) => void;
}

/** How long close() waits for requests already being handled to send their replies. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Nest server strategy of the Kafka bus: registers the app's @MessagePattern and @EventPattern
 * handlers as two consumers of the service's group, one for requests and one for events, so an
 * event being retried never holds up a request.
 *
 * - Requests are answered concurrently (up to `maxConcurrentRequests`) on the caller's reply topic;
 *   one older than `requestTtlMs` is dropped, since its caller has given up.
 * - Events are handled one at a time per partition and committed only once handled or dead-lettered
 *   (at least once): a failure is retried with backoff, then the event goes to `<topic>.dlq` with the
 *   reason; an event that breaks its contract goes there at once. Each attempt is bounded under the
 *   session timeout and the consumer heartbeats while it waits, so a slow engine never gets the
 *   consumer evicted; attempts are counted across redeliveries, so the retry limit is reached.
 *
 * listen() returns at once and connects in the background, retrying with backoff while the brokers
 * are unreachable; readiness() says why the server is not consuming yet.
 */
export class KafkaBusServer extends Server implements CustomTransportStrategy {
  private readonly connection: KafkaConnection;
  private readonly groupId: string;
  private readonly stopping = new AbortController();
  private consumers: Consumer[] = [];
  private readonly joined = new Set<Consumer>();
  /** Consumers that kafkajs gave up on (it restarts only after retriable failures). */
  private readonly crashed = new WeakSet<Consumer>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly slots: Slots;
  private readonly attempts = new AttemptCounter();
  private readonly readyWaiters: Array<{ resolve(): void; reject(error: Error): void }> = [];
  private running?: Promise<unknown>;
  private lastError?: string;

  constructor(private readonly options: KafkaServerOptions) {
    super();
    this.connection = options.connection;
    this.groupId = this.connection.groupName(options.group);
    this.slots = new Slots(this.connection.options.maxConcurrentRequests);
  }

  listen(callback: () => void): void {
    this.running = this.connectInBackground();
    // Not waiting for the brokers: a service whose Kafka is down still starts and reports not-ready.
    callback();
  }

  /** Why this instance is not consuming, or undefined when every consumer has joined its group. */
  readiness(): string | undefined {
    const label = `consumer group ${this.groupId} on Kafka at ${this.connection.address}`;
    if (this.stopping.signal.aborted) return `${label} is closed`;
    if (this.running === undefined) return `${label} is not listening`;
    const { requests, events } = this.patterns();
    const wanted = (requests.length > 0 ? 1 : 0) + (events.length > 0 ? 1 : 0);
    if (this.consumers.length < wanted)
      return `${label} is not connected${this.lastError ? `: ${this.lastError}` : ''}`;
    if (this.consumers.some((consumer) => !this.joined.has(consumer)))
      return `${label} has not joined its group yet`;
    return undefined;
  }

  /** Resolves once every consumer has joined its group (start-up probes, tests). */
  ready(): Promise<void> {
    if (this.readiness() === undefined) return Promise.resolve();
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  async close(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    this.readyWaiters
      .splice(0)
      .forEach(({ reject }) =>
        reject(new Error(`consumer group ${this.groupId} closed before it was ready`)),
      );
    await this.running;
    const consumers = this.consumers;
    this.consumers = [];
    this.joined.clear();
    await Promise.allSettled(consumers.map((consumer) => consumer.disconnect()));
    // Requests already taken still get their answer (the producer belongs to the bus).
    const drained = new AbortController();
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      sleep(DRAIN_TIMEOUT_MS, drained.signal),
    ]);
    drained.abort();
    this.options.onClose?.(this);
  }

  on(): void {
    // Connection problems are logged with the broker address and surface through readiness().
  }

  unwrap<T>(): T {
    return this.connection.kafka as T;
  }

  private connectInBackground(): Promise<boolean> {
    return this.connection.keepTrying(
      `consumer group ${this.groupId}`,
      () =>
        this.start().catch((error: unknown) => {
          this.lastError = reasonOf(error);
          throw error;
        }),
      this.stopping.signal,
    );
  }

  private patterns(): { requests: string[]; events: string[] } {
    const requests: string[] = [];
    const events: string[] = [];
    for (const [pattern, handler] of this.messageHandlers)
      (handler.isEventHandler ? events : requests).push(pattern);
    return { requests, events };
  }

  private async start(): Promise<void> {
    const { requests, events } = this.patterns();
    const requestTopics = requests.map((pattern) => this.connection.topicName(pattern));
    const eventTopics = events.map((pattern) => this.connection.topicName(pattern));
    await this.connection.ensureTopics([...requestTopics, ...eventTopics], 'work');
    await this.connection.ensureTopics(
      eventTopics.map((topic) => this.connection.deadLetterTopic(topic)),
      'single',
    );
    const wanted: Array<[string, string[], (payload: EachMessagePayload) => Promise<void>]> = [];
    if (requestTopics.length > 0)
      wanted.push([
        `${this.groupId}.requests`,
        requestTopics,
        (payload) => this.takeRequest(payload),
      ]);
    if (eventTopics.length > 0)
      wanted.push([this.groupId, eventTopics, (payload) => this.handleEventMessage(payload)]);
    // Both groups join at the same time: a join is most of a start-up.
    const results = await Promise.allSettled(
      wanted.map(([groupId, topics, eachMessage]) => this.consume(groupId, topics, eachMessage)),
    );
    const started = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failed = results.find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    if (failed) {
      await Promise.allSettled(started.map((consumer) => consumer.disconnect()));
      throw failed.reason;
    }
    this.consumers = started;
    this.lastError = undefined;
    // kafkajs joins inside run(), so the join events came before the consumers were recorded.
    this.notifyIfReady();
    const dead = started.find((consumer) => this.crashed.has(consumer));
    if (dead) void this.restart(dead);
  }

  private async consume(
    groupId: string,
    topics: string[],
    eachMessage: (payload: EachMessagePayload) => Promise<void>,
  ): Promise<Consumer> {
    const consumer = this.connection.kafka.consumer(this.connection.consumerConfig(groupId));
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined.add(consumer);
      this.notifyIfReady();
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.joined.delete(consumer);
      this.lastError = reasonOf(payload.error);
      // kafkajs restarts the consumer after a retriable failure; after any other it stays down.
      if (payload.restart) return;
      this.crashed.add(consumer);
      void this.restart(consumer);
    });
    consumer.on(consumer.events.DISCONNECT, () => this.joined.delete(consumer));
    try {
      await consumer.connect();
      // A group's first member reads from the start: events published before it joined are its own.
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        partitionsConsumedConcurrently: this.connection.options.partitions,
        eachMessage,
      });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    return consumer;
  }

  private async restart(crashed: Consumer): Promise<void> {
    if (this.stopping.signal.aborted || !this.consumers.includes(crashed)) return;
    this.connection.options.logger.error(
      { group: this.groupId, brokers: this.connection.address, err: this.lastError },
      `consumer group ${this.groupId} stopped on Kafka at ${this.connection.address}: ${this.lastError}; reconnecting`,
    );
    const consumers = this.consumers;
    this.consumers = [];
    consumers.forEach((consumer) => this.joined.delete(consumer));
    await Promise.allSettled(consumers.map((consumer) => consumer.disconnect()));
    this.running = this.connectInBackground();
  }

  private notifyIfReady(): void {
    if (this.readiness() !== undefined) return;
    this.readyWaiters.splice(0).forEach(({ resolve }) => resolve());
  }

  /** Takes a request off the topic and answers it without holding up the partition. The offset is
   * committed before the answer: a request is at most once, its caller's timeout covers a loss. */
  private async takeRequest({ topic, message }: EachMessagePayload): Promise<void> {
    const age = Date.now() - Number(message.timestamp);
    if (age > this.connection.options.requestTtlMs) {
      this.connection.options.logger.warn(
        {
          topic,
          group: this.groupId,
          ageMs: age,
          correlationId: header(message.headers, HEADER.correlationId),
        },
        `dropped a request to ${this.connection.patternOf(topic)} that waited ${age} ms: its caller has given up`,
      );
      return;
    }
    await this.slots.take();
    const answer = this.answer(topic, message).finally(() => {
      this.slots.give();
      this.inFlight.delete(answer);
    });
    this.inFlight.add(answer);
  }

  private async answer(topic: string, message: KafkaMessage): Promise<void> {
    const pattern = this.connection.patternOf(topic);
    const requestId = header(message.headers, HEADER.requestId);
    const replyTo = header(message.headers, HEADER.replyTo);
    const correlationId = header(message.headers, HEADER.correlationId);
    if (!requestId || !replyTo) {
      this.connection.options.logger.warn(
        { topic, group: this.groupId },
        `dropped a request to ${pattern} without a reply topic`,
      );
      return;
    }
    let value: string;
    let failed = false;
    try {
      value = JSON.stringify((await this.invoke(pattern, parse(message))) ?? null);
    } catch (error) {
      value = JSON.stringify(toWireError(error));
      failed = true;
    }
    const headers: Record<string, string> = { [HEADER.requestId]: requestId };
    if (correlationId) headers[HEADER.correlationId] = correlationId;
    if (failed) headers[HEADER.error] = '1';
    try {
      await this.connection.send({ topic: replyTo, acks: 1, messages: [{ value, headers }] });
    } catch (error) {
      this.connection.options.logger.error(
        { topic, replyTo, correlationId, brokers: this.connection.address, err: reasonOf(error) },
        `could not reply to ${pattern} on Kafka at ${this.connection.address}: ${reasonOf(error)}`,
      );
    }
  }

  private async handleEventMessage({
    topic,
    partition,
    message,
    heartbeat,
  }: EachMessagePayload): Promise<void> {
    const pattern = this.connection.patternOf(topic);
    const { maxAttempts, retryBackoffMs, logger } = this.connection.options;
    let envelope: unknown;
    try {
      envelope = parse(message);
    } catch (error) {
      return this.deadLetter(
        topic,
        partition,
        message,
        message.value?.toString() ?? null,
        `unreadable message: ${reasonOf(error)}`,
        1,
      );
    }
    const key = `${topic}:${partition}:${message.offset}`;
    const bound = this.attemptBoundMs();
    let reason = '';
    const backoff = new Backoff({ initialMs: retryBackoffMs });
    // Attempts made before a rebalance handed this event back count too.
    for (let attempt = this.attempts.made(key) + 1; attempt <= maxAttempts; attempt++) {
      this.attempts.record(key);
      try {
        await this.whileHeartbeating(heartbeat, () =>
          withinAttemptBound(this.invoke(pattern, envelope), bound, pattern),
        );
        this.attempts.settle(key);
        return;
      } catch (error) {
        const wire = toWireError(error);
        reason = wire.message;
        if (wire.retryable === false) {
          await this.deadLetter(topic, partition, message, envelope, reason, attempt);
          this.attempts.settle(key);
          return;
        }
        if (attempt >= maxAttempts) break;
        const delay = backoff.next();
        logger.warn(
          {
            topic: pattern,
            group: this.groupId,
            attempt,
            retryInMs: delay,
            correlationId: correlationIdOf(envelope),
            err: reason,
          },
          `event ${pattern} failed in group ${this.groupId} (attempt ${attempt} of ${maxAttempts}): ${reason}; retrying in ${delay} ms`,
        );
        await this.whileHeartbeating(heartbeat, () => sleep(delay, this.stopping.signal));
        if (this.stopping.signal.aborted) throw new Error(`consumer group ${this.groupId} closed`);
      }
    }
    await this.deadLetter(
      topic,
      partition,
      message,
      envelope,
      reason || 'earlier attempts failed before a rebalance',
      maxAttempts,
    );
    this.attempts.settle(key);
  }

  /** One attempt at an event may take this long: under the consumer's session timeout. */
  private attemptBoundMs(): number {
    return Math.min(
      this.connection.options.eventAttemptTimeoutMs,
      SESSION_TIMEOUT_MS - HEARTBEAT_INTERVAL_MS,
    );
  }

  /** Runs `work` while telling the group coordinator every heartbeat interval that this consumer is
   * alive: a slow handler or a retry wait never costs the consumer its session (no rebalance). */
  private async whileHeartbeating<T>(
    heartbeat: () => Promise<void>,
    work: () => Promise<T>,
  ): Promise<T> {
    const timer = setInterval(() => {
      // A rebalance in progress makes it fail; kafkajs rejoins once this message is done.
      heartbeat().catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Parks an event on `<topic>.dlq` with the reason. If that fails the error propagates, the offset
   * is not committed and the event comes back: nothing is dropped silently. */
  private async deadLetter(
    topic: string,
    partition: number,
    message: KafkaMessage,
    envelope: unknown,
    reason: string,
    attempts: number,
  ): Promise<void> {
    const pattern = this.connection.patternOf(topic);
    const letter: DeadLetter & { partition: number; offset: string } = {
      topic: pattern,
      group: this.options.group,
      message: envelope,
      reason,
      attempts,
      deadLetteredAt: new Date().toISOString(),
      partition,
      offset: message.offset,
    };
    const correlationId = correlationIdOf(envelope);
    await this.connection.send({
      topic: this.connection.deadLetterTopic(topic),
      acks: -1,
      messages: [
        {
          value: JSON.stringify(letter),
          headers: correlationId ? { [HEADER.correlationId]: correlationId } : {},
        },
      ],
    });
    this.connection.options.logger.error(
      {
        topic: pattern,
        group: this.groupId,
        attempts,
        partition,
        offset: message.offset,
        correlationId,
        reason,
      },
      `event ${pattern} dead-lettered for group ${this.groupId} after ${attempts} attempt(s): ${reason}`,
    );
  }

  /** Runs the handler of a pattern; its failure rejects with the plain error object Nest's RPC
   * exception filter produced (a WireError for rpcError and contract failures). */
  private async invoke(pattern: string, data: unknown): Promise<unknown> {
    const handler: MessageHandler | null = this.getHandlerByPattern(pattern);
    if (!handler)
      throw { code: 'INTERNAL', message: `no handler for ${pattern}`, retryable: false };
    return lastValueFrom(
      this.transformToObservable(await handler(data, new BaseRpcContext([pattern]))),
      { defaultValue: null },
    );
  }
}

function parse(message: KafkaMessage): unknown {
  return message.value ? JSON.parse(message.value.toString()) : null;
}

/** A counting semaphore: at most `size` requests are handled at once; the next waits for a slot. */
class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async take(): Promise<void> {
    if (this.used < this.size) {
      this.used++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.used--;
  }
}
