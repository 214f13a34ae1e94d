import {
  acceptsOpenMapMatch,
  ENRICHMENT_LIMITS,
  openMapMatchScore,
  openMapNameMatch,
  openMapProximity,
} from '@snap/domain';

/** One element of an open-map answer: a node has lat/lon, a way or relation its center. */
export interface OpenMapElement {
  id: number;
  type: string;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

/** What the open-map data adds to a store (accounts spec section 3, Open-map match). */
export interface OpenMapMatch {
  confidence_score: number;
  osm_id: string;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  shop_type: string | null;
  brand: string | null;
  operator: string | null;
  full_address: string | null;
}

export class OpenMapError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpenMapError';
  }
}

/** The public open-map query service: elements named like the store within 500 m of it. */
export interface OpenMapSource {
  readonly enabled: boolean;
  describe(): string;
  elementsNear(name: string, lat: number, lng: number): Promise<OpenMapElement[]>;
}

export const OPEN_MAP_SOURCE = Symbol('OPEN_MAP_SOURCE');

/** The best-scoring element (name x 0.7 + proximity x 0.3), when it reaches 0.3. */
export function bestOpenMapMatch(
  store: { name: string; lat: number; lng: number },
  elements: OpenMapElement[],
): OpenMapMatch | null {
  let best: { element: OpenMapElement; score: number } | null = null;
  for (const element of elements) {
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    const name = element.tags?.['name'];
    if (typeof lat !== 'number' || typeof lng !== 'number' || typeof name !== 'string') continue;
    const score = openMapMatchScore(
      openMapNameMatch(store.name, name),
      openMapProximity(store, { lat, lng }),
    );
    if (!best || score > best.score) best = { element, score };
  }
  if (!best || !acceptsOpenMapMatch(best.score)) return null;
  const tags = best.element.tags;
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const address = [
    street,
    tags['addr:city'],
    [tags['addr:state'], tags['addr:postcode']].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    confidence_score: best.score,
    osm_id: `${best.element.type}/${best.element.id}`,
    phone: tags['phone'] ?? tags['contact:phone'] ?? null,
    website: safeUrl(tags['website'] ?? tags['contact:website']),
    opening_hours: tags['opening_hours'] ?? null,
    shop_type: tags['shop'] ?? tags['amenity'] ?? null,
    brand: tags['brand'] ?? null,
    operator: tags['operator'] ?? null,
    full_address: address || null,
  };
}

const safeUrl = (value: string | undefined): string | null =>
  value && /^https?:\/\//i.test(value) ? value : null;

/** The open-map query (product rule "Open-map lookup"): the store name, case-insensitive, within 500 m, with a 25 s time limit. */
export function overpassQuery(name: string, lat: number, lng: number): string {
  // The name goes into a quoted regular expression: escape regex syntax, then the quote and backslash.
  const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/["\\]/g, '\\$&');
  const around = `(around:${ENRICHMENT_LIMITS.openMapRadiusMeters},${lat},${lng})`;
  return [
    `[out:json][timeout:${ENRICHMENT_LIMITS.openMapTimeLimitSeconds}];`,
    '(',
    `  node["name"~"${pattern}",i]${around};`,
    `  way["name"~"${pattern}",i]${around};`,
    ');',
    'out center tags;',
  ].join('\n');
}
