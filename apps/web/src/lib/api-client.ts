import { AccessTokenKeeper, createGraphQLClient, graphql } from '@snap/api-client';
import { LANGUAGE_HEADER } from '@snap/domain';
import { currentLanguage } from './i18n/i18n';

// The server answers errors and validation messages in the page's language, and takes it as a new
// account's language.
const headers = () => ({ [LANGUAGE_HEADER]: currentLanguage() });

// The refresh call itself carries no bearer token: the refresh token is the httpOnly cookie.
const renewRequest = createGraphQLClient({ endpoint: '/graphql', headers });
const RenewSessionDocument = graphql(`
  mutation RenewSession {
    refreshSession {
      accessToken
    }
  }
`);

// The access token lives in memory only; the refresh token is an httpOnly cookie.
const keeper = new AccessTokenKeeper(
  async () => (await renewRequest(RenewSessionDocument)).refreshSession?.accessToken ?? null,
);

export const accessTokenStore = {
  get: () => keeper.get(),
  set: (token: string | null) => keeper.set(token),
};

let serverFetch: typeof fetch | undefined;

/** The server's rendering of pages answers the app's calls itself (src/server/render-page.tsx). */
export function setServerFetch(fetchOnServer: typeof fetch): void {
  serverFetch = fetchOnServer;
}

/** Every call goes to /graphql on the same origin; signed-in calls renew the token before it expires
 * and once more when the server answers that it has. */
export const request = createGraphQLClient({
  endpoint: '/graphql',
  session: keeper,
  headers,
  fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
  // In the browser, an anonymous query goes by GET with its build id and the page's language in the
  // address: the same answer for everyone, which the browser and any cache on the way may keep.
  persistedReads: () => (serverFetch ? null : { language: currentLanguage() }),
});
