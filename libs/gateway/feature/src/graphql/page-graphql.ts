import type { ApolloServer } from '@apollo/server';
import type { ApolloDriver } from '@nestjs/apollo';
import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { PageGraphql } from '../delivery/page-rendering';
import type { GraphqlContext } from './graphql-context';

/** A page's data through the same GraphQL server as /graphql: its resolvers, guards, cost limits,
 * error shapes and translations (one path for data and authorization), without an HTTP round trip. */
export function pageGraphqlOf(app: INestApplication): PageGraphql {
  let server: ApolloServer<GraphqlContext> | undefined;
  return async (body, req, res) => {
    server ??= app.get<GraphQLModule<ApolloDriver>>(GraphQLModule, { strict: false }).graphQlAdapter
      .instance as unknown as ApolloServer<GraphqlContext>;
    const { query, variables } = JSON.parse(body) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: { req, res } },
    );
    if (response.body.kind !== 'single')
      return { status: 500, body: JSON.stringify({ errors: [{ message: 'Unexpected stream' }] }) };
    return {
      status: response.http.status ?? 200,
      body: JSON.stringify(response.body.singleResult),
    };
  };
}
