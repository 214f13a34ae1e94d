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

/** Offline US gazetteer (ZIP centroids from the `zipcodes` dataset): ZIP → place, city → centroid,
 * free text → place, and position → nearest ZIP. No network, so it works in the standalone runtime. */
export class Gazetteer {
  private entries: ZipEntry[] | null = null;
  private index: KDBush | null = null;
  private readonly byCity = new Map<string, ZipEntry[]>();

  zip(zip: string): GeoPlace | null {
    const entry = zipcodes.lookup(zip) as ZipEntry | undefined;
    return entry ? toPlace(entry) : null;
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

  /** The ZIP whose centroid is nearest to a position. */
  reverse(lat: number, lng: number): GeoPlace | null {
    this.load();
    const [nearest] = around(this.index as KDBush, lng, lat, 1);
    return nearest === undefined
      ? null
      : { ...toPlace((this.entries as ZipEntry[])[nearest]), lat, lng };
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
