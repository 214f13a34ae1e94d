import fc from 'fast-check';
import { nameScorer, scoreName } from './text-similarity';

// Words from a small alphabet, so typos, prefixes, numbers and joined pairs meet often.
const word = fc.oneof(
  fc.stringMatching(/^[abdlr]{1,8}$/),
  fc.stringMatching(/^\d{1,4}$/),
  fc.constantFrom(
    'dollar',
    'dolar',
    'general',
    'wal',
    'mart',
    'walmart',
    'publix',
    'publx',
    '1089',
  ),
);
const words = fc.array(word, { minLength: 0, maxLength: 4 });

describe('text similarity', () => {
  it('the per-query scorer gives exactly the scores of scoreName, for any query, names and cities', () => {
    fc.assert(
      fc.property(words, fc.array(fc.tuple(words, words), { maxLength: 6 }), (query, stores) => {
        const scoreOf = nameScorer(query);
        for (const [name, city] of stores)
          expect(scoreOf(name, city)).toBe(scoreName(query, name, city));
      }),
      { numRuns: 500 },
    );
  });

  it('ranks an exact chain name with its number above the chain elsewhere and a typo of it', () => {
    const scoreOf = nameScorer(['publix', '1089']);
    const exact = scoreOf(['publix', '1089'], ['atlanta']);
    const otherStore = scoreOf(['publix', '1123'], ['atlanta']);
    expect(exact).toBe(1);
    expect(otherStore).toBeGreaterThan(0.5);
    expect(otherStore).toBeLessThan(exact);
    expect(nameScorer(['publx'])(['publix'], [])).toBeGreaterThan(0.7);
    expect(nameScorer(['wal', 'mart'])(['walmart'], [])).toBeGreaterThan(0.8);
    expect(nameScorer(['kroger'])(['dollar', 'general'], [])).toBe(0);
  });
});
