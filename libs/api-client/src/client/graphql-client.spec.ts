import { describe, expect, it } from 'vitest';
import { createGraphQLClient } from './graphql-client';
import { AccessTokenKeeper } from './access-token';
import { GraphQLRequestError, outageMessage, shouldRetry } from './graphql-error';

const doc = Object.assign(new String('query Q($id: ID!) { store(id: $id) { id } }'), {
  __apiType: undefined,
}) as never;

function fetchAnswering(status: number, body: unknown, seen: RequestInit[] = []): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    seen.push(init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('graphql client', () => {
  it('posts the query with the bearer token and returns data', async () => {
    const seen: RequestInit[] = [];
    const request = createGraphQLClient({
      getAccessToken: () => 'tok',
      fetch: fetchAnswering(200, { data: { store: { id: '1' } } }, seen),
    });
    await expect(request(doc, { id: '1' })).resolves.toEqual({ store: { id: '1' } });
    expect((seen[0].headers as Record<string, string>)['Authorization']).toBe('Bearer tok');
    expect(JSON.parse(String(seen[0].body))).toEqual({
      query: 'query Q($id: ID!) { store(id: $id) { id } }',
      variables: { id: '1' },
    });
  });

  it("sends the caller's headers, read at each call (the page's language)", async () => {
    const seen: RequestInit[] = [];
    let language = 'en';
    const request = createGraphQLClient({
      headers: () => ({ 'X-Language': language }),
      fetch: fetchAnswering(200, { data: { store: { id: '1' } } }, seen),
    });
    await request(doc, { id: '1' });
    language = 'es';
    await request(doc, { id: '1' });
    expect(seen.map((init) => (init.headers as Record<string, string>)['X-Language'])).toEqual([
      'en',
      'es',
    ]);
  });

  it('turns GraphQL errors into a GraphQLRequestError carrying the codes', async () => {
    const request = createGraphQLClient({
      fetch: fetchAnswering(200, {
        errors: [{ message: 'ZIP must be 5 digits', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
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
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(2, new GraphQLRequestError('offline', 0))).toBe(true);
  });
});

describe('access token renewal', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u', exp })).replace(/=+$/, '')}.s`;
  const NOW = 1_800_000_000_000;

  it('renews a token that expires within a minute before sending it, with one renewal for concurrent calls', async () => {
    let renewals = 0;
    const keeper = new AccessTokenKeeper(
      async () => `renewed-${++renewals}`,
      () => NOW,
    );
    keeper.set(jwt(NOW / 1000 + 30));
    const seen: RequestInit[] = [];
    const request = createGraphQLClient({
      session: keeper,
      fetch: fetchAnswering(200, { data: { store: { id: '1' } } }, seen),
    });
    await Promise.all([request(doc, { id: '1' }), request(doc, { id: '2' })]);
    expect(renewals).toBe(1);
    expect(seen.map((init) => (init.headers as Record<string, string>)['Authorization'])).toEqual([
      'Bearer renewed-1',
      'Bearer renewed-1',
    ]);
    keeper.set(jwt(NOW / 1000 + 600));
    expect(await keeper.current()).toBe(jwt(NOW / 1000 + 600));
  });

  it('retries once with a renewed token when the server says UNAUTHENTICATED, and gives up when renewal fails', async () => {
    const keeper = new AccessTokenKeeper(
      async () => 'fresh',
      () => NOW,
    );
    keeper.set(jwt(NOW / 1000 + 600));
    const seen: string[] = [];
    const answers = [
      {
        errors: [
          {
            message: 'Your session has expired. Please sign in again.',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      },
      { data: { createTip: { id: 't' } } },
    ];
    const fetchOnce = (async (_url: string, init: RequestInit) => {
      seen.push((init.headers as Record<string, string>)['Authorization']);
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    }) as typeof fetch;
    await expect(
      createGraphQLClient({ session: keeper, fetch: fetchOnce })(doc, { id: '1' }),
    ).resolves.toEqual({ createTip: { id: 't' } });
    expect(seen).toEqual([`Bearer ${jwt(NOW / 1000 + 600)}`, 'Bearer fresh']);

    const over = new AccessTokenKeeper(
      async () => null,
      () => NOW,
    );
    over.set(jwt(NOW / 1000 + 600));
    let endings = 0;
    over.onSessionEnded(() => endings++);
    const expired = {
      errors: [
        {
          message: 'Your session has expired. Please sign in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    };
    const error = await createGraphQLClient({ session: over, fetch: fetchAnswering(200, expired) })(
      doc,
      { id: '1' },
    ).catch((e: unknown) => e);
    expect((error as GraphQLRequestError).codes).toEqual(['UNAUTHENTICATED']);
    expect(over.get()).toBeNull();
    expect(endings).toBe(1);
    // Without a held token there is no session to end.
    await over.renew();
    expect(endings).toBe(1);
  });
});

describe('outageMessage', () => {
  it("gives the server's plain words for a SERVICE_UNAVAILABLE answer and nothing for other failures", () => {
    const down = new GraphQLRequestError(
      'Search is temporarily limited. Please try again in a minute.',
      200,
      ['SERVICE_UNAVAILABLE'],
    );
    expect(outageMessage(down)).toBe(
      'Search is temporarily limited. Please try again in a minute.',
    );
    expect(
      outageMessage(new GraphQLRequestError('boom', 200, ['INTERNAL_SERVER_ERROR'])),
    ).toBeNull();
    expect(outageMessage(new Error('network'))).toBeNull();
  });
});

describe('anonymous queries by GET and their build id (issue 45, item 2)', () => {
  const withId = (text: string, hash = 'sha256:abc') =>
    Object.assign(new String(text), { __meta__: { hash } }) as never;
  const storeQuery = withId('query Q($id: ID!) { store(id: $id) { id } }');
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const answering = (...statuses: number[]): typeof fetch =>
    (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const status = statuses.shift() ?? 200;
      const body =
        status === 404
          ? { errors: [{ message: 'unknown', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }
          : { data: { store: { id: '1' } } };
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
  const reads = () => ({ language: 'es' });

  it('sends an anonymous query by GET: its id, variables and language in the address, no cookie', async () => {
    calls.length = 0;
    const request = createGraphQLClient({ persistedReads: reads, fetch: answering(200) });
    await expect(request(storeQuery, { id: '1' })).resolves.toEqual({ store: { id: '1' } });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url, 'http://site');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.credentials).toBe('omit');
    expect(url.pathname).toBe('/graphql');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'sha256:abc',
      variables: '{"id":"1"}',
      lang: 'es',
      operationName: 'Q',
    });
  });

  it('posts a signed-in query, a mutation, a document without an id, and when reads are off', async () => {
    const cases: Array<[() => ReturnType<typeof createGraphQLClient>, unknown]> = [
      [
        () =>
          createGraphQLClient({
            persistedReads: reads,
            getAccessToken: () => 't',
            fetch: answering(200),
          }),
        storeQuery,
      ],
      [
        () => createGraphQLClient({ persistedReads: reads, fetch: answering(200) }),
        withId('mutation M { a }'),
      ],
      [() => createGraphQLClient({ persistedReads: reads, fetch: answering(200) }), doc],
      [
        () => createGraphQLClient({ persistedReads: () => null, fetch: answering(200) }),
        storeQuery,
      ],
    ];
    for (const [client, document] of cases) {
      calls.length = 0;
      await client()(document as never, { id: '1' } as never);
      expect(calls.map((call) => call.init.method)).toEqual(['POST']);
    }
  });

  it('asks again by POST when the server does not know the id (a page of another release)', async () => {
    calls.length = 0;
    const request = createGraphQLClient({ persistedReads: reads, fetch: answering(404, 200) });
    await expect(request(storeQuery, { id: '1' })).resolves.toEqual({ store: { id: '1' } });
    expect(calls.map((call) => call.init.method)).toEqual(['GET', 'POST']);
  });
});
