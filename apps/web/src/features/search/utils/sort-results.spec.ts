import { describe, expect, it } from 'vitest';
import { sortNearby } from '../../home/utils/nearby-sort';
import { filterByTypes, filterOpenNow, sortResults, topStoreTypes } from './sort-results';

const stores = [
  { Store_Name: 'Kroger', distance_miles: 3.2, google_rating: 4.1, google_last_updated: '2024-01-02T00:00:00Z', Store_Type: 'Supermarket' },
  { Store_Name: 'aldi', distance_miles: 0.4, google_rating: null, google_last_updated: null, Store_Type: 'Supermarket' },
  { Store_Name: 'Corner Mart', distance_miles: null, google_rating: 4.8, google_last_updated: '2024-03-01T00:00:00Z', Store_Type: 'Convenience Store' },
];

describe('result sorting', () => {
  it('keeps the server order for relevance', () => {
    expect(sortResults(stores, 'relevance').map((s) => s.Store_Name)).toEqual(['Kroger', 'aldi', 'Corner Mart']);
  });
  it('sorts distance ascending with unknown distances last', () => {
    expect(sortResults(stores, 'distance').map((s) => s.Store_Name)).toEqual(['aldi', 'Kroger', 'Corner Mart']);
  });
  it('sorts names A-Z ignoring case', () => {
    expect(sortResults(stores, 'name').map((s) => s.Store_Name)).toEqual(['aldi', 'Corner Mart', 'Kroger']);
  });
  it('sorts by rating and by last update, newest first', () => {
    expect(sortResults(stores, 'rating').map((s) => s.Store_Name)).toEqual(['Corner Mart', 'Kroger', 'aldi']);
    expect(sortResults(stores, 'updated').map((s) => s.Store_Name)).toEqual(['Corner Mart', 'Kroger', 'aldi']);
  });
  it('sorts the nearby list by distance whatever the choice (nearest, most popular, best rated)', () => {
    for (const sort of ['nearest', 'popular', 'rated'] as const) {
      expect(sortNearby(stores, sort).map((s) => s.Store_Name)).toEqual(['aldi', 'Kroger', 'Corner Mart']);
    }
  });
});

describe('type filters', () => {
  it('lists the top 10 types by count and filters on several at once', () => {
    const many = Array.from({ length: 12 }, (_, i) => Array.from({ length: 12 - i }, () => ({ Store_Type: `Type ${i}` }))).flat();
    const top = topStoreTypes(many);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ type: 'Type 0', count: 12 });
    expect(filterByTypes(stores, new Set(['Supermarket', 'Convenience Store']))).toHaveLength(3);
    expect(filterByTypes(stores, new Set(['Convenience Store'])).map((s) => s.Store_Name)).toEqual(['Corner Mart']);
    expect(filterByTypes(stores, new Set())).toHaveLength(3);
  });
});

describe('the "Open now" filter', () => {
  const cards = [
    { id: 'open', openNow: true },
    { id: 'closed', openNow: false },
    { id: 'unknown', openNow: null },
  ];
  it('keeps only stores known to be open, and everything when off', () => {
    expect(filterOpenNow(cards, true).map((s) => s.id)).toEqual(['open']);
    expect(filterOpenNow(cards, false).map((s) => s.id)).toEqual(['open', 'closed', 'unknown']);
  });
});
