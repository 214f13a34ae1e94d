import { distance } from 'fastest-levenshtein';
import { wordSimilarity } from '../text-similarity';
import { loadGeorgiaStores } from '../../testing';
import { STORE_INDEX_MAPPINGS, toStoreDocument } from './store-document.mapping';
import { fuzzinessFor, nearbyQuery, textQuery } from './store-queries';

describe('Elasticsearch store queries', () => {
  it('asks for as many edits as the shared scorer can forgive a word of that length, at most 2', () => {
    expect([1, 2, 3, 4, 5, 9, 12].map(fuzzinessFor)).toEqual([0, 1, 1, 2, 2, 2, 2]);
  });

  it.each([
    ['ab', 'abc'],
    ['kro', 'krog'],
    ['publx', 'publix'],
    ['walmrt', 'walmart'],
    ['dolar', 'dollar'],
    ['wigly', 'wiggly'],
  ])('lets through every name word the scorer accepts: %p ~ %p', (query, word) => {
    expect(wordSimilarity(query, word)).toBeGreaterThan(0);
    expect(distance(query, word)).toBeLessThanOrEqual(fuzzinessFor(query.length));
  });

  it('matches store numbers only exactly and filters on normalized city, upper-case state, ZIP and types', () => {
    const { bool } = textQuery(['publix', '1089'], {
      text: 'Publix #1089',
      city: "St. Mary's",
      state: 'ga',
      zip: '31558',
      storeTypes: ['Supermarket'],
      minScore: 0.2,
      limit: 10,
    });
    expect(bool.filter).toEqual([
      { terms: { store_type: ['Supermarket'] } },
      { term: { zip: '31558' } },
      { term: { state: 'GA' } },
      { term: { city: 'st marys' } },
    ]);
    const numberClause = (bool.should as object[])[1];
    expect(numberClause).toEqual({
      dis_max: {
        queries: [{ constant_score: { filter: { term: { name_words: '1089' } }, boost: 0.5 } }],
      },
    });
    expect(bool.minimum_should_match).toBe(1);
  });

  it("indexes an RMP restaurant under the Hot Meals type too, so the type filter's terms query finds it", () => {
    const [store] = loadGeorgiaStores();
    expect(STORE_INDEX_MAPPINGS.properties?.['store_type']).toEqual({ type: 'keyword' });
    expect(
      toStoreDocument({
        ...store,
        Store_Type: 'Grocery Store',
        Incentive_Program: 'Restaurant Meals Program (RMP)',
      }).store_type,
    ).toEqual(['Grocery Store', 'Restaurant Meals Program']);
    expect(
      toStoreDocument({ ...store, Store_Type: 'Restaurant Meals Program', Incentive_Program: null })
        .store_type,
    ).toEqual(['Restaurant Meals Program']);
    expect(
      toStoreDocument({
        ...store,
        Store_Type: 'Supermarket',
        Incentive_Program: 'Double Up Food Bucks',
      }).store_type,
    ).toEqual(['Supermarket']);
    expect(
      nearbyQuery({
        lat: 32,
        lng: -81,
        radiusMiles: 10,
        limit: 5,
        storeTypes: ['Restaurant Meals Program'],
      }),
    ).toEqual({
      bool: {
        filter: [
          expect.objectContaining({ geo_distance: expect.anything() }),
          { terms: { store_type: ['Restaurant Meals Program'] } },
        ],
      },
    });
  });

  it("indexes and filters 'Extra for fruits & vegetables' (an incentive, not the RMP mark)", () => {
    const [store] = loadGeorgiaStores();
    expect(STORE_INDEX_MAPPINGS.properties?.['produce_incentive']).toEqual({ type: 'boolean' });
    expect(
      toStoreDocument({ ...store, Incentive_Program: 'Double Up Food Bucks' }).produce_incentive,
    ).toBe(true);
    expect(
      toStoreDocument({ ...store, Incentive_Program: 'Restaurant Meals Program (RMP)' })
        .produce_incentive,
    ).toBe(false);
    expect(toStoreDocument({ ...store, Incentive_Program: null }).produce_incentive).toBe(false);
    expect(
      nearbyQuery({ lat: 33.7, lng: -84.4, radiusMiles: 10, limit: 20, produceIncentiveOnly: true })
        ?.bool?.filter,
    ).toContainEqual({ term: { produce_incentive: true } });
    expect(
      nearbyQuery({ lat: 33.7, lng: -84.4, radiusMiles: 10, limit: 20 })?.bool?.filter,
    ).not.toContainEqual({ term: { produce_incentive: true } });
    expect(
      textQuery(['aldi'], { text: 'aldi', minScore: 0.2, limit: 10, produceIncentiveOnly: true })
        .bool.filter,
    ).toEqual([{ term: { produce_incentive: true } }]);
  });

  it('also looks for neighbouring query words joined ("wal mart" → "walmart")', () => {
    const should = textQuery(['wal', 'mart'], { text: 'wal mart', minScore: 0.2, limit: 10 }).bool
      .should as object[];
    expect(should).toContainEqual({
      constant_score: { filter: { prefix: { name_words: 'walmart' } }, boost: 1.9 },
    });
  });
});
