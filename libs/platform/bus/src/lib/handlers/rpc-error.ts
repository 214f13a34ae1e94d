import { RpcException } from '@nestjs/microservices';
import type { WireError } from './wire-errors';

/** The error a handler throws for a failure the caller should see (with its code and the message
 * meant for people); anything else reaches the caller as a generic internal error. */
export function rpcError(code: string, message: string, details?: unknown): RpcException {
  const error: WireError = { code, message, ...(details === undefined ? {} : { details }) };
  return new RpcException(error);
}
