import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { SEARCH_LIMITS } from '@snap/domain';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

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

/** Rows one request may ask for, summed over every list argument (limit, first) and multiplied through
 * nested lists: above the largest screen (the direct search's 2,000 cards) and far below ten of them. */
export const MAX_LIST_ROWS = 2500;

/** A size argument left null: the services' own default page (50). */
const NULL_SIZE_ROWS = 50;

const SIZE_ARGUMENTS = ['limit', 'first'];

/** Lists without a size argument that still answer many rows: each counts its most (a ZIP's stores:
 * ten aliases of zipStores would otherwise be 1,000 stores for free). Keyed `Type.field`. */
const FIXED_SIZE_LISTS: Record<string, number> = {
  'Query.zipStores': SEARCH_LIMITS.zipResultLimit,
};

/** The rows a query asks for: each list field with a size argument counts its limit (or first), times
 * the rows of the lists around it; aliases and fragments count every time they are used. Arguments are read with their
 * defaults and the request's variables, so `directSearch(limit: $n)` counts n. */
export function requestedRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;

  const count = (
    selections: SelectionSetNode,
    parent: GraphQLObjectType | GraphQLInterfaceType,
    around: number,
    seen: Set<string>,
  ): number => {
    let rows = 0;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (isObjectType(type) || isInterfaceType(type))
          rows += count(
            fragment.selectionSet,
            type,
            around,
            new Set([...seen, fragment.name.value]),
          );
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        if (isObjectType(type) || isInterfaceType(type))
          rows += count(selection.selectionSet, type, around, seen);
        continue;
      }
      const field = parent.getFields()[selection.name.value];
      if (!field || !selection.selectionSet) continue;
      let size = 1;
      const sizeArgument = field.args.find((arg) => SIZE_ARGUMENTS.includes(arg.name));
      const fixedSize = FIXED_SIZE_LISTS[`${parent.name}.${field.name}`];
      // A list without a size argument is part of its parent (a store's 7 opening days).
      if (fixedSize !== undefined && isListType(getNullableType(field.type))) {
        size = fixedSize;
        rows += around * size;
      } else if (sizeArgument && isListType(getNullableType(field.type))) {
        const given = getArgumentValues(field, selection, variables)[sizeArgument.name];
        // One list over the limit is the service's to refuse, with its own message ('limit must not be
        // greater than 2000'); what this adds up is many lists, or lists within lists.
        size =
          typeof given === 'number' && Number.isFinite(given)
            ? Math.min(MAX_LIST_ROWS, Math.max(0, given))
            : NULL_SIZE_ROWS;
        rows += around * size;
      }
      const inner = getNamedType(field.type);
      if (isObjectType(inner) || isInterfaceType(inner))
        rows += count(selection.selectionSet, inner, around * size, seen);
    }
    return rows;
  };
  return count(operation.selectionSet, root, 1, new Set());
}

/** Refuses, before anything runs, a request whose lists add up to more than MAX_LIST_ROWS rows. */
export const listSizeLimit: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return;
        const coerced = getVariableValues(
          schema,
          operation.variableDefinitions ?? [],
          request.variables ?? {},
        );
        // Bad variables are answered by the executor with its own message.
        if (coerced.errors) return;
        let rows: number;
        try {
          rows = requestedRows(schema, document, operation, coerced.coerced);
        } catch {
          return;
        }
        if (rows > MAX_LIST_ROWS)
          throw new GraphQLError(
            `Syntax Error: Query list size limit of ${MAX_LIST_ROWS} rows exceeded, found ${rows}.`,
            { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
          );
      },
    };
  },
};
