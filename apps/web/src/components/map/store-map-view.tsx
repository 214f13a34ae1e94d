import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import {
  MAP_CONFIG,
  MAP_TEXTS,
  markerLabel,
  markerName,
  placeable,
  type MapStore,
} from './map-config';
import { clusterLabel, clusterName, storeClusters, type MapItem } from './marker-clusters';

export interface StoreMapProps {
  stores: readonly MapStore[];
  /** The searcher's position, shown as a dot (not a store). */
  origin?: { lat: number; lng: number } | null;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Accessible name of the map region. */
  label: string;
  height?: number | string;
}

/** Numbered markers carry their distance as text, so they read the same with or without map tiles. */
function markerIcon(label: string, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: `store-marker${selected ? ' store-marker--selected' : ''}`,
    html: `<span>${label}</span>`,
    iconSize: undefined,
    iconAnchor: [14, 14],
  });
}

// CSS values, not texts.
/* eslint-disable lingui/no-unlocalized-strings */
const MARKER_STYLES = {
  '& .store-marker': { background: 'none', border: 0 },
  '& .store-marker span': {
    display: 'inline-block',
    minWidth: 24,
    minHeight: 24,
    lineHeight: '20px',
    textAlign: 'center',
    boxSizing: 'border-box',
    whiteSpace: 'nowrap',
    px: 0.75,
    py: 0.25,
    borderRadius: 10,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontSize: 12,
    fontWeight: 700,
    border: '2px solid #fff',
    boxShadow: 2,
  },
  '& .store-marker--selected span': { bgcolor: 'secondary.main', outline: '3px solid #ffd54f' },
  // A bubble is a 44 px target (WCAG 2.5.8), darker than a store so the two read apart.
  '& .store-cluster': { background: 'none', border: 0 },
  '& .store-cluster span': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    bgcolor: 'primary.dark',
    color: 'primary.contrastText',
    fontSize: 15,
    fontWeight: 700,
    border: '3px solid #fff',
    boxShadow: 3,
  },
  '& .store-cluster:focus-visible span': { outline: '3px solid #ffd54f' },
  '& .store-marker:focus-visible span': { outline: '3px solid #ffd54f' },
  '& .origin-marker': {
    width: 14,
    height: 14,
    borderRadius: '50%',
    bgcolor: '#c62828',
    border: '3px solid #fff',
    boxShadow: 2,
  },
  // Without tiles the map is a plain light surface, so markers and labels stay readable.
  '& .leaflet-container': { bgcolor: '#e8eee8', fontFamily: 'inherit' },
  '& .leaflet-control-attribution a': { color: '#0d47a1' },
  '& .leaflet-control-attribution': { color: '#333' },
};
/* eslint-enable lingui/no-unlocalized-strings */

type SelectRef = { current: ((id: string) => void) | undefined };

/** A store's marker: a focusable button with its list number (and distance), pressed with a tap,
 * Enter or Space. */
function drawStore(
  layer: L.LayerGroup,
  store: MapStore,
  position: number,
  selected: boolean,
  onSelect: SelectRef,
): void {
  const marker = L.marker([store.Latitude, store.Longitude], {
    icon: markerIcon(markerLabel(position, store), selected),
    keyboard: true,
    title: store.Store_Name,
    riseOnHover: true,
    zIndexOffset: selected ? 1000 : 0,
  });
  marker.on('click', () => onSelect.current?.(store.id));
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    onSelect.current?.(store.id);
  });
  marker.addTo(layer);
  const element = marker.getElement();
  element?.setAttribute('aria-label', markerName(position, store));
  element?.setAttribute('data-store-id', store.id);
  element?.setAttribute('aria-pressed', String(selected));
}

/** A bubble of stores too close to tell apart at this zoom: pressing it zooms in until they part. */
function drawCluster(
  layer: L.LayerGroup,
  instance: L.Map,
  cluster: Extract<MapItem<MapStore>, { kind: 'cluster' }>,
): void {
  const marker = L.marker([cluster.lat, cluster.lng], {
    icon: L.divIcon({
      className: 'store-cluster',
      html: `<span>${clusterLabel(cluster.positions)}</span>`,
      iconSize: [44, 44],
      iconAnchor: [22, 22],
    }),
    keyboard: true,
    title: clusterName(cluster.positions),
  });
  const open = () =>
    instance.setView(
      [cluster.lat, cluster.lng],
      Math.min(cluster.expansionZoom, MAP_CONFIG.maxZoom),
    );
  marker.on('click', open);
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    open();
  });
  marker.addTo(layer);
  const element = marker.getElement();
  element?.setAttribute('aria-label', clusterName(cluster.positions));
  element?.setAttribute('data-cluster-size', String(cluster.positions.length));
}

