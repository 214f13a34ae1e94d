import type Datastore from '@seald-io/nedb';
import { checkObject, serialize } from '@seald-io/nedb/lib/model';

type Doc = { _id: string } & Record<string, unknown>;

/** What this module reads of a nedb datastore beyond its public typings. */
interface DatastoreInternals {
  executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
  indexes: Record<string, { insert(docs: Doc[]): void; remove(docs: Doc[]): void }>;
  persistence: { persistNewStateAsync(docs: Doc[]): Promise<void> };
}

/** A top-level value that is a plain primitive (no Date, no nested object or array). */
function isPlainValue(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/** Whether nedb's serialize and checks would find anything but plain keys and primitive values. */
function isFlatDocument(doc: Record<string, unknown>): boolean {
  for (const key in doc) {
    // '$' (code 36) starts nedb's reserved keys; '.' is its path separator.
    if (key.charCodeAt(0) === 36 || key.includes('.') || !isPlainValue(doc[key])) return false;
  }
  return true;
}

/**
 * One document as a line of the data file, exactly as nedb's serialize writes it. For a document of plain
 * keys and primitive values that is JSON.stringify without nedb's per-key replacer (which only rewrites
 * dates and refuses reserved keys, neither present).
 */
export function serializeLine(doc: Record<string, unknown>): string {
  return isFlatDocument(doc) ? JSON.stringify(doc) : serialize(doc);
}

/** A deep copy: objects by spread, which keeps V8's compact object shape (nedb's own copy does not). */
export function copyDocument(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(copyDocument);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in copy) {
    const field = copy[key];
    if (field !== null && typeof field === 'object') copy[key] = copyDocument(field);
  }
  return copy;
}

/**
 * Inserts documents that already carry their _id, as nedb's insertAsync does (in its task queue, all or
 * nothing, a taken unique key refused with nedb's own uniqueViolated error, the lines handed to its
 * persistence), with less work per document: nedb copies each document twice (in and out) property by
 * property and fills each of its indexes document by document; here each index takes the whole batch
 * at once and only documents with nested values are copied in. Returns documents the store does not
 * hold, as nedb does. The documents given must be the caller's own (the schema validator's output).
 */
export function insertPrepared<T extends Doc>(store: Datastore<T>, docs: T[]): Promise<T[]> {
  const internals = store as unknown as DatastoreInternals;
  return internals.executor.pushAsync(async () => {
    const flat = docs.map(isFlatDocument);
    const stored = docs.map((doc, i) => {
      if (flat[i]) return { ...doc };
      checkObject(doc);
      return copyDocument(doc) as T;
    });
    const indexes = Object.values(internals.indexes);
    let filled = 0;
    try {
      // Each index rolls its own batch back when one document fails; the ones filled before are undone here.
      for (; filled < indexes.length; filled++) indexes[filled].insert(stored);
    } catch (error) {
      for (let i = 0; i < filled; i++) indexes[i].remove(stored);
      throw error;
    }
    await internals.persistence.persistNewStateAsync(stored);
    // A flat document given is already a copy of its own (the stored one is another): only the
    // others are copied out, as nedb copies everything it returns.
    return docs.map((doc, i) => (flat[i] ? doc : (copyDocument(stored[i]) as T)));
  });
}
