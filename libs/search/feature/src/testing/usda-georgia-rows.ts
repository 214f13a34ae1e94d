import { createHash } from 'node:crypto';
import type { UsdaFeatureJson } from './usda-fixtures';

/** A row of the July 2026 Georgia list ("SNAP Store Locations" layout b). */
export interface GeorgiaListRow {
  Store_Name: string;
  Longitude: string;
  Latitude: string;
  Address: string;
  'Address Line #2': string;
  City: string;
  State: string;
  Zip5: string;
  Zip4: string;
  County: string;
}

/** The 2020 panel's detailed USDA types, collapsed the way the live service collapses them. */
const COLLAPSED_TYPES: Record<string, string> = {
  'Convenience Store': 'Convenience Store',
  'Combination Grocery/Other': 'Other',
  'Small Grocery Store': 'Grocery Store',
  'Medium Grocery Store': 'Grocery Store',
  'Large Grocery Store': 'Grocery Store',
  'Non-profit Food Buying Co-op': 'Grocery Store',
  Supermarket: 'Supermarket',
  'Military Commissary': 'Supermarket',
  'Super Store': 'Super Store',
  'Meat/Poultry Specialty': 'Specialty Store',
  'Seafood Specialty': 'Specialty Store',
  'Fruits/Veg Specialty': 'Specialty Store',
  'Bakery Specialty': 'Specialty Store',
  'Delivery Route': 'Other',
  "Farmers' Market": 'Farmers and Markets',
  'Direct Marketing Farmer': 'Farmers and Markets',
};

const addressKey = (street: string, zip: string) =>
  `${street
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${zip}`;

/** A store type for a Georgia row the 2020 panel does not know, from its name. */
function typeFromName(name: string): string {
  const text = ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  if (/ farmers? market| farm /.test(text)) return 'Farmers and Markets';
  if (/ walmart supercenter| super ?center| super ?store/.test(text)) return 'Super Store';
  if (
    / kroger | publix | aldi | food lion | ingles | winn dixie | piggly wiggly | save a lot /.test(
      text,
    )
  )
    return 'Supermarket';
  if (/ meats? | seafood | fish | bakery | produce /.test(text)) return 'Specialty Store';
  if (/ grocery | market | foods? /.test(text)) return 'Grocery Store';
  if (
    / mart | shell | chevron | bp | citgo | exxon | dollar | cvs | walgreens | express | stop /.test(
      text,
    )
  )
    return 'Convenience Store';
  return 'Other';
}

/**
 * The July 2026 Georgia list as service features: the list's own names, addresses and coordinates;
 * Store_Type from the 2020 panel where the address and ZIP match (else from the name), collapsed to the
 * service's set; a stable made-up Record_ID (the list has none). ObjectIds are left to the caller.
 */
export function georgiaListToUsdaFeatures(
  rows: GeorgiaListRow[],
  panel: Array<Record<string, string>>,
): UsdaFeatureJson[] {
  const panelTypes = new Map(
    panel.map((row) => [
      addressKey(`${row['addr_num']} ${row['addr_st']}`, row['zip5']),
      row['store_type'],
    ]),
  );
  const usedIds = new Set<number>();
  return rows.map((row) => {
    const latitude = Number(row.Latitude);
    const longitude = Number(row.Longitude);
    let recordId =
      1_000_000 +
      (parseInt(
        createHash('sha256')
          .update(`${row.Store_Name}|${row.Address}|${row.Zip5}`)
          .digest('hex')
          .slice(0, 8),
        16,
      ) %
        8_000_000);
    while (usedIds.has(recordId)) recordId++;
    usedIds.add(recordId);
    const panelType = panelTypes.get(addressKey(row.Address, row.Zip5));
    return {
      attributes: {
        Record_ID: recordId,
        Store_Name: row.Store_Name,
        Store_Street_Address: row.Address,
        Additonal_Address: row['Address Line #2'] || null,
        City: row.City,
        State: row.State,
        Zip_Code: row.Zip5,
        Zip4: row.Zip4 || null,
        County: row.County,
        Store_Type: (panelType && COLLAPSED_TYPES[panelType]) || typeFromName(row.Store_Name),
        Latitude: latitude,
        Longitude: longitude,
        Incentive_Program: null,
        Grantee_Name: null,
        ObjectId: 0,
        X: longitude,
        Y: latitude,
      },
      geometry: { x: longitude, y: latitude },
    };
  });
}

/** A small deterministic generator (mulberry32), so fixtures and synthesized stores are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
