import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { distanceMiles, USDA_STATES } from '@snap/domain';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { Gazetteer } from '@snap/search-feature';

const LOCATOR_HEADER = [
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
];

/** Shifts for the copies: Georgia moved onto other US regions (degrees of latitude, longitude). */
function regionShift(copy: number): [number, number] {
  if (copy === 0) return [0, 0];
  const row = Math.floor((copy - 1) / 6);
  const column = (copy - 1) % 6;
  return [-4 + row * 2.2, -38 + column * 6.5];
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface SynthesisResult {
  file: string;
  stores: number;
  copies: number;
  realStores: number;
}

/**
 * Writes `count` stores in the SNAP Retailer Locator export format: the real active Georgia stores
 * (copy 0, unchanged, so quality can be judged against them) plus jittered copies shifted onto other
 * US regions, with new record ids and chain numbers renumbered, each with the ZIP, city and state of
 * the place it lands (so a ZIP holds about as many stores as a real one, not every copy's). Synthetic,
 * and says so.
 */
export async function synthesizeStores(
  gaFile: string,
  out: string,
  count: number,
): Promise<SynthesisResult> {
  const unique = loadGeorgiaStores(gaFile);
  const gazetteer = new Gazetteer();
  const centroidOf = (zip: string) => {
    const centroid = gazetteer.zip(zip);
    return centroid ? { lat: centroid.lat, lng: centroid.lng } : null;
  };
  const output = createWriteStream(out);
  output.write(`${LOCATOR_HEADER.join(',')}\n`);
  let written = 0;
  let copy = 0;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  while (written < count) {
    const [dLat, dLng] = regionShift(copy);
    for (const row of unique) {
      if (written >= count) break;
      const jitter = copy === 0 ? 0 : 0.01;
      const lat = row.Latitude + dLat + (random() - 0.5) * jitter;
      const lng = row.Longitude + dLng + (random() - 0.5) * jitter;
      const name =
        copy === 0
          ? row.Store_Name
          : row.Store_Name.replace(/(\d+)\s*$/, (digits) => String(Number(digits) + copy * 10_000));
      const id = copy === 0 ? row.id : `syn${copy}_${row.id}`;
      // The ZIP of where the copy lands. A copy off the coast (no ZIP within ~30 miles) is not written:
      // a store in the sea has no state its coordinates are in, and the importer refuses it.
      const place = copy === 0 ? null : gazetteer.reverse(lat, lng);
      const near =
        place?.zip && place.state && USDA_STATES[place.state]
          ? distanceMiles({ lat, lng }, centroidOf(place.zip) ?? { lat: 0, lng: 0 }) < 30
          : false;
      if (copy !== 0 && !near) continue;
      const inState = near ? place : null;
      const fields = [
        id,
        name,
        // Copies keep the real ZIP and street, so a new house number keeps the importer from merging a copy
        // into the original as the same store listed twice.
        copy === 0
          ? row.Store_Street_Address
          : row.Store_Street_Address.replace(/^\d+/, (house) =>
              String(Number(house) + copy * 100_000),
            ),
        '',
        inState?.city ?? row.City,
        inState?.state ?? row.State,
        inState?.zip ?? row.Zip_Code,
        '',
        '',
        row.usdaStoreType,
        lat.toFixed(6),
        lng.toFixed(6),
        '',
        '',
        String(written + 1),
        lng.toFixed(6),
        lat.toFixed(6),
      ];
      if (!output.write(`${fields.map(csvField).join(',')}\n`)) await once(output, 'drain');
      written++;
    }
    copy++;
  }
  output.end();
  await once(output, 'finish');
  return { file: out, stores: written, copies: copy, realStores: unique.length };
}
