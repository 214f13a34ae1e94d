import fc from 'fast-check';
import { normalizeSearchText, searchTokens } from '@snap/domain';
import { loadGeorgiaStores } from '../../testing';
import { EmbeddedStoreIndex } from './embedded-store-index';

// The word filter of located text search must only skip stores that score 0: the same query on an index
// that scores every store in the circle gives the same hits, scores, distances and order.
describe('embedded store index: the word filter of located text search', () => {
  const georgia = loadGeorgiaStores();
  const filtered = new EmbeddedStoreIndex();
  const everyStore = new EmbeddedStoreIndex({ scoreEveryStore: true });
  const nameWords = [...new Set(georgia.flatMap((store) => searchTokens(store.Store_Name)))];
  const cityWords = [...new Set(georgia.flatMap((store) => searchTokens(store.City)))];

  beforeAll(async () => {
    await filtered.upsert(georgia);
    await everyStore.upsert(georgia);
  });

  // Words of real names and cities, with a typo now and then, store numbers, and random letters.
  const typo = (word: string, at: number, kind: number) =>
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + 'x' + word.slice(at)
        : word.slice(0, at) +
          word.slice(at + 1, at + 2) +
          word.slice(at, at + 1) +
          word.slice(at + 2);
  const queryWord = fc.oneof(
    fc.constantFrom(...nameWords),
    fc.constantFrom(...cityWords),
    fc
      .tuple(fc.constantFrom(...nameWords), fc.nat(), fc.nat(2))
      .map(([word, at, kind]) => typo(word, at % Math.max(1, word.length), kind)),
    fc.stringMatching(/^\d{1,4}$/),
    fc.stringMatching(/^[a-z]{1,7}$/),
  );
  const query = fc.record({
    words: fc.array(queryWord, { minLength: 1, maxLength: 4 }),
    store: fc.constantFrom(...georgia),
    shift: fc.tuple(fc.double({ min: -0.3, max: 0.3 }), fc.double({ min: -0.3, max: 0.3 })),
    radiusMiles: fc.constantFrom(1, 5, 10, 20, 40),
    minScore: fc.constantFrom(0, 0.2, 0.2, 0.5, 0.8),
    limit: fc.constantFrom(1, 20, 200),
    storeTypes: fc.constantFrom<string[] | undefined>(undefined, [
      'Supermarket',
      'Convenience Store',
    ]),
  });

  it('gives exactly the results of scoring every store in the circle, for random queries and places', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const textQuery = {
          text: q.words.join(' '),
          near: {
            lat: q.store.Latitude + q.shift[0],
            lng: q.store.Longitude + q.shift[1],
            radiusMiles: q.radiusMiles,
          },
          minScore: q.minScore,
          limit: q.limit,
          storeTypes: q.storeTypes,
        };
        expect(await filtered.text(textQuery)).toEqual(await everyStore.text(textQuery));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('finds a store typed with a typo in its name, as scoring every store does', async () => {
    const [publix] = georgia.filter((store) =>
      normalizeSearchText(store.Store_Name).startsWith('publix'),
    );
    const near = { lat: publix.Latitude, lng: publix.Longitude, radiusMiles: 10 };
    const hits = await filtered.text({ text: 'publx', near, minScore: 0.2, limit: 20 });
    expect(hits.map((hit) => hit.store.id)).toContain(publix.id);
    expect(hits).toEqual(await everyStore.text({ text: 'publx', near, minScore: 0.2, limit: 20 }));
  });
});
