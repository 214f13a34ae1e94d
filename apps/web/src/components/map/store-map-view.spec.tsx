import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, addMessages } from '../../lib/i18n/i18n';
import * as english from '../../lib/i18n/english';
import * as englishPages from '../../lib/i18n/english-pages';
import * as spanish from '../../lib/i18n/spanish';
import * as spanishPages from '../../lib/i18n/spanish-pages';
import { renderWithProviders } from '../../testing/render';
import { markerLabel, markerName, placeable } from './map-config';
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
