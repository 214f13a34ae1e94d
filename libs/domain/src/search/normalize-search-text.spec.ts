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

  it('gives ASCII text what decomposing it would (the step it skips for ASCII)', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    const decomposedFirst = (text: string) =>
      normalizeSearchText(`${text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')}é`).slice(
        0,
        -1,
      );
    for (const text of [ascii, "Sam's Club #6548\tA&P 12B", 'Ünïcode & ASCII'])
      expect(normalizeSearchText(text)).toBe(decomposedFirst(text).trim());
  });

  it('splits into words', () => {
    expect(searchTokens('Publix #1089')).toEqual(['publix', '1089']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
