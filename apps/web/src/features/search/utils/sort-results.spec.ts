import { describe, expect, it } from 'vitest';
import {
  defaultNearbySort,
  sortNearby,
  TRENDING_FALLBACK_NOTE,
  TRENDING_NOTE,
  trendingNote,
} from '../../home/utils/nearby-sort';
import { filterByTypes, filterOpenNow, sortResults, topStoreTypes } from './sort-results';

const stores = [
  {
    id: '1',
    Store_Name: 'Kroger',
    distance_miles: 3.2,
    average_rating: 4.1,
    review_count: 7,
    updated_at: '2024-01-02T00:00:00Z',
    trending_score: 0,
    Store_Type: 'Supermarket',
  },
  {
    id: '2',
    Store_Name: 'aldi',
    distance_miles: 0.4,
    average_rating: null,
    review_count: 0,
    trending_score: 0,
    Store_Type: 'Supermarket',
  },
  {
    id: '3',
    Store_Name: 'Corner Mart',
    distance_miles: null,
    average_rating: 4.8,
    review_count: 2,
    updated_at: '2024-03-01T00:00:00Z',
    trending_score: 1.9,
    Store_Type: 'Convenience Store',
  },
];

describe('result sorting', () => {
  it('keeps the server order for relevance', () => {
    expect(sortResults(stores, 'relevance').map((s) => s.Store_Name)).toEqual([
      'Kroger',
      'aldi',
      'Corner Mart',
    ]);
  });
  it('sorts distance ascending with unknown distances last', () => {
    expect(sortResults(stores, 'distance').map((s) => s.Store_Name)).toEqual([
      'aldi',
      'Kroger',
      'Corner Mart',
    ]);
  });
  it('sorts names A-Z ignoring case', () => {
    expect(sortResults(stores, 'name').map((s) => s.Store_Name)).toEqual([
      'aldi',
      'Corner Mart',
      'Kroger',
    ]);
  });
  it("sorts by community rating (unrated last) and by the store's last update, newest first", () => {
    expect(sortResults(stores, 'rating').map((s) => s.Store_Name)).toEqual([
      'Corner Mart',
      'Kroger',
      'aldi',
    ]);
    expect(sortResults(stores, 'updated').map((s) => s.Store_Name)).toEqual([
      'Corner Mart',
      'Kroger',
      'aldi',
    ]);
  });
  it('breaks a rating tie by the number of reviews', () => {
    const tied = [
      { id: 'f', Store_Name: 'Few', average_rating: 4, review_count: 1 },
      { id: 'm', Store_Name: 'Many', average_rating: 4, review_count: 9 },
    ];
    expect(sortResults(tied, 'rating').map((s) => s.Store_Name)).toEqual(['Many', 'Few']);
  });
  it('sorts the nearby list nearest first, by recent clicks, or by community rating', () => {
    expect(sortNearby(stores, 'nearest').map((s) => s.Store_Name)).toEqual([
      'aldi',
      'Kroger',
      'Corner Mart',
    ]);
    expect(sortNearby(stores, 'popular').map((s) => s.Store_Name)).toEqual([
      'Corner Mart',
      'Kroger',
      'aldi',
    ]);
    expect(sortNearby(stores, 'rated').map((s) => s.Store_Name)).toEqual([
      'Corner Mart',
      'Kroger',
      'aldi',
    ]);
  });
  it('re-orders by distance with the server rule: the same distance by id', () => {
    const tied = [
      { id: '20', Store_Name: 'Later id', distance_miles: 1 },
      { id: '10', Store_Name: 'Earlier id', distance_miles: 1 },
      { id: '30', Store_Name: 'Unknown', distance_miles: null },
      { id: '40', Store_Name: 'Nearest', distance_miles: 0.5 },
    ];
    const expected = ['Nearest', 'Earlier id', 'Later id', 'Unknown'];
    expect(sortResults(tied, 'distance').map((s) => s.Store_Name)).toEqual(expected);
    expect(sortNearby(tied, 'nearest').map((s) => s.Store_Name)).toEqual(expected);
  });
  it('keeps the server order (the trending tie-breaks) among stores with equal clicks and reviews', () => {
    const even = [
      { id: 'b', Store_Name: 'B', distance_miles: 2, trending_score: 0, review_count: 0 },
      { id: 'a', Store_Name: 'A', distance_miles: 1, trending_score: 0, review_count: 0 },
    ];
    expect(sortNearby(even, 'popular').map((s) => s.Store_Name)).toEqual(['B', 'A']);
  });
  it('says which ranking the trending list shows', () => {
    expect(trendingNote(stores)).toBe(TRENDING_NOTE.message);
    expect(trendingNote(stores)).toBe(
      'Trending: the stores people near you opened most in the last 30 days.',
    );
    expect(trendingNote([{ trending_score: 0 }, { trending_score: null }])).toBe(
      TRENDING_FALLBACK_NOTE.message,
    );
    expect(defaultNearbySort('trending')).toBe('popular');
    expect(defaultNearbySort('grocery')).toBe('nearest');
  });
});

describe('type filters', () => {
  it('lists the top 10 types by count and filters on several at once', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      Array.from({ length: 12 - i }, () => ({ Store_Type: `Type ${i}` })),
    ).flat();
    const top = topStoreTypes(many);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ type: 'Type 0', count: 12 });
    expect(filterByTypes(stores, new Set(['Supermarket', 'Convenience Store']))).toHaveLength(3);
    expect(filterByTypes(stores, new Set(['Convenience Store'])).map((s) => s.Store_Name)).toEqual([
      'Corner Mart',
    ]);
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
