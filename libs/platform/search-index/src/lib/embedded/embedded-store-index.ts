import KDBush from 'kdbush';
import { around } from 'geokdbush';
import {
  distanceMiles,
  filterTypesOf,
  normalizeSearchText,
  produceIncentiveOf,
  searchTokens,
  type Store,
} from '@snap/domain';
import type { IndexHit, NearbyQuery, StoreIndex, TextQuery } from '../search-index.port';
import {
  bestScoring,
  matchableWords,
  nameScorer,
  wordMatchPlan,
  wordSimilarity,
} from '../text-similarity';
import { WordVocabulary } from './word-vocabulary';

/** The k-d tree and, by its point numbers, the stores and their name and city groups (typed arrays, so
 * the word filter of a text query reads no store it skips). */
interface Tree {
  index: KDBush;
  entries: Entry[];
  nameGroups: Int32Array;
  placeGroups: Int32Array;
}

const KM_PER_MILE = 1.609344;
const CANDIDATE_WORD_SIMILARITY = 0.25;

/** The words of one distinct name or city, shared by every store that has it, and its group in the word
 * vocabulary (the words a query can match: for a name, its words and each neighbouring pair joined). */
interface Words {
  words: string[];
  group: number;
}

/** What the index keeps per store: the fields its filters read, its name and city words (shared by every
 * store with the same name or city), and the store itself. The store's strings are the caller's (the
 * catalog's documents) and the object is the one given to upsert (callers hand over fresh stores and never
 * change them), so the index adds little per store; a JSON copy would duplicate every string of 300,000. */
interface Entry {
  id: string;
  lat: number;
  lng: number;
  /** The types a store-type filter finds the store under (filterTypesOf). */
  types: readonly string[];
  zip: string;
  state: string;
  city: string;
  /** A healthy-food incentive ('Extra for fruits & vegetables'). */
  incentive: boolean;
  name: Words;
  place: Words;
  store: Store;
}

// A copy per hit: callers may change what they get without changing the index.
const storeOf = (entry: Entry): Store => ({ ...entry.store });

/**
 * The standalone runtime's store index, shaped by what was measured at 300,000 stores
 * (`npm run bench:search`): geo candidates first from a static k-d tree (kdbush + geokdbush, exact
 * top-N by distance in microseconds), then a typo-tolerant scorer over only those candidates, so the
 * cost follows local density rather than how common a word is nationwide. Text without a position
 * narrows candidates by ZIP, city, state, or by words of the vocabulary that look like the query.
 */
export class EmbeddedStoreIndex implements StoreIndex {
  private readonly entries = new Map<string, Entry>();
  /** Rebuilt lazily after changes: the k-d tree is static, and imports change thousands at once. */
  private tree: Tree | null = null;
  private vocabulary: Map<string, Set<string>> | null = null;
  /** Words of each distinct name and city, computed once and shared by every store that has it. */
  private readonly names = new Map<string, Words>();
  private readonly places = new Map<string, Words & { text: string }>();
  private numbering = new WordVocabulary();

  /** `scoreEveryStore` turns off the word filter of located text search, so every store in the circle is
   * scored: the reference the filter is tested against (it must give exactly the same results). */
  constructor(private readonly options: { scoreEveryStore?: boolean } = {}) {}

  async upsert(stores: Store[]): Promise<void> {
    this.put(stores);
  }

  /** Clears and refills without yielding in between, so no reader of this process sees a partial index. */
  async rebuild(stores: Store[]): Promise<void> {
    this.reset();
    this.put(stores);
  }

  private put(stores: Store[]): void {
    for (const store of stores) {
      if (store.status !== 'active') {
        this.entries.delete(store.id);
        continue;
      }
      const place = this.placeOf(store.City);
      this.entries.set(store.id, {
        id: store.id,
        lat: store.Latitude,
        lng: store.Longitude,
        types: filterTypesOf(store),
        zip: store.Zip_Code,
        state: store.State,
        city: place.text,
        incentive: produceIncentiveOf(store) !== null,
        name: this.nameOf(store.Store_Name),
        place,
        store,
      });
    }
    if (stores.length) this.invalidate();
  }

  async remove(ids: string[]): Promise<void> {
    let changed = false;
    for (const id of ids) changed = this.entries.delete(id) || changed;
    if (changed) this.invalidate();
  }

