import { distance } from 'fastest-levenshtein';
import { searchTokens } from '@snap/domain';

// The one similarity both adapters report: the embedded index scores its geo candidates with it, and
// Elasticsearch's candidates are rescored with it, so the port's [0, 1] threshold means the same everywhere.

/** The shortest query word that matches as the start of a longer word ("pub" → "publix"). */
export const MIN_PREFIX_LETTERS = 3;

/** Typos forgiven per word: none for 1-2 letters, 1 up to 5 letters, 2 up to 9, 3 beyond. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** Similarity of one query word to one name word in [0, 1]: exact 1; a prefix of 3+ letters 0.9;
 * within the allowed typos 1 − edits/length; numbers (store numbers) only exactly; otherwise 0, so
 * an unrelated brand scores nothing instead of partial junk. */
export function wordSimilarity(query: string, word: string): number {
  if (query === word) return 1;
  if (/^\d+$/.test(query) || /^\d+$/.test(word)) return 0;
  if (query.length >= MIN_PREFIX_LETTERS && word.startsWith(query)) return 0.9;
  const longest = Math.max(query.length, word.length);
  const allowed = allowedEdits(longest);
  // The distance is at least the difference in length: words that far apart are not measured.
  if (Math.abs(query.length - word.length) > allowed) return 0;
  const edits = distance(query, word);
  if (edits > allowed) return 0;
  return 1 - edits / longest;
}

/** Name words plus each pair of neighbours joined, so "wal mart" meets "walmart" and "quik trip"
 * meets "quiktrip" from either side. */
export function matchableWords(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length - 1; i++) joined.push(words[i] + words[i + 1]);
  return [...words, ...joined];
}

/**
 * Whether a word of a store (a word of matchableWords(name), or a city word) can add anything to
 * scoreName's score for this query: some query word resembles it at all, or two neighbouring query words
 * joined match it as well as scoreName's joined rule asks (≥ 0.9). A store none of whose words pass
 * scores exactly 0, so an index may leave it unscored when the threshold is above 0.
 */
export function wordCouldMatch(queryWords: string[]): (word: string) => boolean {
  const { byShape, byDigits } = wordMatchPlan(queryWords);
  return (word) => byShape(digitShape(word)) || (byDigits !== null && byDigits(word));
}

/** A word with each digit replaced by 0: "walgreens7199" → "walgreens0000". */
export function digitShape(word: string): string {
  return /\d/.test(word) ? word.replace(/\d/g, '0') : word;
}

/**
 * wordCouldMatch in two parts, for an index that meets the same shapes in many words (every store number
 * joined to its chain's name is a word of its own): `byShape` answers for the query words and pairs
 * without digits, and is asked the word's digitShape, since a word without digits never matches a digit
 * and so cannot tell one digit from another; `byDigits` answers for the query words and pairs with
 * digits (null when there are none), and is asked the word itself.
 */
export function wordMatchPlan(queryWords: string[]): {
  byShape: (shape: string) => boolean;
  byDigits: ((word: string) => boolean) | null;
} {
  const hasDigit = (text: string) => /\d/.test(text);
  const joined = matchableWords(queryWords).slice(queryWords.length);
  const passes = (words: string[], pairs: string[]) => (word: string) =>
    words.some((query) => wordSimilarity(query, word) > 0) ||
    pairs.some((pair) => wordSimilarity(pair, word) >= 0.9);
  const withDigits = [queryWords.filter(hasDigit), joined.filter(hasDigit)];
  return {
    byShape: passes(
      queryWords.filter((word) => !hasDigit(word)),
      joined.filter((pair) => !hasDigit(pair)),
    ),
    byDigits:
      withDigits[0].length + withDigits[1].length ? passes(withDigits[0], withDigits[1]) : null,
  };
}

export type WordSimilarity = (query: string, word: string) => number;

export interface ScoredName {
  score: number;
}

/** One word of a query, ready to meet many names: its weight and the similarities measured so far. */
interface PlannedWord {
  text: string;
  weight: number;
  similarity: (word: string) => number;
}

