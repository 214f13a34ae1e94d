import type { ClientProxy } from '@nestjs/microservices';
import { instanceToPlain } from 'class-transformer';
import { randomUUID } from 'node:crypto';
import { firstValueFrom, lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { TIME_LIMITS } from '@snap/platform-engines';
import type {
  EventDefinition,
  EventEnvelope,
  MessageDefinition,
  RequestEnvelope,
} from '@snap/messaging';
import {
  type BusClient,
  BusTimeoutError,
  ContractValidationError,
  type PublishOptions,
  RemoteError,
  type RequestOptions,
} from '../bus.port';
import { signMeta } from '../handlers/signed-meta';
import { validatePayload } from '../handlers/validate-payload';
import { CONTRACT_VALIDATION_CODE, toWireError } from '../handlers/wire-errors';

export const DEFAULT_REQUEST_TIMEOUT_MS = TIME_LIMITS.busRequestMs;

/** BusClient over any Nest ClientProxy (in-process or Kafka): envelopes, timeouts and typed errors. */
export class ProxyBusClient implements BusClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly defaultTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  async request<P extends object, R>(
    definition: MessageDefinition<P, R>,
    payload: P,
    options: RequestOptions = {},
  ): Promise<R> {
    const plain = await this.checked(definition, payload);
    try {
      return await this.send(definition, plain, options);
    } catch (error) {
      // A read left unanswered is asked once more: by then Kafka has handed a dead instance's
      // partitions to a live one (its session times out in 6 s, this request in 5 s).
      if (!(error instanceof BusTimeoutError) || !definition.resendOnTimeout) throw error;
      return this.send(definition, plain, options);
    }
  }

  private async send<P extends object, R>(
    definition: MessageDefinition<P, R>,
    plain: unknown,
    options: RequestOptions,
  ): Promise<R> {
    const envelope: RequestEnvelope = {
      payload: plain,
      meta: signMeta(
        definition.name,
        { ...options.meta, correlationId: options.meta?.correlationId ?? randomUUID() },
        plain,
      ),
    };
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    try {
      return await firstValueFrom(
        this.proxy.send<R>(definition.name, envelope).pipe(timeout(timeoutMs)),
      );
    } catch (error) {
      if (error instanceof TimeoutError) throw new BusTimeoutError(definition.name, timeoutMs);
      const wire = toWireError(error);
      if (wire.code === CONTRACT_VALIDATION_CODE) {
        throw new ContractValidationError(
          definition.name,
          Array.isArray(wire.details) ? wire.details.map(String) : [wire.message],
        );
      }
      throw new RemoteError(definition.name, wire.code, wire.message, wire.details, wire.messages);
    }
  }

  async publish<P extends object>(
    definition: EventDefinition<P>,
    payload: P,
    options: PublishOptions = {},
  ): Promise<void> {
    const plain = await this.checked(definition, payload);
    const envelope: EventEnvelope = {
      id: options.eventId ?? randomUUID(),
      occurredAt: new Date().toISOString(),
      correlationId: options.correlationId ?? randomUUID(),
      payload: plain,
    };
    await lastValueFrom(this.proxy.emit(definition.name, envelope), { defaultValue: undefined });
  }

  /** Fails fast in the caller: a message that breaks its contract never leaves the service. */
  private async checked<P extends object>(
    definition: MessageDefinition<P, unknown> | EventDefinition<P>,
    payload: P,
  ): Promise<unknown> {
    const plain = instanceToPlain(payload);
    const { errors } = await validatePayload(definition, plain);
    if (errors.length > 0) throw new ContractValidationError(definition.name, errors);
    return plain;
  }
}
