import { ApolloArmor } from '@escape.tech/graphql-armor';

/** Query limits, set above what the web and admin apps ask for (their deepest query is 4 levels,
 * no aliases) and far below what would tie up a service. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 10,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 3000,
} as const;

/** graphql-armor for Apollo: depth, cost, alias, directive and token limits, and (in production) no
 * "Did you mean …?" hints that map the schema for a stranger. */
export function graphqlArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits: true },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits: true },
    // Tokens are limited by graphql-js's own parser (parseOptions), which answers 400; armor's plugin
    // throws from a hook Apollo turns into a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
