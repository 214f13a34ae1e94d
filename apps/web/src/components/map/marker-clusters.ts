import { t } from '@lingui/core/macro';
import Supercluster, { type PointFeature } from 'supercluster';
import { intlLocale } from '../../lib/i18n/i18n';
import type { MapStore } from './map-config';

/** Markers closer than this many pixels merge into one numbered bubble: a store marker is about 75 px
 * wide with its distance, so nearer ones overlap and are hard to tap. From zoom 16 (a single store's
 * zoom) on, every store stands alone. */
export const CLUSTER_OPTIONS = { radius: 60, maxZoom: 15 } as const;

/** The whole map, for a map that has no size yet (hidden, or before layout). */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

export type MapItem<T extends MapStore> =
  | { kind: 'store'; store: T; position: number }
  | {
      kind: 'cluster';
      lat: number;
      lng: number;
      /** The list numbers of the stores it holds, ascending. */
      positions: number[];
      /** The zoom at which it splits into smaller groups or stores. */
      expansionZoom: number;
    };

/** The stores of a list, grouped for the map: built once per list (and selection), then asked at each
 * zoom and view as the map moves. The list keeps each store's number (its position in `stores`);
 * `keepApart` (the selected store) never merges, so the store a person picked in the list is always
 * on the map. */
export function storeClusters<T extends MapStore>(stores: readonly T[], keepApart?: string | null) {
  const apart: MapItem<T>[] = [];
  const features: Array<PointFeature<{ index: number }>> = [];
  stores.forEach((store, index) => {
    if (store.id === keepApart) apart.push({ kind: 'store', store, position: index + 1 });
    else
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [store.Longitude, store.Latitude] },
        properties: { index },
      });
  });
  const index = new Supercluster<{ index: number }>(CLUSTER_OPTIONS).load(features);
  return {
    /** What the map draws at a zoom: each store alone, or with its near neighbours as one bubble. */
    at(view: { zoom: number; bounds?: [number, number, number, number] | null }): MapItem<T>[] {
      const zoom = Math.max(0, Math.floor(view.zoom));
      const items = index.getClusters(view.bounds ?? WORLD, zoom).map((feature): MapItem<T> => {
        const [lng, lat] = feature.geometry.coordinates;
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const id = feature.properties.cluster_id;
          const positions = index
            .getLeaves(id, Infinity)
            .map((leaf) => leaf.properties.index + 1)
            .sort((a, b) => a - b);
          return {
            kind: 'cluster',
            lat,
            lng,
            positions,
            expansionZoom: index.getClusterExpansionZoom(id),
          };
        }
        const position = (feature.properties as { index: number }).index + 1;
        return { kind: 'store', store: stores[position - 1], position };
      });
      return [...items, ...apart];
    },
  };
}

/** What the map draws at one zoom and view (storeClusters(…).at, in one call). */
export function mapItems<T extends MapStore>(
  stores: readonly T[],
  view: { zoom: number; bounds?: [number, number, number, number] | null },
  keepApart?: string | null,
): MapItem<T>[] {
  return storeClusters(stores, keepApart).at(view);
}

/** The bubble's text: how many stores it holds. */
export function clusterLabel(positions: readonly number[]): string {
  return String(positions.length);
}

/** What a screen reader hears for a bubble: how many, which list numbers, and what pressing does. */
export function clusterName(positions: readonly number[]): string {
  const count = positions.length;
  const numbers = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
    positions.map(String),
  );
  return t`${count} stores close together, numbers ${numbers} in the list. Press to zoom in.`;
}
