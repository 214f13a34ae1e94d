import { describe, expect, it } from 'vitest';
import { paramsFromSearch, searchFromParams } from './search-variables';

describe('a search kept in the address', () => {
  it('round-trips every part of a search, leaving defaults out', () => {
    const search = {
      query: 'Kroger',
      location: 'Atlanta, GA',
      category: 'hotmeals' as const,
      radius: 20,
      shown: 100,
    };
    const params = paramsFromSearch(search);
    expect(params.toString()).toBe(
      'q=Kroger&location=Atlanta%2C+GA&type=restaurant&radius=20&shown=100',
    );
    expect(searchFromParams(params)).toEqual(search);
    expect(
      paramsFromSearch({ query: ' ', location: '', category: 'trending', radius: 10 }).toString(),
    ).toBe('');
  });

  it("reads older links' city and state as the location, and refuses a radius it does not offer", () => {
    expect(
      searchFromParams(new URLSearchParams('q=kroger&city=Atlanta&state=GA&radius=15')),
    ).toEqual({
      query: 'kroger',
      location: 'Atlanta, GA',
      category: 'trending',
      radius: 10,
      shown: 50,
    });
  });

  it('shows the first 50 results unless the address asks for a further 50 (up to 2,000)', () => {
    const shown = (value: string) => searchFromParams(new URLSearchParams({ shown: value })).shown;
    expect(shown('100')).toBe(100);
    expect(shown('2000')).toBe(2000);
    for (const refused of ['', '0', '50', '75', '-100', '2050', '1e2', 'all'])
      expect(shown(refused)).toBe(50);
  });
});
