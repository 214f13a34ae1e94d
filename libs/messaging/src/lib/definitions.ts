// The messaging vocabulary every service and the bus share: how a message or an event is declared and
// what travels on the wire. It knows no business message; those are in @snap/contracts.
import type { Type } from '@nestjs/common';

/** A versioned name: `<service>.<subject>.<verb>.v<N>`. Breaking a payload means a new version. */
export type VersionedName = `${string}.v${number}`;

/** A request/reply message pattern, declared once: its name, payload class and result type. */
export interface MessageDefinition<P extends object, R> {
  readonly kind: 'message';
  readonly name: VersionedName;
  readonly payload: Type<P>;
  /** A read: asking twice changes nothing, so a request left unanswered (its service instance died
   * with it, or its partition waits for Kafka to hand it to another instance) is sent once more. */
  readonly resendOnTimeout?: boolean;
  /** Phantom field carrying the result type for typed clients; never set at run time. */
  readonly __result?: R;
}

/** An event topic, declared once: its name and payload class. */
export interface EventDefinition<P extends object> {
  readonly kind: 'event';
  readonly name: VersionedName;
  readonly payload: Type<P>;
}

export function defineMessage<P extends object, R>(
  name: VersionedName,
  payload: Type<P>,
): MessageDefinition<P, R> {
  return { kind: 'message', name, payload };
}

/** A request/reply message that only reads: see `resendOnTimeout`. Writes use defineMessage, and are
 * never sent twice by the bus. */
export function defineQuery<P extends object, R>(
  name: VersionedName,
  payload: Type<P>,
): MessageDefinition<P, R> {
  return { kind: 'message', name, payload, resendOnTimeout: true };
}

export function defineEvent<P extends object>(
  name: VersionedName,
  payload: Type<P>,
): EventDefinition<P> {
  return { kind: 'event', name, payload };
}

export type PayloadOf<D> =
  D extends MessageDefinition<infer P, unknown>
    ? P
    : D extends EventDefinition<infer P>
      ? P
      : never;
export type ResultOf<D> = D extends MessageDefinition<object, infer R> ? R : never;

/** Who is asking and on behalf of which request. The user's id is set by the gateway from the
 * verified token, never from client input. */
export interface RequestMeta {
  correlationId: string;
  userId?: string;
  roles?: string[];
  /** The session (refresh-token family) the access token belongs to. */
  sessionId?: string;
  /** Client address as seen by the gateway, for rate limits. */
  clientIp?: string;
}

/** What travels on the wire for a request/reply message. */
export interface RequestEnvelope<P = unknown> {
  payload: P;
  meta: RequestMeta;
}

/** What travels on the wire for an event. Every event carries an id, a time and a correlation id. */
export interface EventEnvelope<P = unknown> {
  id: string;
  occurredAt: string;
  correlationId: string;
  payload: P;
}
