/** The map's tile server, set at build time: any {z}/{x}/{y} raster tile URL (a self-hosted or paid
 * server in production; OpenStreetMap's public tiles are for light use only). */
export const MAP_CONFIG = {
  tileUrl:
    (import.meta.env['VITE_MAP_TILE_URL'] as string | undefined) ||
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    (import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] as string | undefined) ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
  /** A single store (the store page) is shown this close. */
  storeZoom: 16,
} as const;

export const MAP_TEXTS = {
  tilesFailed:
    'The map background could not load. The stores are still shown by position, with their distances.',
  loading: 'Loading map...',
} as const;

/** What the map needs of a store. */
export interface MapStore {
  id: string;
  Store_Name: string;
  Latitude: number;
  Longitude: number;
  distance_miles?: number | null;
}

/** A marker's label: its number in the list and, when known, the distance ('3 · 0.4 mi'). */
export function markerLabel(position: number, store: Pick<MapStore, 'distance_miles'>): string {
  const distance = store.distance_miles;
  return distance == null || !Number.isFinite(distance)
    ? String(position)
    : `${position} · ${distance.toFixed(1)} mi`;
}

/** What a screen reader hears for a marker: the name and the distance. */
export function markerName(
  position: number,
  store: Pick<MapStore, 'Store_Name' | 'distance_miles'>,
): string {
  const distance = store.distance_miles;
  return `${position}. ${store.Store_Name}${distance == null || !Number.isFinite(distance) ? '' : `, ${distance.toFixed(1)} miles away`}`;
}

/** Stores that can be placed (coordinates in range); the others stay in the list only. */
export function placeable<T extends MapStore>(stores: readonly T[]): T[] {
  return stores.filter(
    (store) =>
      Number.isFinite(store.Latitude) &&
      Number.isFinite(store.Longitude) &&
      Math.abs(store.Latitude) <= 90 &&
      Math.abs(store.Longitude) <= 180,
  );
}
