import { distanceMiles } from '../geo/geo';
import { normalizeSearchText } from '../search/normalize-search-text';
import type { Store, StoreType } from './store';

/**
 * Telling one store from two. USDA lists a store again when it is re-authorized, renamed or moved into a
 * new record, and republished copies link those records imperfectly: in Georgia's ZIP 30303 the same
 * CVS appears as 'CVS Pharmacy 4592' at '0 Broad St SW' (no house number), again at '12J Broad St SW',
 * and as 'CVS Pharmacy' at the same point, its store number shifted into another column. Exact
 * name + street + ZIP keys miss all of these. Two rows are the same store when they share a ZIP and a
 * chain name once store numbers are set aside, their store numbers (when both have one) agree, and
 * they stand at the same place: within about 80 m, or on the same street with the same house number.
 */
export type SameStoreFields = Pick<
  Store,
  'Store_Name' | 'Store_Street_Address' | 'Zip_Code' | 'Latitude' | 'Longitude'
>;

/** Within this distance two rows of the same chain and ZIP are one store (geocodes of one building vary). */
export const SAME_PLACE_MILES = 0.05;

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  highway: 'hwy',
  parkway: 'pkwy',
  place: 'pl',
  lane: 'ln',
  court: 'ct',
  circle: 'cir',
  square: 'sq',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Words a listing adds to or drops from a chain's name without naming another business. */
const TRAILING_NAME_WORDS = new Set(['store', 'stores', 'no', 'inc', 'llc', 'co', 'corp', 'the']);
// 'Walmart S/C 520' is 'Walmart Supercenter 520'.
const NAME_WORDS = /\b(s c|sc)\b/g;

/** 'CVS Pharmacy #4592' → { chain: 'cvs pharmacy', number: '4592' }; names without a number keep number null. */
export function storeNameParts(name: string): { chain: string; number: string | null } {
  const words = normalizeSearchText(name)
    .replace(NAME_WORDS, 'supercenter')
    .split(' ')
    .filter(Boolean);
  let number: string | null = null;
  // A trailing run of digits is the chain's store number; a second run before it (USDA's '76009 76009')
  // is the same number again.
  if (words.length > 1 && /^\d+$/.test(words[words.length - 1])) {
    number = String(Number(words.pop()));
    if (words.length > 1 && String(Number(words[words.length - 1])) === number) words.pop();
  }
  // 'Jet Food Store 61' and 'Jet Food Store', 'The Market Basket LLC' and 'The Market Basket'.
  while (words.length > 1 && TRAILING_NAME_WORDS.has(words[words.length - 1])) words.pop();
  return { chain: words.join(' '), number };
}

/** Store numbers agree when equal, or when one is the other with a chain's prefix ('76009' and '9'). */
function sameNumber(a: string | null, b: string | null): boolean {
  if (!a || !b) return true;
  return a === b || a.endsWith(b) || b.endsWith(a);
}

function sameLead(a: string, b: string): boolean {
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  return (
    wordsA.length > 1 && wordsB.length > 1 && wordsA[0] === wordsB[0] && wordsA[1] === wordsB[1]
  );
}

/** One name is the other with words added after it ('Short Stop' and 'Short Stop Minit Mart'). */
function extendsName(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length > 0 && longer.startsWith(`${shorter} `);
}

/** '12J Broad St SW' → { house: '12', street: 'broad st sw' }; a house number of 0 means none. */
export function streetParts(street: string): { house: string | null; street: string } {
  const words = normalizeSearchText(street)
    .split(' ')
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
  let house: string | null = null;
  if (words.length > 1 && /^\d+$/.test(words[0])) {
    const value = Number(words.shift());
    house = value === 0 ? null : String(value);
    // '12J': the unit letter after the number belongs to the house number.
    if (words.length > 1 && /^[a-z]$/.test(words[0])) words.shift();
  }
  return { house, street: words.join(' ') };
}

interface SameStoreParts {
  name: ReturnType<typeof storeNameParts>;
  street: ReturnType<typeof streetParts>;
  /** The chain's first word: half of sameStoreKey. */
  chainWord: string;
}

// Each row's parts are worked out once, however many rows of its ZIP it is compared with.
const partsCache = new WeakMap<SameStoreFields, SameStoreParts>();
function partsOf(row: SameStoreFields): SameStoreParts {
  let parts = partsCache.get(row);
  if (!parts) {
    const name = storeNameParts(row.Store_Name);
    const space = name.chain.indexOf(' ');
    parts = {
      name,
      street: streetParts(row.Store_Street_Address),
      chainWord: space < 0 ? name.chain : name.chain.slice(0, space),
    };
    partsCache.set(row, parts);
  }
  return parts;
}

