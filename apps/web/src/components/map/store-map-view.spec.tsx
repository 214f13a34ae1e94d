import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, addMessages } from '../../lib/i18n/i18n';
import * as english from '../../lib/i18n/english';
import * as englishPages from '../../lib/i18n/english-pages';
import * as spanish from '../../lib/i18n/spanish';
import * as spanishPages from '../../lib/i18n/spanish-pages';
import { renderWithProviders } from '../../testing/render';
import { markerLabel, markerName, placeable } from './map-config';
import { clusterLabel, clusterName, mapItems } from './marker-clusters';
import StoreMapView from './store-map-view';

const stores = [
  { id: 'a', Store_Name: 'Peach Market', Latitude: 33.75, Longitude: -84.39, distance_miles: 0.42 },
  { id: 'b', Store_Name: 'Corner Mart', Latitude: 33.76, Longitude: -84.38, distance_miles: 1.26 },
  { id: 'c', Store_Name: 'Far Foods', Latitude: 33.8, Longitude: -84.3, distance_miles: null },
];

describe('store map', () => {
  it('labels markers with their list number and distance, and says both to screen readers', () => {
    expect(markerLabel(1, stores[0])).toBe('1 · 0.4 mi');
    expect(markerLabel(3, stores[2])).toBe('3');
    expect(markerName(2, stores[1])).toBe('2. Corner Mart, 1.3 miles away');
    expect(
      placeable([
        ...stores,
        { id: 'x', Store_Name: 'Nowhere', Latitude: Number.NaN, Longitude: 0 },
      ]),
    ).toHaveLength(3);
  });

  it('says the distance in Spanish on a Spanish page (miles stay miles)', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      expect(markerLabel(1, stores[0])).toBe('1 · 0.4 mi');
      expect(markerName(2, stores[1])).toBe('2. Corner Mart, a 1.3 millas');
      expect(markerName(3, stores[2])).toBe('3. Far Foods');
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });

  it('draws one marker per store in list order, highlights the selected one and reports presses', () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithProviders(
      <StoreMapView
        stores={stores}
        selectedId={null}
        onSelect={onSelect}
        label="Map of nearby stores"
      />,
    );
    expect(screen.getByRole('region', { name: 'Map of nearby stores' })).toBeInTheDocument();
    const markers = screen.getAllByRole('button', { name: /miles away|Far Foods/ });
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      '1. Peach Market, 0.4 miles away',
      '2. Corner Mart, 1.3 miles away',
      '3. Far Foods',
    ]);
    expect(markers.map((marker) => marker.textContent)).toEqual(['1 · 0.4 mi', '2 · 1.3 mi', '3']);
    fireEvent.click(markers[1]);
    expect(onSelect).toHaveBeenCalledWith('b');
    fireEvent.keyDown(markers[2], { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('c');
    rerender(
      <StoreMapView
        stores={stores}
        selectedId="b"
        onSelect={onSelect}
        label="Map of nearby stores"
      />,
    );
    const selected = document.querySelector('[data-store-id="b"]');
    expect(selected?.getAttribute('aria-pressed')).toBe('true');
    expect(selected?.className).toContain('store-marker--selected');
    expect(document.querySelector('[data-store-id="a"]')?.getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('store map bubbles', () => {
  // Five stores within a few blocks of downtown Atlanta, and one 20 miles out.
  const downtown = [0, 1, 2, 3, 4].map((i) => ({
    id: `d${i}`,
    Store_Name: `Downtown ${i}`,
    Latitude: 33.749 + i * 0.0008,
    Longitude: -84.388 + i * 0.0008,
  }));
  const far = { id: 'far', Store_Name: 'Marietta Foods', Latitude: 33.95, Longitude: -84.55 };
  const all = [...downtown, far];

  it('groups stores too close to tell apart at a city zoom, keeping their list numbers', () => {
    const items = mapItems(all, { zoom: 11 });
    const bubbles = items.filter((item) => item.kind === 'cluster');
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0].kind === 'cluster' && bubbles[0].positions).toEqual([1, 2, 3, 4, 5]);
    expect(
      items
        .filter((item) => item.kind === 'store')
        .map((item) => item.kind === 'store' && item.position),
    ).toEqual([6]);
  });

  it('shows every store alone from the single-store zoom on, and never hides the selected one', () => {
    expect(mapItems(all, { zoom: 16 }).every((item) => item.kind === 'store')).toBe(true);
    const items = mapItems(all, { zoom: 11 }, 'd2');
    const selected = items.find((item) => item.kind === 'store' && item.store.id === 'd2');
    expect(selected && selected.kind === 'store' && selected.position).toBe(3);
    const bubble = items.find((item) => item.kind === 'cluster');
    expect(bubble?.kind === 'cluster' && bubble.positions).toEqual([1, 2, 4, 5]);
    // Every store is drawn exactly once: alone or inside one bubble.
    const counted = items.reduce(
      (sum, item) => sum + (item.kind === 'cluster' ? item.positions.length : 1),
      0,
    );
    expect(counted).toBe(all.length);
  });

  it('says how many stores a bubble holds and which list numbers, and that pressing zooms in', () => {
    const bubble = mapItems(all, { zoom: 11 }).find((item) => item.kind === 'cluster');
    expect(bubble?.kind === 'cluster' && bubble.expansionZoom).toBeGreaterThan(11);
    expect(clusterLabel([1, 2, 3])).toBe('3');
    expect(clusterName([1, 2, 5])).toBe(
      '3 stores close together, numbers 1, 2, and 5 in the list. Press to zoom in.',
    );
  });
});
