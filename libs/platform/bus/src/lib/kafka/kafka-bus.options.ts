/** Structured logger the Kafka bus writes to; a pino logger fits as is. */
export interface BusLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface KafkaBusOptions {
  /** `host:port` of the bootstrap brokers (env KAFKA_BROKERS, comma-separated). */
  brokers: string[];
  /** Names this process to the brokers (the service's name). */
  clientId: string;
  /** Where connection problems, retries and dead letters are reported (default: console, warnings and errors only). */
  logger?: BusLogger;
  /** Prefix of every topic and consumer group, so several deployments or test runs can share one cluster. */
  namespace?: string;
  /** Partitions of each request and event topic: the most instances of one service that share its work (default 3). */
  partitions?: number;
  /** Deliveries of an event to one consumer group before it is dead-lettered (default 3). */
  maxAttempts?: number;
  /** Wait before redelivering a failed event, doubled each time (default 200 ms). */
  retryBackoffMs?: number;
  /** Longest one attempt at an event may take before it counts as failed (default 5 s, under the
   * consumer's 6 s session timeout, so a hanging handler never gets its consumer evicted). */
  eventAttemptTimeoutMs?: number;
  /** First and longest wait between attempts to reach the brokers (default 0.5 s and 2 s: a service is
   * ready again within seconds of Kafka's return). */
  reconnectBackoffMs?: { initial: number; max: number };
  /** A request older than this is dropped unanswered: its caller has given up (default 30 s). */
  requestTtlMs?: number;
  /** Requests one server instance handles at the same time (default 64). */
  maxConcurrentRequests?: number;
  /** TLS to the brokers (KAFKA_SSL=true); `ca` is a PEM bundle for a private certificate authority. */
  tls?: { ca?: string };
  /** SASL authentication (KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD); use it with TLS. */
  sasl?: {
    mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512';
    username: string;
    password: string;
  };
}

export type ResolvedKafkaBusOptions = Required<
  Omit<KafkaBusOptions, 'logger' | 'namespace' | 'tls' | 'sasl'>
> & {
  logger: BusLogger;
  namespace: string;
  tls?: { ca?: string };
  sasl?: {
    mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512';
    username: string;
    password: string;
  };
};

export function resolveKafkaBusOptions(options: KafkaBusOptions): ResolvedKafkaBusOptions {
  if (options.brokers.length === 0)
    throw new Error('KafkaBus needs at least one broker address (KAFKA_BROKERS)');
  const malformed = options.brokers.filter((broker) => !/^[^\s:]+:\d{1,5}$/.test(broker));
  if (malformed.length > 0) {
    throw new Error(
      `Kafka broker addresses must be host:port (KAFKA_BROKERS): ${malformed.map((broker) => `'${broker}'`).join(', ')}`,
    );
  }
  if (options.namespace !== undefined && !/^[a-zA-Z0-9._-]*$/.test(options.namespace)) {
    throw new Error(
      `KafkaBus namespace may only hold letters, digits, '.', '_' and '-' (it prefixes topic names): '${options.namespace}'`,
    );
  }
  return {
    brokers: options.brokers,
    clientId: options.clientId,
    logger: options.logger ?? consoleLogger,
    namespace: options.namespace ?? '',
    partitions: options.partitions ?? 3,
    maxAttempts: options.maxAttempts ?? 3,
    retryBackoffMs: options.retryBackoffMs ?? 200,
    eventAttemptTimeoutMs: options.eventAttemptTimeoutMs ?? 5_000,
    reconnectBackoffMs: options.reconnectBackoffMs ?? { initial: 500, max: 2_000 },
    requestTtlMs: options.requestTtlMs ?? 30_000,
    maxConcurrentRequests: options.maxConcurrentRequests ?? 64,
    tls: options.tls,
    sasl: options.sasl,
  };
}

const consoleLogger: BusLogger = {
  error: (details, message) => console.error(`[kafka-bus] ${message}`, details),
  warn: (details, message) => console.warn(`[kafka-bus] ${message}`, details),
  info: () => undefined,
  debug: () => undefined,
};
