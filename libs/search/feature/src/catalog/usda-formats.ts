import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readCsvRecords } from './csv-records';
import type { StoreSource } from './store.schema';
import type { SourceRow } from './source-row';
import { usdaFeatureToSourceRow } from './usda-service/usda-feature-to-source-row';

export type { SourceRow } from './source-row';

/** One header layout the importer reads: the columns that tell it apart, and how a row reads. */
interface Layout {
  source: StoreSource;
  /** What an operator calls it, for the list an unknown file is refused with. */
  label: string;
  required: string[];
  /** Other columns files of this layout carry (for telling a header that mixes layouts). */
  optional?: string[];
  read: (v: (column: string) => string, line: number, row: Record<string, unknown>) => SourceRow;
}

/** Rows of files without a record id get one from the name, street and ZIP (see storeLocationId). */
function locationsRow(
  v: (column: string) => string,
  line: number,
  columns: { street: string; additional: string; zip: string; type: string | null },
): SourceRow {
  return {
    line,
    recordId:
      storeLocationId(v('Store_Name'), v(columns.street), v(columns.zip)) || `ssl-line-${line}`,
    name: v('Store_Name'),
    usdaType: columns.type ? v(columns.type) || null : null,
    street: [v(columns.street)],
    additional: v(columns.additional),
    city: v('City'),
    state: v('State'),
    zip: v(columns.zip),
    zip4: v('Zip4'),
    county: v('County'),
    latitude: v('Latitude') || v('Y'),
    longitude: v('Longitude') || v('X'),
    incentiveProgram: '',
    granteeName: '',
    objectId: v('ObjectId') || v('Object-ID'),
    active: true,
    authorizedAt: '',
  };
}

/** The retailer files the importer reads (see data/README.md), told apart by their header; the first
 * layout whose columns are all present wins, so the more specific layouts come first. */
