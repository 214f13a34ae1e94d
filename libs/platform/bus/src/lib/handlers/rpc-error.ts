import { RpcException } from '@nestjs/microservices';
import { messageRefsOf } from '@snap/domain';
import type { WireError } from './wire-errors';

/** The error a handler throws for a failure the caller should see (with its code and the message
 * meant for people, in English); anything else reaches the caller as a generic internal error. The
 * message's ids travel with it when it is made of messages of the groups (defineMessages). */
export function rpcError(code: string, message: string, details?: unknown): RpcException {
  const messages = messageRefsOf(message);
  const error: WireError = {
    code,
    message,
    ...(messages ? { messages } : {}),
    ...(details === undefined ? {} : { details }),
  };
  return new RpcException(error);
}
