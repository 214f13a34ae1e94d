import type { KafkaConnection } from './kafka-connection';

/** How long one look at the request groups is trusted before the next is taken. */
const FRESH_MS = 1_500;
/** A look older than this (Kafka not answering) is not used to refuse anything. */
const TRUSTED_MS = 5_000;

/**
 * Whether anybody consumes the requests of a service: a request to a service none of whose instances
 * is in its request group would only wait for its timeout, so the client refuses it at once. Built
 * from the brokers' group descriptions (admin describeGroups), refreshed in the background at most
 * every 1.5 s; a group the brokers do not know at all (never started) is not judged.
 */
export class RequestGroupPresence {
  private members?: Map<string, number>;
  private takenAt = 0;
  private refreshing?: Promise<void>;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly connection: KafkaConnection) {}

  /** The reason a request to `pattern` cannot be answered now, or undefined when it may be. */
  unanswerable(pattern: string): string | undefined {
    this.refreshIfStale();
    if (!this.members || Date.now() - this.takenAt > TRUSTED_MS) return undefined;
    const group = this.connection.requestGroupOf(pattern);
    if (this.members.get(group) !== 0) return undefined;
    return `no instance of the ${pattern.split('.')[0]} service is running to answer ${pattern} (consumer group ${group} on Kafka at ${this.connection.address} has no member)`;
  }

  /** Called after each look, so requests already waiting on a service that is gone can be failed. */
  onRefresh(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refreshIfStale(): void {
    if (this.refreshing || Date.now() - this.takenAt < FRESH_MS) return;
    this.refreshing = this.connection
      .requestGroupMembers()
      .then((members) => {
        this.members = members;
        this.takenAt = Date.now();
        this.listeners.forEach((listener) => listener());
      })
      // Kafka itself not answering is reported by the send; the last look simply ages out.
      .catch(() => undefined)
      .finally(() => (this.refreshing = undefined));
  }

  /** Keeps looking while requests wait, so those queued for a dead service are failed too. */
  poke(): void {
    this.refreshIfStale();
  }
}
