import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { AccessTokenKeeper } from './access-token';
import { GraphQLRequestError } from './graphql-error';

type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
  /** The id the build gave the operation (graphql-codegen's persisted documents). */
  __meta__?: { hash?: string } | Record<string, unknown>;
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
  /** Anonymous queries by GET and the build's id (`?id=…&variables=…&lang=…`), which any cache may
   * keep for a short while; read on every call, null for a POST. A server that does not know the id
   * (a page from another release) is asked again by POST. */
  persistedReads?: () => { language: string } | null;
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
    const persisted = token ? null : persistedGetUrl(document, variables);
    if (persisted) {
      const answer = await sendGet(persisted, requestOptions);
      if (answer !== UNKNOWN_ID) return answer;
    }
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
    return answerOf(response);
  };
  const UNKNOWN_ID = Symbol('unknown persisted query id');
  /** The GET address of an anonymous query the build gave an id, when persisted reads are on. */
  const persistedGetUrl = (document: Document<unknown, unknown>, variables: unknown) => {
    const reads = options.persistedReads?.();
    const id = (document.__meta__ as { hash?: unknown } | undefined)?.hash;
    if (!reads || typeof id !== 'string' || !/^\s*query\b/.test(document.toString())) return null;
    const params = new URLSearchParams({
      id,
      variables: JSON.stringify(variables ?? {}),
      lang: reads.language,
    });
    // For people reading logs and network panels (the server goes by the id alone).
    const name = /^\s*query\s+(\w+)/.exec(document.toString())?.[1];
    if (name) params.set('operationName', name);
    return `${endpoint}?${params}`;
  };
  const sendGet = async (url: string, requestOptions: RequestOptions | undefined) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      // No cookie: the answer is the same for everyone, so any cache may keep it.
      response = await doFetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'omit',
        signal: requestOptions?.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new GraphQLRequestError('Network error: the server could not be reached.', 0);
    }
    if (response.status === 404) {
      // Read to its end: an answer left unread keeps its connection busy.
      await response.text().catch(() => undefined);
      return UNKNOWN_ID;
    }
    return answerOf(response);
  };
  const answerOf = async (response: Response) => {
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
