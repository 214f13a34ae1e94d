import { mapUsdaStoreType, USDA_STORE_TYPES } from './store-types';
import {
  normalizeState,
  parseStateList,
  normalizeStoreName,
  normalizeStreet,
  normalizeZip,
  normalizeZip4,
} from './normalize';

describe('store normalization', () => {
  it.each([
    ['CITGO FOOD MART', 'Citgo Food Mart'],
    ["MCDONALD'S #1234", "McDonald's #1234"],
    ["SAM'S CLUB #6548", "Sam's Club #6548"],
    ['CVS/PHARMACY #5503', 'CVS/Pharmacy #5503'],
    ['Anchorage Farmers Market', 'Anchorage Farmers Market'],
    ['  PUBLIX   SUPER MARKETS INC #1089 ', 'Publix Super Markets Inc #1089'],
  ])('makes %p readable as %p', (raw, readable) => {
    expect(normalizeStoreName(raw)).toBe(readable);
  });

  it('joins street parts and skips NA', () => {
    expect(normalizeStreet(['400', 'W PIKE ST', 'NA'])).toBe('400 W Pike St');
    expect(normalizeStreet(['2221', 'SALEM ROAD', 'STE 5'])).toBe('2221 Salem Road Ste 5');
    expect(normalizeStreet(['100', '5TH AVE'])).toBe('100 5th Ave');
  });

  it('keeps 5-digit ZIPs, pads those that lost leading zeros (Virgin Islands 008xx) and rejects the rest', () => {
    expect(normalizeZip('30045')).toBe('30045');
    expect(normalizeZip('2134')).toBe('02134');
    expect(normalizeZip('30045-1234')).toBe('30045');
    expect(normalizeZip('NA')).toBeNull();
    expect(normalizeZip('802')).toBe('00802');
    expect(normalizeZip('12')).toBeNull();
    expect(normalizeZip('123456')).toBeNull();
    expect(normalizeZip4('5231')).toBe('5231');
    expect(normalizeZip4('NA')).toBeNull();
    expect(normalizeState(' ga ')).toBe('GA');
    expect(normalizeState('Georgia')).toBeNull();
    expect(normalizeState('ZZ')).toBeNull();
    expect(normalizeState('vi')).toBe('VI');
    expect(parseStateList('ga, AL,ga')).toEqual(['AL', 'GA']);
    expect(() => parseStateList('GA,XX')).toThrow('XX is not a state code USDA uses');
  });
});

describe('USDA store types', () => {
  it('maps every USDA label met in the real files onto a spec Store_Type', () => {
    expect(mapUsdaStoreType('Convenience Store')).toEqual({
      storeType: 'Convenience Store',
      known: true,
    });
    expect(mapUsdaStoreType('Combination Grocery/Other').storeType).toBe('Grocery Store');
    expect(mapUsdaStoreType('Super Store').storeType).toBe('Supercenter');
    expect(mapUsdaStoreType('Large Grocery Store').storeType).toBe('Grocery Store');
    expect(mapUsdaStoreType('Seafood Specialty').storeType).toBe('Specialty Store');
    expect(mapUsdaStoreType("Farmers' Market").storeType).toBe('Farmers Market');
    expect(mapUsdaStoreType('Direct Marketing Farmer').storeType).toBe('Farm Market');
    expect(mapUsdaStoreType('Restaurant Meals Program').storeType).toBe('Restaurant Meals Program');
    expect(Object.keys(USDA_STORE_TYPES)).toEqual(
      expect.arrayContaining([
        'Military Commissary',
        'Non-profit Food Buying Co-op',
        'Delivery Route',
        'Bakery Specialty',
        'Fruits/Veg Specialty',
        'Meat/Poultry Specialty',
        'Small Grocery Store',
        'Medium Grocery Store',
      ]),
    );
  });

  it('reports a label it does not know and files it as a grocery store', () => {
    expect(mapUsdaStoreType('Wholesaler')).toEqual({ storeType: 'Grocery Store', known: false });
  });
});
