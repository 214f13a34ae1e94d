import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context';
import { lastValueFrom } from 'rxjs';
import { toWireError } from '../handlers/wire-errors';
import type { InProcessBroker } from './in-process-broker';

export interface EmbeddedServerOptions {
  broker: InProcessBroker;
  /** Consumer group: the service's name. Instances with the same group share its events. */
  group: string;
}

/** Nest server strategy of the in-process bus: registers the app's @MessagePattern and @EventPattern
 * handlers on the broker. */
export class EmbeddedBusServer extends Server implements CustomTransportStrategy {
  private readonly instanceId: string;

  constructor(private readonly options: EmbeddedServerOptions) {
    super();
    this.instanceId = options.broker.newInstanceId();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) {
        this.options.broker.subscribe(pattern, this.options.group, this.instanceId, (serialized) =>
          this.invoke(pattern, handler, serialized).then(() => undefined),
        );
      } else {
        this.options.broker.respond(pattern, this.instanceId, (serialized) =>
          this.invoke(pattern, handler, serialized),
        );
      }
    }
    callback();
  }

  close(): void {
    this.options.broker.disconnect(this.instanceId);
  }

  on(): void {
    // The in-process broker has no connection events to listen to.
  }

  unwrap<T>(): T {
    return this.options.broker as T;
  }

  /** Runs the handler on a fresh copy of the message and serializes its answer; failures reject
   * with a plain error object, as they would cross Kafka. */
  private async invoke(
    pattern: string,
    handler: MessageHandler,
    serialized: string,
  ): Promise<string> {
    const data: unknown = JSON.parse(serialized);
    try {
      const result = await lastValueFrom(
        this.transformToObservable(await handler(data, new BaseRpcContext([pattern]))),
        {
          defaultValue: null,
        },
      );
      return JSON.stringify(result ?? null);
    } catch (error) {
      throw JSON.parse(JSON.stringify(toWireError(error)));
    }
  }
}
