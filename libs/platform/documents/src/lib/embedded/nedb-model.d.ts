declare module '@seald-io/nedb/lib/model' {
  /** Applies a MongoDB-style update ($set, $inc, $push, ...) to a copy of the document. */
  export function modify<T>(doc: T, update: Record<string, unknown>): T;
  export function match(doc: unknown, query: Record<string, unknown>): boolean;
  export function deepCopy<T>(value: T): T;
}
