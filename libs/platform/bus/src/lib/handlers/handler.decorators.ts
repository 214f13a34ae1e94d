import { EventPattern, MessagePattern, RpcException } from '@nestjs/microservices';
import type {
  EventDefinition,
  EventEnvelope,
  MessageDefinition,
  RequestEnvelope,
  RequestMeta,
} from '@snap/messaging';
import { trustedMeta } from './signed-meta';
import { validatePayload } from './validate-payload';
import { CONTRACT_VALIDATION_CODE, outageWireError, type WireError } from './wire-errors';

type MessageHandlerMethod<P, R> = (payload: P, meta: RequestMeta) => R | Promise<R>;
type EventHandlerMethod<P> = (payload: P, envelope: EventEnvelope<P>) => unknown;

/**
 * Handles a request/reply message. The envelope is unwrapped and the payload validated against the
 * definition's class before the method runs; an invalid payload is answered with a validation error
 * and never reaches the method. Works on any transport, since it wraps the method itself.
 */
export function OnMessage<P extends object, R>(definition: MessageDefinition<P, R>) {
  return <T extends MessageHandlerMethod<P, R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ) => {
    const method = descriptor.value as T;
    descriptor.value = async function (this: unknown, envelope: RequestEnvelope) {
      const { payload, errors } = await validatePayload(definition, envelope?.payload);
      if (!payload) throw invalid(definition.name, errors);
      try {
        // A forged or replayed identity on the broker is dropped: the request runs as anonymous.
        return await method.call(
          this,
          payload,
          trustedMeta(definition.name, envelope.meta, envelope.payload),
        );
      } catch (error) {
        // Nest's RPC filter answers anything but an RpcException as a bare "Internal server error";
        // an outage must reach the caller as one (with its cause), so it can say so to people.
        const outage = outageWireError(error);
        throw outage ? new RpcException(outage) : error;
      }
    } as unknown as T;
    MessagePattern(definition.name)(target, key, descriptor);
  };
}

/** Handles an event topic for this service's consumer group, with the same validation as
 * OnMessage; an invalid event is dead-lettered without retries. */
export function OnEvent<P extends object>(definition: EventDefinition<P>) {
  return <T extends EventHandlerMethod<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ) => {
    const method = descriptor.value as T;
    descriptor.value = async function (this: unknown, envelope: EventEnvelope) {
      const { payload, errors } = await validatePayload(definition, envelope?.payload);
      if (!payload) throw invalid(definition.name, errors);
      try {
        return await method.call(this, payload, { ...envelope, payload });
      } catch (error) {
        // Keep the real reason for the retry log and the dead-letter record (operators read it).
        if (error instanceof RpcException) throw error;
        throw new RpcException({
          code: 'HANDLER_FAILED',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    } as unknown as T;
    EventPattern(definition.name)(target, key, descriptor);
  };
}

function invalid(pattern: string, errors: string[]): RpcException {
  const error: WireError = {
    code: CONTRACT_VALIDATION_CODE,
    message: `Invalid payload for ${pattern}: ${errors.join(', ')}`,
    details: errors,
    retryable: false,
  };
  return new RpcException(error);
}
