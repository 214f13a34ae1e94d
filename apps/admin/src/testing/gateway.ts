/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { expect, onTestFinished, vi } from 'vitest';

// The gateway's committed schema (npm exec nx -- run api-client:codegen keeps it current).
const schema = buildSchema(
  readFileSync(join(__dirname, '../../../../libs/api-client/schema.graphql'), 'utf8'),
);

export type GatewayAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;
export interface GatewayCall {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * Stands in for the gateway behind `fetch`, answering by operation name. Every operation the screen
 * sends is validated and executed against the real schema with the answer as its root value, so a
 * query that asks for a field the gateway does not have, a wrong argument, or an answer missing a
 * non-null field fails the test instead of passing against a stub that accepts anything. An answer may
 * also be a Response, for a gateway that fails at the HTTP level.
 */
export function stubGateway(answers: GatewayAnswers): GatewayCall[] {
  const calls: GatewayCall[] = [];
  const problems: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables = {} } = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ name, variables });
      const answer = answers[name];
      if (!answer) {
        problems.push(`no answer for operation '${name || query}'`);
        return new Response(JSON.stringify({ errors: [{ message: `No answer for ${name}` }] }), {
          status: 400,
        });
      }
      const root = answer(variables);
      if (root instanceof Response) return root;
      const result = await graphql({
        schema,
        source: query,
        variableValues: variables,
        rootValue: root,
      });
      problems.push(...(result.errors ?? []).map((error) => `${name}: ${error.message}`));
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  onTestFinished(() =>
    expect(problems, 'operations or answers the gateway schema refuses').toEqual([]),
  );
  return calls;
}
