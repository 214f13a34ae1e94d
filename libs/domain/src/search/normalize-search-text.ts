// Text with none of these is printable ASCII, which decomposing leaves as it is.
const BEYOND_PRINTABLE_ASCII = /[^ -~\t\n\r]/;

/**
 * The one text normalization shared by the embedded index, the Elasticsearch indexer and query
 * builder, and anything that compares names: lower case, accents and apostrophes dropped ("McDonald's"
 * → "mcdonalds"), & → and, letters and digits split ("racetrac123" → "racetrac 123"), other
 * punctuation → spaces. Elasticsearch's core analyzers cannot do this, so it happens here.
 */
export function normalizeSearchText(text: string): string {
  // Decomposing only changes non-ASCII text; most names are ASCII, and the call is a third of the cost.
  const decomposed = BEYOND_PRINTABLE_ASCII.test(text)
    ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    : text;
  return decomposed
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of a normalized text. */
export function searchTokens(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
}
