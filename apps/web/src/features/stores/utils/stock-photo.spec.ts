import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STOCK_PHOTOS, stockPhotoFor } from './stock-photo';

describe('stock hero photo by store name and type', () => {
  it.each([
    ['CVS Pharmacy 4592', 'Grocery Store', 'pharmacy'],
    ['FAMILY DOLLAR #1234', 'Convenience Store', 'dollar-store'],
    ['CITGO FOOD MART', 'Convenience Store', 'gas-station'],
    ['Natural Produce', 'Specialty Store', 'farmers-market'],
    ['HART INTERNATIONAL BAKERY', 'Specialty Store', 'bakery'],
    ['Atlantic Seafood', 'Specialty Store', 'meat-seafood'],
    ['Kroger', 'Supermarket', 'supermarket'],
    ['FOX GROCERY', 'Convenience Store', 'convenience'],
    ['Grant Park Farmers Market', 'Farmers and Markets', 'farmers-market'],
    ['Sunrise Foods', 'Restaurant Meals Program', 'restaurant'],
    ['MAIN STREET MARKET', 'Grocery Store', 'grocery'],
    ['Anything', 'Specialty Store', 'grocery'],
  ])('%s (%s) gets the %s photo', (name, type, kind) => {
    expect(stockPhotoFor(name, type)).toEqual({ kind, url: `/stock/${kind}.svg` });
  });

  it('bundles every photo it can choose, each small', () => {
    for (const kind of STOCK_PHOTOS)
      expect(existsSync(join(__dirname, '../../../../public/stock', `${kind}.svg`))).toBe(true);
  });
});
