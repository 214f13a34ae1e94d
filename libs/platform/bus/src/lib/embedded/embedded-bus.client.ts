import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { InProcessBroker } from './in-process-broker';

/** Nest client proxy of the in-process bus. */
export class EmbeddedBusClient extends ClientProxy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  override async connect(): Promise<void> {
    // Nothing to connect: the broker lives in this process.
  }

  override async close(): Promise<void> {
    // Nothing to release.
  }

  override on(): void {
    // No connection events.
  }

  override unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const abort = new AbortController();
    this.broker.request(packet.pattern as string, JSON.stringify(packet.data), abort.signal).then(
      (serialized) =>
        callback({
          response: serialized === undefined ? null : JSON.parse(serialized),
          isDisposed: true,
        }),
      (err: unknown) => {
        if (!abort.signal.aborted) callback({ err, isDisposed: true });
      },
    );
    // Called when the caller unsubscribes (e.g. its timeout fired): stop waiting for a responder.
    return () => abort.abort(new Error('request cancelled'));
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    this.broker.publish(packet.pattern as string, JSON.stringify(packet.data));
    return undefined as T;
  }
}
