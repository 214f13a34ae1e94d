import { randomUUID } from 'node:crypto';
import { Mongoose, Schema } from 'mongoose';
import pino from 'pino';
import { capturingLogger, closedPort, eventually, forward } from '@snap/platform-engines/testing';
import { runDocumentStoreContract } from '../../testing';
import { DuplicateKeyError } from '../documents.port';
import { mongoAddress } from './mongo-address';
import { MongoDocumentStore } from './mongo-document-store';

const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
// Every harness gets its own database, dropped afterwards, so runs never see each other's data.
const RUN = `snap_test_${randomUUID().slice(0, 8)}`;
let databases = 0;
const logger = pino({ level: 'warn' });

function databaseUri(base: string, database: string): string {
  return base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${database}`);
}

async function dropDatabase(uri: string): Promise<void> {
  const connection = await new Mongoose()
    .createConnection(uri, { serverSelectionTimeoutMS: 5_000 })
    .asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

runDocumentStoreContract(`MongoDB at ${mongoAddress(BASE_URI)}`, async () => {
  const uri = databaseUri(BASE_URI, `${RUN}_${++databases}`);
  let store = new MongoDocumentStore({ uri, logger });
  return {
    store,
    async restart() {
      await store.close();
      store = new MongoDocumentStore({ uri, logger });
      return store;
    },
    async cleanup() {
      await store.close();
      await dropDatabase(uri);
    },
  };
});

interface Thing {
  _id: string;
  zip: string;
  name: string;
}
const thingSchema = new Schema<Thing>(
  {
    _id: { type: String, required: true },
    zip: { type: String, required: true },
    name: { type: String, required: true },
  },
  { versionKey: false },
);
// The import's look-up by ZIP.
thingSchema.index({ zip: 1 });

describe(`MongoDocumentStore at ${mongoAddress(BASE_URI)}`, () => {
  it('starts against a closed port, reports not-ready, then recovers by itself when the server appears there', async () => {
    const port = await closedPort();
    const uri = databaseUri(`mongodb://127.0.0.1:${port}`, `${RUN}_late`);
    const { logger: captured, entries } = capturingLogger();
    const store = new MongoDocumentStore({
      uri,
      logger: captured,
      retryDelayMs: 100,
      maxRetryDelayMs: 400,
      connectTimeoutMs: 300,
      waitForConnectionMs: 20_000,
    });
    let forwarder: { close(): Promise<void> } | undefined;
    try {
      await expect(store.ping()).rejects.toThrow(`MongoDB at 127.0.0.1:${port} is not reachable`);
      await eventually(() => expect(entries.filter((e) => e['attempt'] === 2)).toHaveLength(1));

      // Issued while the server is missing: it waits for the connection instead of failing.
      const things = store.collection<Thing>('late_things', thingSchema);
      const pending = things.insert({ _id: 'early', zip: '30303', name: 'Corner Market' });

      forwarder = await forward(port, mongoAddress(BASE_URI));
      await eventually(() => store.ping());
      await pending;
      expect(await things.find({ zip: '30303' })).toEqual([
        { _id: 'early', zip: '30303', name: 'Corner Market' },
      ]);
      expect(entries.some((e) => e.msg === `MongoDB at 127.0.0.1:${port} connected`)).toBe(true);
    } finally {
      await store.close();
      await forwarder?.close();
      await dropDatabase(databaseUri(BASE_URI, `${RUN}_late`));
    }
  });

  it('loses the server, reports not-ready, and reconnects by itself when it is back', async () => {
    const port = await closedPort();
    const uri = databaseUri(`mongodb://127.0.0.1:${port}`, `${RUN}_outage`);
    let forwarder = await forward(port, mongoAddress(BASE_URI));
    const store = new MongoDocumentStore({
      uri,
      logger,
      retryDelayMs: 100,
      connectTimeoutMs: 1_000,
    });
    try {
      const things = store.collection<Thing>('outage_things', thingSchema);
      await things.insert({ _id: 'before', zip: '30303', name: 'Corner Market' });
      await forwarder.close();
      await eventually(() =>
        expect(store.ping()).rejects.toThrow(`MongoDB at 127.0.0.1:${port} is not reachable`),
      );
      forwarder = await forward(port, mongoAddress(BASE_URI));
      await eventually(() => store.ping(), 30_000);
      await things.insert({ _id: 'after', zip: '30303', name: 'Farm Stand' });
      expect(await things.count({ zip: '30303' })).toBe(2);
    } finally {
      await store.close();
      await forwarder.close();
      await dropDatabase(databaseUri(BASE_URI, `${RUN}_outage`));
    }
  }, 60_000);

  it('answers an equality on `_id` or an indexed field from an index, not a scan of the collection', async () => {
    // On FerretDB this needs the equality twins the native engines install in PostgreSQL
    // (deploy/native/postgres/ferretdb-equality-indexes.sql); MongoDB does it by itself.
    const uri = databaseUri(BASE_URI, `${RUN}_indexed`);
    const store = new MongoDocumentStore({ uri, logger });
    const connection = await new Mongoose().createConnection(uri).asPromise();
    try {
      const things = store.collection<Thing>('indexed_things', thingSchema);
      await things.insertMany(
        Array.from({ length: 200 }, (_, i) => ({ _id: `t${i}`, zip: `3${i}`, name: 'Market' })),
      );
      await things.findOne({ zip: '30' }); // the model is built and its indexes exist
      for (const filter of [{ _id: 't7' }, { zip: '37' }]) {
        const plan = JSON.stringify(
          await connection.db?.command({
            explain: { find: 'indexed_things', filter },
            verbosity: 'queryPlanner',
          }),
        );
        expect({ filter, indexed: /Index Scan|IXSCAN|IDHACK|EXPRESS_IXSCAN/.test(plan) }).toEqual({
          filter,
          indexed: true,
        });
      }
    } finally {
      await connection.close();
      await store.close();
      await dropDatabase(uri);
    }
  });

  it('answers the filters the repositories use: $in, $ne, ranges, dates, and $or of case-insensitive regexes', async () => {
    const uri = databaseUri(BASE_URI, `${RUN}_queries`);
    const store = new MongoDocumentStore({ uri, logger });
    const placeSchema = new Schema(
      {
        _id: String,
        Store_Name: String,
        City: String,
        status: String,
        Latitude: Number,
        seenAt: Date,
      },
      { versionKey: false },
    );
    try {
      const places = store.collection<{
        _id: string;
        Store_Name: string;
        City: string;
        status: string;
        Latitude: number;
        seenAt: Date;
      }>('places', placeSchema);
      await places.insertMany([
        {
          _id: 'p1',
          Store_Name: "Sam's Club",
          City: 'Atlanta',
          status: 'active',
          Latitude: 33.7,
          seenAt: new Date('2025-01-02'),
        },
        {
          _id: 'p2',
          Store_Name: 'Publix',
          City: 'Savannah',
          status: 'active',
          Latitude: 32.1,
          seenAt: new Date('2025-03-04'),
        },
        {
          _id: 'p3',
          Store_Name: '',
          City: 'Atlanta',
          status: 'active',
          Latitude: 33.8,
          seenAt: new Date('2025-05-06'),
        },
        {
          _id: 'p4',
          Store_Name: 'Atlanta Farmers Market',
          City: 'Decatur',
          status: 'closed',
          Latitude: 33.77,
          seenAt: new Date('2025-07-08'),
        },
      ]);
      const ids = async (filter: Record<string, unknown>) =>
        (await places.find(filter, { sort: { _id: 1 } })).map((p) => p._id);
      expect(await ids({ _id: { $in: ['p1', 'p4', 'missing'] }, status: 'active' })).toEqual([
        'p1',
      ]);
      expect(await ids({ status: 'active', Store_Name: { $ne: '' } })).toEqual(['p1', 'p2']);
      expect(await ids({ Latitude: { $gte: 33.6, $lte: 33.79 } })).toEqual(['p1', 'p4']);
      expect(await ids({ seenAt: { $gte: new Date('2025-03-01') } })).toEqual(['p2', 'p3', 'p4']);
      expect(
        await ids({
          $or: [{ Store_Name: { $regex: /atlanta/i } }, { City: { $regex: /ATLANTA/i } }],
          Store_Name: { $ne: '' },
        }),
      ).toEqual(['p1', 'p4']);
      expect((await places.findOne({ _id: 'p2' }))?.seenAt).toEqual(new Date('2025-03-04'));
    } finally {
      await store.close();
      await dropDatabase(uri);
    }
  });

  it('names the unique index a write broke (FerretDB does not say which)', async () => {
    const uri = databaseUri(BASE_URI, `${RUN}_unique`);
    const store = new MongoDocumentStore({ uri, logger });
    const favoriteSchema = new Schema(
      { _id: String, userId: String, storeId: String, note: String },
      { versionKey: false },
    );
    // One favorite per user and store.
    favoriteSchema.index({ userId: 1, storeId: 1 }, { unique: true });
    try {
      const favorites = store.collection<{
        _id: string;
        userId: string;
        storeId: string;
        note?: string;
      }>('favorites', favoriteSchema);
      await favorites.insertMany([
        { _id: 'f1', userId: 'u1', storeId: 's1' },
        { _id: 'f2', userId: 'u1', storeId: 's2' },
      ]);
      await expect(
        favorites.insert({ _id: 'f3', userId: 'u1', storeId: 's1' }),
      ).rejects.toMatchObject({ keys: ['userId', 'storeId'], collection: 'favorites' });
      await expect(
        favorites.insert({ _id: 'f1', userId: 'u9', storeId: 's9' }),
      ).rejects.toMatchObject({ keys: ['_id'] });
      await expect(
        favorites.updateOne({ _id: 'f2' }, { $set: { storeId: 's1', note: 'moved' } }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(
        favorites.findOneAndUpdate({ _id: 'f2' }, { $set: { storeId: 's1' } }),
      ).rejects.toMatchObject({ keys: ['userId', 'storeId'] });
      expect(await favorites.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'f1', userId: 'u1', storeId: 's1' },
        { _id: 'f2', userId: 'u1', storeId: 's2' },
      ]);
      // Unordered batches: the rest of the batch is still written, and the call reports the clash.
      await expect(
        favorites.insertMany([
          { _id: 'f4', userId: 'u2', storeId: 's1' },
          { _id: 'f5', userId: 'u1', storeId: 's2' },
          { _id: 'f6', userId: 'u2', storeId: 's2' },
        ]),
      ).rejects.toMatchObject({ keys: ['userId', 'storeId'] });
      expect(await favorites.count()).toBe(4);
    } finally {
      await store.close();
      await dropDatabase(uri);
    }
  });

  it('bulk-inserts a catalog-sized batch (25,000 documents) in unordered batches', async () => {
    const uri = databaseUri(BASE_URI, `${RUN}_bulk`);
    const store = new MongoDocumentStore({ uri, logger });
    try {
      const things = store.collection<Thing>('bulk_things', thingSchema);
      const docs = Array.from({ length: 25_000 }, (_, i) => ({
        _id: `s${i}`,
        zip: String(30000 + (i % 500)),
        name: `Store ${i}`,
      }));
      const started = Date.now();
      const inserted = await things.insertMany(docs);
      const seconds = (Date.now() - started) / 1000;
      expect(inserted).toHaveLength(25_000);
      expect(await things.count()).toBe(25_000);
      expect(await things.count({ zip: '30007' })).toBe(50);
      expect(await things.findOne({ _id: 's24999' })).toEqual({
        _id: 's24999',
        zip: '30499',
        name: 'Store 24999',
      });
      // A generous bound on a shared 2-core machine: one insert per document would take minutes.
      expect(seconds).toBeLessThan(45);
    } finally {
      await store.close();
      await dropDatabase(uri);
    }
  }, 120_000);
});
