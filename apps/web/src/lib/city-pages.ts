import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { findCityPage, findCityPageByName, type CityPage } from '@snap/domain';
import { request } from './api-client';

const CityPageDocument = graphql(`
  query CityPage($slug: String!) {
    cityPage(slug: $slug) {
      slug
      name
      state
      zipCodes
      description
      lat
      lng
    }
  }
`);

const PromotedCitiesDocument = graphql(`
  query PromotedCities {
    cityPages {
      slug
      name
      state
    }
  }
`);

/** City pages move only with an import. */
const CITY_CACHE = { staleTime: 10 * 60_000, gcTime: 30 * 60_000 };

/** A city the catalog covers, from the server (null: 'City Not Found'). */
export function cityPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['cities', 'page', slug],
    queryFn: async ({ signal }): Promise<CityPage | null> =>
      (await request(CityPageDocument, { slug }, { signal })).cityPage ?? null,
    ...CITY_CACHE,
  });
}

/** The 16 launch cities' pages (product rule "Cities") ship with the site: known without asking. */
export function knownCityPage(slug: string): CityPage | undefined {
  return findCityPage(slug) ?? findCityPageByName(slug);
}

/** A city's page: the launch cities' pages at once (they ship with the site), any city the catalog covers
 * from the server; null means 'City Not Found'. */
export function useCityPage(slug: string | undefined) {
  const known = slug ? knownCityPage(slug) : undefined;
  return useQuery({
    ...cityPageQueryOptions(slug ?? ''),
    enabled: Boolean(slug) && !known,
    ...(known ? { initialData: known } : {}),
  });
}

export const promotedCitiesQueryOptions = queryOptions({
  queryKey: ['cities', 'promoted'],
  queryFn: async ({ signal }) => (await request(PromotedCitiesDocument, {}, { signal })).cityPages,
  ...CITY_CACHE,
});

/** The cities the site promotes: the largest the catalog covers, largest first. */
export function usePromotedCities() {
  return useQuery(promotedCitiesQueryOptions);
}
