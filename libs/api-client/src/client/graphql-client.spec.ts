import { describe, expect, it } from 'vitest';
import { createGraphQLClient } from './graphql-client';
import { GraphQLRequestError, shouldRetry } from './graphql-error';

const doc = Object.assign(new String('query Q($id: ID!) { store(id: $id) { id } }'), { __apiType: undefined }) as never;

function fetchAnswering(status: number, body: unknown, seen: RequestInit[] = []): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    seen.push(init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

describe('graphql client', () => {
  it('posts the query with the bearer token and returns data', async () => {
    const seen: RequestInit[] = [];
    const request = createGraphQLClient({ getAccessToken: () => 'tok', fetch: fetchAnswering(200, { data: { store: { id: '1' } } }, seen) });
    await expect(request(doc, { id: '1' })).resolves.toEqual({ store: { id: '1' } });
    expect((seen[0].headers as Record<string, string>)['Authorization']).toBe('Bearer tok');
    expect(JSON.parse(String(seen[0].body))).toEqual({ query: 'query Q($id: ID!) { store(id: $id) { id } }', variables: { id: '1' } });
  });

  it('turns GraphQL errors into a GraphQLRequestError carrying the codes', async () => {
    const request = createGraphQLClient({ fetch: fetchAnswering(200, { errors: [{ message: 'ZIP must be 5 digits', extensions: { code: 'BAD_USER_INPUT' } }] }) });
    const error = await request(doc, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).codes).toEqual(['BAD_USER_INPUT']);
    expect((error as GraphQLRequestError).message).toBe('ZIP must be 5 digits');
  });
});

describe('retry rule', () => {
  it('never retries 4xx answers or BAD_USER_INPUT', () => {
    expect(shouldRetry(0, new GraphQLRequestError('bad', 400))).toBe(false);
    expect(shouldRetry(0, new GraphQLRequestError('bad', 200, ['BAD_USER_INPUT']))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    const serverError = new GraphQLRequestError('down', 503);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, new GraphQLRequestError('offline', 0))).toBe(true);
  });
});
