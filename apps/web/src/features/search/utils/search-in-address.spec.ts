import { describe, expect, it } from 'vitest';
import { paramsFromSearch, searchFromParams } from './search-variables';

describe('a search kept in the address', () => {
  it('round-trips every part of a search, leaving defaults out', () => {
    const search = {
      query: 'Kroger',
      location: 'Atlanta, GA',
      category: 'hotmeals' as const,
      radius: 20,
    };
    const params = paramsFromSearch(search);
    expect(params.toString()).toBe('q=Kroger&location=Atlanta%2C+GA&type=restaurant&radius=20');
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
    });
  });
});
