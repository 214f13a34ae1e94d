import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { AccessTokenKeeper } from './access-token';
import { GraphQLRequestError } from './graphql-error';

type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; details?: { reason?: unknown } };
  }>;
}

export interface GraphQLClientOptions {
  /** Endpoint on the same origin: the web app never calls a third-party host. */
  endpoint?: string;
  /** Read on every call so a refreshed access token is picked up without re-creating the client. */
  getAccessToken?: () => string | null;
  /** Signed-in calls: the token is renewed before it expires, and an UNAUTHENTICATED answer to a call
   * that carried one is retried once with a renewed token (takes precedence over getAccessToken). */
  session?: AccessTokenKeeper;
  fetch?: typeof fetch;
  /** Extra headers read on every call (the public site names its page's language: X-Language). */
  headers?: () => Record<string, string>;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export type GraphQLRequest = <TResult, TVariables>(
  document: Document<TResult, TVariables>,
  ...rest: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]
) => Promise<TResult>;

/** A tiny fetch-based client: one POST per operation, typed by the generated documents. */
export function createGraphQLClient(options: GraphQLClientOptions = {}): GraphQLRequest {
  const endpoint = options.endpoint ?? '/graphql';
  const send = async (
    document: Document<unknown, unknown>,
    variables: unknown,
    requestOptions: RequestOptions | undefined,
    token: string | null,
  ) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...options.headers?.(),
    };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        // The refresh token travels as an httpOnly cookie.
        credentials: 'include',
        body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
        signal: requestOptions?.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new GraphQLRequestError('Network error: the server could not be reached.', 0);
    }
    let body: GraphQLResponse<unknown> | null = null;
    try {
      body = (await response.json()) as GraphQLResponse<unknown>;
    } catch {
      body = null;
    }
    if (body?.errors?.length) {
      const codes = body.errors.map((error) => error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      const reasons = body.errors
        .map((error) => error.extensions?.details?.reason)
        .filter((reason): reason is string => typeof reason === 'string');
      throw new GraphQLRequestError(
        body.errors.map((error) => error.message).join(', '),
        response.status,
        codes,
        reasons,
      );
    }
    if (!response.ok || !body || body.data == null) {
      throw new GraphQLRequestError(`Request failed with HTTP ${response.status}`, response.status);
    }
    return body.data;
  };
  return (async (
    document: Document<unknown, unknown>,
    variables?: unknown,
    requestOptions?: RequestOptions,
  ) => {
    const session = options.session;
    if (!session)
      return send(document, variables, requestOptions, options.getAccessToken?.() ?? null);
    const token = await session.current();
    try {
      return await send(document, variables, requestOptions, token);
    } catch (error) {
      const expired =
        token && error instanceof GraphQLRequestError && error.codes.includes('UNAUTHENTICATED');
      if (!expired) throw error;
      const renewed = await session.renew();
      if (!renewed) throw error;
      return send(document, variables, requestOptions, renewed);
    }
  }) as GraphQLRequest;
}
