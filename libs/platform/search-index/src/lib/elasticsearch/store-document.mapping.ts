import type { estypes } from '@elastic/elasticsearch';
import {
  filterTypesOf,
  normalizeSearchText,
  produceIncentiveOf,
  searchTokens,
  type Store,
} from '@snap/domain';
import { matchableWords, MIN_PREFIX_LETTERS } from '../text-similarity';

/** One indexed store. Text arrives already normalized by normalizeSearchText (the function the
 * embedded index and the query builder use), so the mapping needs only core analysis: the
 * whitespace analyzer splits it, nothing else changes it. */
export interface StoreDocument {
  id: string;
  location: { lat: number; lon: number };
  /** The types a store-type filter finds the store under (filterTypesOf): a keyword field holds a list
   * as it holds one value, so the mapping and the filter's `terms` query stay as they are. A store
   * indexed before gets its list at the next rebuild (REBUILD_INDEX_ON_START, on by default). */
  store_type: readonly string[];
  zip: string;
  state: string;
  /** Normalized city, compared whole by the city filter. */
  city: string;
  /** A healthy-food incentive such as Double Up Food Bucks ('Extra for fruits & vegetables'). */
  produce_incentive: boolean;
  /** Name words plus each pair of neighbours joined ("wal mart" also as "walmart"). */
  name_words: string;
  city_words: string;
  /** The catalog's store as given; kept in _source only, never indexed. */
  store: Store;
}

export function toStoreDocument(store: Store): StoreDocument {
  return {
    id: store.id,
    location: { lat: store.Latitude, lon: store.Longitude },
    store_type: filterTypesOf(store),
    zip: store.Zip_Code,
    state: store.State,
    city: normalizeSearchText(store.City),
    produce_incentive: produceIncentiveOf(store) !== null,
    name_words: matchableWords(searchTokens(store.Store_Name)).join(' '),
    city_words: searchTokens(store.City).join(' '),
    store,
  };
}

// Single node: one shard, no replicas (a replica could never be assigned and would keep the index
// yellow). An explicit refresh interval keeps the shard from going search-idle, so `wait_for`
// writes are visible within a second even after a quiet spell.
export const STORE_INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  refresh_interval: '1s',
};

/** The 'Extra for fruits & vegetables' filter. Added to an index built before it by a mapping update at
 * start (a strict mapping refuses unknown fields); its stores get the field at the next rebuild. */
export const PRODUCE_INCENTIVE_MAPPING = {
  produce_incentive: { type: 'boolean' },
} as const satisfies Record<string, estypes.MappingProperty>;

// Core field types only (no analysis-common module on the native engine), so the same mapping
// works on the official Elasticsearch 8/9 images too.
export const STORE_INDEX_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    // geo_distance filter and sort for nearby and located text search.
    location: { type: 'geo_point' },
    // Exact filters of the search screens: store types, ZIP, state, city.
    store_type: { type: 'keyword' },
    zip: { type: 'keyword' },
    state: { type: 'keyword' },
    city: { type: 'keyword' },
    ...PRODUCE_INCENTIVE_MAPPING,
    // Term, prefix and fuzzy matching of query words; scores are constant per clause, so norms and
    // frequencies would only cost space. index_prefixes makes the 3+ letter prefix clause a term lookup.
    name_words: {
      type: 'text',
      analyzer: 'whitespace',
      norms: false,
      index_options: 'docs',
      index_prefixes: { min_chars: MIN_PREFIX_LETTERS, max_chars: 8 },
    },
    city_words: { type: 'text', analyzer: 'whitespace', norms: false, index_options: 'docs' },
    store: { type: 'object', enabled: false },
  },
};