  async nearby(query: NearbyQuery): Promise<IndexHit[]> {
    const types = query.storeTypes?.length ? new Set(query.storeTypes) : null;
    // geokdbush walks nearest first on its own sphere: twice the count (and a few) holds every store
    // ours puts among the nearest.
    const hits = this.around(
      query.lat,
      query.lng,
      query.radiusMiles,
      query.limit * 2 + 10,
      (entry) =>
        (!types || entry.types.some((type) => types.has(type))) &&
        (!query.produceIncentiveOnly || entry.incentive),
    );
    return hits.map(({ entry, miles }) => ({
      store: storeOf(entry),
      distanceMiles: miles,
      score: null,
    }));
  }

  async text(query: TextQuery): Promise<IndexHit[]> {
    const words = searchTokens(query.text);
    if (words.length === 0) return [];
    const types = query.storeTypes?.length ? new Set(query.storeTypes) : null;
    const city = query.city ? normalizeSearchText(query.city) : null;
    const state = query.state?.toUpperCase() ?? null;
    const accept = (entry: Entry) =>
      (!types || entry.types.some((type) => types.has(type))) &&
      (!query.produceIncentiveOnly || entry.incentive) &&
      (!query.zip || entry.zip === query.zip) &&
      (!state || entry.state === state) &&
      (!city || entry.city === city);

    // Chains repeat: score each distinct name and city once per query (the word arrays are shared), and
    // measure each pair of query and name words once (numbered names share their words).
    const scores = new Map<string[], Map<string[], number>>();
    const scoreOf = nameScorer(words);
    const scored = ({ name, place }: Entry): number => {
      let byCity = scores.get(name.words);
      if (!byCity) scores.set(name.words, (byCity = new Map()));
      let score = byCity.get(place.words);
      if (score === undefined) byCity.set(place.words, (score = scoreOf(name.words, place.words)));
      return score;
    };
    const hits: Array<{ entry: Entry; distanceMiles: number | null; score: number }> = [];
    if (query.near) {
      // Every store in the circle is a candidate: a box query, then the score (cached per name), and the
      // exact distance only for the few that match, rather than a nearest-first walk over all of them.
      // A store none of whose name or city words resembles the query scores 0: below a threshold above 0
      // it is skipped after a few array reads (each distinct word is tested once per query), so only the
      // stores that could match are scored.
      const { lat, lng, radiusMiles } = query.near;
      const couldMatch =
        query.minScore > 0 && !this.options.scoreEveryStore
          ? this.numbering.anyPasses(wordMatchPlan(words))
          : null;
      const { entries, nameGroups, placeGroups } = this.geo();
      for (const point of this.inBox(lat, lng, radiusMiles)) {
        if (couldMatch && !couldMatch(nameGroups[point]) && !couldMatch(placeGroups[point]))
          continue;
        const entry = entries[point];
        if (!accept(entry)) continue;
        const score = scored(entry);
        if (score < query.minScore) continue;
        const miles = distanceMiles({ lat, lng }, { lat: entry.lat, lng: entry.lng });
        if (miles <= radiusMiles) hits.push({ entry, distanceMiles: miles, score });
      }
    } else {
      for (const id of this.candidatesFor(words)) {
        const entry = this.entries.get(id) as Entry;
        if (!accept(entry)) continue;
        const score = scored(entry);
        if (score >= query.minScore) hits.push({ entry, distanceMiles: null, score });
      }
    }
    return bestScoring(hits, query.limit).map(({ entry, distanceMiles, score }) => ({
      store: storeOf(entry),
      distanceMiles,
      score,
    }));
  }

  async count(): Promise<number> {
    return this.entries.size;
  }

  async clear(): Promise<void> {
    this.reset();
  }

  private reset(): void {
    this.entries.clear();
    this.names.clear();
    this.places.clear();
    this.numbering = new WordVocabulary();
    this.invalidate();
  }

  async ping(): Promise<void> {
    // In memory: answers as long as the process runs.
  }

  async close(): Promise<void> {
    await this.clear();
  }

  private nameOf(text: string): Words {
    let name = this.names.get(text);
    if (!name) {
      const words = searchTokens(text);
      const group = this.numbering.group(matchableWords(words));
      this.names.set(text, (name = { words, group }));
    }
    return name;
  }

