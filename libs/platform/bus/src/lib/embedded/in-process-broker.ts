import { randomUUID } from 'node:crypto';
import { Backoff, sleep } from '@snap/platform-engines';
import { withinAttemptBound } from '../handlers/attempt-bound';

/** Receives one serialized message and resolves with the serialized reply (requests) or nothing
 * (events); rejects with a serialized WireError-like object when the handler failed. */
export type Delivery = (serialized: string) => Promise<string | undefined>;

interface Consumer {
  instanceId: string;
  deliver: Delivery;
}

export interface DeadLetter {
  topic: string;
  group: string;
  message: unknown;
  reason: string;
  attempts: number;
  deadLetteredAt: string;
}

export interface BrokerOptions {
  /** Deliveries of an event to one group before it is dead-lettered (default 3). */
  maxAttempts?: number;
  /** Wait before the first redelivery, doubled each time (default 25 ms). */
  retryBackoffMs?: number;
  /** Longest one delivery attempt may take before it counts as failed (default 5 s, as on Kafka). */
  attemptTimeoutMs?: number;
}

/**
 * The standalone runtime's message broker, with Kafka's semantics inside one process: request/reply
 * by pattern, events fanned out to every consumer group and shared within a group, at-least-once
 * delivery with retries and a dead-letter topic. Every message crosses as a JSON string, so no object
 * is ever shared between services.
 */
export class InProcessBroker {
  readonly deadLetters: DeadLetter[] = [];
  private readonly responders = new Map<string, Consumer[]>();
  private readonly groups = new Map<string, Map<string, Consumer[]>>();
  private readonly cursor = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly maxAttempts: number;
  private readonly retryBackoffMs: number;
  private readonly attemptTimeoutMs: number;

  constructor(options: BrokerOptions = {}) {
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryBackoffMs = options.retryBackoffMs ?? 25;
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? 5_000;
  }

  newInstanceId(): string {
    return randomUUID();
  }

  respond(pattern: string, instanceId: string, deliver: Delivery): void {
    const list = this.responders.get(pattern) ?? [];
    list.push({ instanceId, deliver });
    this.responders.set(pattern, list);
    for (const wake of this.waiting.get(pattern) ?? []) wake();
    this.waiting.delete(pattern);
  }

  subscribe(topic: string, group: string, instanceId: string, deliver: Delivery): void {
    const byGroup = this.groups.get(topic) ?? new Map<string, Consumer[]>();
    const members = byGroup.get(group) ?? [];
    members.push({ instanceId, deliver });
    byGroup.set(group, members);
    this.groups.set(topic, byGroup);
  }

  /** Removes every responder and subscription of one server instance. */
  disconnect(instanceId: string): void {
    for (const [pattern, list] of this.responders) {
      this.responders.set(
        pattern,
        list.filter((c) => c.instanceId !== instanceId),
      );
    }
    for (const byGroup of this.groups.values()) {
      for (const [group, members] of byGroup) {
        byGroup.set(
          group,
          members.filter((c) => c.instanceId !== instanceId),
        );
      }
    }
  }

  /** Sends a request to one responder of the pattern. Like a Kafka request with no consumer, it
   * waits for a responder to appear; the caller's timeout decides when to give up. */
  async request(
    pattern: string,
    serialized: string,
    signal?: AbortSignal,
  ): Promise<string | undefined> {
    let responder = this.pick(pattern, this.responders.get(pattern));
    while (!responder) {
      await new Promise<void>((resolve, reject) => {
        const list = this.waiting.get(pattern) ?? [];
        list.push(resolve);
        this.waiting.set(pattern, list);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      responder = this.pick(pattern, this.responders.get(pattern));
    }
    return responder.deliver(serialized);
  }

  /** Fans an event out to every consumer group of the topic; resolves once it is accepted, not handled. */
  publish(topic: string, serialized: string): void {
    const byGroup = this.groups.get(topic);
    if (!byGroup) return;
    for (const [group, members] of byGroup) {
      if (members.length === 0) continue;
      const delivery = this.deliverWithRetries(topic, group, serialized);
      this.inFlight.add(delivery);
      void delivery.finally(() => this.inFlight.delete(delivery));
    }
  }

  /** Resolves when every event published so far has been handled or dead-lettered (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliverWithRetries(
    topic: string,
    group: string,
    serialized: string,
  ): Promise<void> {
    let lastError = 'no consumer';
    const backoff = new Backoff({ initialMs: this.retryBackoffMs });
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      // Each attempt may land on another member of the group, as after a Kafka rebalance.
      const consumer = this.pick(`${topic}\u0000${group}`, this.groups.get(topic)?.get(group));
      if (!consumer) break;
      try {
        await withinAttemptBound(consumer.deliver(serialized), this.attemptTimeoutMs, topic);
        return;
      } catch (error) {
        lastError = describe(error);
        if (isNotRetryable(error)) {
          this.deadLetter(topic, group, serialized, lastError, attempt);
          return;
        }
        if (attempt < this.maxAttempts) await sleep(backoff.next());
      }
    }
    this.deadLetter(topic, group, serialized, lastError, this.maxAttempts);
  }

  private deadLetter(
    topic: string,
    group: string,
    serialized: string,
    reason: string,
    attempts: number,
  ): void {
    const letter: DeadLetter = {
      topic,
      group,
      message: JSON.parse(serialized),
      reason,
      attempts,
      deadLetteredAt: new Date().toISOString(),
    };
    this.deadLetters.push(letter);
    // Operators may subscribe to `<topic>.dlq` like on Kafka.
    this.publish(`${topic}.dlq`, JSON.stringify(letter));
  }

  private pick(key: string, list: Consumer[] | undefined): Consumer | undefined {
    if (!list || list.length === 0) return undefined;
    const next = (this.cursor.get(key) ?? 0) % list.length;
    this.cursor.set(key, next + 1);
    return list[next];
  }
}

function isNotRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { retryable?: unknown }).retryable === false
  );
}

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}
