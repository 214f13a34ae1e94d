import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from './api-client';

const PlaceStateDocument = graphql(`
  query PlaceState($text: String!) {
    geocode(text: $text) {
      state
    }
  }
`);

/** The two-letter state of a ZIP code or 'City, ST' (the offline gazetteer answers), for the
 * not-covered notice; null when unknown, silently. */
export function usePlaceState(text: string | null) {
  return useQuery({
    queryKey: ['place-state', text?.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        return (
          (await request(PlaceStateDocument, { text: text ?? '' }, { signal })).geocode?.state ??
          null
        );
      } catch (error) {
        console.warn('Geocoding failed', error);
        return null;
      }
    },
    enabled: Boolean(text?.trim()),
    staleTime: 60 * 60_000,
  });
}
