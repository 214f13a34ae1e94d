import { describe, expect, it } from 'vitest';
import { formatDistance, openStatus, storeTypeColor } from './store-card-utils';

describe('store card rules', () => {
  it('shows distances in miles with one decimal', () => {
    expect(formatDistance(1.26)).toBe('1.3 mi');
    expect(formatDistance(0)).toBe('0.0 mi');
    expect(formatDistance(null)).toBeNull();
  });
  it("says 'Open Now', 'Closed' or 'Hours coming soon'", () => {
    expect(openStatus({ openNow: true, weeklyHours: [] })).toBe('Open Now');
    expect(openStatus({ openNow: false, weeklyHours: [] })).toBe('Closed');
    expect(openStatus({ openNow: null, weeklyHours: null })).toBe('Hours coming soon');
  });
  it('has badge colours for supermarket, convenience store and grocery store', () => {
    expect(storeTypeColor('Supermarket')).toBe('supermarket');
    expect(storeTypeColor('Convenience Store')).toBe('convenience');
    expect(storeTypeColor('Grocery Store')).toBe('grocery');
    expect(storeTypeColor('Farmers Market')).toBe('other');
  });
});
