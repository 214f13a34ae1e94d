import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import {
  type DocumentStore,
  DocumentValidationError,
  DuplicateKeyError,
} from './lib/documents.port';

/** What an adapter must provide to run the documents contract suite. */
export interface DocumentStoreHarness {
  store: DocumentStore;
  /** Closes the store and opens it again on the same data. */
  restart(): Promise<DocumentStore>;
  cleanup(): Promise<void>;
}

interface Review {
  _id: string;
  storeId: string;
  userId: string;
  rating: number;
  text: string | null;
  tags: string[];
  helpful: number;
  createdAt: Date;
}

interface Counter {
  _id: string;
  value: number;
}

interface Account {
  _id: string;
  email: string;
}

const reviewSchema = new Schema(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    userId: { type: String, required: true },
    rating: {
      type: Number,
      required: true,
      min: [1, 'Rating is required'],
      max: [5, 'Rating must be between 1-5'],
    },
    text: {
      type: String,
      default: null,
      maxlength: [1000, 'Review must be less than 1000 characters'],
    },
    tags: { type: [String], default: [] },
    helpful: { type: Number, default: 0 },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// One review per user and store: the query "has this user reviewed this store".
reviewSchema.index({ storeId: 1, userId: 1 }, { unique: true });

const counterSchema = new Schema(
  { _id: { type: String, required: true }, value: { type: Number, default: 0 } },
  { versionKey: false },
);

const accountSchema = new Schema(
  { _id: { type: String, required: true }, email: { type: String, required: true } },
  { versionKey: false },
);
// Sign-in looks accounts up by e-mail, which must be unique.
accountSchema.index({ email: 1 }, { unique: true });

function review(overrides: Partial<Review> = {}): Partial<Review> {
  return { _id: randomUUID(), storeId: 'store-1', userId: randomUUID(), rating: 4, ...overrides };
}

/** The behaviour every document store adapter must show (embedded and MongoDB run the same suite). */
export function runDocumentStoreContract(
  name: string,
  createHarness: () => Promise<DocumentStoreHarness>,
): void {
  describe(`documents contract: ${name}`, () => {
    let harness: DocumentStoreHarness;
    let store: DocumentStore;
    const reviews = () => store.collection<Review>('contract_reviews', reviewSchema);

    beforeEach(async () => {
      harness = await createHarness();
      store = harness.store;
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('inserts with the schema defaults and finds by filter', async () => {
      const inserted = await reviews().insert(review({ _id: 'r1', rating: 5 }));
      expect(inserted).toMatchObject({ _id: 'r1', rating: 5, text: null, tags: [], helpful: 0 });
      expect(inserted.createdAt).toBeInstanceOf(Date);
      expect(await reviews().findOne({ _id: 'r1' })).toMatchObject({ rating: 5 });
      expect(await reviews().findOne({ _id: 'missing' })).toBeNull();
    });

    it('generates a string id when none is given', async () => {
      const inserted = await reviews().insert({ storeId: 's', userId: 'u', rating: 3 } as Review);
      expect(typeof inserted._id).toBe('string');
      expect(await reviews().count({ _id: inserted._id })).toBe(1);
    });

    it('finds by a list of ids in the order asked, leaving out missing ones and counting repeats once', async () => {
      const ids = Array.from({ length: 40 }, (_, i) => `r${String(i).padStart(2, '0')}`);
      await reviews().insertMany(ids.map((_id, i) => review({ _id, rating: (i % 5) + 1 })));
      const asked = ['r07', 'missing', 'r31', 'r02', 'r07', ...ids.slice(10, 30).reverse()];
      const found = await reviews().findByIds(asked);
      expect(found.map((r) => r._id)).toEqual([
        'r07',
        'r31',
        'r02',
        ...ids.slice(10, 30).reverse(),
      ]);
      expect(found[0]).toMatchObject({ _id: 'r07', rating: 3, text: null, tags: [] });
      // With a filter: only the ids that also match it.
      const fives = await reviews().findByIds(ids, { rating: 5 });
      expect(fives.map((r) => r._id)).toEqual(ids.filter((_, i) => i % 5 === 4));
      expect(await reviews().findByIds([])).toEqual([]);
      expect(await reviews().findByIds(['nobody'])).toEqual([]);
    });

    it('finds by several values of one field, grouped in the order of the values, with a projection', async () => {
      await reviews().insertMany([
        review({ _id: 'a', storeId: 'cell-1', rating: 5 }),
        review({ _id: 'b', storeId: 'cell-2', rating: 4 }),
        review({ _id: 'c', storeId: 'cell-1', rating: 2 }),
        review({ _id: 'd', storeId: 'cell-3', rating: 5 }),
      ]);
      const found = await reviews().findIn(
        'storeId',
        ['cell-3', 'cell-1', 'cell-9'],
        {},
        {
          projection: { storeId: 1, rating: 1 },
        },
      );
      expect(found.map((r) => r.storeId)).toEqual(['cell-3', 'cell-1', 'cell-1']);
      expect(
        found
          .map((r) => r._id)
          .slice(1)
          .sort(),
      ).toEqual(['a', 'c']);
      expect(found[0]).toEqual({ _id: 'd', storeId: 'cell-3', rating: 5 });
      const high = await reviews().findIn('storeId', ['cell-1', 'cell-2'], { rating: { $gte: 4 } });
      expect(high.map((r) => r._id)).toEqual(['a', 'b']);
    });

    it('sorts, skips, limits and projects', async () => {
      await reviews().insertMany(
        [1, 2, 3, 4, 5].map((rating) => review({ _id: `r${rating}`, rating })),
      );
      const page = await reviews().find(
        { rating: { $gte: 2 } },
        { sort: { rating: -1 }, skip: 1, limit: 2, projection: { rating: 1 } },
      );
      expect(page).toEqual([
        { _id: 'r4', rating: 4 },
        { _id: 'r3', rating: 3 },
      ]);
      expect(await reviews().count({ rating: { $in: [1, 5] } })).toBe(2);
    });

    it('breaks ties on the first sort key by the next one, whatever the insertion order', async () => {
      // Inserted against the order of the second key, so storage order cannot pass for sorting.
      await reviews().insertMany(
        ['d', 'c', 'b', 'a'].map((id, i) => review({ _id: id, rating: i % 2 === 0 ? 4 : 2 })),
      );
      const sorted = await reviews().find(
        {},
        { sort: { rating: -1, _id: 1 }, projection: { rating: 1 } },
      );
      expect(sorted.map((doc) => doc._id)).toEqual(['b', 'd', 'a', 'c']);
    });

    it('updates with $set, $inc, $push, $addToSet and $pull', async () => {
      await reviews().insert(review({ _id: 'r1' }));
      await reviews().updateOne(
        { _id: 'r1' },
        { $set: { text: 'Great produce' }, $inc: { helpful: 2 }, $push: { tags: 'fresh' } },
      );
      await reviews().updateOne({ _id: 'r1' }, { $addToSet: { tags: 'fresh' } });
      await reviews().updateOne({ _id: 'r1' }, { $addToSet: { tags: 'cheap' } });
      expect(await reviews().findOne({ _id: 'r1' })).toMatchObject({
        text: 'Great produce',
        helpful: 2,
        tags: ['fresh', 'cheap'],
      });
      const result = await reviews().updateOne({ _id: 'r1' }, { $pull: { tags: 'fresh' } });
      expect(result).toEqual({ matched: 1, modified: 1 });
      expect((await reviews().findOne({ _id: 'r1' }))?.tags).toEqual(['cheap']);
    });

    it('finds the documents whose list holds a value (an online retailer tied to a store)', async () => {
      await reviews().insert(review({ _id: 'r1', tags: ['fresh', 'cheap'] }));
      await reviews().insert(review({ _id: 'r2', userId: 'u2', tags: ['cheap'] }));
      await reviews().insert(review({ _id: 'r3', userId: 'u3', tags: [] }));
      const holding = (tag: string) =>
        reviews()
          .find({ tags: tag }, { sort: { _id: 1 } })
          .then((found) => found.map((r) => r._id));
      expect(await holding('cheap')).toEqual(['r1', 'r2']);
      expect(await holding('fresh')).toEqual(['r1']);
      expect(await holding('stale')).toEqual([]);
    });

    it('updates many and deletes one or many', async () => {
      await reviews().insertMany([
        review({ _id: 'a', storeId: 'x' }),
        review({ _id: 'b', storeId: 'x' }),
        review({ _id: 'c', storeId: 'y' }),
      ]);
      expect(await reviews().updateMany({ storeId: 'x' }, { $set: { text: 'closed' } })).toEqual({
        matched: 2,
        modified: 2,
      });
      expect(await reviews().deleteOne({ storeId: 'x' })).toBe(1);
      expect(await reviews().deleteMany({})).toBe(2);
      expect(await reviews().count()).toBe(0);
    });

    it('upserts: inserts once from the filter, then updates', async () => {
      const counters = store.collection<Counter>('contract_counters', counterSchema);
      const first = await counters.updateOne(
        { _id: 'views' },
        { $inc: { value: 1 } },
        { upsert: true },
      );
      expect(first.upsertedId).toBe('views');
      const second = await counters.updateOne(
        { _id: 'views' },
        { $inc: { value: 1 } },
        { upsert: true },
      );
      expect(second).toEqual({ matched: 1, modified: 1 });
      expect(await counters.find()).toEqual([{ _id: 'views', value: 2 }]);
      const after = await counters.findOneAndUpdate(
        { _id: 'clicks' },
        { $inc: { value: 5 } },
        { upsert: true },
      );
      expect(after).toEqual({ _id: 'clicks', value: 5 });
      // An upsert whose condition the existing document fails cannot insert its id again.
      await expect(
        counters.updateOne(
          { _id: 'views', value: { $lte: 1 } },
          { $set: { value: 0 } },
          { upsert: true },
        ),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await counters.findOne({ _id: 'views' })).toEqual({ _id: 'views', value: 2 });
    });

    it('keeps the greater value with $max, in an upsert and in a nested map, whatever the order', async () => {
      const latest = store.collection<{ _id: string; at?: Record<string, number> }>(
        'contract_latest',
        new Schema(
          { _id: { type: String, required: true }, at: { type: Schema.Types.Mixed } },
          { versionKey: false, minimize: false },
        ),
      );
      for (const [key, value] of [
        ['a', 5],
        ['b', 2],
        ['a', 3],
        ['a', 9],
        ['b', 1],
      ] as const)
        await latest.updateOne(
          { _id: 'day' },
          { $max: { [`at.${key}`]: value } },
          { upsert: true },
        );
      expect(await latest.findOne({ _id: 'day' })).toEqual({ _id: 'day', at: { a: 9, b: 2 } });
      await Promise.all(
        [4, 12, 7, 11].map((value) =>
          latest.updateOne({ _id: 'day' }, { $max: { 'at.b': value } }),
        ),
      );
      expect((await latest.findOne({ _id: 'day' }))?.at).toEqual({ a: 9, b: 12 });
    });

    it('keeps $inc atomic under concurrency', async () => {
      const counters = store.collection<Counter>('contract_counters', counterSchema);
      await counters.insert({ _id: 'hits', value: 0 });
      await Promise.all(
        Array.from({ length: 200 }, () =>
          counters.updateOne({ _id: 'hits' }, { $inc: { value: 1 } }),
        ),
      );
      expect((await counters.findOne({ _id: 'hits' }))?.value).toBe(200);
    });

    it('rejects a document that breaks the schema and changes nothing', async () => {
      await expect(reviews().insert(review({ _id: 'bad', rating: 9 }))).rejects.toBeInstanceOf(
        DocumentValidationError,
      );
      await expect(reviews().insert(review({ _id: 'bad', rating: 9 }))).rejects.toMatchObject({
        fields: { rating: 'Rating must be between 1-5' },
      });
      expect(await reviews().count()).toBe(0);

      await reviews().insert(review({ _id: 'ok', rating: 3 }));
      await expect(
        reviews().updateOne({ _id: 'ok' }, { $set: { rating: 0 } }),
      ).rejects.toBeInstanceOf(DocumentValidationError);
      expect((await reviews().findOne({ _id: 'ok' }))?.rating).toBe(3);
    });

    it('enforces unique indexes, single and compound, and changes nothing on a violation', async () => {
      const accounts = store.collection<Account>('contract_accounts', accountSchema);
      await accounts.insert({ _id: 'a1', email: 'ana@example.org' });
      await expect(accounts.insert({ _id: 'a2', email: 'ana@example.org' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(
        accounts.insert({ _id: 'a1', email: 'other@example.org' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await accounts.count()).toBe(1);

      await reviews().insert(review({ _id: 'r1', storeId: 's1', userId: 'u1' }));
      await expect(
        reviews().insert(review({ _id: 'r2', storeId: 's1', userId: 'u1' })),
      ).rejects.toMatchObject({
        code: 11000,
      });
      await reviews().insert(review({ _id: 'r3', storeId: 's2', userId: 'u1' }));
      await expect(
        reviews().updateOne({ _id: 'r3' }, { $set: { storeId: 's1' } }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await reviews().findOne({ _id: 'r3' }))?.storeId).toBe('s2');
      expect(await reviews().count()).toBe(2);
    });

    it('keeps the data across a restart', async () => {
      await reviews().insertMany([review({ _id: 'kept-1' }), review({ _id: 'kept-2', rating: 2 })]);
      await reviews().updateOne({ _id: 'kept-2' }, { $inc: { helpful: 3 } });
      await reviews().deleteOne({ _id: 'kept-1' });
      store = await harness.restart();
      expect(await reviews().find()).toEqual([
        expect.objectContaining({ _id: 'kept-2', rating: 2, helpful: 3 }),
      ]);
    });
  });
}
