import { getOperationAST, parse } from 'graphql';
import { ONCE_PER_REQUEST, oncePerRequestMessage, rootFieldUses } from './once-per-request';

const uses = (query: string) => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return rootFieldUses(document, operation, ONCE_PER_REQUEST).get('storeEnrichment') ?? 0;
};

describe('one storeEnrichment per request (issue 43, finding 3: ten stores in one request)', () => {
  it('counts the store page’s own query once', () => {
    expect(uses('query ($id: ID!) { storeEnrichment(storeId: $id) { storeId } }')).toBe(1);
    expect(uses('{ store(id: "1") { id } }')).toBe(0);
  });

  it('counts every alias, inline fragment and use of a named fragment', () => {
    const tenAliases = `{ ${Array.from(
      { length: 10 },
      (_, i) => `s${i}: storeEnrichment(storeId: "st_${i}") { storeId }`,
    ).join(' ')} }`;
    expect(uses(tenAliases)).toBe(10);
    expect(
      uses(
        '{ ... on Query { a: storeEnrichment(storeId: "1") { storeId } } storeEnrichment(storeId: "2") { storeId } }',
      ),
    ).toBe(2);
    expect(
      uses('{ ...E ...E } fragment E on Query { storeEnrichment(storeId: "1") { storeId } }'),
    ).toBe(2);
    // A fragment spreading itself (refused by validation anyway) does not loop.
    expect(
      uses('{ ...E } fragment E on Query { ...E storeEnrichment(storeId: "1") { storeId } }'),
    ).toBe(1);
  });

  it('says what to do in the refusal', () => {
    expect(oncePerRequestMessage('storeEnrichment', 10)).toBe(
      'Ask for storeEnrichment once per request (this one asks 10 times).',
    );
  });
});
