import type { BusClient } from '../bus.port';
import { ProxyBusClient } from '../client/proxy-bus-client';
import { EmbeddedBusClient } from './embedded-bus.client';
import { EmbeddedBusServer } from './embedded-bus.server';
import { InProcessBroker, type BrokerOptions } from './in-process-broker';

/** The in-process bus of the standalone runtime: one broker, a server strategy per service and
 * clients that talk through it. */
export class EmbeddedBus {
  readonly broker: InProcessBroker;
  private readonly defaultTimeoutMs?: number;

  /** `defaultTimeoutMs`: how long a client waits for a reply unless the request says (default 5 s). */
  constructor(options: BrokerOptions & { defaultTimeoutMs?: number } = {}) {
    this.broker = new InProcessBroker(options);
    this.defaultTimeoutMs = options.defaultTimeoutMs;
  }

  /** Strategy for `NestFactory.createMicroservice(Module, { strategy })`. */
  server(group: string): EmbeddedBusServer {
    return new EmbeddedBusServer({ broker: this.broker, group });
  }

  client(options: { defaultTimeoutMs?: number } = {}): BusClient {
    return new ProxyBusClient(
      new EmbeddedBusClient(this.broker),
      options.defaultTimeoutMs ?? this.defaultTimeoutMs,
    );
  }
}
