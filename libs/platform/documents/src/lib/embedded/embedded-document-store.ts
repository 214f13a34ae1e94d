import Datastore from '@seald-io/nedb';
import Cursor from '@seald-io/nedb/lib/cursor';
import { modify } from '@seald-io/nedb/lib/model';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Mongoose, type Schema } from 'mongoose';
import {
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
  type NewDocument,
  type FindOptions,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../documents.port';
import { groupedBy } from '../grouped-by';
import { SchemaValidator } from './schema-validator';
import { SerialQueue } from './serial-queue';
import { AppendLog } from './append-log';
import { copyDocument, insertPrepared, serializeLine } from './nedb-bulk';

type Doc = { _id: string } & Record<string, unknown>;

const VALIDATION_SLICE = 500;

/** Collections on disk under one folder (one append-only file each, compacted on close), shaped and
 * validated by the same mongoose schemas the MongoDB adapter uses. */
export class EmbeddedDocumentStore implements DocumentStore {
  // A private mongoose instance: models here only validate and cast, they never connect.
  private readonly mongoose = new Mongoose();
  private readonly collections = new Map<string, EmbeddedCollection<Doc>>();

  constructor(private readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
  }

  collection<T extends { _id: string }>(name: string, schema: Schema): DocumentCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const model = this.mongoose.model(name, schema, name);
      collection = new EmbeddedCollection<Doc>(
        name,
        join(this.dataDir, `${name}.db`),
        new SchemaValidator(name, model, schema),
        schema,
      );
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  async ping(): Promise<void> {
    // On disk in this process: available as long as the folder is.
  }

  async close(): Promise<void> {
    await Promise.all([...this.collections.values()].map((c) => c.close()));
    this.collections.clear();
  }
}

class EmbeddedCollection<T extends Doc> implements DocumentCollection<T> {
  private readonly store: Datastore<T>;
  private readonly ready: Promise<void>;
  private readonly writes = new SerialQueue();
  private readonly log: AppendLog;
  private readonly uniqueKeys: string[][];
  /** Whether this session appended lines that supersede others (updates, removals): only then does the
   * file need compacting on close. An insert-only session (an import) leaves it compact already. */
  private superseded = false;

  constructor(
    readonly name: string,
    filename: string,
    private readonly validator: SchemaValidator,
    schema: Schema,
  ) {
    this.store = new Datastore<T>({ filename });
    this.log = new AppendLog(filename);
    appendThrough(this.store, this.log);
    const loading = skipRewriteWhileLoading(this.store);
    const indexes = schema.indexes() as Array<
      [Record<string, unknown>, { unique?: boolean; sparse?: boolean }]
    >;
    this.uniqueKeys = indexes
      .filter(([, options]) => options?.unique)
      .map(([fields]) => Object.keys(fields));
    this.ready = (async () => {
      await loading(() => this.store.loadDatabaseAsync());
      for (const [fields, options] of indexes) {
        const keys = Object.keys(fields);
        // nedb indexes single fields; compound unique keys are checked under the write queue instead.
        if (keys.length === 1) {
          await this.store.ensureIndexAsync({
            fieldName: keys[0],
            unique: !!options?.unique,
            sparse: !!options?.sparse,
          });
        }
      }
    })();
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    await this.ready;
    // nedb's own find copies property by property, which leaves each copy in V8's slow dictionary mode
    // (~2 KB for a store); a spread copy keeps the object's compact shape (~0.3 KB), which is what
    // reading a 300,000-store catalog at start costs in memory.
    const cursor = new Cursor(this.store, filter, (docs) =>
      docs.map((doc) => copyDocument(doc) as T),
    );
    if (options.projection) cursor.projection(options.projection);
    if (options.sort) cursor.sort(options.sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    const found = await cursor;
    this.releaseLastResult();
    return found;
  }

  /** nedb answers `$in` from its in-memory indexes: one query. */
  async findIn(
    field: string,
    values: ReadonlyArray<string | number>,
    filter: Filter = {},
    options: Pick<FindOptions, 'projection'> = {},
  ): Promise<T[]> {
    const unique = [...new Set(values)];
    if (unique.length === 0) return [];
    if (field === '_id' && Object.keys(filter).length === 0 && !options.projection)
      return this.byIds(unique as string[]);
    const found = await this.find({ ...filter, [field]: { $in: unique } }, options);
    return groupedBy(found, field, unique);
  }

  /** Straight from the `_id` index, in the order asked, queued behind the writes as nedb's own reads
   * are: nedb's `$in` checks every found document against the whole list again (n² for n ids). */
  private async byIds(ids: string[]): Promise<T[]> {
    await this.ready;
    const index = (
      this.store as unknown as { indexes: Record<string, { getMatching(value: string): T[] }> }
    ).indexes['_id'];
    const executor = (
      this.store as unknown as {
        executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
      }
    ).executor;
    return executor.pushAsync(async () =>
      ids.flatMap((id) => index.getMatching(id).map((doc) => copyDocument(doc) as T)),
    );
  }

  async findByIds(ids: readonly string[], filter: Filter = {}): Promise<T[]> {
    return this.findIn('_id', ids, filter);
  }

  async findOne(
    filter: Filter,
    options: Pick<FindOptions, 'projection' | 'sort'> = {},
  ): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async insert(doc: NewDocument<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  async insertMany(docs: Array<NewDocument<T>>): Promise<T[]> {
    await this.ready;
    const withId = (doc: NewDocument<T>) =>
      (doc._id === undefined ? { ...doc, _id: randomUUID() } : doc) as unknown as T;
    let prepared: T[];
    if (this.validator.flat) {
      // Every document is still checked against the schema, path by path, without a promise each.
      prepared = docs.map((doc) => this.validator.validateFlat(withId(doc)));
    } else {
      prepared = [];
      // In slices: validating 300,000 documents at once would hold every pending promise in memory.
      for (let i = 0; i < docs.length; i += VALIDATION_SLICE) {
        const slice = docs.slice(i, i + VALIDATION_SLICE);
        prepared.push(
          ...(await Promise.all(slice.map((doc) => this.validator.validate(withId(doc))))),
        );
      }
    }
    return this.durably(async () => {
      await this.assertUnique(prepared);
      return this.translate(() => insertPrepared(this.store, prepared));
    });
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    await this.ready;
    return this.durably(async () => {
      const existing = await this.store.findOneAsync(filter as never);
      if (!existing) {
        if (!options.upsert) return { matched: 0, modified: 0 };
        const created = await this.upsertFrom(filter, update);
        return { matched: 0, modified: 0, upsertedId: created._id };
      }
      const changed = await this.replace(existing as T, update);
      return { matched: 1, modified: changed ? 1 : 0 };
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    await this.ready;
    return this.durably(async () => {
      const matches = (await this.store.findAsync(filter as never)) as T[];
      // Validate every result before writing any, so a bad update changes nothing.
      const next = await Promise.all(matches.map((doc) => this.validated(this.apply(doc, update))));
      await this.assertUnique(next);
      let modified = 0;
      for (let i = 0; i < matches.length; i++) {
        if (JSON.stringify(matches[i]) === JSON.stringify(next[i])) continue;
        await this.update(next[i]);
        modified++;
      }
      return { matched: matches.length, modified };
    });
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: UpdateOptions = {},
  ): Promise<T | null> {
    await this.ready;
    return this.durably(async () => {
      const existing = (await this.store.findOneAsync(filter as never)) as T | null;
      if (!existing) return options.upsert ? this.upsertFrom(filter, update) : null;
      await this.replace(existing, update);
      return (await this.store.findOneAsync({ _id: existing._id } as never)) as T;
    });
  }

  async deleteOne(filter: Filter): Promise<number> {
    await this.ready;
    return this.durably(() => this.remove(filter, false));
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.ready;
    return this.durably(() => this.remove(filter, true));
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.ready;
    return this.store.countAsync(filter as never);
  }

  async close(): Promise<void> {
    await this.ready;
    await this.writes.run(async () => {
      // The rewrite replaces the file: the appends go first, and the handle with them.
      await this.log.close();
      if (this.superseded) await this.store.compactDatafileAsync();
      this.superseded = false;
    });
  }

  /** A write applied in memory under the collection's queue, acknowledged once its lines are on
   * disk (a few lines are written synchronously before it leaves the queue; a large batch after). */
  private async durably<R>(write: () => Promise<R>): Promise<R> {
    const { result, written } = await this.writes.run(async () => ({
      result: await write(),
      // Its own lines are the last ones handed over while it held the queue.
      written: this.log.flushed(),
    }));
    await written;
    return result;
  }

  private async remove(filter: Filter, multi: boolean): Promise<number> {
    const removed = await this.store.removeAsync(filter as never, { multi });
    if (removed > 0) this.superseded = true;
    return removed;
  }

  private async update(doc: T): Promise<void> {
    await this.translate(() => this.store.updateAsync({ _id: doc._id } as never, doc as never, {}));
    this.superseded = true;
  }

  private async replace(existing: T, update: Update): Promise<boolean> {
    const next = await this.validated(this.apply(existing, update));
    if (JSON.stringify(next) === JSON.stringify(existing)) return false;
    await this.assertUnique([next]);
    await this.update(next);
    return true;
  }

  /** Like MongoDB: the new document starts from the filter's equality fields plus $setOnInsert. */
  private async upsertFrom(filter: Filter, update: Update): Promise<T> {
    const seed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(filter)) {
      if (
        !key.startsWith('$') &&
        !key.includes('.') &&
        (value === null || typeof value !== 'object' || value instanceof Date)
      ) {
        seed[key] = value;
      }
    }
    const { $setOnInsert, ...rest } = update;
    const base = {
      ...seed,
      ...($setOnInsert ?? {}),
      _id: (seed['_id'] as string | undefined) ?? randomUUID(),
    } as T;
    const doc = await this.validated(this.apply(base, rest));
    await this.assertUnique([doc]);
    return this.translate(() => this.store.insertAsync(doc) as Promise<T>);
  }

  private apply(doc: T, update: Update): T {
    const { $setOnInsert: _ignored, ...operators } = update;
    const defined = Object.fromEntries(
      Object.entries(operators).filter(([, v]) => v !== undefined),
    );
    return Object.keys(defined).length ? modify(doc, defined) : doc;
  }

  /** Casts, fills defaults and validates with the mongoose schema; returns the plain document. */
  private validated(doc: T): Promise<T> {
    return this.validator.validate(doc);
  }

  private async assertUnique(docs: T[]): Promise<void> {
    for (const keys of this.uniqueKeys) {
      const seen = new Set<string>();
      for (const doc of docs) {
        const values = keys.map((key) => doc[key]);
        const signature = JSON.stringify(values);
        const clash = seen.has(signature)
          ? true
          : (await this.store.countAsync({
              ...Object.fromEntries(keys.map((k, i) => [k, values[i]])),
              _id: { $ne: doc._id },
            } as never)) > 0;
        if (clash) throw new DuplicateKeyError(this.name, keys);
        seen.add(signature);
      }
    }
  }

  /** nedb's task queue keeps the last task's result until the next task runs: after reading the whole
   * catalog (300,000 copies) that would hold them for as long as nothing else touches the collection. */
  private releaseLastResult(): void {
    void (
      this.store as unknown as { executor: { pushAsync(task: () => Promise<void>): Promise<void> } }
    ).executor.pushAsync(async () => undefined);
  }

  private async translate<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const nedbError = error as { errorType?: string; key?: unknown; message?: string };
      if (nedbError.errorType === 'uniqueViolated') {
        // Schema unique keys were checked before the write; what nedb still refuses is a taken _id.
        throw new DuplicateKeyError(this.name, ['_id']);
      }
      throw error;
    }
  }
}

/**
 * nedb appends each change to its file itself (open, append, close) inside its one task queue, which
 * reads of the collection wait on too. Its lines go to the collection's AppendLog instead, in the same
 * format and order; the collection acknowledges a write once the log has written it.
 */
function appendThrough(store: object, log: AppendLog): void {
  const persistence = (
    store as unknown as { persistence: { persistNewStateAsync(docs: unknown[]): Promise<void> } }
  ).persistence;
  persistence.persistNewStateAsync = async (docs) => {
    const lines = docs.map((doc) => `${serializeLine(doc as Record<string, unknown>)}\n`).join('');
    // Not awaited here (the queues move on); flushed() is, before the write is acknowledged.
    if (lines) void log.append(lines).catch(() => undefined);
  };
}

/**
 * nedb rewrites the whole file right after loading it. The file is compacted on close whenever a session
 * superseded lines, so at start that rewrite only doubled the work and the peak memory of loading a
 * large collection (every document serialized again at once). Returns the wrapper to load with.
 */
function skipRewriteWhileLoading(store: object): (load: () => Promise<void>) => Promise<void> {
  const persistence = (
    store as unknown as { persistence: { persistCachedDatabaseAsync(): Promise<void> } }
  ).persistence;
  const rewrite = persistence.persistCachedDatabaseAsync.bind(persistence);
  let loading = false;
  persistence.persistCachedDatabaseAsync = () => (loading ? Promise.resolve() : rewrite());
  return async (load) => {
    loading = true;
    try {
      await load();
    } finally {
      loading = false;
    }
  };
}
