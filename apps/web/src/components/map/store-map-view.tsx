import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import {
  MAP_CONFIG,
  MAP_TEXTS,
  markerLabel,
  markerName,
  placeable,
  type MapStore,
} from './map-config';

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
  const markers = useRef(new Map<string, { marker: L.Marker; label: string }>());
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  // The markers' click handlers read the latest callback without rebuilding the map.
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);
  const [tilesFailed, setTilesFailed] = useState(false);

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
    return () => {
      instance.remove();
      map.current = null;
      markers.current.clear();
    };
  }, []);

  // Markers follow the list: same stores, same order, same numbers.
  useEffect(() => {
    const instance = map.current;
    const layer = markerLayer.current;
    if (!instance || !layer) return;
    layer.clearLayers();
    markers.current.clear();
    const shown = placeable(stores);
    shown.forEach((store, index) => {
      const text = markerLabel(index + 1, store);
      const marker = L.marker([store.Latitude, store.Longitude], {
        icon: markerIcon(text, store.id === selectedId),
        keyboard: true,
        title: store.Store_Name,
        riseOnHover: true,
      });
      marker.on('click', () => onSelectRef.current?.(store.id));
      // Markers are focusable buttons (keyboard: true): Enter or Space presses them too.
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        onSelectRef.current?.(store.id);
      });
      marker.addTo(layer);
      marker.getElement()?.setAttribute('aria-label', markerName(index + 1, store));
      marker.getElement()?.setAttribute('data-store-id', store.id);
      marker.getElement()?.setAttribute('aria-pressed', String(store.id === selectedId));
      markers.current.set(store.id, { marker, label: text });
    });
    if (origin) {
      L.marker([origin.lat, origin.lng], {
        icon: L.divIcon({ className: 'origin-marker', iconSize: [14, 14] }),
        keyboard: false,
        interactive: false,
      })
        .addTo(layer)
        .getElement()
        ?.setAttribute('aria-hidden', 'true');
    }
    const points = shown.map((store) => L.latLng(store.Latitude, store.Longitude));
    if (origin) points.push(L.latLng(origin.lat, origin.lng));
    if (points.length === 1) instance.setView(points[0], MAP_CONFIG.storeZoom);
    else if (points.length > 1)
      instance.fitBounds(L.latLngBounds(points), {
        padding: [24, 24],
        maxZoom: MAP_CONFIG.storeZoom,
      });
    // Selection is applied by the next effect; markers are rebuilt only when the stores change.
  }, [stores, origin?.lat, origin?.lng]);

  // The selected store's marker stands out and comes into view.
  useEffect(() => {
    for (const [id, { marker, label: text }] of markers.current) {
      if ((marker.getElement()?.getAttribute('aria-pressed') === 'true') === (id === selectedId))
        continue;
      const selected = id === selectedId;
      marker.setIcon(markerIcon(text, selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      marker.getElement()?.setAttribute('aria-pressed', String(selected));
      if (selected && map.current && !map.current.getBounds().contains(marker.getLatLng()))
        map.current.panTo(marker.getLatLng());
    }
  }, [selectedId, stores]);

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