export function isSameStore(a: SameStoreFields, b: SameStoreFields): boolean {
  if (a.Zip_Code !== b.Zip_Code) return false;
  const nameA = partsOf(a).name;
  const nameB = partsOf(b).name;
  if (!nameA.chain || !nameB.chain || !sameNumber(nameA.number, nameB.number)) return false;
  const sameChain = nameA.chain === nameB.chain;
  // Same first word and the same store number ('MAPCO Express 3600' and 'MAPCO Mart 3600').
  const sameNumberedChain =
    nameA.number !== null &&
    nameA.number === nameB.number &&
    partsOf(a).chainWord === partsOf(b).chainWord;
  const streetA = partsOf(a).street;
  const streetB = partsOf(b).street;
  const sameAddress =
    streetA.street !== '' &&
    streetA.street === streetB.street &&
    streetA.house !== null &&
    streetA.house === streetB.house;
  if (sameChain || sameNumberedChain) {
    if (sameAddress) return true;
    return (
      distanceMiles({ lat: a.Latitude, lng: a.Longitude }, { lat: b.Latitude, lng: b.Longitude }) <=
      SAME_PLACE_MILES
    );
  }
  // At the very same address: a name with words added ('Short Stop Minit Mart'), or the same first two
  // words with the rest reworded ('Walton Food Market' listed again as 'Walton Food Mart').
  return (
    sameAddress && (extendsName(nameA.chain, nameB.chain) || sameLead(nameA.chain, nameB.chain))
  );
}

/** Of two rows of one store, the one to keep: a real house number, then a store number in the name. */
export function betterStoreRow<T extends SameStoreFields>(a: T, b: T): T {
  const score = (row: T) =>
    (partsOf(row).street.house ? 2 : 0) + (partsOf(row).name.number ? 1 : 0);
  return score(b) > score(a) ? b : a;
}

/**
 * Groups the rows of one store: returns each kept row with the rows merged into it. Rows are compared
 * only within their sameStoreKey.
 */
/**
 * Rows that could be one store share this key: the same ZIP and the same first word of the chain's name
 * (every way isSameStore accepts two names keeps it). Comparing only within a key keeps a national
 * list's cost near linear, however many stores a ZIP or a chain has.
 */
export function sameStoreKey(row: SameStoreFields): string {
  return `${row.Zip_Code}|${partsOf(row).chainWord}`;
}

export function mergeSameStores<T extends SameStoreFields>(
  rows: Iterable<T>,
): Array<{ kept: T; merged: T[] }> {
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    const key = sameStoreKey(row);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const result: Array<{ kept: T; merged: T[] }> = [];
  for (const list of byKey.values()) {
    const groups: Array<{ members: T[] }> = [];
    for (const row of list) {
      const group = groups.find((candidate) =>
        candidate.members.some((member) => isSameStore(member, row)),
      );
      if (group) group.members.push(row);
      else groups.push({ members: [row] });
    }
    for (const { members } of groups) {
      const kept = members.reduce((best, row) => betterStoreRow(best, row));
      result.push({ kept, merged: members.filter((row) => row !== kept) });
    }
  }
  return result;
}

/**
 * For files that carry no store type (the older national "SNAP Store Locations" export): a type from
 * the name, so category filters still work. Specific words first; plain 'Grocery Store' otherwise.
 */
export function storeTypeFromName(name: string): StoreType {
  const text = ` ${normalizeSearchText(name)} `;
  if (/ farmers? (and )?markets? | farm market | farmers market /.test(text))
    return 'Farmers Market';
  if (/ supercenter | super center | super store | superstore /.test(text)) return 'Supercenter';
  if (
    / supermarket | kroger | publix | aldi | food lion | ingles | winn dixie | piggly wiggly | save a lot | safeway | albertsons /.test(
      text,
    )
  ) {
    return 'Supermarket';
  }
  if (
    / gas | shell | chevron | exxon | bp | citgo | marathon | sunoco | racetrac | quiktrip | qt | circle k | 7 eleven | speedway /.test(
      text,
    )
  ) {
    return 'Gas Station';
  }
  if (
    / mart | minimart | mini mart | food mart | quick stop | convenience | stop and shop | express | cvs | walgreens | rite aid | dollar /.test(
      text,
    )
  ) {
    return 'Convenience Store';
  }
  return 'Grocery Store';
}
