import type { ProviderPlace } from '../places-provider/places-provider.port';

/** A stored place as the page may use it. Photos and hours may arrive as JSON text (as
 * store rows keep them, product rule "Places provider fields") or corrupt: corrupt ones are ignored and reported once through `warn`. */
export function readStoredPlace(
  raw: unknown,
  warn: (what: 'photo' | 'hours') => void,
): ProviderPlace | null {
  if (!raw || typeof raw !== 'object' || typeof (raw as { name?: unknown }).name !== 'string')
    return null;
  const place = raw as Record<string, unknown>;
  const photos = parseJson(place['photos']);
  const hours = parseJson(place['opening_hours']);
  const photosOk =
    photos === null ||
    photos === undefined ||
    (Array.isArray(photos) && photos.every((p) => p && typeof p.photo_reference === 'string'));
  const hoursOk =
    hours === null || hours === undefined || (typeof hours === 'object' && !Array.isArray(hours));
  if (!photosOk) warn('photo');
  if (!hoursOk) warn('hours');
  const openingHours = hoursOk && hours ? (hours as Record<string, unknown>) : null;
  return {
    ...(place as unknown as ProviderPlace),
    types: Array.isArray(place['types'])
      ? (place['types'] as unknown[]).filter((t): t is string => typeof t === 'string')
      : [],
    reviews: Array.isArray(place['reviews'])
      ? (place['reviews'] as ProviderPlace['reviews']).filter((r) => r && typeof r === 'object')
      : [],
    photos: photosOk && Array.isArray(photos) ? photos : [],
    opening_hours: openingHours
      ? {
          open_now: typeof openingHours['open_now'] === 'boolean' ? openingHours['open_now'] : null,
          weekday_text: Array.isArray(openingHours['weekday_text'])
            ? openingHours['weekday_text'].filter((t): t is string => typeof t === 'string')
            : [],
          periods: Array.isArray(openingHours['periods'])
            ? (openingHours['periods'] as ProviderPlace['opening_hours'] & object)['periods']
            : [],
        }
      : null,
  };
}

/** JSON text becomes its value; other values pass through; unreadable text is `false` (corrupt). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parseJson(value: unknown): any {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return false;
  }
}