export const LAYOUTS: readonly Layout[] = [
  {
    source: 'ga-research',
    label: 'the Georgia research panel (store_id, store_name, …, Y2020, X, Y)',
    required: [
      'store_id',
      'store_name',
      'addr_num',
      'addr_st',
      'city',
      'state',
      'zip5',
      'store_type',
      'Y2020',
      'X',
      'Y',
    ],
    optional: [
      'addr_id',
      'addr_add',
      'stype_num',
      'store_group',
      'stgrp_num',
      'Y2020_Jan',
      'method',
      'match',
    ],
    read: (v, line) => ({
      line,
      recordId: v('store_id'),
      name: v('store_name'),
      usdaType: v('store_type'),
      street: [v('addr_num'), v('addr_st')],
      additional: v('addr_add'),
      city: v('city'),
      state: v('state'),
      zip: v('zip5'),
      zip4: '',
      county: '',
      latitude: v('Y'),
      longitude: v('X'),
      incentiveProgram: '',
      granteeName: '',
      objectId: '',
      active: v('Y2020') === '1',
      authorizedAt: '',
    }),
  },
  {
    source: 'farmers-markets',
    label:
      'the national SNAP farmers markets file (record_id, store_name, …, auth_date, end_date, x, y)',
    required: [
      'record_id',
      'store_name',
      'store_type',
      'street_num',
      'street_name',
      'city',
      'state',
      'zip',
      'auth_date',
      'end_date',
      'x',
      'y',
    ],
    optional: ['store_group', 'address_add', 'zip4', 'auth_year', 'end_year', 'county'],
    read: (v, line) => ({
      line,
      recordId: v('record_id'),
      name: v('store_name'),
      usdaType: v('store_type'),
      street: [v('street_num'), v('street_name')],
      additional: v('address_add'),
      city: v('city'),
      state: v('state'),
      zip: v('zip'),
      zip4: v('zip4'),
      county: v('county'),
      latitude: v('y'),
      longitude: v('x'),
      incentiveProgram: '',
      granteeName: '',
      objectId: '',
      active: v('end_date') === '',
      authorizedAt: v('auth_date'),
    }),
  },
  {
    source: 'historical-locator',
    label:
      'USDA Historical SNAP Retailer Locator Data (Record ID, Store Name, Store Type, …, Authorization Date, End Date)',
    required: [
      'Record ID',
      'Store Name',
      'Store Type',
      'Street Number',
      'Street Name',
      'Additional Address',
      'City',
      'State',
      'Zip Code',
      'Zip4',
      'County',
      'Latitude',
      'Longitude',
      'Authorization Date',
      'End Date',
    ],
    read: (v, line) => ({
      line,
      recordId: v('Record ID'),
      name: v('Store Name'),
      usdaType: v('Store Type'),
      street: [v('Street Number'), v('Street Name')],
      additional: v('Additional Address'),
      city: v('City'),
      state: v('State'),
      zip: v('Zip Code'),
      zip4: v('Zip4'),
      county: v('County'),
      latitude: v('Latitude'),
      longitude: v('Longitude'),
      incentiveProgram: '',
      granteeName: '',
      objectId: '',
      active: v('End Date') === '',
      authorizedAt: usDateToIso(v('Authorization Date')),
    }),
  },
  {
    // USDA's live retailer service's CSV download, under USDA's own spelling 'Additonal_Address'.
    source: 'usda-service',
    label:
      "USDA's SNAP Retailer Locator service CSV download (Record_ID, Store_Name, Store_Street_Address, Additonal_Address, …, ObjectId, X, Y)",
    required: [
      'Record_ID',
      'Store_Name',
      'Store_Street_Address',
      'Additonal_Address',
      'City',
      'State',
      'Zip_Code',
      'Store_Type',
    ],
    optional: [
      'Zip4',
      'County',
      'Latitude',
      'Longitude',
      'Incentive_Program',
      'Grantee_Name',
      'ObjectId',
      'X',
      'Y',
    ],
    read: (_v, line, row) => usdaFeatureToSourceRow(row, null, line),
  },
  {
    // The older SNAP Retailer Locator export: the same fields, 'Additional_Address' spelled right.
    source: 'locator-export',
    label:
      'the SNAP Retailer Locator export (Record_ID, Store_Name, Store_Street_Address, Additional_Address, …, Incentive_Program, Grantee_Name)',
    required: [
      'Record_ID',
      'Store_Name',
      'Store_Street_Address',
      'City',
      'State',
      'Zip_Code',
      'Store_Type',
    ],
    optional: [
      'Additional_Address',
      'Zip4',
      'County',
      'Latitude',
      'Longitude',
      'Incentive_Program',
      'Grantee_Name',
      'ObjectId',
      'X',
      'Y',
    ],
    read: (_v, line, row) => usdaFeatureToSourceRow(row, null, line),
  },
  {
    source: 'store-locations',
    label:
      'SNAP Store Locations, layout a (X, Y, Store_Name, Address, Address_Line__2, …, ObjectId)',
    required: [
      'X',
      'Y',
      'Store_Name',
      'Address',
      'Address_Line__2',
      'City',
      'State',
      'Zip5',
      'County',
      'Longitude',
      'Latitude',
      'ObjectId',
    ],
    read: (v, line) =>
      locationsRow(v, line, {
        street: 'Address',
        additional: 'Address_Line__2',
        zip: 'Zip5',
        type: null,
      }),
  },
  {
    source: 'store-locations',
    label:
      'SNAP Store Locations, layout c (Object-ID, Store_Name, Longitude, Latitude, Address, Address Line #2, …, County, Type)',
    required: [
      'Object-ID',
      'Store_Name',
      'Longitude',
      'Latitude',
      'Address',
      'Address Line #2',
      'City',
      'State',
      'Zip5',
      'County',
      'Type',
    ],
    optional: ['Zip4'],
    read: (v, line) =>
      locationsRow(v, line, {
        street: 'Address',
        additional: 'Address Line #2',
        zip: 'Zip5',
        type: 'Type',
      }),
  },
  {
    source: 'store-locations',
    label:
      'SNAP Store Locations, layout b (Store_Name, Longitude, Latitude, Address, Address Line #2, City, State, Zip5, Zip4, County)',
    required: [
      'Store_Name',
      'Longitude',
      'Latitude',
      'Address',
      'Address Line #2',
      'City',
      'State',
      'Zip5',
      'County',
    ],
    optional: ['Zip4'],
    read: (v, line) =>
      locationsRow(v, line, {
        street: 'Address',
        additional: 'Address Line #2',
        zip: 'Zip5',
        type: null,
      }),
  },
];

