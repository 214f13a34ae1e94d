import { randomUUID } from 'node:crypto';
import type { Connection, Model, Schema } from 'mongoose';
import {
  type DocumentCollection,
  DocumentValidationError,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type NewDocument,
  type Projection,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../documents.port';
import { SerialQueue } from '../embedded/serial-queue';
import { groupedBy } from '../grouped-by';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one adapter serves collections of any shape
type AnyModel = Model<any>;
type Doc = { _id: string } & Record<string, unknown>;
// The driver types `_id` as an ObjectId by default; ours are strings.
type RawDocs = Parameters<AnyModel['collection']['insertMany']>[0];

/** What a collection needs from its store. */
export interface MongoLink {
  connection(): Promise<Connection>;
  /** True when the server cannot apply concurrent updates atomically (FerretDB 1.x). */
  serialWrites(): boolean;
  /** True when the server scans the collection for `$in` but answers equality from an index
   * (FerretDB 1.x): lists of values are looked up one equality at a time. */
  equalityLookups(): boolean;
  unavailable(error: unknown): Error;
}

const VALIDATION_SLICE = 500;
/** Equality lookups in flight at once for findIn on FerretDB: the cells of a 40-mile radius (about
 * 40) or a page of 50 ids in one round trip, well under the driver's pool of 100 connections. */
const LOOKUP_CONCURRENCY = 50;
// Small enough to keep each request modest for FerretDB (one PostgreSQL statement per document), large
// enough that the catalog import (~25,000 stores) is a few dozen round trips.
const INSERT_BATCH = 1_000;

interface WriteContext {
  /** Documents being inserted, to tell which unique index refused one. */
  docs?: Doc[];
  filter?: Filter;
  update?: Update;
  upsert?: boolean;
}

export class MongoCollection<T extends Doc> implements DocumentCollection<T> {
  private model?: Promise<AnyModel>;
  private readonly writes = new SerialQueue();
  /** Fields of each unique index, `_id` first. */
  private readonly uniqueKeys: string[][];

  constructor(
    readonly name: string,
    private readonly schema: Schema,
    private readonly link: MongoLink,
  ) {
    const indexes = schema.indexes() as Array<[Record<string, unknown>, { unique?: boolean }]>;
    this.uniqueKeys = [
      ['_id'],
      ...indexes.filter(([, options]) => options?.unique).map(([fields]) => Object.keys(fields)),
    ];
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const model = await this.ready();
    const query = model.find(filter, options.projection ?? null).lean();
    if (options.sort) query.sort(options.sort);
    if (options.skip) query.skip(options.skip);
    if (options.limit) query.limit(options.limit);
    return this.translate(() => query.exec() as Promise<T[]>);
  }

  async findOne(
    filter: Filter,
    options: Pick<FindOptions, 'projection' | 'sort'> = {},
  ): Promise<T | null> {
    const model = await this.ready();
    const query = model.findOne(filter, options.projection ?? null).lean();
    if (options.sort) query.sort(options.sort);
    return this.translate(() => query.exec() as Promise<T | null>);
  }

  async findIn(
    field: string,
    values: ReadonlyArray<string | number>,
    filter: Filter = {},
    options: Pick<FindOptions, 'projection'> = {},
  ): Promise<T[]> {
    const unique = [...new Set(values)];
    if (unique.length === 0) return [];
    if (unique.length === 1) return this.find({ ...filter, [field]: unique[0] }, options);
    if (!this.link.equalityLookups()) {
      const found = await this.find({ ...filter, [field]: { $in: unique } }, options);
      return groupedBy(found, field, unique);
    }
    const model = await this.ready();
    // FerretDB uses its index only for a lookup on the one field: plain equalities besides it are
    // checked here (with them in the query it scans the collection); anything else stays in the query.
    const inMemory = plainEqualities(filter);
    const query = inMemory ? {} : filter;
    const projection =
      inMemory && options.projection
        ? { ...options.projection, ...Object.fromEntries(Object.keys(inMemory).map((k) => [k, 1])) }
        : options.projection;
    const results: T[][] = new Array(unique.length);
    let next = 0;
    const worker = async () => {
      while (next < unique.length) {
        const at = next++;
        const found = model.find({ ...query, [field]: unique[at] }, projection ?? null);
        const docs = await this.translate(() => found.lean().exec() as Promise<T[]>);
        results[at] = inMemory
          ? docs
              .filter((doc) => Object.entries(inMemory).every(([k, v]) => doc[k] === v))
              .map((doc) => withoutUnasked(doc, options.projection))
          : docs;
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(LOOKUP_CONCURRENCY, unique.length) }, () => worker()),
    );
    return results.flat();
  }

  async findByIds(ids: readonly string[], filter: Filter = {}): Promise<T[]> {
    return this.findIn('_id', ids, filter);
  }

  async insert(doc: NewDocument<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  /** Validates every document first (an invalid one means nothing is written), then inserts in
   * unordered batches. Without transactions a duplicate key cannot undo the rest of the batch: the
   * other documents stay inserted and the call fails with DuplicateKeyError, as on MongoDB itself. */
  async insertMany(docs: Array<NewDocument<T>>): Promise<T[]> {
    const model = await this.ready();
    const prepared: T[] = [];
    for (let i = 0; i < docs.length; i += VALIDATION_SLICE) {
      const slice = docs.slice(i, i + VALIDATION_SLICE);
      prepared.push(
        ...(await Promise.all(
          slice.map((doc) => this.validated(model, { ...doc, _id: doc._id ?? randomUUID() } as T)),
        )),
      );
    }
    for (let i = 0; i < prepared.length; i += INSERT_BATCH) {
      const batch = prepared.slice(i, i + INSERT_BATCH);
      await this.write(() =>
        this.translate(
          () => model.collection.insertMany(batch as unknown as RawDocs, { ordered: false }),
          { docs: batch },
        ),
      );
    }
    return prepared;
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const model = await this.ready();
    const upsert = !!options.upsert;
    const result = await this.write(() =>
      this.translate(
        () =>
          model
            .updateOne(filter, this.operators(filter, update, upsert), {
              upsert,
              runValidators: true,
              setDefaultsOnInsert: true,
            })
            .exec(),
        {
          filter,
          update,
          upsert,
        },
      ),
    );
    const outcome: UpdateResult = { matched: result.matchedCount, modified: result.modifiedCount };
    if (result.upsertedCount > 0 && result.upsertedId != null)
      outcome.upsertedId = String(result.upsertedId);
    return outcome;
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const model = await this.ready();
    const result = await this.write(() =>
      this.translate(
        () =>
          model
            .updateMany(filter, this.operators(filter, update, false), { runValidators: true })
            .exec(),
        { filter, update },
      ),
    );
    return { matched: result.matchedCount, modified: result.modifiedCount };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: UpdateOptions = {},
  ): Promise<T | null> {
    const model = await this.ready();
    const upsert = !!options.upsert;
    return this.write(() =>
      this.translate(
        () =>
          model
            .findOneAndUpdate(filter, this.operators(filter, update, upsert), {
              upsert,
              returnDocument: 'after',
              runValidators: true,
              setDefaultsOnInsert: true,
            })
            .lean()
            .exec() as Promise<T | null>,
        { filter, update, upsert },
      ),
    );
  }

  async deleteOne(filter: Filter): Promise<number> {
    const model = await this.ready();
    const result = await this.write(() => this.translate(() => model.deleteOne(filter).exec()));
    return result.deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const model = await this.ready();
    const result = await this.write(() => this.translate(() => model.deleteMany(filter).exec()));
    return result.deletedCount;
  }

  async count(filter: Filter = {}): Promise<number> {
    const model = await this.ready();
    return this.translate(() => model.countDocuments(filter).exec());
  }

  /** The model on the open connection, with the schema's indexes created (once per store). */
  private ready(): Promise<AnyModel> {
    this.model ??= (async () => {
      const connection = await this.link.connection();
      const model =
        connection.models[this.name] ?? connection.model(this.name, this.schema, this.name);
      await model.createIndexes();
      return model;
    })().catch((error: unknown) => {
      // Not cached: the next operation tries again (the server may be back by then).
      this.model = undefined;
      throw this.link.unavailable(error);
    });
    return this.model;
  }

  private write<R>(task: () => Promise<R>): Promise<R> {
    return this.link.serialWrites() ? this.writes.run(task) : task();
  }

  /** Drops operators given as undefined, and gives an upserted document a string id (the server would
   * make an ObjectId) unless the filter names one. */
  private operators(filter: Filter, update: Update, upsert: boolean): Update {
    const operators = Object.fromEntries(
      Object.entries(update).filter(([, fields]) => fields !== undefined),
    ) as Update;
    if (
      upsert &&
      typeof filter['_id'] !== 'string' &&
      operators.$setOnInsert?.['_id'] === undefined
    ) {
      operators.$setOnInsert = { ...operators.$setOnInsert, _id: randomUUID() };
    }
    return operators;
  }

  /** Casts, fills defaults and validates with the mongoose schema; returns the plain document. */
  private async validated(model: AnyModel, doc: T): Promise<T> {
    const instance = new model(doc);
    try {
      await instance.validate();
    } catch (error) {
      throw this.validationError(error) ?? error;
    }
    return instance.toObject({ versionKey: false, depopulate: true }) as unknown as T;
  }

  private async translate<R>(operation: () => Promise<R>, context: WriteContext = {}): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      const invalid = this.validationError(error);
      if (invalid) throw invalid;
      if (isDuplicateKey(error))
        throw new DuplicateKeyError(this.name, await this.duplicateKeys(error, context));
      throw this.link.unavailable(error);
    }
  }

  private validationError(error: unknown): DocumentValidationError | undefined {
    const e = error as {
      name?: string;
      errors?: Record<string, { message: string }>;
      path?: string;
      message?: string;
    };
    if (e?.name === 'ValidationError') {
      const fields = Object.fromEntries(
        Object.entries(e.errors ?? {}).map(([path, item]) => [path, item.message]),
      );
      return new DocumentValidationError(this.name, fields);
    }
    // A value of the wrong type in an update (a string for a number) is refused like a bad document.
    if (e?.name === 'CastError' && e.path)
      return new DocumentValidationError(this.name, { [e.path]: e.message ?? 'Invalid value' });
    return undefined;
  }

  /** Which unique index refused a write. MongoDB says so (keyPattern); FerretDB does not, so for an
   * insert we look for the clashing document, and for an update we name the unique indexes it touched. */
  private async duplicateKeys(error: unknown, context: WriteContext): Promise<string[]> {
    const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
    if (keyPattern && Object.keys(keyPattern).length) return Object.keys(keyPattern);
    if (context.docs) {
      const model = await this.ready();
      const failed = failedIndexes(error)
        .map((i) => context.docs?.[i])
        .filter((doc): doc is Doc => !!doc);
      for (const doc of failed) {
        for (const keys of this.uniqueKeys.slice(1)) {
          const clash = await model.exists({
            ...Object.fromEntries(keys.map((key) => [key, doc[key]])),
            _id: { $ne: doc._id },
          });
          if (clash) return keys;
        }
      }
      return ['_id'];
    }
    const written = new Set<string>();
    for (const fields of Object.values(context.update ?? {}))
      Object.keys(fields ?? {}).forEach((path) => written.add(path.split('.')[0]));
    if (context.upsert)
      Object.keys(context.filter ?? {}).forEach((path) => written.add(path.split('.')[0]));
    const touched = this.uniqueKeys.filter((keys) => keys.some((key) => written.has(key)));
    return touched.length ? [...new Set(touched.flat())] : ['_id'];
  }
}

