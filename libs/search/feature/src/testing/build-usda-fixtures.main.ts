import { parse } from 'csv-parse/sync';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import zipcodes from 'zipcodes';
import {
  USDA_FIELDS,
  USDA_FIXTURES_DIR,
  usdaQueryAnswer,
  type UsdaFeatureJson,
} from './usda-fixtures';
import { georgiaListToUsdaFeatures, seededRandom, type GeorgiaListRow } from './usda-georgia-rows';

/**
 * Builds data/fixtures/usda-service from the real July 2026 Georgia list, in the exact JSON shape of
 * USDA's retailer service, with its known quirks planted on purpose (no page is recorded: there is no
 * internet here). Deterministic: the same inputs give the same files.
 *
 *   SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register \
 *     libs/search/feature/src/testing/build-usda-fixtures.main.ts [--ga <July 2026 GA csv>] [--out <dir>]
 */
const REPO = resolve(__dirname, '../../../../..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const gaFile = arg('--ga', resolve(REPO, '../shared/data/snap-retailers-ga-2026-07.csv'));
const panelFile = join(REPO, 'data/sample/snap-retailers-ga-2020.csv');
const out = arg('--out', USDA_FIXTURES_DIR);

const readCsv = (file: string) =>
  parse(readFileSync(file), { columns: true, bom: true }) as Array<Record<string, string>>;

const georgia = georgiaListToUsdaFeatures(
  readCsv(gaFile) as unknown as GeorgiaListRow[],
  readCsv(panelFile),
);
const random = seededRandom(2026_07);
const EVERY = 37; // ~250 of the 9,313 Georgia stores
const picked = georgia.filter((_, index) => index % EVERY === 0);
const pool = georgia.filter((_, index) => index % EVERY === 7);

// Double Up Food Bucks in Georgia is run by Wholesome Wave Georgia.
picked
  .filter((f) =>
    ['Supermarket', 'Grocery Store', 'Farmers and Markets'].includes(
      String(f.attributes['Store_Type']),
    ),
  )
  .filter((_, index) => index % 4 === 0)
  .slice(0, 8)
  .forEach((f) => {
    f.attributes['Incentive_Program'] = 'Double Up Food Bucks';
    f.attributes['Grantee_Name'] = 'Wholesome Wave Georgia';
  });

/** Real ZIPs (and their counties) of the other states and territories the fixtures cover. */
const ELSEWHERE: Array<[state: string, zip: string, county: string, storeType?: string]> = [
  ['AL', '35203', 'JEFFERSON'],
  ['AL', '35801', 'MADISON'],
  ['AL', '36104', 'MONTGOMERY'],
  ['AL', '36602', 'MOBILE'],
  ['AL', '35401', 'TUSCALOOSA'],
  ['AL', '36303', 'HOUSTON'],
  ['AL', '35203', 'JEFFERSON'],
  ['AL', '36104', 'MONTGOMERY'],
  ['DC', '20001', 'DISTRICT OF COLUMBIA'],
  ['DC', '20002', 'DISTRICT OF COLUMBIA'],
  ['DC', '20019', 'DISTRICT OF COLUMBIA'],
  ['DC', '20020', 'DISTRICT OF COLUMBIA'],
  ['DC', '20032', 'DISTRICT OF COLUMBIA'],
  ['PR', '00901', 'SAN JUAN'],
  ['PR', '00907', 'SAN JUAN'],
  ['PR', '00725', 'CAGUAS'],
  ['PR', '00680', 'MAYAGUEZ'],
  ['PR', '00730', 'PONCE'],
  ['GU', '96910', 'GUAM'],
  ['GU', '96913', 'GUAM'],
  ['GU', '96929', 'GUAM'],
  ['VI', '00802', 'ST THOMAS'],
  ['VI', '00820', 'ST CROIX'],
  ['VI', '00840', 'ST CROIX'],
  ['VI', '00830', 'ST JOHN'],
  // Arizona runs the Restaurant Meals Program; Georgia does not.
  ['AZ', '85003', 'MARICOPA', 'Restaurant Meals Program'],
  ['AZ', '85006', 'MARICOPA', 'Restaurant Meals Program'],
];
const elsewhere = ELSEWHERE.map(([state, zip, county, storeType], index): UsdaFeatureJson => {
  const base = pool[index * 3];
  const place = zipcodes.lookup(zip);
  if (!place) throw new Error(`ZIP ${zip} is not in the zipcodes data set`);
  const latitude = round(place.latitude + (random() - 0.5) * 0.02);
  const longitude = round(place.longitude + (random() - 0.5) * 0.02);
  return {
    attributes: {
      ...base.attributes,
      Record_ID: Number(base.attributes['Record_ID']) + 5_000_000,
      City: place.city,
      State: state,
      Zip_Code: zip,
      Zip4: null,
      County: county,
      Store_Type: storeType ?? base.attributes['Store_Type'],
      Latitude: latitude,
      Longitude: longitude,
      X: longitude,
      Y: latitude,
    },
    geometry: { x: longitude, y: latitude },
  };
});

const byZip = (zip: string) =>
  elsewhere.find((f) => f.attributes['Zip_Code'] === zip) as UsdaFeatureJson;
// ZIPs that lost their leading zeros: as text in one copy, as a number in another.
byZip('00802').attributes['Zip_Code'] = '802';
byZip('00820').attributes['Zip_Code'] = 820;
byZip('00907').attributes['Zip_Code'] = '907';
const withZip4 = picked.find((f) =>
  String(f.attributes['Zip4']).startsWith('0'),
) as UsdaFeatureJson;
withZip4.attributes['Zip4'] = Number(withZip4.attributes['Zip4']);
// Stray 0xFF bytes: read as Latin-1 ('ÿ') and as UTF-8 (U+FFFD).
const apostrophe = picked.find((f) =>
  String(f.attributes['Store_Name']).includes("'"),
) as UsdaFeatureJson;
apostrophe.attributes['Store_Name'] = String(apostrophe.attributes['Store_Name']).replace(
  "'",
  '\uFFFD',
);
picked[3].attributes['Store_Street_Address'] =
  `${picked[3].attributes['Store_Street_Address']}\u00FF`;
picked[5].attributes['City'] = `\u00FF${picked[5].attributes['City']}`;
// A store USDA could not place: no coordinates and no geometry at all.
const unplaced = picked[10];
Object.assign(unplaced.attributes, { Latitude: null, Longitude: null, X: null, Y: null });
delete unplaced.geometry;
// 0,0 means "not geocoded" in USDA's fields; the geometry still has the point.
Object.assign(picked[12].attributes, { Latitude: 0, Longitude: 0 });

/** Planted right after their original in ObjectId order, so they fall in the same page. */
const twins = new Map<UsdaFeatureJson, UsdaFeatureJson[]>([
  // Listed twice under two Record_IDs: the same name, address and ZIP.
  [
    picked[20],
    [
      {
        ...clone(picked[20]),
        attributes: {
          ...picked[20].attributes,
          Record_ID: Number(picked[20].attributes['Record_ID']) + 7,
        },
      },
    ],
  ],
  // The same record twice.
  [picked[30], [clone(picked[30])]],
]);

const layerOrder = shuffle([...picked, ...elsewhere]).flatMap((f) => [f, ...(twins.get(f) ?? [])]);
let objectId = 0;
for (const feature of layerOrder) {
  objectId += objectId % 23 === 22 ? 2 : 1; // deleted features leave gaps
  feature.attributes['ObjectId'] = objectId;
}
// Stored in the order rows were appended (by state, then name), not by ObjectId.
const storage = [...layerOrder].sort(
  (a, b) =>
    String(a.attributes['State']).localeCompare(String(b.attributes['State'])) ||
    String(a.attributes['Store_Name']).localeCompare(String(b.attributes['Store_Name'])),
);

const lastEditDate = Date.UTC(2026, 6, 28, 14, 3, 11);
const layer = {
  currentVersion: 11.5,
  id: 0,
  name: 'snap_retailer_location_data',
  type: 'Feature Layer',
  description:
    'SNAP authorized retailers (fixture built from the July 2026 Georgia list, not recorded)',
  geometryType: 'esriGeometryPoint',
  objectIdField: 'ObjectId',
  uniqueIdField: { name: 'ObjectId', isSystemMaintained: true },
  displayField: 'Store_Name',
  fields: USDA_FIELDS,
  maxRecordCount: 1000,
  standardMaxRecordCount: 32000,
  supportedQueryFormats: 'JSON, geoJSON, PBF',
  supportsAdvancedQueries: true,
  advancedQueryCapabilities: {
    supportsPagination: true,
    supportsOrderBy: true,
    supportsReturningQueryGeometry: true,
  },
  capabilities: 'Query',
  editingInfo: { lastEditDate, schemaLastEditDate: lastEditDate, dataLastEditDate: lastEditDate },
  extent: {
    xmin: -85.6,
    ymin: 13.2,
    xmax: 145,
    ymax: 38.96,
    spatialReference: { wkid: 4326, latestWkid: 4326 },
  },
};

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'layer.json'), `${JSON.stringify(layer, null, 2)}\n`);
// One feature a line, so a change to the fixtures reads as a diff.
const { features, ...envelope } = usdaQueryAnswer(storage, false);
const head = JSON.stringify(envelope).replace(/}$/, '');
writeFileSync(
  join(out, 'query.json'),
  `${head},"features":[\n${features.map((feature) => JSON.stringify(feature)).join(',\n')}\n]}\n`,
);
process.stdout.write(
  `${storage.length} features (${picked.length} Georgia, ${elsewhere.length} elsewhere, 2 planted duplicates) written to ${out}\n`,
);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function clone(feature: UsdaFeatureJson): UsdaFeatureJson {
  return JSON.parse(JSON.stringify(feature)) as UsdaFeatureJson;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