export class MalformedRetailerFileError extends Error {
  constructor(file: string, reason: string) {
    super(`${basename(file)} is not a retailer file the importer can read: ${reason}`);
    this.name = 'MalformedRetailerFileError';
  }
}

/** Each source's columns that no layout of another source has: two sources' in one header mix layouts.
 * (Shared names such as 'City', 'Store_Name' or 'X' tell nothing.) */
const DISTINCTIVE_COLUMNS: ReadonlyMap<StoreSource, string[]> = (() => {
  const known = (layout: Layout) => [...layout.required, ...(layout.optional ?? [])];
  const sources = new Map<StoreSource, Set<string>>();
  for (const layout of LAYOUTS)
    sources.set(layout.source, new Set([...(sources.get(layout.source) ?? []), ...known(layout)]));
  return new Map(
    [...sources].map(([source, columns]) => [
      source,
      [...columns].filter((column) =>
        [...sources].every(([other, theirs]) => other === source || !theirs.has(column)),
      ),
    ]),
  );
})();
const MIXED_LAYOUT_COLUMNS = 2;

/** The list an unknown file is refused with. */
export const READABLE_LAYOUTS = LAYOUTS.map((layout) => layout.label).concat(
  "USDA's SNAP Retailer Locator service GeoJSON download (a FeatureCollection of stores)",
);

export function detectLayout(file: string, header: string[]): Layout {
  const columns = new Set(header.map((h) => h.trim()));
  // A header with the columns of two layouts would be read half wrong whichever layout won.
  const mixed = [...DISTINCTIVE_COLUMNS].filter(
    ([, distinctive]) =>
      distinctive.filter((column) => columns.has(column)).length >= MIXED_LAYOUT_COLUMNS,
  );
  if (mixed.length > 1)
    throw new MalformedRetailerFileError(
      file,
      `its header mixes layouts (${mixed
        .map(
          ([source, distinctive]) =>
            `${source}: ${distinctive.filter((c) => columns.has(c)).join(', ')}`,
        )
        .join('; ')}). The importer reads: ${READABLE_LAYOUTS.join('; ')}`,
    );
  const layout = LAYOUTS.find((candidate) =>
    candidate.required.every((column) => columns.has(column)),
  );
  if (layout) return layout;
  const shown = header
    .filter((h) => h.trim())
    .slice(0, 6)
    .map((h) => h.trim());
  throw new MalformedRetailerFileError(
    file,
    `unrecognized header (${shown.join(', ')}${header.length > 6 ? ', …' : ''}). The importer reads: ${READABLE_LAYOUTS.join('; ')}`,
  );
}

export function detectFormat(file: string, header: string[]): StoreSource {
  return detectLayout(file, header).source;
}

/** USDA text carries stray 0xFF bytes (seen as 'ÿ', or as U+FFFD once decoded); 'NA' means empty. */
export function cleanText(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  const text = String(raw)
    .replace(/[\u00ff\ufffd]/g, '')
    .trim();
  return text === 'NA' ? '' : text;
}

const reader = (row: Record<string, unknown>) => (column: string) => cleanText(row[column]);

/**
 * The SNAP Store Locations export has no record id, and its ObjectId is renumbered on every publication;
 * an id from the name, street and ZIP stays the same from one copy of the file to the next (so a re-import
 * updates instead of duplicating, and the same line twice is one store). Empty when the row has no name.
 */
