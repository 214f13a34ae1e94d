// The access token lives in memory only; the refresh token is the same httpOnly cookie the public site uses.
let accessToken: string | null = null;

export const accessTokenStore = {
  get: () => accessToken,
  set: (token: string | null) => {
    accessToken = token;
  },
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
export async function gql<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch('/graphql', { method: 'POST', headers, credentials: 'include', body: JSON.stringify({ query, variables }), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminRequestError('Network error: the server could not be reached.');
  }
  const body = (await response.json().catch(() => null)) as { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } | null;
  if (body?.errors?.length) throw new AdminRequestError(body.errors.map((e) => e.message).join(', '), body.errors.map((e) => e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
  if (!response.ok || !body?.data) throw new AdminRequestError(`Request failed with HTTP ${response.status}`);
  return body.data;
}
