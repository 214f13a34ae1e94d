import {
  CITY_PAGES,
  cityKeywords,
  cityZipChips,
  findCityPage,
  findCityPageByName,
} from './city-pages';

describe('city pages', () => {
  it('has the 16 cities of product rule Cities with real ZIP lists', () => {
    expect(CITY_PAGES.map((c) => c.slug)).toEqual([
      'los-angeles',
      'chicago-ebt',
      'houston',
      'phoenix',
      'philadelphia',
      'san-antonio',
      'san-diego',
      'dallas',
      'san-jose',
      'austin',
      'jacksonville',
      'fort-worth',
      'columbus',
      'charlotte',
      'san-francisco',
      'fresno',
    ]);
    expect(findCityPage('chicago-ebt')).toMatchObject({ name: 'Chicago', state: 'IL' });
    expect(findCityPage('atlanta')).toBeUndefined();
    expect(CITY_PAGES.length).toBeGreaterThan(0);
    expect(
      CITY_PAGES.every((c) => c.zipCodes.length > 0 && c.zipCodes.every((z) => /^\d{5}$/.test(z))),
    ).toBe(true);
  });

  it('shows the first 20 ZIPs plus +N more, 3 ZIPs in keywords and 5 in the description', () => {
    const chicago = findCityPage('chicago-ebt')!;
    const chips = cityZipChips(chicago);
    expect(chips.shown).toHaveLength(20);
    expect(chips.more).toBe(chicago.zipCodes.length - 20);
    expect(cityKeywords(chicago).filter((k) => /^\d{5}$/.test(k))).toEqual(
      chicago.zipCodes.slice(0, 3),
    );
    expect(chicago.description).toContain(chicago.zipCodes.slice(0, 5).join(', '));
    expect(chicago.description).not.toContain(chicago.zipCodes[5]);
  });

  it('maps /city/{name} onto the same page', () => {
    expect(findCityPageByName('san-jose')?.slug).toBe('san-jose');
  });
});
