import { citySlugOf, coveredCityPages } from './covered-cities';

const row = (
  City: string,
  State: string,
  Zip_Code: string,
  Latitude = 33.75,
  Longitude = -84.39,
) => ({
  City,
  State,
  Zip_Code,
  Latitude,
  Longitude,
});

describe('the cities of the catalog', () => {
  const rows = [
    row('Atlanta', 'GA', '30303', 33.75, -84.39),
    row('ATLANTA', 'GA', '30308', 33.77, -84.38),
    row('Atlanta', 'GA', '30303-2480', 33.76, -84.39),
    row('Savannah', 'GA', '31401', 32.08, -81.09),
    row('Savannah', 'GA', '31405', 32.04, -81.12),
    row('Columbus', 'GA', '31907', 32.46, -84.92),
    row('Fort Worth', 'TX', '76102', 32.75, -97.33),
    row('Chicago', 'IL', '60601', 41.88, -87.62),
  ];

  it('makes a page of every city with open stores in a covered state, largest first', () => {
    const pages = coveredCityPages(rows, ['GA', 'IL']);
    expect(pages.map((city) => [city.slug, city.name, city.state, city.stores])).toEqual([
      ['atlanta', 'Atlanta', 'GA', 3],
      ['savannah', 'Savannah', 'GA', 2],
      ['chicago-ebt', 'Chicago', 'IL', 1],
      ['columbus-ga', 'Columbus', 'GA', 1],
    ]);
    expect(pages[0]).toMatchObject({
      zipCodes: ['30303', '30308'],
      lat: 33.76,
      description:
        'Find grocery stores, supermarkets, corner stores and farmers markets that accept SNAP/EBT in Atlanta, GA — including ZIP codes 30303, 30308.',
    });
  });

  it('writes a slug from a name', () => {
    expect(citySlugOf('Fort Worth')).toBe('fort-worth');
    expect(citySlugOf("Coeur d'Alene")).toBe('coeur-d-alene');
    expect(citySlugOf('Española')).toBe('espanola');
  });
});
