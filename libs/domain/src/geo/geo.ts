/** Spec constants: earth radius 3959 miles; 69 miles per degree of latitude. */
export const EARTH_RADIUS_MILES = 3959;
export const MILES_PER_DEGREE_LATITUDE = 69;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The box that contains every point within `radiusMiles` (used to pre-filter before exact distance). */
export function boundingBox(center: LatLng, radiusMiles: number): BoundingBox {
  const latDelta = radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const lngDelta =
    radiusMiles / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos(toRadians(center.lat))));
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

/** A distance as results show it: miles to 3 decimals. */
export function roundDistanceMiles(miles: number): number {
  return Math.round(miles * 1000) / 1000;
}

/** Rounds a coordinate to 3 decimals (~110 m), as product rule "Distance" requires for tracked positions. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function isValidLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}