export function storeLocationId(name: string, address: string, zip: string): string {
  if (!name.trim()) return '';
  const key = [name, address, zip]
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    .join('|');
  return `ssl-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** USDA writes dates as M/D/YYYY in its CSVs; ISO sorts correctly. */
function usDateToIso(date: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : date;
}

/** The first bytes of a file: a retailer file is text (CSV) or GeoJSON, never binary. */
async function sniff(file: string): Promise<{ empty: boolean; binary: boolean; json: boolean }> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    throw new MalformedRetailerFileError(file, 'the file does not exist');
  }
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    const text = head
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trimStart();
    return {
      empty: text.length === 0,
      // NUL and other control bytes never occur in USDA's text files (0xFF does: it is stripped).
      binary: head.some((byte) => byte < 0x09 || (byte >= 0x0e && byte <= 0x1a)),
      json: text.startsWith('{'),
    };
  } finally {
    await handle.close();
  }
}

/** Streams a retailer file row by row, with each row's line number (feature number in GeoJSON). */
export async function* readRetailerFile(
  file: string,
): AsyncGenerator<{ format: StoreSource; row: SourceRow }> {
  const kind = await sniff(file);
  if (kind.empty) throw new MalformedRetailerFileError(file, 'the file is empty');
  if (kind.binary)
    throw new MalformedRetailerFileError(
      file,
      'the file is not text: upload the CSV or GeoJSON file itself (not a spreadsheet, archive or image)',
    );
  if (kind.json) {
    yield* readGeoJson(file);
    return;
  }
  let layout: Layout | null = null;
  // A header ending with a stray comma names an empty last column: lines without it still fit.
  let fits = { least: 0, most: 0 };
  const records = readCsvRecords(file, (header: string[]) => {
    layout = detectLayout(file, header);
    let named = header.length;
    while (named > 0 && !header[named - 1].trim()) named--;
    fits = { least: named, most: header.length };
    return header.map((h) => h.trim());
  });
  try {
    for await (const { record, info, fields, unclosedQuote } of records) {
      const current = layout as unknown as Layout;
      const row = current.read(reader(record), info.lines, record);
      if (unclosedQuote)
        row.unreadable = `a quote opened after line ${info.lines - 1} is never closed: the rest of the file is one broken row`;
      else if (fields < fits.least || fields > fits.most)
        row.unreadable = `${fields} fields where the header has ${fits.least}`;
      yield { format: current.source, row };
    }
  } catch (error) {
    if (error instanceof MalformedRetailerFileError) throw error;
    throw new MalformedRetailerFileError(file, (error as Error).message);
  }
  if (!layout) throw new MalformedRetailerFileError(file, 'the file is empty');
}

/** USDA's GeoJSON download: a FeatureCollection whose properties carry the service's field names. */
async function* readGeoJson(file: string): AsyncGenerator<{ format: StoreSource; row: SourceRow }> {
  let collection: unknown;
  try {
    collection = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new MalformedRetailerFileError(
      file,
      `the JSON does not parse (${(error as Error).message})`,
    );
  }
  const features = (collection as { features?: unknown }).features;
  if (!Array.isArray(features))
    throw new MalformedRetailerFileError(
      file,
      `it is JSON but not a GeoJSON FeatureCollection of stores. The importer reads: ${READABLE_LAYOUTS.join('; ')}`,
    );
  for (const [index, feature] of features.entries()) {
    const properties =
      (feature as { properties?: Record<string, unknown> } | null)?.properties ?? {};
    const coordinates = (feature as { geometry?: { coordinates?: unknown } } | null)?.geometry
      ?.coordinates;
    const [x, y] = Array.isArray(coordinates) ? coordinates : [];
    yield {
      format: 'usda-service',
      row: usdaFeatureToSourceRow(properties, { coordinates: [x, y] }, index + 1),
    };
  }
}
