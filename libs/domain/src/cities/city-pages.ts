import { CITY_ZIP_CODES } from './city-zip-codes';

export interface CityPage {
  slug: string;
  name: string;
  state: string;
  zipCodes: string[];
  description: string;
  lat: number;
  lng: number;
}

/** ZIP chips shown on a city page; the rest is summarized as '+N more'. */
export const CITY_PAGE_ZIP_CHIPS = 20;
const KEYWORD_ZIPS = 3;
const DESCRIPTION_ZIPS = 5;

/** A city page's description, naming its first 5 ZIPs. */
export function cityPageDescription(name: string, state: string, zipCodes: readonly string[]) {
  return (
    `Find grocery stores, supermarkets, corner stores and farmers markets that accept SNAP/EBT in ${name}, ${state}` +
    ` — including ZIP codes ${zipCodes.slice(0, DESCRIPTION_ZIPS).join(', ')}.`
  );
}

/** The 16 launch cities' pages (product rule "Cities"): pages whatever the catalog holds. The cities the
 * site promotes are the largest covered ones, from the catalog (coveredCityPages). */
export const CITY_PAGES: readonly CityPage[] = CITY_ZIP_CODES.map((city) => ({
  slug: city.slug,
  name: city.name,
  state: city.state,
  lat: city.lat,
  lng: city.lng,
  zipCodes: [...city.zipCodes],
  description: cityPageDescription(city.name, city.state, city.zipCodes),
}));

export function findCityPage(slug: string): CityPage | undefined {
  return CITY_PAGES.find((city) => city.slug === slug);
}

export function cityZipChips(city: CityPage): { shown: string[]; more: number } {
  return {
    shown: city.zipCodes.slice(0, CITY_PAGE_ZIP_CHIPS),
    more: Math.max(0, city.zipCodes.length - CITY_PAGE_ZIP_CHIPS),
  };
}

export function cityKeywords(city: CityPage): string[] {
  return [
    `EBT stores ${city.name}`,
    `SNAP ${city.name} ${city.state}`,
    'EBT accepted',
    ...city.zipCodes.slice(0, KEYWORD_ZIPS),
  ];
}

/** City pages named in navigation as /city/{name} map onto the same pages. */
export function findCityPageByName(name: string): CityPage | undefined {
  const wanted = name.toLowerCase().replace(/-/g, ' ').replace(/ ebt$/, '');
  return CITY_PAGES.find((city) => city.name.toLowerCase() === wanted);
}
