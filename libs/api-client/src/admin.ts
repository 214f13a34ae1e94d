// The back-office's typed documents (generated from apps/admin) with the same fetch client as the web app.
export * from './client/graphql-client';
export * from './client/graphql-error';
export { graphql } from './admin-generated/gql';
export * from './admin-generated/graphql';
