import { AccessTokenKeeper, createGraphQLClient, graphql } from '@snap/api-client';

// The refresh call itself carries no bearer token: the refresh token is the httpOnly cookie.
const renewRequest = createGraphQLClient({ endpoint: '/graphql' });
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

/** Every call goes to /graphql on the same origin; signed-in calls renew the token before it expires
 * and once more when the server answers that it has. */
export const request = createGraphQLClient({ endpoint: '/graphql', session: keeper });