/** `similarity` given: measured by it; otherwise wordSimilarity, remembered per name word (one query meets
 * the same words, "dollar", "general", in store after store). */
function plannedWord(text: string, similarity?: WordSimilarity): PlannedWord {
  const weight = /^\d+$/.test(text) ? 0.5 : 1;
  if (similarity) return { text, weight, similarity: (word) => similarity(text, word) };
  const memo = new Map<string, number>();
  return {
    text,
    weight,
    similarity: (word) => {
      let value = memo.get(word);
      if (value === undefined) memo.set(word, (value = wordSimilarity(text, word)));
      return value;
    },
  };
}

function score(
  queryWords: PlannedWord[],
  joinedQuery: PlannedWord[],
  nameWords: string[],
  candidates: string[],
  cityWords: string[],
): number {
  let weighted = 0;
  let totalWeight = 0;
  const matchedNameWords = new Set<string>();
  for (const query of queryWords) {
    let best = 0;
    let bestWord = '';
    for (const word of candidates) {
      const match = query.similarity(word);
      if (match > best) {
        best = match;
        bestWord = word;
      }
    }
    // A query word may name the store's city ("publix savannah").
    for (const city of cityWords) best = Math.max(best, 0.8 * query.similarity(city));
    if (best > 0.3) matchedNameWords.add(bestWord);
    weighted += query.weight * best;
    totalWeight += query.weight;
  }
  // "wal mart" as one word against "walmart".
  for (const joined of joinedQuery) {
    for (const word of nameWords) {
      if (joined.similarity(word) >= 0.9) {
        weighted = Math.max(weighted, totalWeight * 0.95);
        matchedNameWords.add(word);
      }
    }
  }
  const queryScore = weighted / totalWeight;
  const coverage = Math.min(1, matchedNameWords.size / nameWords.length);
  return Math.round((0.85 * queryScore + 0.15 * coverage * queryScore) * 1000) / 1000;
}

/**
 * How well a query matches a store, in [0, 1]: each query word takes its best match among the name
 * words (numbers weigh less, so "publix 1089" still finds other Publix stores, below #1089), and a
 * small share rewards names that the query covers entirely.
 */
export function scoreName(
  queryWords: string[],
  nameWords: string[],
  cityWords: string[] = [],
  similarity: WordSimilarity = wordSimilarity,
): number {
  if (queryWords.length === 0 || nameWords.length === 0) return 0;
  const planned = queryWords.map((text) => plannedWord(text, similarity));
  const joined = matchableWords(queryWords)
    .slice(queryWords.length)
    .map((text) => plannedWord(text, similarity));
  return score(planned, joined, nameWords, matchableWords(nameWords), cityWords);
}

/**
 * scoreName for one query against many names, with everything that depends only on the query worked
 * out once: each word pair is measured once per query, and each distinct name's joined words once per
 * scorer (name word arrays are shared by every store with that name). Gives exactly scoreName's scores.
 */
export function nameScorer(
  queryWords: string[],
): (nameWords: string[], cityWords: string[]) => number {
  const planned = queryWords.map((text) => plannedWord(text));
  const joined = matchableWords(queryWords)
    .slice(queryWords.length)
    .map((text) => plannedWord(text));
  const candidatesOf = new Map<string[], string[]>();
  return (nameWords, cityWords) => {
    if (planned.length === 0 || nameWords.length === 0) return 0;
    let candidates = candidatesOf.get(nameWords);
    if (!candidates) candidatesOf.set(nameWords, (candidates = matchableWords(nameWords)));
    return score(planned, joined, nameWords, candidates, cityWords);
  };
}

export function nameWords(name: string): string[] {
  return searchTokens(name);
}

/** The bound on text candidates both adapters apply: the `limit` best scores, with every hit tied at
 * the cut, in no particular order. It chooses which hits go on to ranking; it does not rank them. */
export function bestScoring<T extends { score: number | null }>(hits: T[], limit: number): T[] {
  if (hits.length <= limit) return hits;
  const cut = hits.map((hit) => hit.score ?? 0).sort((a, b) => b - a)[limit - 1];
  return hits.filter((hit) => (hit.score ?? 0) >= cut);
}
