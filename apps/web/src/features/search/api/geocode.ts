import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const GeocodeDocument = graphql(`
  query Geocode($text: String!) {
    geocode(text: $text) {
      lat
      lng
      zip
      city
      state
    }
  }
`);

const ReverseGeocodeDocument = graphql(`
  query ReverseGeocode($lat: Float!, $lng: Float!) {
    reverseGeocode(lat: $lat, lng: $lng) {
      zip
      state
    }
  }
`);

/** Geocoding failures give no location, silently (logged only). */
export function geocodeQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['geocode', text.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        return (await request(GeocodeDocument, { text }, { signal })).geocode ?? null;
      } catch (error) {
        console.warn('Geocoding failed', error);
        return null;
      }
    },
    ...CACHE_TIMES.screen,
  });
}

export function useGeocode(text: string) {
  return useQuery({ ...geocodeQueryOptions(text), enabled: text.trim().length > 0 });
}

/** The ZIP of the device position, for 'Results near your current location', and its state, for the
 * not-covered notice. */
export function useReverseGeocode(point: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: ['reverse-geocode', point?.lat.toFixed(3), point?.lng.toFixed(3)],
    queryFn: async ({ signal }) => {
      try {
        const place = (
          await request(ReverseGeocodeDocument, { lat: point!.lat, lng: point!.lng }, { signal })
        ).reverseGeocode;
        if (!place?.zip) console.info('Reverse lookup found no postcode');
        return place ? { zip: place.zip ?? null, state: place.state ?? null } : null;
      } catch (error) {
        console.warn('Reverse lookup failed', error);
        return null;
      }
    },
    enabled: point !== null,
    ...CACHE_TIMES.screen,
  });
}
