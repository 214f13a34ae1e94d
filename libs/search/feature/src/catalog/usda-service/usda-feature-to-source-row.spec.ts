import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRetailerFile } from '../usda-formats';
import { padUsdaZip, usdaFeatureToSourceRow, usdaText } from './usda-feature-to-source-row';

// A real Georgia store of the July 2026 list, as the service's CSV download writes it (all text).
const csvRow = {
  Record_ID: '1668501',
  Store_Name: 'Joe\uFFFDs Fish Market',
  Store_Street_Address: '1588 Eisenhower Pkwy',
  Additonal_Address: 'Ste 3',
  City: 'Macon',
  State: 'ga',
  Zip_Code: '31206',
  Zip4: '133',
  County: 'BIBB',
  Store_Type: 'Specialty Store',
  Latitude: '32.8163',
  Longitude: '-83.6894',
  Incentive_Program: '',
  Grantee_Name: '',
  ObjectId: '144',
  X: '-83.6894',
  Y: '32.8163',
};

describe('a USDA retailer feature in the importer shape', () => {
  it('reads a CSV row of the service download: text cleaned, state upper-cased, Zip4 padded', () => {
    expect(usdaFeatureToSourceRow(csvRow, null, 7)).toEqual({
      line: 7,
      recordId: '1668501',
      name: 'Joes Fish Market',
      usdaType: 'Specialty Store',
      street: ['1588 Eisenhower Pkwy'],
      additional: 'Ste 3',
      city: 'Macon',
      state: 'GA',
      zip: '31206',
      zip4: '0133',
      county: 'BIBB',
      latitude: '32.8163',
      longitude: '-83.6894',
      incentiveProgram: '',
      granteeName: '',
      objectId: '144',
      active: true,
      authorizedAt: '',
    });
  });

  it('takes the corrected spelling Additional_Address from copies that fixed it', () => {
    const { Additonal_Address, ...rest } = csvRow;
    expect(
      usdaFeatureToSourceRow({ ...rest, Additional_Address: Additonal_Address }, null, 1)
        .additional,
    ).toBe('Ste 3');
  });

  it('places a store from a GeoJSON or ArcGIS geometry when Latitude/Longitude are empty or 0,0', () => {
    const unplaced = { ...csvRow, Latitude: '', Longitude: '0', X: '', Y: '' };
    expect(
      usdaFeatureToSourceRow(unplaced, { type: 'Point', coordinates: [-64.93, 18.35] }, 1),
    ).toMatchObject({ latitude: '18.35', longitude: '-64.93' });
    expect(
      usdaFeatureToSourceRow(
        { ...unplaced, Latitude: 0, Longitude: 0 },
        { x: -64.93, y: 18.35 },
        1,
      ),
    ).toMatchObject({ latitude: '18.35', longitude: '-64.93' });
    expect(usdaFeatureToSourceRow({ ...unplaced, X: -64.9, Y: 18.3 }, null, 1)).toMatchObject({
      latitude: '18.3',
      longitude: '-64.9',
    });
    expect(usdaFeatureToSourceRow(unplaced, null, 1)).toMatchObject({
      latitude: '',
      longitude: '',
    });
  });

  it.each([
    [802, '00802'],
    ['802', '00802'],
    ['0820', '00820'],
    [30303, '30303'],
    ['30303-1234', '30303'],
    [' 31206 ', '31206'],
    ['3030x', '3030x'],
    [null, ''],
  ])('pads the ZIP %j to %j', (zip, padded) => expect(padUsdaZip(zip, 5)).toBe(padded));

  it('strips both forms of the stray 0xFF byte and turns numbers into text', () => {
    expect(usdaText('\u00FFWinder\uFFFD ')).toBe('Winder');
    expect(usdaText(1668501)).toBe('1668501');
    expect(usdaText(null)).toBe('');
    expect(usdaText({})).toBe('');
  });
});

describe("the importer on the service's CSV download", () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'usda-csv-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("recognises USDA's header (Additonal_Address, sic) and keeps every suite line", async () => {
    const file = join(dir, 'snap_retailer_location_data.csv');
    const header = Object.keys(csvRow);
    writeFileSync(
      file,
      `${header.join(',')}\n${header.map((column) => csvRow[column as keyof typeof csvRow]).join(',')}\n`,
    );
    const rows = [];
    for await (const read of readRetailerFile(file)) rows.push(read);
    expect(rows).toEqual([
      {
        format: 'usda-service',
        row: expect.objectContaining({
          line: 2,
          additional: 'Ste 3',
          zip4: '0133',
          name: 'Joes Fish Market',
        }),
      },
    ]);
  });
});
