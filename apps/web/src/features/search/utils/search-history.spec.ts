import { describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  readSearchHistory,
  recentSearches,
  saveSearchHistory,
  SEARCH_HISTORY_KEY,
  type SearchHistoryItem,
} from './search-history';

describe('search history', () => {
  it('keeps at most 10 entries, newest first', () => {
    let history: SearchHistoryItem[] = [];
    for (let i = 0; i < 12; i++)
      history = addSearchHistory(history, { query: `store ${i}`, location: '' }, 1000 + i);
    expect(history).toHaveLength(10);
    expect(history[0].query).toBe('store 11');
    expect(history.at(-1)?.query).toBe('store 2');
  });

  it('de-duplicates by query plus location, moving the repeat to the top', () => {
    let history = addSearchHistory([], { query: 'Walmart', location: 'Atlanta, GA' }, 1);
    history = addSearchHistory(history, { query: 'Kroger', location: 'Atlanta, GA' }, 2);
    history = addSearchHistory(history, { query: 'walmart ', location: 'atlanta, ga' }, 3);
    history = addSearchHistory(history, { query: 'Walmart', location: '30303' }, 4);
    expect(history.map((item) => `${item.query}|${item.location}`)).toEqual([
      'Walmart|30303',
      'walmart|atlanta, ga',
      'Kroger|Atlanta, GA',
    ]);
  });

  it('shows the 3 most recent and persists under ebt-search-history', () => {
    let history: SearchHistoryItem[] = [];
    for (const query of ['a1', 'b2', 'c3', 'd4'])
      history = addSearchHistory(history, { query, location: '' });
    expect(recentSearches(history).map((item) => item.query)).toEqual(['d4', 'c3', 'b2']);
    saveSearchHistory(history);
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toHaveLength(4);
    expect(readSearchHistory().map((item) => item.query)).toEqual(['d4', 'c3', 'b2', 'a1']);
  });

  it('ignores corrupt stored history', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
  });
});
