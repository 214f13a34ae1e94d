import {
  type Admin,
  type ConsumerConfig,
  Kafka,
  type LogEntry,
  logLevel,
  Partitioners,
  type Producer,
  type ProducerRecord,
  type SASLOptions,
} from 'kafkajs';
import { Backoff, sleep } from '@snap/platform-engines';
import type { ResolvedKafkaBusOptions } from './kafka-bus.options';

/** Partitions of the per-bus reply topic and of dead-letter topics: ordering is irrelevant there. */
const SINGLE_PARTITION = 1;
/** Replies are read within seconds; keep a reply topic small even if its bus never closes. */
const REPLY_RETENTION_MS = 60 * 60 * 1_000;
const PING_TIMEOUT_MS = 1_500;
/** A consumer that sends no heartbeat for this long is evicted from its group (a rebalance). Short,
 * because after a broker restart the groups wait this long for their old members before new ones join. */
export const SESSION_TIMEOUT_MS = 6_000;
export const HEARTBEAT_INTERVAL_MS = 1_000;

/** What one bus instance shares between its servers and clients: the kafkajs client, one producer,
 * one admin client, the topics already created, and the retry-with-backoff loop for reaching the
 * brokers. */
export class KafkaConnection {
  readonly kafka: Kafka;
  /** The broker addresses as operators configured them, for every error message. */
  readonly address: string;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly topics = new Map<string, Promise<void>>();
  private readonly closing = new AbortController();

