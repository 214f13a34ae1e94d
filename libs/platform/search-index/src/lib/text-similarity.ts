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
