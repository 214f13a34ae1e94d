import { STORE_TYPES } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { storeTypeName } from './store-type-names';
import { storeTypeDescription, usdaLabelsOf } from './store-type-texts';

describe('store type texts', () => {
  it('describes every store type, so no filter chip is left unexplained', () => {
    for (const type of STORE_TYPES) {
      expect(storeTypeName(type)).toBe(type);
      expect(storeTypeDescription(type)?.length).toBeGreaterThan(10);
    }
    expect(storeTypeDescription('Bait Shop')).toBeNull();
    expect(storeTypeName('Bait Shop')).toBe('Bait Shop');
  });

  it('tells the look-alike types apart, each with the USDA labels it is read from', () => {
    expect(storeTypeDescription('Supercenter')).toMatch(/very large store/);
    expect(storeTypeDescription('Supermarket')).toMatch(/full-size grocery store/);
    expect(usdaLabelsOf('Supercenter')).toEqual(['Super Store']);
    expect(usdaLabelsOf('Supermarket')).toEqual(['Military Commissary']);
    expect(storeTypeDescription('Farm Market')).toMatch(
      /One farmer .* not a market of many vendors/,
    );
    expect(usdaLabelsOf('Farm Market')).toEqual(['Direct Marketing Farmer']);
    expect(usdaLabelsOf('Farmers Market')).toEqual(['Farmers and Markets', "Farmers' Market"]);
  });
});
