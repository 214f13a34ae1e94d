import { Catch, Logger, type ArgumentsHost } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';

/** Codes that answer a person's own mistake or a rule (wrong password, invalid input, not allowed, too
 * many tries): part of normal traffic, not a fault of the system. */
export const EXPECTED_USER_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'BAD_REQUEST',
]);

export function isExpectedUserError(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    EXPECTED_USER_ERROR_CODES.has(String(error.extensions?.['code'] ?? ''))
  );
}

/**
 * Nest logs every GraphQLError a resolver throws at error level, so a wrong password paged like an
 * outage. Expected user errors are logged at info with their code; anything else stays at error. The
 * error itself is returned unchanged, so the answer to the browser does not change.
 */
@Catch(GraphQLError)
export class UserErrorsLogFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('GraphQL');

  catch(exception: GraphQLError, _host: ArgumentsHost): GraphQLError {
    const code = String(exception.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR');
    if (isExpectedUserError(exception)) this.logger.log(`${code}: ${exception.message}`);
    else this.logger.error(`${code}: ${exception.message}`, exception.stack);
    return exception;
  }
}
