/** How a failure crosses the bus: a plain object, so it survives JSON in both transports. */
export interface WireError {
  code: string;
  message: string;
  details?: unknown;
  /** False for failures a retry cannot fix (an invalid payload): dead-letter at once. */
  retryable?: boolean;
}

export const CONTRACT_VALIDATION_CODE = 'CONTRACT_VALIDATION';

/** An engine the handler needed did not answer (details.engine names which): a temporary outage the
 * caller reports as such, not a bug. */
export const ENGINE_UNAVAILABLE_CODE = 'ENGINE_UNAVAILABLE';

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
  if (isWireError(error)) return error;
  const engine = unavailableEngineOf(error);
  if (engine)
    return {
      code: ENGINE_UNAVAILABLE_CODE,
      message: String((error as { message: unknown }).message),
      details: { engine },
    };
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return { code: 'INTERNAL', message: String((error as { message: unknown }).message) };
  }
  return { code: 'INTERNAL', message: String(error) };
}
