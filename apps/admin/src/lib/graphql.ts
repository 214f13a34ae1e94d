import { AccessTokenKeeper } from '@snap/api-client';

// The access token lives in memory only; the refresh token is the same httpOnly cookie the public site
// uses. It is renewed before it expires, and once more when the server answers UNAUTHENTICATED.
export const sessionKeeper = new AccessTokenKeeper(async () => {
  const { refreshSession } = await send<{ refreshSession: { accessToken: string } | null }>(
    'mutation AdminRenew { refreshSession { accessToken } }',
    {},
    null,
  );
  return refreshSession?.accessToken ?? null;
});

export const accessTokenStore = {
  get: () => sessionKeeper.get(),
  set: (token: string | null) => sessionKeeper.set(token),
};

export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly codes: string[] = [],
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** One POST to /graphql with the admin's bearer token; GraphQL errors become an AdminRequestError. */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const token = await sessionKeeper.current();
  try {
    return await send<T>(query, variables, token, signal);
  } catch (error) {
    if (!token || !(error instanceof AdminRequestError) || !error.codes.includes('UNAUTHENTICATED'))
      throw error;
    const renewed = await sessionKeeper.renew();
    if (!renewed) throw error;
    return send<T>(query, variables, renewed, signal);
  }
}

async function send<T>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
  signal?: AbortSignal,
): Promise<T> {
  // The back-office stays English whatever the browser's language (the API's messages follow it).
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Language': 'en',
  };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminRequestError('Network error: the server could not be reached.');
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  } | null;
  if (body?.errors?.length)
    throw new AdminRequestError(
      body.errors.map((e) => e.message).join(', '),
      body.errors.map((e) => e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
    );
  if (!response.ok || !body?.data)
    throw new AdminRequestError(`Request failed with HTTP ${response.status}`);
  return body.data;
}
