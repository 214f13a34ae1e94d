/** How a failure crosses the bus: a plain object, so it survives JSON in both transports. */
export interface WireError {
  code: string;
  message: string;
  details?: unknown;
  /** False for failures a retry cannot fix (an invalid payload): dead-letter at once. */
  retryable?: boolean;
}

export const CONTRACT_VALIDATION_CODE = 'CONTRACT_VALIDATION';

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
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return { code: 'INTERNAL', message: String((error as { message: unknown }).message) };
  }
  return { code: 'INTERNAL', message: String(error) };
}
