import type { SourceRow } from '../source-row';

/** A point as USDA's service answers it: ArcGIS JSON ({x, y}) or GeoJSON ({coordinates: [x, y]}). */
export type UsdaGeometry =
  { x?: unknown; y?: unknown } | { type?: string; coordinates?: unknown } | null | undefined;

// USDA's text carries stray 0xFF bytes: read as Latin-1 they are 'ÿ', read as UTF-8 they become U+FFFD.
const STRAY_BYTES = /[\u00FF\uFFFD]/g;

/** A value of the service, its CSV or its GeoJSON as clean text: stray bytes gone, trimmed, '' for none. */
export function usdaText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  return value.replace(STRAY_BYTES, '').trim();
}

/** Zero-pads a ZIP that lost its leading zeros (a numeric field: Virgin Islands 00802 arrives as 802);
 * anything that is not digits is left for the importer to refuse with its reason. */
export function padUsdaZip(value: unknown, digits: 5 | 4): string {
  const text =
    typeof value === 'number' && Number.isInteger(value) ? String(value) : usdaText(value);
  const plain = /^(\d+)(?:\.0+)?$/.exec(text)?.[1];
  if (plain && plain.length <= digits) return plain.padStart(digits, '0');
  if (digits === 5) {
    // ZIP+4 in one field: keep the five-digit part, padded.
    const plus4 = /^(\d{1,5})-\d{4}$/.exec(text)?.[1];
    if (plus4) return plus4.padStart(5, '0');
  }
  return text;
}

/** A latitude/longitude pair that places a store: finite, in range, and not 0,0 (USDA's "not geocoded"). */
function usablePoint(latitude: unknown, longitude: unknown): [string, string] | null {
  const lat = typeof latitude === 'string' ? Number(usdaText(latitude) || NaN) : latitude;
  const lng = typeof longitude === 'string' ? Number(usdaText(longitude) || NaN) : longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return [String(lat), String(lng)];
}

function geometryPoint(geometry: UsdaGeometry): [string, string] | null {
  if (!geometry || typeof geometry !== 'object') return null;
  if ('coordinates' in geometry && Array.isArray(geometry.coordinates))
    return usablePoint(geometry.coordinates[1], geometry.coordinates[0]);
  if ('x' in geometry) return usablePoint(geometry.y, geometry.x);
  return null;
}

/**
 * One USDA retailer feature (service JSON, GeoJSON properties or a CSV row of the service's download)
 * in the importer's shape. Coordinates come from Latitude/Longitude, else the geometry (asked in
 * outSR=4326), else the X/Y fields; a store without any is still a row (the importer places it at its
 * ZIP or skips it with a reason).
 */
export function usdaFeatureToSourceRow(
  attributes: Record<string, unknown>,
  geometry: UsdaGeometry,
  line: number,
): SourceRow {
  const text = (field: string) => usdaText(attributes[field]);
  const [latitude, longitude] = usablePoint(attributes['Latitude'], attributes['Longitude']) ??
    geometryPoint(geometry) ??
    usablePoint(attributes['Y'], attributes['X']) ?? ['', ''];
  return {
    line,
    recordId: text('Record_ID'),
    name: text('Store_Name'),
    usdaType: text('Store_Type'),
    street: [text('Store_Street_Address')],
    // USDA's own spelling first; the correct one where a copy of the data fixed it.
    additional: text('Additonal_Address') || text('Additional_Address'),
    city: text('City'),
    state: text('State').toUpperCase(),
    zip: padUsdaZip(attributes['Zip_Code'], 5),
    zip4: padUsdaZip(attributes['Zip4'], 4),
    county: text('County'),
    latitude,
    longitude,
    incentiveProgram: text('Incentive_Program'),
    granteeName: text('Grantee_Name'),
    objectId: text('ObjectId'),
    active: true,
    authorizedAt: '',
  };
}
