import { createGraphQLClient } from '@snap/api-client/admin';
import { sessionKeeper } from './graphql';

/** Typed calls with the generated back-office documents and the same session as gql(): the access token
 * is renewed before it expires, and once more when the server answers UNAUTHENTICATED. */
export const request = createGraphQLClient({
  endpoint: '/graphql',
  session: sessionKeeper,
});
