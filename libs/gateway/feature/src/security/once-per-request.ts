import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Root fields one request may ask for once only, aliases and fragments included: each store's
 * enrichment may spend the provider's daily budget, and a store page asks for one store's. */
export const ONCE_PER_REQUEST = ['storeEnrichment'] as const;

export const oncePerRequestMessage = (field: string, times: number) =>
  `Ask for ${field} once per request (this one asks ${times} times).`;

/** How often each of `fields` appears at the root of the operation, counting every alias and every
 * use of a fragment (inline or named; a fragment that spreads itself counts once). */
export function rootFieldUses(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  fields: readonly string[],
): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const uses = new Map<string, number>();
  const walk = (selections: SelectionSetNode, seen: Set<string>): void => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (fields.includes(selection.name.value))
          uses.set(selection.name.value, (uses.get(selection.name.value) ?? 0) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value))
          walk(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return uses;
}

/** Refuses, before anything runs (so nothing is spent), a request that asks for one of
 * ONCE_PER_REQUEST more than once. */
export const oncePerRequest: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation }) {
        if (!operation || operation.operation !== 'query') return;
        for (const [field, times] of rootFieldUses(document, operation, ONCE_PER_REQUEST))
          if (times > 1)
            throw new GraphQLError(oncePerRequestMessage(field, times), {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
      },
    };
  },
};
