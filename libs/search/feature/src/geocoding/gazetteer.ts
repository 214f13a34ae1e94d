import KDBush from 'kdbush';
import { around } from 'geokdbush';
import zipcodes from 'zipcodes';
import { parseLocation } from '@snap/domain';

export interface GeoPlace {
  lat: number;
  lng: number;
  zip: string | null;
  city: string | null;
  state: string | null;
}

interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

export interface StateBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Degrees (about 55 km) a state's box reaches past its outermost ZIP centroids. */
const STATE_BOX_MARGIN = 0.5;

export function inStateBox(box: StateBox, lat: number, lng: number): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}

/** How far, and among how many ZIPs, reverse() looks for a residential ZIP before it names the nearest. */
const RESIDENTIAL_RADIUS_KM = 8;
const RESIDENTIAL_CANDIDATES = 25;

/** Offline US gazetteer (ZIP centroids from the `zipcodes` dataset): ZIP → place, city → centroid,
 * free text → place, and position → nearest ZIP. No network, so it works in the standalone runtime. */
export class Gazetteer {
  private entries: ZipEntry[] | null = null;
  private index: KDBush | null = null;
  private readonly byCity = new Map<string, ZipEntry[]>();
  /** Entries whose centroid another ZIP has too (post-office-box and single-building ZIPs). */
  private readonly sharedCentroid = new Set<number>();
  private stateBoxes: Map<string, StateBox> | null = null;

  zip(zip: string): GeoPlace | null {
    const entry = zipcodes.lookup(zip) as ZipEntry | undefined;
    return entry ? toPlace(entry) : null;
  }

  /** The box around a state's ZIP centroids, widened by STATE_BOX_MARGIN (a store near the border lies
   * beyond its outermost centroid); null for a state the dataset has no ZIP of (some territories). */
  stateBox(state: string): StateBox | null {
    if (!this.stateBoxes) {
      this.load();
      const boxes = new Map<string, StateBox>();
      for (const entry of this.entries as ZipEntry[]) {
        const box = boxes.get(entry.state);
        if (!box)
          boxes.set(entry.state, {
            south: entry.latitude,
            north: entry.latitude,
            west: entry.longitude,
            east: entry.longitude,
          });
        else {
          box.south = Math.min(box.south, entry.latitude);
          box.north = Math.max(box.north, entry.latitude);
          box.west = Math.min(box.west, entry.longitude);
          box.east = Math.max(box.east, entry.longitude);
        }
      }
      for (const box of boxes.values()) {
        box.south -= STATE_BOX_MARGIN;
        box.north += STATE_BOX_MARGIN;
        box.west -= STATE_BOX_MARGIN;
        box.east += STATE_BOX_MARGIN;
      }
      this.stateBoxes = boxes;
    }
    return this.stateBoxes.get(state.toUpperCase()) ?? null;
  }

  /** Centroid of a city's ZIP centroids; state optional (the largest city of that name wins). */
  city(city: string, state?: string): GeoPlace | null {
    this.load();
    const candidates = this.byCity.get(city.trim().toLowerCase()) ?? [];
    const inState = state ? candidates.filter((c) => c.state === state.toUpperCase()) : candidates;
    if (inState.length === 0) return null;
    const counts = new Map<string, ZipEntry[]>();
    for (const entry of inState)
      counts.set(entry.state, [...(counts.get(entry.state) ?? []), entry]);
    const [, zips] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    const lat = zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length;
    const lng = zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length;
    return { lat, lng, zip: null, city: zips[0].city, state: zips[0].state };
  }

  /** Geocodes what a visitor typed: a ZIP, "City, ST", a city name, or a city name in free text. */
  geocode(text: string): GeoPlace | null {
    const parsed = parseLocation(text);
    switch (parsed.kind) {
      case 'zip':
        return this.zip(parsed.zip);
      case 'city-state':
        return this.city(parsed.city, parsed.state);
      case 'city':
        return this.city(parsed.city);
      case 'text': {
        const trailingState = /^(.*?)\s+([A-Za-z]{2})$/.exec(parsed.text);
        return (
          (trailingState && this.city(trailingState[1], trailingState[2])) || this.city(parsed.text)
        );
      }
      case 'empty':
        return null;
    }
  }

  /** The ZIP people would name for a position. The dataset has no ZIP types, so two signs stand in for
   * "a ZIP people live in", nearest first within a few miles:
   * - a ZIP in `knownResidential` (the caller passes the ZIPs of the nearest stores: people shop there);
   * - else a ZIP whose centroid no other ZIP shares (post-office-box and single-building ZIPs sit on their
   *   city's centre point: downtown Atlanta's 33.749,-84.388 holds nine, 30392 among them);
   * - else the nearest ZIP of all. The position asked is kept. */
  reverse(
    lat: number,
    lng: number,
    knownResidential: ReadonlySet<string> = new Set(),
  ): GeoPlace | null {
    this.load();
    const entries = this.entries as ZipEntry[];
    const nearby = around(
      this.index as KDBush,
      lng,
      lat,
      RESIDENTIAL_CANDIDATES,
      RESIDENTIAL_RADIUS_KM,
    ) as number[];
    const chosen =
      nearby.find((i) => knownResidential.has(entries[i].zip)) ??
      nearby.find((i) => !this.sharedCentroid.has(i)) ??
      (around(this.index as KDBush, lng, lat, 1) as number[])[0];
    return chosen === undefined ? null : { ...toPlace(entries[chosen]), lat, lng };
  }

  private load(): void {
    if (this.entries) return;
    const entries = Object.values(zipcodes.codes as Record<string, ZipEntry>).filter(
      (entry) => Number.isFinite(entry.latitude) && Number.isFinite(entry.longitude),
    );
    const index = new KDBush(entries.length);
    for (const entry of entries) {
      index.add(entry.longitude, entry.latitude);
      const key = entry.city.toLowerCase();
      this.byCity.set(key, [...(this.byCity.get(key) ?? []), entry]);
    }
    index.finish();
    const byCentroid = new Map<string, number[]>();
    entries.forEach((entry, i) => {
      const key = `${entry.latitude},${entry.longitude}`;
      byCentroid.set(key, [...(byCentroid.get(key) ?? []), i]);
    });
    for (const same of byCentroid.values())
      if (same.length > 1) for (const i of same) this.sharedCentroid.add(i);
    this.entries = entries;
    this.index = index;
  }
}

function toPlace(entry: ZipEntry): GeoPlace {
  return {
    lat: entry.latitude,
    lng: entry.longitude,
    zip: entry.zip,
    city: entry.city,
    state: entry.state,
  };
}
