declare module '@seald-io/nedb/lib/model' {
  /** Applies a MongoDB-style update ($set, $inc, $push, ...) to a copy of the document. */
  export function modify<T>(doc: T, update: Record<string, unknown>): T;
  export function match(doc: unknown, query: Record<string, unknown>): boolean;
  export function deepCopy<T>(value: T): T;
  /** Throws nedb's error for a key it reserves ('$…') or cannot store ('a.b'), at any depth. */
  export function checkObject(doc: unknown): void;
  /** One document as a line of the data file (dates as {"$$date": …}). */
  export function serialize(doc: unknown): string;
}

declare module '@seald-io/nedb/lib/cursor' {
  /** A query on a datastore; `mapFn` receives the matching documents themselves (nedb's own finds copy them). */
  export default class Cursor<R> implements PromiseLike<R> {
    constructor(
      db: unknown,
      query: Record<string, unknown>,
      mapFn: (docs: Array<Record<string, unknown>>) => R,
    );
    projection(projection: Record<string, 0 | 1>): this;
    sort(sort: Record<string, 1 | -1>): this;
    skip(skip: number): this;
    limit(limit: number): this;
    then<A = R, B = never>(
      onFulfilled?: ((value: R) => A | PromiseLike<A>) | null,
      onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ): PromiseLike<A | B>;
  }
}
