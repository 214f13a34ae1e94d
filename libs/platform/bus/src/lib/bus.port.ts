import type { MessageRef } from '@snap/domain';
import type { EventDefinition, MessageDefinition, RequestMeta } from '@snap/messaging';

export interface RequestOptions {
  /** Default 5,000 ms. */
  timeoutMs?: number;
  meta?: Partial<RequestMeta>;
}

export interface PublishOptions {
  correlationId?: string;
  /** Set to make a re-publish of the same fact idempotent downstream; generated otherwise. */
  eventId?: string;
}

/** What a service uses to talk to other services. Both runtimes provide it over their transport. */
export interface BusClient {
  request<P extends object, R>(
    definition: MessageDefinition<P, R>,
    payload: P,
    options?: RequestOptions,
  ): Promise<R>;
  publish<P extends object>(
    definition: EventDefinition<P>,
    payload: P,
    options?: PublishOptions,
  ): Promise<void>;
}

export const BUS_CLIENT = Symbol('BUS_CLIENT');

/** A request got no reply within its timeout. */
export class BusTimeoutError extends Error {
  constructor(
    readonly pattern: string,
    readonly timeoutMs: number,
  ) {
    super(`No reply to ${pattern} within ${timeoutMs} ms`);
    this.name = 'BusTimeoutError';
  }
}

/** The payload of a message failed its contract's validation; the handler never ran. */
export class ContractValidationError extends Error {
  constructor(
    readonly pattern: string,
    readonly errors: string[],
  ) {
    super(`Invalid payload for ${pattern}: ${errors.join(', ')}`);
    this.name = 'ContractValidationError';
  }
}

/** A handler on the other side failed; carries its error code and the message meant for people. */
export class RemoteError extends Error {
  constructor(
    readonly pattern: string,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The ids of the message, when the handler's message is made of messages of the groups. */
    readonly messages?: readonly MessageRef[],
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}