export default function StoreMapView({
  stores,
  origin,
  selectedId,
  onSelect,
  label,
  height = 360,
}: StoreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  // The markers' click handlers read the latest callback without rebuilding the map.
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);
  const [tilesFailed, setTilesFailed] = useState(false);
  const shown = useMemo(() => placeable(stores), [stores]);
  // Grouped once per list and selection; panning and zooming only ask it what falls in view.
  const clusters = useMemo(() => storeClusters(shown, selectedId), [shown, selectedId]);
  // What the map draws now; read by the redraw that panning and zooming trigger.
  const drawn = useRef({ clusters, origin, selectedId });
  // Declared first, so the effects below draw what this render holds.
  useEffect(() => {
    drawn.current = { clusters, origin, selectedId };
  });

  /** Draws the stores as they fall at the map's zoom: alone, or near neighbours as one bubble. */
  const redraw = useCallback(() => {
    const instance = map.current;
    const layer = markerLayer.current;
    if (!instance || !layer) return;
    const { clusters: grouped, origin: from, selectedId: selected } = drawn.current;
    // Redrawing replaces the markers' elements: keep the keyboard on the store it was on.
    const focusedId = document.activeElement?.getAttribute('data-store-id');
    layer.clearLayers();
    const size = instance.getSize();
    const bounds = size.x > 0 && size.y > 0 ? instance.getBounds().pad(0.25) : null;
    const items = grouped.at({
      zoom: instance.getZoom(),
      bounds: bounds && [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
    });
    for (const item of items) {
      if (item.kind === 'cluster') drawCluster(layer, instance, item);
      else drawStore(layer, item.store, item.position, item.store.id === selected, onSelectRef);
    }
    if (from) {
      L.marker([from.lat, from.lng], {
        icon: L.divIcon({ className: 'origin-marker', iconSize: [14, 14] }),
        keyboard: false,
        interactive: false,
      })
        .addTo(layer)
        .getElement()
        ?.setAttribute('aria-hidden', 'true');
    }
    if (focusedId)
      [...(container.current?.querySelectorAll<HTMLElement>('[data-store-id]') ?? [])]
        .find((element) => element.dataset['storeId'] === focusedId)
        ?.focus();
  }, []);

  // The map and its tile layer, once.
  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      zoomControl: true,
      attributionControl: true,
      scrollWheelZoom: false,
    });
    const tiles = L.tileLayer(MAP_CONFIG.tileUrl, {
      maxZoom: MAP_CONFIG.maxZoom,
      attribution: MAP_CONFIG.attribution,
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(instance);
    markerLayer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    instance.setView([39.8, -98.6], 4);
    const redrawOn = { zoomend: redraw, moveend: redraw };
    instance.on(redrawOn);
    return () => {
      instance.off(redrawOn);
      instance.remove();
      map.current = null;
    };
  }, [redraw]);

  // A new list: the map fits its stores (and the searcher) and draws them, numbered as in the list.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const points = shown.map((store) => L.latLng(store.Latitude, store.Longitude));
    if (origin) points.push(L.latLng(origin.lat, origin.lng));
    if (points.length === 1) instance.setView(points[0], MAP_CONFIG.storeZoom);
    else if (points.length > 1)
      instance.fitBounds(L.latLngBounds(points), {
        padding: [24, 24],
        maxZoom: MAP_CONFIG.storeZoom,
      });
    redraw();
  }, [shown, origin?.lat, origin?.lng, redraw]);

  // The selected store stands out, on its own even where its neighbours are grouped, and comes into view.
  useEffect(() => {
    redraw();
    const instance = map.current;
    const store = shown.find((candidate) => candidate.id === selectedId);
    if (!instance || !store) return;
    const position = L.latLng(store.Latitude, store.Longitude);
    if (!instance.getBounds().contains(position)) instance.panTo(position);
  }, [selectedId, shown, redraw]);

  return (
    <Box sx={{ position: 'relative', ...MARKER_STYLES }}>
      <Box
        ref={container}
        role="region"
        aria-label={label}
        sx={{
          height,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      />
      {tilesFailed && (
        <Typography
          role="status"
          variant="body2"
          sx={{
            mt: 1,
            p: 1,
            borderRadius: 1,
            bgcolor: '#fff8e1',
            color: '#4e342e',
            borderLeft: 4,
            borderColor: 'warning.main',
          }}
        >
          {i18n._(MAP_TEXTS.tilesFailed)}
        </Typography>
      )}
    </Box>
  );
}
