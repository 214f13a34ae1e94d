import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import {
  loadPersistedQueries,
  PERSISTED_QUERIES_FILE,
  PERSISTED_QUERY_MESSAGES,
  persistedQueryGets,
  sharedPersistedReads,
} from './persisted-queries';
import { privateAnswers } from './private-answers';

const STORE = 'query Store($id: ID!) { store(id: $id) { id name } }';
const REFUSAL = 'query Refusal($id: ID!) { ebtRefusalStatus(storeId: $id) { yourReportAt } }';
const REVIEW = 'mutation Review($id: ID!) { review(storeId: $id) }';
const BUILD = { 'sha256:store': STORE, 'sha256:refusal': REFUSAL, 'sha256:review': REVIEW };

/** A real Express app and Apollo server wired as the gateway wires them (http-edge.ts, GatewayModule),
 * on a build whose allow-list holds a catalog read, an address-dependent read and a mutation. */
describe('the site’s own reads over GET, by the id its build gave them (issue 45, item 2)', () => {
  let server: Server;
  let base: string;
  let webDist: string;
  const languages: string[] = [];
  const apollo = new ApolloServer<{ language: string }>({
    typeDefs: `
      type Store { id: ID! name: String! }
      type Refusal { yourReportAt: String }
      type Query { store(id: ID!): Store, ebtRefusalStatus(storeId: ID!): Refusal }
      type Mutation { review(storeId: ID!): Boolean }`,
    resolvers: {
      Query: {
        store: (_: unknown, { id }: { id: string }, { language }: { language: string }) => {
          languages.push(language);
          if (id === 'down')
            throw new GraphQLError('try again in a minute', {
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            });
          return { id, name: `Store ${id}` };
        },
        ebtRefusalStatus: () => ({ yourReportAt: '2026-12-01' }),
      },
      Mutation: { review: () => true },
    },
    plugins: [privateAnswers, sharedPersistedReads, ApolloServerPluginCacheControlDisabled()],
  });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'persisted-'));
    writeFileSync(join(webDist, PERSISTED_QUERIES_FILE), JSON.stringify(BUILD));
    await apollo.start();
    const app = express();
    app.use(cookieParser());
    app.use(persistedQueryGets(loadPersistedQueries(webDist)));
    app.use(express.json());
    app.use(
      '/graphql',
      expressMiddleware(apollo, {
        context: async ({ req }) => ({ language: String(req.headers['x-language'] ?? 'none') }),
      }),
    );
    await new Promise<void>((listening) => {
      server = app.listen(0, '127.0.0.1', () => listening());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await apollo.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (
    id: string,
    variables: unknown = { id: '12' },
    headers: Record<string, string> = {},
    lang = 'es',
  ) =>
    fetch(
      `${base}/graphql?${new URLSearchParams({ id, variables: typeof variables === 'string' ? variables : JSON.stringify(variables), lang })}`,
      { headers },
    );

  it('answers an allow-listed query, which any cache may keep for a minute at most, with an ETag', async () => {
    const response = await get('sha256:store');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { store: { id: '12', name: 'Store 12' } } });
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('cdn-cache-control')).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    );
    const etag = response.headers.get('etag');
    // Express's weak validator of the body.
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);
    // A repeat that names it is told nothing changed.
    // A cache that kept it asks again naming it, and is told nothing changed. (Not through fetch(),
    // which adds Cache-Control: no-cache to a conditional request, as its standard says.)
    const repeat = await new Promise<number | undefined>((answered, failed) =>
      httpGet(response.url, { headers: { 'if-none-match': String(etag) } }, (answer) => {
        answer.resume();
        answered(answer.statusCode);
      }).on('error', failed),
    );
    expect(repeat).toBe(304);
  });

  it('takes the language from the address alone, so the address says what the answer is', async () => {
    languages.length = 0;
    await get('sha256:store', { id: '1' }, { 'x-language': 'en', 'accept-language': 'en' }, 'es');
    await get('sha256:store', { id: '1' }, {}, 'xx');
    expect(languages).toEqual(['es', 'en']);
  });

  it('refuses an id the build does not have, a mutation, and an address-dependent read, with a clear error', async () => {
    for (const id of ['sha256:nope', 'sha256:review', 'sha256:refusal']) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        errors: [
          {
            message: PERSISTED_QUERY_MESSAGES.unknown,
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
          },
        ],
      });
    }
  });

  it('refuses variables that are not a JSON object', async () => {
    for (const variables of ['{', '[1]', 'null']) {
      const response = await get('sha256:store', variables);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].message).toBe(PERSISTED_QUERY_MESSAGES.badVariables);
    }
  });

  it('never lets a shared cache keep an answer with errors, or one that depends on who asked', async () => {
    const failed = await get('sha256:store', { id: 'down' });
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('cdn-cache-control')).toBeNull();
    const signedIn = await get('sha256:store', { id: '1' }, { authorization: 'Bearer a.b.c' });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('cdn-cache-control')).toBeNull();
  });

  it('leaves a GET that names no id to the GraphQL server, which never marks it for shared caches', async () => {
    const response = await fetch(
      `${base}/graphql?${new URLSearchParams({ query: STORE, variables: '{"id":"3"}' })}`,
      // The marker a visitor sends is dropped: only the gateway marks an allow-listed read.
      { headers: { 'apollo-require-preflight': 'true', 'x-snap-persisted-query': 'sha256:store' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cdn-cache-control')).toBeNull();
    expect(response.headers.get('cache-control')).not.toBe('public, no-cache');
  });
});
