import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { privateAnswers } from './private-answers';

/** A real Apollo server with the gateway's cache plugins (GatewayModule), asked over its HTTP entry. */
describe('answers that depend on who asks are never cached (issue 43, finding 6)', () => {
  const server = new ApolloServer({
    typeDefs: 'type Query { me: String, stores: [String!]! }',
    resolvers: { Query: { me: () => 'member@example.com', stores: () => ['st_1'] } },
    plugins: [ApolloServerPluginCacheControlDisabled(), privateAnswers],
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const ask = async (headers: Record<string, string>) => {
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap(Object.entries({ 'content-type': 'application/json', ...headers })),
        search: '',
        body: { query: '{ me stores }' },
      },
      context: async () => ({}),
    });
    return response.headers.get('cache-control');
  };

  it('an answer to a request with Authorization carries Cache-Control: no-store', async () =>
    expect(await ask({ authorization: 'Bearer a.b.c' })).toBe('no-store'));

  it('an answer to a request with the refresh cookie carries Cache-Control: no-store', async () =>
    expect(await ask({ cookie: 'lang=es; snap_refresh=abc' })).toBe('no-store'));

  it("an anonymous answer is left as it was (no one's data in it)", async () =>
    expect(await ask({ cookie: 'lang=es' })).toBeUndefined());
});