  constructor(readonly options: ResolvedKafkaBusOptions) {
    this.address = options.brokers.join(',');
    this.kafka = new Kafka({
      brokers: options.brokers,
      clientId: options.clientId,
      ...(options.tls
        ? {
            ssl: options.tls.ca
              ? { ca: [options.tls.ca], rejectUnauthorized: true }
              : { rejectUnauthorized: true },
          }
        : {}),
      ...(options.sasl ? { sasl: options.sasl as SASLOptions } : {}),
      connectionTimeout: 1_000,
      // A few quick tries per operation; the bus's own loop keeps trying with a longer backoff.
      retry: { initialRetryTime: 300, retries: 3 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => this.logKafkaJs(entry),
    });
  }

  get closed(): boolean {
    return this.closing.signal.aborted;
  }

  topicName(pattern: string): string {
    return `${this.options.namespace}${pattern}`;
  }

  /** The pattern (contract name) a topic carries. */
  patternOf(topic: string): string {
    return topic.startsWith(this.options.namespace)
      ? topic.slice(this.options.namespace.length)
      : topic;
  }

  groupName(group: string): string {
    return `${this.options.namespace}${group}`;
  }

  /** The consumer group that answers requests of a pattern: names are `<service>.<subject>.<verb>.vN`
   * and each service consumes its requests in group `<service>.requests`. */
  requestGroupOf(pattern: string): string {
    return `${this.groupName(pattern.split('.')[0])}.requests`;
  }

  /** How many members each request group of this namespace has now (groups that exist only). */
  async requestGroupMembers(): Promise<Map<string, number>> {
    const admin = await this.adminClient();
    const { groups } = await admin.listGroups();
    const ids = groups
      .map(({ groupId }) => groupId)
      .filter((id) => id.startsWith(this.options.namespace) && id.endsWith('.requests'));
    const members = new Map<string, number>();
    if (ids.length === 0) return members;
    const described = await admin.describeGroups(ids);
    for (const group of described.groups) members.set(group.groupId, group.members.length);
    return members;
  }

  deadLetterTopic(topic: string): string {
    return `${topic}.dlq`;
  }

  consumerConfig(groupId: string): ConsumerConfig {
    return {
      groupId,
      allowAutoTopicCreation: false,
      // Short fetch waits and heartbeats let a rebalance (an instance joining or leaving) finish in
      // about a second instead of several; an idle fetch every half second costs nothing.
      maxWaitTimeInMs: 500,
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      sessionTimeout: SESSION_TIMEOUT_MS,
    };
  }

  /** Creates the topics that do not exist yet (once per bus instance and topic). */
  async ensureTopics(topics: string[], kind: 'work' | 'single' | 'reply'): Promise<void> {
    const missing = topics.filter((topic) => !this.topics.has(topic));
    if (missing.length > 0) {
      const created = this.createTopics(missing, kind);
      for (const topic of missing) this.topics.set(topic, created);
      // A failed creation is tried again by the next caller.
      created.catch(() => missing.forEach((topic) => this.topics.delete(topic)));
    }
    await Promise.all(topics.map((topic) => this.topics.get(topic)));
  }

  async deleteTopics(topics: string[]): Promise<void> {
    await (await this.adminClient()).deleteTopics({ topics });
    topics.forEach((topic) => this.topics.delete(topic));
  }

  async send(record: ProducerRecord): Promise<void> {
    await (await this.producerClient()).send(record);
  }

  /** Resolves when the brokers answer a metadata request; the error names the broker address. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const answered = this.adminClient().then((admin) => admin.describeCluster());
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([answered, timeout]);
    } catch (error) {
      answered.catch(() => undefined);
      throw new Error(`Kafka at ${this.address} is not reachable: ${reasonOf(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `start` until it succeeds, waiting longer after each failure (up to the configured
   * maximum), and logs each failure with the broker address. Gives up only when the bus closes or
   * `signal` aborts. */
  async keepTrying(
    what: string,
    start: () => Promise<void>,
    signal?: AbortSignal,
  ): Promise<boolean> {
    const { initial, max } = this.options.reconnectBackoffMs;
    const backoff = new Backoff({ initialMs: initial, maxMs: max });
    for (let attempt = 1; ; attempt++) {
      if (this.closed || signal?.aborted) return false;
      try {
        await start();
        if (attempt > 1)
          this.options.logger.info(
            { brokers: this.address, what, attempts: attempt },
            `Kafka at ${this.address} reached: ${what} started`,
          );
        return true;
      } catch (error) {
        if (this.closed || signal?.aborted) return false;
        const delay = backoff.next();
        const details = {
          brokers: this.address,
          what,
          attempt,
          retryInMs: delay,
          err: reasonOf(error),
        };
        // A broker that answers "not yet" (a fresh broker electing leaders for the topics it just
        // created, a group coordinator loading) is reachable: that is start-up, not an outage.
        if (brokerAnswered(error))
          this.options.logger.info(
            details,
            `Kafka at ${this.address} is reachable and still preparing ${what}: ${reasonOf(error)}; retrying in ${delay} ms`,
          );
        else
          this.options.logger.warn(
            details,
            `Kafka at ${this.address} is not reachable for ${what}: ${reasonOf(error)}; retrying in ${delay} ms`,
          );
        await sleep(delay, this.closing.signal, signal);
      }
    }
  }

  async close(): Promise<void> {
    this.closing.abort();
    const producer = this.producer;
    const admin = this.admin;
    this.producer = undefined;
    this.admin = undefined;
    await Promise.allSettled([
      producer?.then((p) => p.disconnect()),
      admin?.then((a) => a.disconnect()),
    ]);
  }

  private async createTopics(topics: string[], kind: 'work' | 'single' | 'reply'): Promise<void> {
    const admin = await this.adminClient();
    await admin.createTopics({
      waitForLeaders: true,
      topics: topics.map((topic) => ({
        topic,
        numPartitions: kind === 'work' ? this.options.partitions : SINGLE_PARTITION,
        // -1: the cluster's default replication factor (1 on a single native broker, 3 in production).
        replicationFactor: -1,
        configEntries:
          kind === 'reply' ? [{ name: 'retention.ms', value: String(REPLY_RETENTION_MS) }] : [],
      })),
    });
  }

  private producerClient(): Promise<Producer> {
    this.producer ??= this.connected(
      // Records carry no key, so the partitioner spreads them round-robin over a topic's partitions
      // (the instances of a group share the work); naming it also silences kafkajs's v2 notice.
      () =>
        this.kafka.producer({
          allowAutoTopicCreation: false,
          createPartitioner: Partitioners.DefaultPartitioner,
        }),
      () => (this.producer = undefined),
    );
    return this.producer;
  }

  private adminClient(): Promise<Admin> {
    this.admin ??= this.connected(
      () => this.kafka.admin(),
      () => (this.admin = undefined),
    );
    return this.admin;
  }

  /** Connects a kafkajs client once; a failed connection is forgotten so the next use tries again. */
  private async connected<T extends { connect(): Promise<void> }>(
    create: () => T,
    forget: () => void,
  ): Promise<T> {
    const client = create();
    try {
      await client.connect();
      return client;
    } catch (error) {
      forget();
      throw error;
    }
  }

  private logKafkaJs({ namespace, level, log }: LogEntry): void {
    const { message, timestamp: _timestamp, logger: _logger, ...details } = log;
    const context = { kafkajs: namespace, brokers: this.address, ...details };
    // kafkajs retries these itself (e.g. 'The group coordinator is not available' while a fresh
    // broker creates its offsets topic); the bus logs its own error when it gives up. kafkajs on
    // Node 24 also prints a harmless TimeoutNegativeWarning once per process (docs/engines.md).
    if (level === logLevel.ERROR || level === logLevel.WARN)
      this.options.logger.warn(context, `kafkajs: ${message}`);
    else this.options.logger.debug(context, `kafkajs: ${message}`);
  }
}

/** kafkajs errors that carry a broker's answer (an error code from the protocol, metadata not there
 * yet), as opposed to no answer at all (refused, closed, timed out). */
const BROKER_ANSWERS = new Set([
  'KafkaJSProtocolError',
  'KafkaJSCreateTopicError',
  'KafkaJSMemberIdRequired',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSTopicMetadataNotLoaded',
  'KafkaJSStaleTopicMetadataAssignment',
  'KafkaJSGroupCoordinatorNotFound',
]);
const NO_ANSWER = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError',
]);

/** True when the broker answered (with a "not ready yet" kind of error) rather than not at all:
 * looks through kafkajs's wrappers (retries exceeded, aggregate errors of topic creation). */
export function brokerAnswered(error: unknown): boolean {
  const answered: boolean[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const { name, cause, originalError, errors } = value as {
      name?: unknown;
      cause?: unknown;
      originalError?: unknown;
      errors?: unknown;
    };
    if (typeof name === 'string' && NO_ANSWER.has(name)) answered.push(false);
    else if (typeof name === 'string' && BROKER_ANSWERS.has(name)) answered.push(true);
    visit(cause, depth + 1);
    visit(originalError, depth + 1);
    if (Array.isArray(errors)) errors.forEach((inner) => visit(inner, depth + 1));
  };
  visit(error, 0);
  return answered.length > 0 && answered.every(Boolean);
}

export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error && !error.message.includes(cause.message)
      ? `${error.message} (${cause.message})`
      : error.message;
  }
  return String(error);
}
