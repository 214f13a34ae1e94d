import { CITY_PAGES, cityPageDescription, type CityPage } from './city-pages';

/** What a city page needs of one open store. */
export interface CityStoreRow {
  City: string;
  State: string;
  Zip_Code: string;
  Latitude: number;
  Longitude: number;
}

/** A city of the catalog with its page: how many open stores it has. */
export interface CoveredCityPage extends CityPage {
  stores: number;
}

/** How many cities the site promotes (footer, /city, sitemap): as many as the launch cities. */
export const PROMOTED_CITIES = 16;

/** 'Fort Worth' → 'fort-worth' (the address of a city page). */
export function citySlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function titleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(
      /(^|[\s-])([a-z])/g,
      (_whole, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/**
 * Every city with open stores in a covered state, largest first (most open stores; then by name): its
 * page at /{slug} and /city/{slug}. A launch city (product rule "Cities") keeps its slug and ZIP list; a name two
 * states share goes to the larger city, the other reads 'columbus-ga'. The ZIPs are those of its
 * stores, and its centre their mean position.
 */
export function coveredCityPages(
  rows: Iterable<CityStoreRow>,
  coveredStates: readonly string[],
): CoveredCityPage[] {
  const covered = new Set(coveredStates);
  const groups = new Map<
    string,
    {
      name: string;
      state: string;
      stores: number;
      zips: Set<string>;
      lat: number;
      lng: number;
      placed: number;
    }
  >();
  for (const row of rows) {
    const name = titleCase(row.City ?? '');
    if (!name || !covered.has(row.State)) continue;
    const key = `${row.State}|${name.toLowerCase()}`;
    const group = groups.get(key) ?? {
      name,
      state: row.State,
      stores: 0,
      zips: new Set<string>(),
      lat: 0,
      lng: 0,
      placed: 0,
    };
    group.stores++;
    const zip = String(row.Zip_Code ?? '').slice(0, 5);
    if (/^\d{5}$/.test(zip)) group.zips.add(zip);
    if (Number.isFinite(row.Latitude) && Number.isFinite(row.Longitude)) {
      group.lat += row.Latitude;
      group.lng += row.Longitude;
      group.placed++;
    }
    groups.set(key, group);
  }
  const largestFirst = [...groups.values()]
    .filter((group) => group.placed > 0)
    .sort(
      (a, b) =>
        b.stores - a.stores || a.name.localeCompare(b.name) || a.state.localeCompare(b.state),
    );
  const taken = new Set(CITY_PAGES.flatMap((city) => [city.slug, citySlugOf(city.name)]));
  return largestFirst.map((group) => {
    const page = CITY_PAGES.find((city) => city.name === group.name && city.state === group.state);
    if (page) return { ...page, zipCodes: [...page.zipCodes], stores: group.stores };
    const plain = citySlugOf(group.name);
    const slug = taken.has(plain) ? `${plain}-${group.state.toLowerCase()}` : plain;
    taken.add(slug);
    const zipCodes = [...group.zips].sort();
    return {
      slug,
      name: group.name,
      state: group.state,
      lat: round(group.lat / group.placed),
      lng: round(group.lng / group.placed),
      zipCodes,
      description: cityPageDescription(group.name, group.state, zipCodes),
      stores: group.stores,
    };
  });
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
