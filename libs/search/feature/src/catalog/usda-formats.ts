import { createHash } from 'node:crypto';
import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename } from 'node:path';
import type { StoreSource } from './store.schema';
import { usdaFeatureToSourceRow } from './usda-service/usda-feature-to-source-row';

/** The retailer files the importer reads (see data/README.md), told apart by their header. */
export const FORMAT_COLUMNS: Record<StoreSource, string[]> = {
  'ga-research': [
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
  'farmers-markets': [
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
  'historical-locator': [
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
  'locator-export': [
    'Record_ID',
    'Store_Name',
    'Store_Street_Address',
    'Additional_Address',
    'City',
    'State',
    'Zip_Code',
    'Zip4',
    'County',
    'Store_Type',
    'Latitude',
    'Longitude',
    'Incentive_Program',
    'Grantee_Name',
    'ObjectId',
    'X',
    'Y',
  ],
  // The older national "SNAP Store Locations" export (many copies in circulation): no record id, no type.
  'store-locations': [
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
  // The live service's CSV download: the locator export's columns under USDA's own spelling
  // (Additonal_Address), read by the same mapping as the service's features.
  'usda-service': [
    'Record_ID',
    'Store_Name',
    'Store_Street_Address',
    'Additonal_Address',
    'City',
    'State',
    'Zip_Code',
    'Zip4',
    'Store_Type',
    'Latitude',
    'Longitude',
    'ObjectId',
  ],
};

export class MalformedRetailerFileError extends Error {
  constructor(file: string, reason: string) {
    super(`${basename(file)} is not a retailer file the importer can read: ${reason}`);
    this.name = 'MalformedRetailerFileError';
  }
}

/** One row of any format, in one shape. Values are raw text; normalization comes after. */
export interface SourceRow {
  line: number;
  recordId: string;
  name: string;
  /** null when the file has no type column. */
  usdaType: string | null;
  street: string[];
  additional: string;
  city: string;
  state: string;
  zip: string;
  zip4: string;
  county: string;
  latitude: string;
  longitude: string;
  incentiveProgram: string;
  granteeName: string;
  objectId: string;
  /** Authorized at the time of the file (no end date / in the latest year). */
  active: boolean;
  /** When this authorization period began, for keeping the latest one per record. */
  authorizedAt: string;
}

export function detectFormat(file: string, header: string[]): StoreSource {
  const columns = new Set(header.map((h) => h.trim()));
  for (const [format, required] of Object.entries(FORMAT_COLUMNS) as Array<
    [StoreSource, string[]]
  >) {
    if (required.every((column) => columns.has(column))) return format;
  }
  throw new MalformedRetailerFileError(
    file,
    `unrecognized header (${header.slice(0, 6).join(', ')}${header.length > 6 ? ', …' : ''}); expected the USDA Historical SNAP Retailer Locator Data CSV, the SNAP Retailer Locator export, the SNAP Store Locations export, the Georgia research file or the farmers markets file`,
  );
}

const value = (row: Record<string, string>, column: string) => {
  const raw = (row[column] ?? '').trim();
  return raw === 'NA' ? '' : raw;
};

function toSourceRow(format: StoreSource, row: Record<string, string>, line: number): SourceRow {
  const v = (column: string) => value(row, column);
  switch (format) {
    case 'ga-research':
      return {
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
      };
    case 'farmers-markets':
      return {
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
      };
    case 'historical-locator':
      return {
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
      };
    case 'locator-export':
      return {
        line,
        recordId: v('Record_ID'),
        name: v('Store_Name'),
        usdaType: v('Store_Type'),
        street: [v('Store_Street_Address')],
        additional: v('Additional_Address'),
        city: v('City'),
        state: v('State'),
        zip: v('Zip_Code'),
        zip4: v('Zip4'),
        county: v('County'),
        latitude: v('Latitude') || v('Y'),
        longitude: v('Longitude') || v('X'),
        incentiveProgram: v('Incentive_Program'),
        granteeName: v('Grantee_Name'),
        objectId: v('ObjectId'),
        active: true,
        authorizedAt: '',
      };
    case 'store-locations':
      return {
        line,
        recordId: storeLocationId(v('Store_Name'), v('Address'), v('Zip5')) || `ssl-line-${line}`,
        name: v('Store_Name'),
        usdaType: null,
        street: [v('Address')],
        additional: v('Address_Line__2'),
        city: v('City'),
        state: v('State'),
        zip: v('Zip5'),
        zip4: '',
        county: v('County'),
        latitude: v('Latitude') || v('Y'),
        longitude: v('Longitude') || v('X'),
        incentiveProgram: '',
        granteeName: '',
        objectId: v('ObjectId'),
        active: true,
        authorizedAt: '',
      };
    case 'usda-service':
      return usdaFeatureToSourceRow(
        Object.fromEntries(Object.keys(row).map((column) => [column, v(column)])),
        null,
        line,
      );
  }
}

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

/** Streams a retailer file row by row, with each row's line number. */
export async function* readRetailerFile(
  file: string,
): AsyncGenerator<{ format: StoreSource; row: SourceRow }> {
  let format: StoreSource | null = null;
  try {
    await access(file);
  } catch {
    throw new MalformedRetailerFileError(file, 'the file does not exist');
  }
  const input = createReadStream(file);
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        format = detectFormat(file, header);
        return header.map((h) => h.trim());
      },
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      yield {
        format: format as unknown as StoreSource,
        row: toSourceRow(format as unknown as StoreSource, record, info.lines),
      };
    }
  } catch (error) {
    if (error instanceof MalformedRetailerFileError) throw error;
    throw new MalformedRetailerFileError(file, (error as Error).message);
  }
  if (!format) throw new MalformedRetailerFileError(file, 'the file is empty');
}
