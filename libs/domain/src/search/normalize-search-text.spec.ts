import { normalizeSearchText, searchTokens } from './normalize-search-text';

describe('normalizeSearchText', () => {
  it.each([
    ["McDonald's", 'mcdonalds'],
    ["SAM'S CLUB #6548", 'sams club 6548'],
    ['RaceTrac123', 'racetrac 123'],
    ['Piggly Wiggly & Co.', 'piggly wiggly and co'],
    ['Café  Olé', 'cafe ole'],
    ['  Wal-Mart Supercenter ', 'wal mart supercenter'],
  ])('normalizes %p to %p', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('splits into words', () => {
    expect(searchTokens('Publix #1089')).toEqual(['publix', '1089']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
