import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { Kafka } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { BUS_UNAVAILABLE_CODE, type WireError } from '../handlers/wire-errors';
import { type KafkaConnection, reasonOf } from './kafka-connection';
import { correlationIdOf, HEADER } from './kafka-headers';
import type { RequestGroupPresence } from './kafka-presence';
import type { KafkaReplyChannel } from './kafka-reply-channel';

/** Nest client proxy of the Kafka bus: a request is one record on the pattern's topic naming the
 * bus's reply topic; an event is one record on its topic. Producer and reply topic are shared by
 * every client of one bus. */
export class KafkaBusClient extends ClientProxy {
  /** Requests waiting for a reply, by request id, with their pattern. */
  private readonly waiting = new Map<string, string>();
  private watch?: NodeJS.Timeout;

  constructor(
    private readonly connection: KafkaConnection,
    private readonly replies: KafkaReplyChannel,
    private readonly presence?: RequestGroupPresence,
  ) {
    super();
    presence?.onRefresh(() => this.failUnanswerable());
  }

  override async connect(): Promise<void> {
    // Connections open on first use and are shared (KafkaConnection); nothing per client.
  }

  override async close(): Promise<void> {
    // The bus owns the producer and the reply topic and releases them in KafkaBus.close().
  }

  override on(): void {
    // Connection problems are logged by the bus and reported by KafkaBus.ping().
  }

  override unwrap<T>(): T {
    return this.connection.kafka as Kafka as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const requestId = randomUUID();
    const pattern = String(packet.pattern);
    const unanswerable = this.presence?.unanswerable(pattern);
    if (unanswerable) {
      // Nobody consumes this service's requests: say so now instead of after the caller's timeout.
      callback({ err: { code: BUS_UNAVAILABLE_CODE, message: unanswerable }, isDisposed: true });
      return () => undefined;
    }
    this.waiting.set(requestId, pattern);
    this.watchWaiting();
    this.replies.expect(requestId, (reply) => {
      this.waiting.delete(requestId);
      callback(reply);
    });
    this.sendRequest(requestId, packet).catch((error: unknown) => {
      const err: WireError = {
        code: BUS_UNAVAILABLE_CODE,
        message: `Kafka at ${this.connection.address} did not take request ${String(packet.pattern)}: ${reasonOf(error)}`,
      };
      this.replies.settle(requestId, { err, isDisposed: true });
    });
    // Called when the caller unsubscribes (its timeout fired): a late reply is dropped.
    return () => {
      this.waiting.delete(requestId);
      this.replies.forget(requestId);
    };
  }

  /** While requests wait, keeps the view of the request groups fresh (a service that dies now). */
  private watchWaiting(): void {
    if (!this.presence || this.watch) return;
    this.watch = setInterval(() => {
      if (this.waiting.size === 0) {
        clearInterval(this.watch);
        this.watch = undefined;
        return;
      }
      this.presence?.poke();
    }, 500);
    this.watch.unref();
  }

  /** Fails the waiting requests of a service that no instance serves any more. */
  private failUnanswerable(): void {
    for (const [requestId, pattern] of this.waiting) {
      const reason = this.presence?.unanswerable(pattern);
      if (!reason) continue;
      this.waiting.delete(requestId);
      this.replies.settle(requestId, {
        err: { code: BUS_UNAVAILABLE_CODE, message: reason },
        isDisposed: true,
      });
    }
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const pattern = String(packet.pattern);
    const topic = this.connection.topicName(pattern);
    const { id } = (packet.data ?? {}) as { id?: unknown };
    try {
      await this.connection.ensureTopics([topic], 'work');
      await this.connection.send({
        topic,
        // Every in-sync replica has it before publish resolves: an accepted event is not lost.
        acks: -1,
        messages: [
          {
            value: JSON.stringify(packet.data),
            headers: withoutUndefined({
              [HEADER.correlationId]: correlationIdOf(packet.data),
              [HEADER.eventId]: typeof id === 'string' ? id : undefined,
            }),
          },
        ],
      });
    } catch (error) {
      throw new Error(
        `Kafka at ${this.connection.address} did not accept event ${pattern}: ${reasonOf(error)}`,
      );
    }
    return undefined as T;
  }

  private async sendRequest(requestId: string, packet: ReadPacket): Promise<void> {
    const topic = this.connection.topicName(String(packet.pattern));
    await Promise.all([this.replies.open(), this.connection.ensureTopics([topic], 'work')]);
    await this.connection.send({
      topic,
      // The leader's write is enough: a lost request ends in the caller's timeout, like a lost reply.
      acks: 1,
      messages: [
        {
          value: JSON.stringify(packet.data),
          headers: withoutUndefined({
            [HEADER.requestId]: requestId,
            [HEADER.replyTo]: this.replies.topic,
            [HEADER.correlationId]: correlationIdOf(packet.data),
          }),
        },
      ],
    });
  }
}

function withoutUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
