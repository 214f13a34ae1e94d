// GraphQL over GET for the public site's own reads (issue 45, item 2): a GET names an operation by the
// id the build gave it (`/graphql?id=sha256:…&variables={…}&lang=es`), so the address alone says what
// the answer is and a CDN, the cluster's cache or the browser may keep it, as they keep pages. Only the
// operations the web build was made with are answered this way (the allow-list is the build's
// persisted-documents.json, written by graphql-codegen); any other query is sent by POST, as before.
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defineMessages,
  answeredOverGet,
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  LANGUAGE_HEADER,
} from '@snap/domain';
import { PAGE_CACHE_CONTROL, PAGE_SHARED_CACHE_CONTROL } from '../delivery/page-rendering';

/** The allow-list in the web build (copied there from libs/api-client by the build). */
export const PERSISTED_QUERIES_FILE = 'persisted-documents.json';

/** Set by the gateway (never taken from a visitor) on a GET it matched to the allow-list. */
const PERSISTED_QUERY_HEADER = 'x-snap-persisted-query';

export const PERSISTED_QUERY_MESSAGES = defineMessages('persistedQuery', {
  unknown:
    'This query id is not one the site answers over GET. Send the query itself by POST to /graphql.',
  badVariables: 'The variables of a GET query must be a JSON object.',
});

/** The operations of the web build that GET answers, by id (none without a build: every id refused). */
export function loadPersistedQueries(webDist: string | undefined): Map<string, string> {
  const file = webDist ? join(webDist, PERSISTED_QUERIES_FILE) : undefined;
  if (!file || !existsSync(file)) return new Map();
  const operations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(operations).filter(([, operation]) => answeredOverGet(operation)));
}

function refuse(res: Response, status: number, message: string, code: string): void {
  // An answer about the address itself: the same for everyone, but never worth keeping.
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Turns `GET /graphql?id=…&variables=…&lang=…` into the GraphQL GET the server answers
 * (`?query=…&variables=…`), with the language taken from the address alone, so that the answer depends
 * on the address (and on a session only when the request carries one: then it is `no-store`).
 */
export function persistedQueryGets(queries: Map<string, string>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    delete req.headers[PERSISTED_QUERY_HEADER];
    if (req.method !== 'GET' || req.path !== '/graphql') return next();
    const params = new URL(req.originalUrl, 'http://gateway').searchParams;
    const id = params.get('id');
    if (id === null) return next();
    const query = queries.get(id);
    if (!query)
      return refuse(res, 404, PERSISTED_QUERY_MESSAGES.unknown, 'PERSISTED_QUERY_NOT_FOUND');
    const variables = params.get('variables') ?? '{}';
    try {
      const parsed: unknown = JSON.parse(variables);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError();
    } catch {
      return refuse(res, 400, PERSISTED_QUERY_MESSAGES.badVariables, 'BAD_USER_INPUT');
    }
    const language = params.get('lang');
    req.headers[LANGUAGE_HEADER.toLowerCase()] = isSiteLanguage(language)
      ? language
      : DEFAULT_LANGUAGE;
    delete req.headers['accept-language'];
    req.headers[PERSISTED_QUERY_HEADER] = id;
    // Apollo's guard against cross-site simple requests: an allow-listed read changes nothing.
    req.headers['apollo-require-preflight'] = 'true';
    req.url = `/graphql?${new URLSearchParams({ query, variables })}`;
    next();
  };
}

/**
 * A persisted GET's answer may be kept as a page is (docs/product-rules.md, "Pages rendered on the
 * server"): 60 s at most in a shared cache, revalidated by browsers; its ETag is Express's. Not an
 * answer with errors (an outage must not be kept), nor one that depends on who asked (privateAnswers,
 * which runs first, has made it `no-store`).
 */
export const sharedPersistedReads: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    const persisted =
      request.http?.method === 'GET' && Boolean(request.http.headers.get(PERSISTED_QUERY_HEADER));
    return {
      async willSendResponse({ response }) {
        if (!persisted || response.http.headers.get('cache-control')) return;
        const body = response.body;
        if (body.kind !== 'single' || body.singleResult.errors?.length) {
          response.http.headers.set('cache-control', 'no-store');
          return;
        }
        response.http.headers.set('cache-control', PAGE_CACHE_CONTROL);
        response.http.headers.set('cdn-cache-control', PAGE_SHARED_CACHE_CONTROL);
      },
    };
  },
};