  private placeOf(text: string): Words & { text: string } {
    let place = this.places.get(text);
    if (!place) {
      const words = searchTokens(text);
      const group = this.numbering.group(words);
      this.places.set(text, (place = { words, group, text: words.join(' ') }));
    }
    return place;
  }

  /** Every store within the radius, in no particular order (text scores them before anything is sorted). */
  private around(
    lat: number,
    lng: number,
    radiusMiles: number,
    maxResults: number,
    accept: (entry: Entry) => boolean,
  ) {
    const { index, entries } = this.geo();
    if (entries.length === 0) return [];
    // geokdbush measures on a 6371 km sphere; ask a little wider, then filter on our own 3959-mile distance.
    const found = around(index, lng, lat, maxResults, radiusMiles * KM_PER_MILE * 1.002, (i) =>
      accept(entries[i]),
    );
    const center = { lat, lng };
    const hits: Array<{ entry: Entry; miles: number }> = [];
    for (const i of found) {
      const entry = entries[i];
      const miles = distanceMiles(center, { lat: entry.lat, lng: entry.lng });
      if (miles <= radiusMiles) hits.push({ entry, miles });
    }
    return hits;
  }

  /** The tree's points in a latitude/longitude box that holds the whole circle (a superset: callers
   * measure). */
  private inBox(lat: number, lng: number, radiusMiles: number): number[] {
    const { index } = this.geo();
    if (this.entries.size === 0) return [];
    // A degree of latitude is 69.09 miles on the 3,959-mile sphere distanceMiles uses; 2% spare.
    const dLat = (radiusMiles / 69.09) * 1.02;
    const widest = Math.min(90, Math.abs(lat) + dLat);
    const dLng = widest >= 89 ? 180 : dLat / Math.cos((widest * Math.PI) / 180);
    const boxes: Array<[number, number]> =
      dLng >= 180
        ? [[-180, 180]]
        : lng - dLng < -180
          ? [
              [-180, lng + dLng],
              [lng - dLng + 360, 180],
            ]
          : lng + dLng > 180
            ? [
                [lng - dLng, 180],
                [-180, lng + dLng - 360],
              ]
            : [[lng - dLng, lng + dLng]];
    if (boxes.length === 1) return index.range(boxes[0][0], lat - dLat, boxes[0][1], lat + dLat);
    return boxes.flatMap(([west, east]) => index.range(west, lat - dLat, east, lat + dLat));
  }

  /** Stores whose name has a word resembling a query word (nationwide text search). */
  private candidatesFor(queryWords: string[]): Set<string> {
    const vocabulary = this.words();
    const ids = new Set<string>();
    for (const query of queryWords) {
      if (/^\d+$/.test(query) && queryWords.length > 1) continue;
      for (const [word, storeIds] of vocabulary) {
        // Loose on purpose: the scorer decides; this only keeps unrelated names out.
        if (wordSimilarity(query, word) < CANDIDATE_WORD_SIMILARITY) continue;
        for (const id of storeIds) ids.add(id);
      }
    }
    return ids;
  }

  private geo(): Tree {
    if (!this.tree) {
      const entries = [...this.entries.values()];
      const index = new KDBush(Math.max(1, entries.length));
      const nameGroups = new Int32Array(entries.length);
      const placeGroups = new Int32Array(entries.length);
      entries.forEach((entry, point) => {
        index.add(entry.lng, entry.lat);
        nameGroups[point] = entry.name.group;
        placeGroups[point] = entry.place.group;
      });
      if (entries.length === 0) index.add(0, 0);
      index.finish();
      this.tree = { index, entries, nameGroups, placeGroups };
    }
    return this.tree;
  }

  private words(): Map<string, Set<string>> {
    if (!this.vocabulary) {
      const vocabulary = new Map<string, Set<string>>();
      for (const [id, entry] of this.entries) {
        for (const word of entry.name.words) {
          let ids = vocabulary.get(word);
          if (!ids) vocabulary.set(word, (ids = new Set()));
          ids.add(id);
        }
      }
      this.vocabulary = vocabulary;
    }
    return this.vocabulary;
  }

  private invalidate(): void {
    this.tree = null;
    this.vocabulary = null;
  }
}
