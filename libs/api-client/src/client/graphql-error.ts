/** A failed GraphQL call: the HTTP status (0 when the network failed), the GraphQL error codes and
 * the reasons some errors name in their details (`password-needed`): screens decide on codes and
 * reasons, never on the message, whose words follow the page's language. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly codes: string[] = [],
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }

  /** Client mistakes (4xx or BAD_USER_INPUT): asking again gives the same answer. */
  get isClientError(): boolean {
    return (
      (this.status >= 400 && this.status < 500) ||
      this.codes.includes('BAD_USER_INPUT') ||
      this.codes.includes('UNAUTHENTICATED') ||
      this.codes.includes('FORBIDDEN')
    );
  }
}

export const MAX_RETRIES = 3;

/** TanStack Query retry rule (product rule "Retry rule"): no retry on 4xx / BAD_USER_INPUT, otherwise up to 3. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLRequestError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/** The server's plain words for a temporary outage (SERVICE_UNAVAILABLE: "Search is temporarily
 * limited…"), or null for any other failure; screens show it instead of their generic error. */
export function outageMessage(error: unknown): string | null {
  if (!(error instanceof GraphQLRequestError) || !error.codes.includes('SERVICE_UNAVAILABLE'))
    return null;
  return error.message || null;
}
