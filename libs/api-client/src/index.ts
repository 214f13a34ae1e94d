export * from './client/access-token';
export * from './client/graphql-client';
export * from './client/graphql-error';
export { graphql } from './generated/gql';
export * from './generated/graphql';
