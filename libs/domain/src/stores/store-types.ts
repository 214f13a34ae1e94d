import type { StoreType } from './store';

/**
 * USDA store types (as the retailer files write them) onto the Store_Type values of product rule "Store shape". Explicit on
 * purpose: a new USDA label must be added here, not guessed.
 */
export const USDA_STORE_TYPES: Readonly<Record<string, StoreType>> = {
  'Convenience Store': 'Convenience Store',
  // Mostly dollar stores, pharmacies and mixed retail: grocery, with the exclusions below.
  'Combination Grocery/Other': 'Grocery Store',
  'Small Grocery Store': 'Grocery Store',
  'Medium Grocery Store': 'Grocery Store',
  'Large Grocery Store': 'Grocery Store',
  'Non-profit Food Buying Co-op': 'Grocery Store',
  Supermarket: 'Supermarket',
  'Military Commissary': 'Supermarket',
  'Super Store': 'Supercenter',
  'Meat/Poultry Specialty': 'Specialty Store',
  'Seafood Specialty': 'Specialty Store',
  'Fruits/Veg Specialty': 'Specialty Store',
  'Bakery Specialty': 'Specialty Store',
  'Delivery Route': 'Specialty Store',
  "Farmers' Market": 'Farmers Market',
  'Farmers Market': 'Farmers Market',
  'Direct Marketing Farmer': 'Farm Market',
  'Restaurant Meals Program': 'Restaurant Meals Program',
  Restaurant: 'Restaurant',
  // The live retailer service's collapsed set adds these.
  'Grocery Store': 'Grocery Store',
  'Specialty Store': 'Specialty Store',
  'Farmers and Markets': 'Farmers Market',
  Other: 'Other',
};

/** Where a label USDA has not used before lands; the importer reports each one it meets. */
export const DEFAULT_STORE_TYPE: StoreType = 'Grocery Store';

export function mapUsdaStoreType(usdaType: string): { storeType: StoreType; known: boolean } {
  const mapped = USDA_STORE_TYPES[usdaType.trim()];
  return mapped
    ? { storeType: mapped, known: true }
    : { storeType: DEFAULT_STORE_TYPE, known: false };
}
