import { normalizeSearchText, type Store } from '@snap/domain';

/** Two sources describe the same place when name, street and ZIP agree once normalized. */
export function sameStoreKey(store: Pick<Store, 'Store_Name' | 'Store_Street_Address' | 'Zip_Code'>): string {
  return `${normalizeSearchText(store.Store_Name)}|${normalizeSearchText(store.Store_Street_Address)}|${store.Zip_Code}`;
}
