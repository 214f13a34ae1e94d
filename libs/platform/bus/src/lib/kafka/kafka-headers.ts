import type { IHeaders } from 'kafkajs';

/** Headers the Kafka bus sets on its records; the value is always the JSON envelope. */
export const HEADER = {
  /** Matches a reply to its request; unique per request. */
  requestId: 'bus-request-id',
  /** The caller's reply topic (one per bus instance, consumed continuously). */
  replyTo: 'bus-reply-to',
  /** Set on replies that carry a failure (a WireError) instead of a response. */
  error: 'bus-error',
  /** The envelope's correlation id, also as a header so operators can trace without parsing. */
  correlationId: 'correlation-id',
  eventId: 'event-id',
} as const;

export function header(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

/** The correlation id inside a request envelope (`meta.correlationId`) or an event envelope. */
export function correlationIdOf(envelope: unknown): string | undefined {
  if (typeof envelope !== 'object' || envelope === null) return undefined;
  const { meta, correlationId } = envelope as {
    meta?: { correlationId?: unknown };
    correlationId?: unknown;
  };
  const id = meta?.correlationId ?? correlationId;
  return typeof id === 'string' ? id : undefined;
}
