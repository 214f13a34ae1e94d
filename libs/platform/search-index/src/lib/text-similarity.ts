import { distance } from 'fastest-levenshtein';
import { searchTokens } from '@snap/domain';

// The one similarity both adapters report: the embedded index scores its geo candidates with it, and
// Elasticsearch's candidates are rescored with it, so the port's [0, 1] threshold means the same everywhere.

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
  if (query.length >= 3 && word.startsWith(query)) return 0.9;
  const edits = distance(query, word);
  if (edits > allowedEdits(Math.max(query.length, word.length))) return 0;
  return 1 - edits / Math.max(query.length, word.length);
}

/** Name words plus each pair of neighbours joined, so "wal mart" meets "walmart" and "quik trip"
 * meets "quiktrip" from either side. */
export function matchableWords(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length - 1; i++) joined.push(words[i] + words[i + 1]);
  return [...words, ...joined];
}

export type WordSimilarity = (query: string, word: string) => number;

/** wordSimilarity remembered per pair of words: one query meets the same name words in store after
 * store ("dollar", "general"), so each pair is measured once. */
export function memoizedWordSimilarity(): WordSimilarity {
  // A query has a handful of words (and joined pairs): a short list to find each one's memo is cheaper
  // than a map of maps, and this runs for every word of every candidate name.
  const queries: string[] = [];
  const memos: Array<Map<string, number>> = [];
  return (query, word) => {
    let at = queries.indexOf(query);
    if (at < 0) at = queries.push(query) - 1;
    const memo = (memos[at] ??= new Map());
    let similarity = memo.get(word);
    if (similarity === undefined) memo.set(word, (similarity = wordSimilarity(query, word)));
    return similarity;
  };
}

export interface ScoredName {
  score: number;
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
  const candidates = matchableWords(nameWords);
  const joinedQuery = matchableWords(queryWords).slice(queryWords.length);
  let weighted = 0;
  let totalWeight = 0;
  const matchedNameWords = new Set<string>();
  for (const query of queryWords) {
    const weight = /^\d+$/.test(query) ? 0.5 : 1;
    let best = 0;
    let bestWord = '';
    for (const word of candidates) {
      const match = similarity(query, word);
      if (match > best) {
        best = match;
        bestWord = word;
      }
    }
    // A query word may name the store's city ("publix savannah").
    for (const city of cityWords) best = Math.max(best, 0.8 * similarity(query, city));
    if (best > 0.3) matchedNameWords.add(bestWord);
    weighted += weight * best;
    totalWeight += weight;
  }
  // "wal mart" as one word against "walmart".
  for (const joined of joinedQuery) {
    for (const word of nameWords) {
      if (similarity(joined, word) >= 0.9) {
        weighted = Math.max(weighted, totalWeight * 0.95);
        matchedNameWords.add(word);
      }
    }
  }
  const queryScore = weighted / totalWeight;
  const coverage = Math.min(1, matchedNameWords.size / nameWords.length);
  return Math.round((0.85 * queryScore + 0.15 * coverage * queryScore) * 1000) / 1000;
}

export function nameWords(name: string): string[] {
  return searchTokens(name);
}