function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: number; message?: string; writeErrors?: Array<{ code?: number }> };
  if (e?.code === 11000 || e?.writeErrors?.some((w) => w.code === 11000)) return true;
  // FerretDB on PostgreSQL reports a unique violation in an update as an internal error carrying
  // PostgreSQL's code 23505 instead of MongoDB's 11000.
  return typeof e?.message === 'string' && e.message.includes('SQLSTATE 23505');
}

/** Positions (in the batch) of the documents an unordered insert refused. */
function failedIndexes(error: unknown): number[] {
  const e = error as { writeErrors?: Array<{ index: number }> | { index: number }; index?: number };
  if (Array.isArray(e.writeErrors)) return e.writeErrors.map((w) => w.index);
  if (e.writeErrors) return [e.writeErrors.index];
  return [typeof e.index === 'number' ? e.index : 0];
}

/** The filter when it is only top-level equalities to strings, numbers or booleans; else undefined. */
function plainEqualities(filter: Filter): Record<string, string | number | boolean> | undefined {
  const entries = Object.entries(filter);
  if (entries.length === 0) return undefined;
  for (const [key, value] of entries)
    if (
      key.startsWith('$') ||
      key.includes('.') ||
      !['string', 'number', 'boolean'].includes(typeof value)
    )
      return undefined;
  return filter as Record<string, string | number | boolean>;
}

/** The document without the fields read only to check the filter (when a projection was asked). */
function withoutUnasked<T extends Record<string, unknown>>(doc: T, projection?: Projection): T {
  if (!projection || Object.values(projection).some((v) => v === 0)) return doc;
  return Object.fromEntries(
    Object.entries(doc).filter(([key]) => key === '_id' || projection[key] === 1),
  ) as T;
}
