import { GraphQLError } from 'graphql';
import { BusTimeoutError, ContractValidationError, RemoteError } from '@snap/platform-bus';

/** Bus failures become GraphQL errors with a code at the edge; people see a message they can act on. */
export function toGraphqlError(error: unknown): Error {
  if (error instanceof ContractValidationError) {
    return new GraphQLError(error.errors.join(', '), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (error instanceof BusTimeoutError) {
    return new GraphQLError('The service did not answer in time. Please try again.', {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  if (error instanceof RemoteError) {
    return new GraphQLError(error.message, {
      extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
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
