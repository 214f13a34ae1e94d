import type { estypes } from '@elastic/elasticsearch';
import { normalizeSearchText } from '@snap/domain';
import type { NearbyQuery, TextQuery } from '../search-index.port';
import { allowedEdits, MIN_PREFIX_LETTERS } from '../text-similarity';

type Query = estypes.QueryDslQueryContainer;
type Sort = estypes.SortCombinations[];

const isNumber = (word: string) => /^\d+$/.test(word);

// Elasticsearch measures on a 6371.0 km sphere, product rule "Distance" on 3959 miles (6371.3 km): its distances
// are slightly shorter, so its radius filter already lets through every store within ours. The small
// widening covers geo_point's quantization; the adapter then filters on that rule's exact distance.
const RADIUS_MARGIN = 1.001;

/**
 * The most edits the shared scorer can forgive for a query word of this length: it allows
 * allowedEdits(longer word), and a name word with e edits is at most e letters longer. Capped at 2,
 * Elasticsearch's maximum fuzziness; only words of 10+ letters lose their third edit.
 */
export function fuzzinessFor(length: number): number {
  let edits = 0;
  for (let e = 1; e <= 2; e++) if (allowedEdits(length + e) >= e) edits = e;
  return edits;
}

export function geoFilter(lat: number, lng: number, radiusMiles: number): Query {
  return {
    geo_distance: { distance: `${radiusMiles * RADIUS_MARGIN}mi`, location: { lat, lon: lng } },
  };
}

export function byDistance(lat: number, lng: number): Sort {
  return [
    {
      _geo_distance: {
        location: { lat, lon: lng },
        order: 'asc',
        unit: 'mi',
        distance_type: 'arc',
      },
    },
    { id: 'asc' },
  ];
}

export function nearbyQuery(query: NearbyQuery): Query {
  const filter: Query[] = [geoFilter(query.lat, query.lng, query.radiusMiles)];
  if (query.storeTypes?.length) filter.push({ terms: { store_type: query.storeTypes } });
  if (query.produceIncentiveOnly) filter.push({ term: { produce_incentive: true } });
  return { bool: { filter } };
}

/** How one word can match: exactly, as a prefix, within the scorer's typos, or as the city. The
 * constant boosts follow the shared scorer's weights (exact 1, prefix 0.9, a typo less, city 0.8 of
 * that), so Elasticsearch's order of candidates is close to the final one and a bounded candidate
 * list holds the best stores. Numbers (store numbers) only match exactly, as in the scorer. */
function wordClause(word: string, weight: number): Query {
  const clauses: Query[] = [
    { constant_score: { filter: { term: { name_words: word } }, boost: weight } },
  ];
  if (!isNumber(word)) {
    if (word.length >= MIN_PREFIX_LETTERS)
      clauses.push({
        constant_score: { filter: { prefix: { name_words: word } }, boost: 0.9 * weight },
      });
    const fuzziness = fuzzinessFor(word.length);
    if (fuzziness > 0) {
      clauses.push({
        constant_score: {
          filter: { fuzzy: { name_words: { value: word, fuzziness } } },
          boost: 0.7 * weight,
        },
      });
    }
    clauses.push({
      constant_score: {
        filter: { match: { city_words: { query: word, fuzziness } } },
        boost: 0.5 * weight,
      },
    });
  }
  return { dis_max: { queries: clauses } };
}

/** Candidates for a text query: any store one of whose words resembles a query word (or a pair of
 * neighbouring query words joined: "wal mart" → "walmart"), within the filters. */
export function textQuery(words: string[], query: TextQuery): { bool: estypes.QueryDslBoolQuery } {
  const should: Query[] = words.map((word) => wordClause(word, isNumber(word) ? 0.5 : 1));
  const total = words.reduce((sum, word) => sum + (isNumber(word) ? 0.5 : 1), 0);
  for (let i = 0; i < words.length - 1; i++) {
    if (isNumber(words[i]) || isNumber(words[i + 1])) continue;
    const joined = words[i] + words[i + 1];
    // A shorter pair ("j m" → "jm") matches only whole, as in the scorer; a prefix query under the
    // field's index_prefixes.min_chars fails in Elasticsearch 7.17 ("failed to create query").
    const match =
      joined.length >= MIN_PREFIX_LETTERS
        ? { prefix: { name_words: joined } }
        : { term: { name_words: joined } };
    should.push({ constant_score: { filter: match, boost: 0.95 * total } });
  }
  const filter: Query[] = [];
  if (query.near) filter.push(geoFilter(query.near.lat, query.near.lng, query.near.radiusMiles));
  if (query.storeTypes?.length) filter.push({ terms: { store_type: query.storeTypes } });
  if (query.produceIncentiveOnly) filter.push({ term: { produce_incentive: true } });
  if (query.zip) filter.push({ term: { zip: query.zip } });
  if (query.state) filter.push({ term: { state: query.state.toUpperCase() } });
  if (query.city) filter.push({ term: { city: normalizeSearchText(query.city) } });
  return { bool: { filter, should, minimum_should_match: 1 } };
}

export function textSort(query: TextQuery): Sort {
  return query.near
    ? [{ _score: { order: 'desc' } }, ...byDistance(query.near.lat, query.near.lng)]
    : [{ _score: { order: 'desc' } }, { id: 'asc' }];
}
