import zipcodes from 'zipcodes';
import { USDA_STATE_CODES } from '../catalog/usda-service/usda-scope';
import type { UsdaFeatureJson } from './usda-fixtures';
import { seededRandom } from './usda-georgia-rows';

export interface UsdaOrder {
  field: string;
  descending: boolean;
}

/** The query the layer could not run, in ArcGIS's words. */
export class UnsupportedUsdaQuery extends Error {}

/** What the replaying server answers from: the features matching some states, in a given order. */
export interface UsdaReplayLayer {
  select(
    states: string[] | null,
    order: UsdaOrder[],
  ): { count: number; slice(offset: number, size: number): UsdaFeatureJson[] };
}

/** The committed fixtures (a few hundred features), filtered and sorted on every request. */
export class FixtureUsdaLayer implements UsdaReplayLayer {
  constructor(public features: UsdaFeatureJson[]) {}

  select(states: string[] | null, order: UsdaOrder[]) {
    const wanted = states && new Set(states.map((state) => state.toUpperCase()));
    const matching = this.features.filter(
      (feature) => !wanted || wanted.has(String(feature.attributes['State'] ?? '').toUpperCase()),
    );
    for (const { field } of order)
      if (!(field in (this.features[0]?.attributes ?? {})))
        throw new UnsupportedUsdaQuery(`'orderByFields' names an unknown field ${field}`);
    const sorted = [...matching].sort((a, b) => {
      for (const { field, descending } of order) {
        const difference = compare(a.attributes[field], b.attributes[field]);
        if (difference !== 0) return descending ? -difference : difference;
      }
      return 0;
    });
    return {
      count: sorted.length,
      slice: (offset: number, size: number) => sorted.slice(offset, offset + size),
    };
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
}

/**
 * `count` synthesized stores for benchmarks: jittered copies of real Georgia features spread over every
 * state and territory USDA lists, each placed near a real ZIP of its state (states weighted by how many
 * ZIPs they have). Synthetic, not USDA's data. Features are made on demand from their index, so a
 * national layer of 300,000 stores costs a few megabytes.
 */
export class NationalUsdaLayer implements UsdaReplayLayer {
  private readonly states: string[];
  private readonly zipsOfState: ZipPlace[][];
  private readonly stateOf: Uint8Array;
  private readonly byState: Int32Array[];

  constructor(
    readonly count: number,
    private readonly base: UsdaFeatureJson[],
    private readonly seed = 42,
  ) {
    if (base.length === 0) throw new Error('A national layer needs real features to copy');
    const zips = new Map<string, ZipPlace[]>();
    for (const entry of Object.values(zipcodes.codes))
      if (USDA_STATE_CODES.includes(entry.state))
        zips.set(entry.state, [...(zips.get(entry.state) ?? []), entry]);
    this.states = [...zips.keys()].sort();
    this.zipsOfState = this.states.map((state) => zips.get(state) ?? []);
    const cumulative: number[] = [];
    let total = 0;
    for (const list of this.zipsOfState) cumulative.push((total += list.length));
    const random = seededRandom(seed);
    this.stateOf = new Uint8Array(count);
    const sizes = new Array<number>(this.states.length).fill(0);
    for (let i = 0; i < count; i++) {
      const pick = random() * total;
      let state = cumulative.findIndex((upTo) => pick < upTo);
      if (state < 0) state = this.states.length - 1;
      this.stateOf[i] = state;
      sizes[state]++;
    }
    this.byState = sizes.map((size) => new Int32Array(size));
    const filled = new Array<number>(this.states.length).fill(0);
    for (let i = 0; i < count; i++) this.byState[this.stateOf[i]][filled[this.stateOf[i]]++] = i;
  }

  select(states: string[] | null, order: UsdaOrder[]) {
    if (order.some((o) => o.field.toLowerCase() !== 'objectid'))
      throw new UnsupportedUsdaQuery('the synthesized layer orders by ObjectId only');
    const descending = order[0]?.descending ?? false;
    let indexes: ArrayLike<number>;
    if (!states) indexes = { length: this.count };
    else {
      const lists = states
        .map((state) => this.states.indexOf(state.toUpperCase()))
        .filter((at) => at >= 0)
        .map((at) => this.byState[at]);
      const merged = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
      let at = 0;
      for (const list of lists) merged.set(list, (at += list.length) - list.length);
      indexes = merged.sort();
    }
    const total = indexes.length;
    const indexAt = (position: number) => (states ? (indexes as Int32Array)[position] : position);
    return {
      count: total,
      slice: (offset: number, size: number) => {
        const features: UsdaFeatureJson[] = [];
        for (let k = offset; k < Math.min(total, offset + size); k++)
          features.push(this.feature(indexAt(descending ? total - 1 - k : k)));
        return features;
      },
    };
  }

  /** Store `index` (ObjectId index + 1), the same on every call. */
  feature(index: number): UsdaFeatureJson {
    const random = seededRandom((this.seed ^ Math.imul(index + 1, 2_654_435_761)) >>> 0);
    const original = this.base[index % this.base.length].attributes;
    const state = this.states[this.stateOf[index]];
    const zips = this.zipsOfState[this.stateOf[index]];
    const place = zips[Math.floor(random() * zips.length)];
    const latitude = round(place.latitude + (random() - 0.5) * 0.04);
    const longitude = round(place.longitude + (random() - 0.5) * 0.04);
    const street = String(original['Store_Street_Address'] ?? '').replace(/^\d+\s*/, '');
    return {
      attributes: {
        ...original,
        Record_ID: 20_000_000 + index,
        // A new house number keeps copies of one store apart from each other.
        Store_Street_Address: `${100 + Math.floor(random() * 9_900)} ${street}`.trim(),
        City: place.city,
        State: state,
        Zip_Code: place.zip,
        Zip4: null,
        County: null,
        Latitude: latitude,
        Longitude: longitude,
        ObjectId: index + 1,
        X: longitude,
        Y: latitude,
      },
      geometry: { x: longitude, y: latitude },
    };
  }
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
