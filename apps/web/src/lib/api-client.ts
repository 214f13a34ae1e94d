import { createGraphQLClient } from '@snap/api-client';

// The access token lives in memory only; the refresh token is an httpOnly cookie.
let accessToken: string | null = null;

export const accessTokenStore = {
  get: () => accessToken,
  set: (token: string | null) => {
    accessToken = token;
  },
};

/** Every call goes to /graphql on the same origin. */
export const request = createGraphQLClient({ endpoint: '/graphql', getAccessToken: accessTokenStore.get });
