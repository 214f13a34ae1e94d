import { GraphQLError } from 'graphql';
import { ContractValidationError, RemoteError } from '@snap/platform-bus';
import { outageMessage } from './outages';

/** Bus failures become GraphQL errors with a code at the edge; people see a message they can act on. */
export function toGraphqlError(error: unknown): Error {
  if (error instanceof ContractValidationError) {
    return new GraphQLError(error.errors.join(', '), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const outage = outageMessage(error);
  if (outage) {
    // The cause (which engine, which address) is in the gateway's log, not in the browser.
    return new GraphQLError(outage, {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
      originalError: error instanceof Error ? error : undefined,
    });
  }
  if (error instanceof RemoteError) {
    // The original keeps the ids of the message (error.messages) for the translation.
    return new GraphQLError(error.message, {
      extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
      originalError: error,
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs a bus call and converts its failure. */
export async function viaBus<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphqlError(error);
  }
}
