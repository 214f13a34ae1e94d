import { digitShape } from '../text-similarity';

/**
 * The distinct words of the indexed names and cities, numbered, and each distinct name or city (a
 * "group" of words) numbered too, so a text query can decide once per word whether it could match, once
 * per name whether any of its words could, and then test a store with two array reads instead of
 * scoring it. A query near a dense city meets thousands of stores but a few thousand distinct names,
 * of which a handful have a word resembling the query: only the stores with one of those are scored.
 * Words are also numbered by digit shape ("walgreens7199" and "walgreens0412" share "walgreens0000"), as
 * the query words without digits are decided once per shape (see wordMatchPlan).
 */
export class WordVocabulary {
  private readonly numbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly shapeNumbers = new Map<string, number>();
  private readonly shapes: string[] = [];
  private readonly shapeOf = new GrowingInts();
  /** Each group's word numbers, one after the other: group g's are at groupStarts[g] to groupStarts[g + 1]. */
  private readonly groupWords = new GrowingInts();
  private readonly groupStarts = new GrowingInts([0]);
  private readonly shapeVerdicts = new Verdicts();
  private readonly wordVerdicts = new Verdicts();
  private readonly groupVerdicts = new Verdicts();

  /** Numbers a distinct name's or city's words (the new ones get the next numbers); returns the group. */
  group(words: string[]): number {
    for (const word of words) {
      let number = this.numbers.get(word);
      if (number === undefined) {
        number = this.words.length;
        this.numbers.set(word, number);
        this.words.push(word);
        const shape = digitShape(word);
        let shapeNumber = this.shapeNumbers.get(shape);
        if (shapeNumber === undefined) {
          shapeNumber = this.shapes.length;
          this.shapeNumbers.set(shape, shapeNumber);
          this.shapes.push(shape);
        }
        this.shapeOf.push(shapeNumber);
      }
      this.groupWords.push(number);
    }
    this.groupStarts.push(this.groupWords.length);
    return this.groupStarts.length - 2;
  }

  /**
   * For one query: whether any word of a group passes, by its shape (`byShape`) or by itself
   * (`byDigits`), each distinct shape, word and group decided at most once however many stores share it.
   * Valid until the next call (one query at a time).
   */
  anyPasses(plan: {
    byShape: (shape: string) => boolean;
    byDigits: ((word: string) => boolean) | null;
  }): (group: number) => boolean {
    const { words, shapes, shapeVerdicts, wordVerdicts, groupVerdicts } = this;
    const { byShape, byDigits } = plan;
    const shapeOf = this.shapeOf.values;
    const groupWords = this.groupWords.values;
    const groupStarts = this.groupStarts.values;
    shapeVerdicts.begin(shapes.length);
    wordVerdicts.begin(words.length);
    groupVerdicts.begin(this.groupStarts.length - 1);
    const shapePasses = (shape: number) => byShape(shapes[shape]);
    // Without digits in the query a word's verdict is its shape's: no need to remember it per word.
    const wordPasses =
      byDigits === null
        ? (number: number) => shapeVerdicts.of(shapeOf[number], shapePasses)
        : (number: number) =>
            wordVerdicts.of(
              number,
              () => shapeVerdicts.of(shapeOf[number], shapePasses) || byDigits(words[number]),
            );
    const groupPasses = (group: number) => {
      for (let at = groupStarts[group]; at < groupStarts[group + 1]; at++)
        if (wordPasses(groupWords[at])) return true;
      return false;
    };
    return (group) => groupVerdicts.of(group, groupPasses);
  }
}

/** Yes/no answers by number for the current query, in arrays reused by every query (text search is
 * synchronous, one query at a time), so a query allocates nothing per word or name. */
class Verdicts {
  private askedIn = new Uint32Array(0);
  private yes = new Uint8Array(0);
  private query = 0;

  /** Starts a query that asks about numbers below `size`: earlier answers no longer count. */
  begin(size: number): void {
    if (this.askedIn.length < size) {
      const capacity = Math.max(1024, size * 2);
      this.askedIn = new Uint32Array(capacity);
      this.yes = new Uint8Array(capacity);
      this.query = 0;
    }
    if (this.query === 0xffffffff) {
      this.askedIn.fill(0);
      this.query = 0;
    }
    this.query++;
  }

  of(number: number, decide: (number: number) => boolean): boolean {
    if (this.askedIn[number] !== this.query) {
      this.askedIn[number] = this.query;
      this.yes[number] = decide(number) ? 1 : 0;
    }
    return this.yes[number] === 1;
  }
}

/** An array of int32 that grows by doubling: compact, and read without following a pointer per item. */
class GrowingInts {
  values: Int32Array;
  length = 0;

  constructor(initial: number[] = []) {
    this.values = new Int32Array(Math.max(1024, initial.length));
    for (const value of initial) this.push(value);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}
