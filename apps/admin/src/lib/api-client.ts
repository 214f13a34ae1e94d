import { createGraphQLClient } from '@snap/api-client/admin';
import { accessTokenStore } from './graphql';

/** Typed calls with the generated back-office documents; the same in-memory access token as gql(). */
export const request = createGraphQLClient({
  endpoint: '/graphql',
  getAccessToken: accessTokenStore.get,
});
