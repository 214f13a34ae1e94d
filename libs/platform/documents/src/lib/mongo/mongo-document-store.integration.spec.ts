import { randomUUID } from 'node:crypto';
import { Mongoose, Schema } from 'mongoose';
import pino from 'pino';
import { runDocumentStoreContract } from '../../testing';
import { capturingLogger, closedPort, eventually, forward } from './engine-outage.testing';
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
  const connection = await new Mongoose().createConnection(uri, { serverSelectionTimeoutMS: 5_000 }).asPromise();
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
  { _id: { type: String, required: true }, zip: { type: String, required: true }, name: { type: String, required: true } },
  { versionKey: false },
);
// The import's look-up by ZIP.
thingSchema.index({ zip: 1 });

describe(`MongoDocumentStore at ${mongoAddress(BASE_URI)}`, () => {
  it('starts against a closed port, reports not-ready, then recovers by itself when the server appears there', async () => {
    const port = await closedPort();
    const uri = databaseUri(`mongodb://127.0.0.1:${port}`, `${RUN}_late`);
    const { logger: captured, entries } = capturingLogger();
    const store = new MongoDocumentStore({ uri, logger: captured, retryDelayMs: 100, maxRetryDelayMs: 400, connectTimeoutMs: 300, waitForConnectionMs: 20_000 });
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
      expect(await things.find({ zip: '30303' })).toEqual([{ _id: 'early', zip: '30303', name: 'Corner Market' }]);
      expect(entries.some((e) => e.msg === `MongoDB at 127.0.0.1:${port} connected`)).toBe(true);
    } finally {
      await store.close();
      await forwarder?.close();
      await dropDatabase(databaseUri(BASE_URI, `${RUN}_late`));
    }
  });

  it('bulk-inserts a catalog-sized batch (25,000 documents) in unordered batches', async () => {
    const uri = databaseUri(BASE_URI, `${RUN}_bulk`);
    const store = new MongoDocumentStore({ uri, logger });
    try {
      const things = store.collection<Thing>('bulk_things', thingSchema);
      const docs = Array.from({ length: 25_000 }, (_, i) => ({ _id: `s${i}`, zip: String(30000 + (i % 500)), name: `Store ${i}` }));
      const started = Date.now();
      const inserted = await things.insertMany(docs);
      const seconds = (Date.now() - started) / 1000;
      expect(inserted).toHaveLength(25_000);
      expect(await things.count()).toBe(25_000);
      expect(await things.count({ zip: '30007' })).toBe(50);
      expect(await things.findOne({ _id: 's24999' })).toEqual({ _id: 's24999', zip: '30499', name: 'Store 24999' });
      // A generous bound on a shared 2-core machine: one insert per document would take minutes.
      expect(seconds).toBeLessThan(45);
    } finally {
      await store.close();
      await dropDatabase(uri);
    }
  }, 120_000);
});
