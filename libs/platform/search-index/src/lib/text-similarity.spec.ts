import fc from 'fast-check';
import {
  matchableWords,
  nameScorer,
  scoreName,
  wordCouldMatch,
  wordSimilarity,
} from './text-similarity';

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
  it('a store none of whose words could match the query scores 0, so an index may skip it', () => {
    fc.assert(
      fc.property(words, words, words, (query, name, city) => {
        const couldMatch = wordCouldMatch(query);
        if (![...matchableWords(name), ...city].some(couldMatch))
          expect(scoreName(query, name, city)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets two query words that only match joined ("sa ms" → "sams") through the word filter', () => {
    for (const [query, name] of [
      [['sa', 'ms'], ['sams']],
      [['ab', 'dl'], ['abdlr']],
    ]) {
      expect(scoreName(query, name)).toBeGreaterThan(0);
      expect(query.some((q) => wordSimilarity(q, name[0]) > 0)).toBe(false);
      expect(wordCouldMatch(query)(name[0])).toBe(true);
    }
  });

  it('decides a word by its digit shape exactly as by its own similarity to the query', () => {
    // Joined name words mix letters and digits ("walgreens7199"): the shape shortcut must not change a verdict.
    const joinedWord = fc.tuple(word, word).map(([a, b]) => a + b);
    fc.assert(
      fc.property(words, fc.oneof(word, joinedWord), (query, candidate) => {
        const pairs = matchableWords(query).slice(query.length);
        const direct =
          query.some((q) => wordSimilarity(q, candidate) > 0) ||
          pairs.some((pair) => wordSimilarity(pair, candidate) >= 0.9);
        expect(wordCouldMatch(query)(candidate)).toBe(direct);
      }),
      { numRuns: 2000 },
    );
  });

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
