import { buildSchema, getOperationAST, parse } from 'graphql';
import { MAX_LIST_ROWS, requestedRows } from './graphql-armor';

const schema = buildSchema(`
  type Hours { day: String }
  type Review { id: ID }
  type Store { id: ID, weeklyHours: [Hours!]!, reviews(limit: Int): [Review!]! }
  type Query {
    directSearch(text: String!, limit: Int! = 2000): [Store!]!
    nearbyStores(limit: Int! = 20): [Store!]!
    myReviews(limit: Int): [Review!]!
    store(id: ID!): Store
    zipStores(zip: String!): [Store!]!
    isAdmin: Boolean
  }
`);

const rows = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return requestedRows(schema, document, operation, variables);
};

describe('list sizes in the query cost (attack: 10 aliases x directSearch(limit: 2000) = 20,000 rows)', () => {
  it("counts each list's limit, with defaults and variables", () => {
    expect(rows('{ directSearch(text: "a") { id } }')).toBe(2000);
    expect(rows('{ nearbyStores { id } }')).toBe(20);
    expect(rows('query($n: Int!) { directSearch(text: "a", limit: $n) { id } }', { n: 2000 })).toBe(
      2000,
    );
    expect(rows('{ isAdmin store(id: "1") { id } }')).toBe(0);
    // One list over the limit is left to the service's own validation message.
    expect(rows('{ directSearch(text: "a", limit: 5000) { id } }')).toBe(MAX_LIST_ROWS);
  });

  it('counts aliases and fragments every time, and multiplies nested lists', () => {
    const tenAliases = `{ ${Array.from(
      { length: 10 },
      (_, i) => `a${i}: directSearch(text: "a", limit: 2000) { id }`,
    ).join(' ')} }`;
    expect(rows(tenAliases)).toBe(20_000);
    expect(rows(tenAliases)).toBeGreaterThan(MAX_LIST_ROWS);
    expect(
      rows(
        'query { ...F } fragment F on Query { nearbyStores(limit: 100) { reviews(limit: 10) { id } } }',
      ),
    ).toBe(100 + 100 * 10);
    // A null size counts as the services' default page; a list without one is part of its parent.
    expect(rows('{ myReviews { id } }')).toBe(50);
    expect(rows('{ nearbyStores(limit: 100) { weeklyHours { day } } }')).toBe(100);
  });

  it('counts a ZIP search as its most, 100 stores (attack: 10 aliases of zipStores with 5 reviews each, 6,000 rows)', () => {
    expect(rows('{ zipStores(zip: "30303") { id } }')).toBe(100);
    const aliases = `{ ${Array.from(
      { length: 10 },
      (_, i) =>
        `z${i}: zipStores(zip: "303${String(i).padStart(2, '0')}") { id reviews(limit: 5) { id } }`,
    ).join(' ')} }`;
    expect(rows(aliases)).toBe(10 * (100 + 100 * 5));
    expect(rows(aliases)).toBeGreaterThan(MAX_LIST_ROWS);
  });

  it("keeps the web app's largest query (one direct search of 2,000 cards) under the limit", () => {
    expect(
      rows(
        'query($limit: Int!) { directSearch(text: "a", limit: $limit) { id weeklyHours { day } } }',
        {
          limit: 2000,
        },
      ),
    ).toBeLessThanOrEqual(MAX_LIST_ROWS);
  });
});
