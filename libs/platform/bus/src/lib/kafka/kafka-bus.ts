import type { BusClient } from '../bus.port';
import { ProxyBusClient } from '../client/proxy-bus-client';
import { KafkaBusClient } from './kafka-bus.client';
import { type KafkaBusOptions, resolveKafkaBusOptions } from './kafka-bus.options';
import { KafkaBusServer } from './kafka-bus.server';
import { KafkaConnection } from './kafka-connection';
import { RequestGroupPresence } from './kafka-presence';
import { KafkaReplyChannel } from './kafka-reply-channel';

/** The bus of the distributed runtime, on Kafka: the same shape as EmbeddedBus (a server strategy
 * per service, clients that talk through it), one producer and one reply topic per instance. */
export class KafkaBus {
  private readonly connection: KafkaConnection;
  private readonly replies: KafkaReplyChannel;
  private readonly servers = new Set<KafkaBusServer>();
  private readonly presence: RequestGroupPresence;

  constructor(options: KafkaBusOptions) {
    this.connection = new KafkaConnection(resolveKafkaBusOptions(options));
    this.replies = new KafkaReplyChannel(this.connection);
    this.presence = new RequestGroupPresence(this.connection);
  }

  /** Strategy for `NestFactory.createMicroservice(Module, { strategy })`; `group` is the service's
   * name. It connects in the background and keeps retrying while the brokers are unreachable. */
  server(group: string): KafkaBusServer {
    const server = new KafkaBusServer({
      connection: this.connection,
      group,
      onClose: (closed) => this.servers.delete(closed),
    });
    this.servers.add(server);
    return server;
  }

  /** A request to a service with no running instance (no member in its request group) fails at once
   * with BUS_UNAVAILABLE instead of waiting for its timeout. */
  client(options: { defaultTimeoutMs?: number } = {}): BusClient {
    return new ProxyBusClient(
      new KafkaBusClient(this.connection, this.replies, this.presence),
      options.defaultTimeoutMs,
    );
  }

  /** The Kafka topic a message or event travels on (its dead letters are on `<topic>.dlq`). */
  topic(pattern: string): string {
    return this.connection.topicName(pattern);
  }

  /** Readiness: resolves when the brokers answer, this instance's reply channel is open and joined (the
   * first requests after start-up get their replies at once), and every server of this bus consumes;
   * otherwise rejects with the reason, naming the broker address. */
  async ping(): Promise<void> {
    await this.connection.ping();
    await this.replies.open();
    const replies = this.replies.readiness();
    if (replies !== undefined) throw new Error(replies);
    for (const server of this.servers) {
      const reason = server.readiness();
      if (reason !== undefined) throw new Error(reason);
    }
  }

  /** Closes every server, deletes this instance's reply topic and disconnects. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.servers].map((server) => server.close()));
    await this.replies.close().catch(() => undefined);
    await this.connection.close();
  }
}
