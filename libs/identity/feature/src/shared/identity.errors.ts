import { rpcError } from '@snap/platform-bus';

export enum IdentityErrorCode {
  BadInput = 'BAD_USER_INPUT',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  NotFound = 'NOT_FOUND',
}

/** A failure of the identity domain, with the message people see. */
export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** At the bus edge: domain errors keep their code and message; anything else stays internal. */
export async function asRpc<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IdentityError) throw rpcError(error.code, error.message, error.details);
    throw error;
  }
}
