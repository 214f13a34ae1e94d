import type { Schema } from 'mongoose';

/** MongoDB-style filter and update documents; only the operators listed in the port are used. */
export type Filter = Record<string, unknown>;
export type Update = {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  /** Sets each field to the value given when it is greater than the stored one (or absent). */
  $max?: Record<string, number | Date>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
  $unset?: Record<string, unknown>;
};
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matched: number;
  modified: number;
  /** Id of the document an upsert created, if it created one. */
  upsertedId?: string;
}

/** A document to insert: the schema fills defaults (and `_id`, when absent) and rejects what is
 * missing, so the type only asks for what the caller has. */
export type NewDocument<T> = Partial<T>;

/** A collection whose shape, defaults, validation and indexes come from one mongoose schema. Every
 * document has a string `_id` (given, or generated as a UUID). */
export interface DocumentCollection<T extends { _id: string }> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  /**
   * The documents whose `field` equals one of `values` and that match `filter`, grouped in the order
   * of `values` (a value given twice counts once). The one fast path for "these ids" and "these grid
   * cells": `{ field: { $in: values } }` where the engine answers it from an index (MongoDB, nedb),
   * one equality lookup per value in bounded parallel batches where it scans the collection for
   * `$in` but answers equality from an index (FerretDB: 30–40 ms per `_id` against seconds).
   */
  findIn(
    field: string,
    values: ReadonlyArray<string | number>,
    filter?: Filter,
    options?: Pick<FindOptions, 'projection'>,
  ): Promise<T[]>;
  /** `findIn('_id', ids, filter)`: the documents with these ids, in the order asked, missing ones left out. */
  findByIds(ids: readonly string[], filter?: Filter): Promise<T[]>;
  /** Applies schema defaults and validation; a unique index violation throws DuplicateKeyError. */
  insert(doc: NewDocument<T>): Promise<T>;
  insertMany(docs: Array<NewDocument<T>>): Promise<T[]>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Atomic read-modify-write of one document; returns the document after the update (or null). */
  findOneAndUpdate(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  count(filter?: Filter): Promise<number>;
}

export interface DocumentStore {
  /** Opens (creating if needed, with the schema's indexes) the named collection. */
  collection<T extends { _id: string }>(name: string, schema: Schema): DocumentCollection<T>;
  /** Readiness probe for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');

export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly keys: string[],
  ) {
    super(`Duplicate key in ${collection} on ${keys.join(', ')}`);
    this.name = 'DuplicateKeyError';
  }
}

export class DocumentValidationError extends Error {
  constructor(
    readonly collection: string,
    readonly fields: Record<string, string>,
  ) {
    super(`Invalid document for ${collection}: ${Object.values(fields).join(', ')}`);
    this.name = 'DocumentValidationError';
  }
}

/** The engine behind the store cannot be reached (not yet, or not any more). Names the engine and its
 * address (never credentials) so an operator sees at once what to start; the adapter keeps retrying. */
export class DocumentStoreUnavailableError extends Error {
  constructor(
    readonly engine: string,
    readonly address: string,
    cause?: unknown,
  ) {
    super(`${engine} at ${address} is not reachable: ${reasonOf(cause)}`, { cause });
    this.name = 'DocumentStoreUnavailableError';
  }
}

// Duck-typed: socket errors may come from another realm (a test sandbox), where instanceof Error fails.
function reasonOf(cause: unknown): string {
  const message = (cause as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : String(cause ?? 'not connected yet');
}
