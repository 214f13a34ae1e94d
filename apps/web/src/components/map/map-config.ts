import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';
import type { CardStore } from '../store-card/store-card-utils';

/** The map's tile server, set at build time: any {z}/{x}/{y} raster tile URL (a self-hosted or paid
 * server in production; OpenStreetMap's public tiles are for light use only). */
export const MAP_CONFIG = {
  tileUrl:
    (import.meta.env['VITE_MAP_TILE_URL'] as string | undefined) ||
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    (import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] as string | undefined) ||
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the tile licence's own wording
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
  /** A single store (the store page) is shown this close. */
  storeZoom: 16,
} as const;

/** Read with i18n._() at render, in the page's language. */
export const MAP_TEXTS = {
  tilesFailed: msg`The map background could not load. The stores are still shown by position, with their distances.`,
  loading: msg`Loading map...`,
} as const;

/** What the map needs of a store (the API's store type, as the generated client declares it). */
export type MapStore = Pick<CardStore, 'id' | 'Store_Name' | 'Latitude' | 'Longitude'> &
  Partial<Pick<CardStore, 'distance_miles'>>;

/** A marker's label: its number in the list and, when known, the distance ('3 · 0.4 mi'). */
export function markerLabel(position: number, store: Pick<MapStore, 'distance_miles'>): string {
  const distance = store.distance_miles;
  if (distance == null || !Number.isFinite(distance)) return String(position);
  const miles = distance.toFixed(1);
  return i18n._(msg`${position} · ${miles} mi`);
}

/** What a screen reader hears for a marker: the name and the distance. */
export function markerName(
  position: number,
  store: Pick<MapStore, 'Store_Name' | 'distance_miles'>,
): string {
  const distance = store.distance_miles;
  const name = store.Store_Name;
  if (distance == null || !Number.isFinite(distance)) return i18n._(msg`${position}. ${name}`);
  const miles = distance.toFixed(1);
  return i18n._(msg`${position}. ${name}, ${miles} miles away`);
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
