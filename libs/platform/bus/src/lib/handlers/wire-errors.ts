import { isMessageRef, type MessageRef } from '@snap/domain';

/** How a failure crosses the bus: a plain object, so it survives JSON in both transports. */
export interface WireError {
  code: string;
  /** In English, the source language. */
  message: string;
  /** The id (and values) of each message the English is made of, one or a list joined with ', ':
   * what the gateway translates by. Absent for a message no group defines (a library's). */
  messages?: MessageRef[];
  details?: unknown;
  /** False for failures a retry cannot fix (an invalid payload): dead-letter at once. */
  retryable?: boolean;
}

export const CONTRACT_VALIDATION_CODE = 'CONTRACT_VALIDATION';

/** An engine the handler needed did not answer (details.engine names which): a temporary outage the
 * caller reports as such, not a bug. */
export const ENGINE_UNAVAILABLE_CODE = 'ENGINE_UNAVAILABLE';

/** The bus did not take a request, nobody answers its pattern, or no reply came in time. */
export const BUS_UNAVAILABLE_CODE = 'BUS_UNAVAILABLE';

/** The ports' "engine unavailable" errors, by name: the bus does not depend on the ports that throw
 * them, and an error that crossed a realm (a test sandbox) fails instanceof. */
const UNAVAILABLE_ENGINES: Record<string, string> = {
  DocumentStoreUnavailableError: 'documents',
  CacheUnavailableError: 'cache',
  SearchIndexUnavailableError: 'search-index',
  BlobStoreUnavailableError: 'blobs',
};

/** Which engine an error says is unavailable, or undefined when it is another kind of failure. */
export function unavailableEngineOf(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? UNAVAILABLE_ENGINES[name] : undefined;
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).code === 'string' &&
    typeof (value as WireError).message === 'string'
  );
}

/** Nest's RPC exception filter turns anything that is not an RpcException into this shape. */
export function toWireError(error: unknown): WireError {
  const outage = outageWireError(error);
  if (outage) return outage;
  if (isWireError(error)) return plainWireError(error);
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return { code: 'INTERNAL', message: String((error as { message: unknown }).message) };
  }
  return { code: 'INTERNAL', message: String(error) };
}

/**
 * The wire form of a failure that is an outage, or undefined for any other failure: an engine the
 * handler needed was down, or a service it asked in turn did not answer (a nested request that timed
 * out or found nobody, or whose own engine was down). The caller reports it as a temporary outage.
 */
export function outageWireError(error: unknown): WireError | undefined {
  const engine = unavailableEngineOf(error);
  if (engine)
    return {
      code: ENGINE_UNAVAILABLE_CODE,
      message: String((error as { message: unknown }).message),
      details: { engine },
    };
  // By name, as the ports' errors are: the bus port's classes would import this file.
  if ((error as { name?: unknown } | null | undefined)?.name === 'BusTimeoutError')
    return {
      code: BUS_UNAVAILABLE_CODE,
      message: String((error as { message: unknown }).message),
    };
  if (
    isWireError(error) &&
    (error.code === BUS_UNAVAILABLE_CODE || error.code === ENGINE_UNAVAILABLE_CODE)
  )
    return plainWireError(error);
  return undefined;
}

/** Only the wire fields: an Error's message is not an own enumerable property, so JSON would drop it. */
function plainWireError({ code, message, messages, details, retryable }: WireError): WireError {
  return {
    code,
    message,
    ...(Array.isArray(messages) && messages.every(isMessageRef) ? { messages } : {}),
    ...(details === undefined ? {} : { details }),
    ...(retryable === undefined ? {} : { retryable }),
  };
}
