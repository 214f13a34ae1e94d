import type { GraphQLFormattedError } from 'graphql';
import { carriedMessages, withCarriedMessages } from '../i18n/carried-messages';
import { GATEWAY_MESSAGES } from '../i18n/gateway-messages';
import { outageMessage } from './outages';

export const UNEXPECTED_ERROR_MESSAGE = GATEWAY_MESSAGES.unexpectedError;

const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'SERVICE_UNAVAILABLE',
]);

/** Errors meant for people keep their message and code; anything else becomes a generic internal
 * error so stack traces and internals never reach the browser. */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error?: unknown,
): GraphQLFormattedError {
  // An engine of the gateway itself (rate-limit counters, upload staging) failed inside a resolver or guard.
  const outage = error === undefined ? undefined : outageMessage(causeOf(error));
  if (outage)
    return {
      message: outage,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  const code = String(formatted.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR');
  const original = formatted.extensions?.['originalError'] as { message?: unknown } | undefined;
  // Nest's ValidationPipe rejects bad arguments with a 400 listing each rule that failed.
  if (code === 'BAD_REQUEST' && original && Array.isArray(original.message)) {
    return {
      message: original.message.join(', '),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  if (PUBLIC_CODES.has(code)) {
    const {
      stacktrace: _stacktrace,
      originalError: _originalError,
      ...extensions
    } = (formatted.extensions ?? {}) as Record<string, unknown>;
    return withCarriedMessages(
      { ...formatted, extensions: { ...extensions, code } },
      carriedMessages(error),
    );
  }
  return {
    message: UNEXPECTED_ERROR_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** The error a resolver or guard threw, under the GraphQLError(s) wrapping it. */
function causeOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const inner = (current as { originalError?: unknown } | null)?.originalError;
    if (!inner || inner === current) break;
    current = inner;
  }
  return current;
}
