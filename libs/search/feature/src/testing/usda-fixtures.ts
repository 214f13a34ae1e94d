import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Built from the July 2026 Georgia list in the service's format (see data/README.md), not recorded. */
export const USDA_FIXTURES_DIR = join(__dirname, '../../../../../data/fixtures/usda-service');

export interface ArcGisField {
  name: string;
  type: string;
  alias: string;
  sqlType: string;
  length?: number;
  domain: null;
  defaultValue: null;
}

export interface UsdaFeatureJson {
  attributes: Record<string, unknown>;
  /** Absent (or null) for a store USDA could not place. */
  geometry?: { x: number; y: number } | null;
}

/** A query answer in ArcGIS JSON (f=json). */
export interface UsdaQueryJson {
  objectIdFieldName: string;
  uniqueIdField: { name: string; isSystemMaintained: boolean };
  globalIdFieldName: string;
  geometryType: string;
  spatialReference: { wkid: number; latestWkid: number };
  fields: ArcGisField[];
  features: UsdaFeatureJson[];
  exceededTransferLimit?: boolean;
}

export interface UsdaFixtures {
  /** The layer description (GET <layer>?f=json). */
  layer: Record<string, unknown> & { editingInfo: { lastEditDate: number } };
  /** Every feature of the layer, as one unpaged `where=1=1&outFields=*&outSR=4326` answer, in storage
   * order (not ObjectId order, as on a layer that has been appended to and edited). */
  query: UsdaQueryJson;
}

const field = (name: string, type: string, length?: number): ArcGisField => ({
  name,
  type,
  alias: name,
  sqlType: 'sqlTypeOther',
  ...(length ? { length } : {}),
  domain: null,
  defaultValue: null,
});

/** The layer's fields as USDA publishes them (its spelling of Additonal_Address included). */
export const USDA_FIELDS: ArcGisField[] = [
  field('Record_ID', 'esriFieldTypeInteger'),
  field('Store_Name', 'esriFieldTypeString', 256),
  field('Store_Street_Address', 'esriFieldTypeString', 256),
  field('Additonal_Address', 'esriFieldTypeString', 256),
  field('City', 'esriFieldTypeString', 256),
  field('State', 'esriFieldTypeString', 256),
  field('Zip_Code', 'esriFieldTypeString', 256),
  field('Zip4', 'esriFieldTypeString', 256),
  field('County', 'esriFieldTypeString', 256),
  field('Store_Type', 'esriFieldTypeString', 256),
  field('Latitude', 'esriFieldTypeDouble'),
  field('Longitude', 'esriFieldTypeDouble'),
  field('Incentive_Program', 'esriFieldTypeString', 256),
  field('Grantee_Name', 'esriFieldTypeString', 256),
  field('ObjectId', 'esriFieldTypeOID'),
  field('X', 'esriFieldTypeDouble'),
  field('Y', 'esriFieldTypeDouble'),
];

/** The collapsed Store_Type set the service uses. */
export const USDA_SERVICE_STORE_TYPES = [
  'Convenience Store',
  'Grocery Store',
  'Supermarket',
  'Super Store',
  'Specialty Store',
  'Farmers and Markets',
  'Restaurant Meals Program',
  'Other',
] as const;

/** The fixtures committed under data/fixtures/usda-service. */
export function loadUsdaFixtures(dir = USDA_FIXTURES_DIR): UsdaFixtures {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return { layer: read('layer.json'), query: read('query.json') };
}

/** The envelope of a query answer around some features, as the service writes it. */
export function usdaQueryAnswer(
  features: UsdaFeatureJson[],
  exceededTransferLimit: boolean,
  fields = USDA_FIELDS,
): UsdaQueryJson {
  return {
    objectIdFieldName: 'ObjectId',
    uniqueIdField: { name: 'ObjectId', isSystemMaintained: true },
    globalIdFieldName: '',
    geometryType: 'esriGeometryPoint',
    spatialReference: { wkid: 4326, latestWkid: 4326 },
    fields,
    features,
    // ArcGIS leaves the flag out when nothing more follows.
    ...(exceededTransferLimit ? { exceededTransferLimit: true } : {}),
  };
}
