import { Schema } from 'mongoose';
import { capturingLogger, closedPort, eventually, PINO_WARN } from '@snap/platform-engines/testing';
import { DocumentStoreUnavailableError } from '../documents.port';
import { mongoAddress } from './mongo-address';
import { MongoDocumentStore } from './mongo-document-store';

const thingSchema = new Schema(
  { _id: { type: String, required: true }, name: String },
  { versionKey: false },
);

// Waits for real retries on a closed port: seconds on a busy machine.
jest.setTimeout(120_000);

describe('MongoDocumentStore without a reachable server', () => {
  it('names the engine and its address, reports not-ready and keeps retrying with backoff instead of failing', async () => {
    const port = await closedPort();
    const { logger, entries } = capturingLogger();
    const store = new MongoDocumentStore({
      uri: `mongodb://127.0.0.1:${port}/snap`,
      logger,
      retryDelayMs: 50,
      maxRetryDelayMs: 200,
      connectTimeoutMs: 200,
      waitForConnectionMs: 300,
    });
    const warnings = () => entries.filter((entry) => entry.level === PINO_WARN);
    try {
      const notReady = store.ping();
      await expect(notReady).rejects.toBeInstanceOf(DocumentStoreUnavailableError);
      await expect(notReady).rejects.toMatchObject({
        engine: 'MongoDB',
        address: `127.0.0.1:${port}`,
      });

      // An operation waits a bounded time for the connection, then fails with the same named error.
      await expect(store.collection('things', thingSchema).find()).rejects.toThrow(
        `MongoDB at 127.0.0.1:${port} is not reachable`,
      );

      await eventually(() => expect(warnings().length).toBeGreaterThanOrEqual(4), 60_000);
      expect(
        warnings()
          .slice(0, 4)
          .map((w) => w['retryInMs']),
      ).toEqual([50, 100, 200, 200]);
      expect(
        warnings()
          .map((w) => w['attempt'])
          .slice(0, 4),
      ).toEqual([1, 2, 3, 4]);
      // The driver's reason: the refused connection, or its 200 ms selection limit when a busy machine is slower.
      expect(warnings()[0].msg).toMatch(
        new RegExp(
          `^MongoDB at 127\\.0\\.0\\.1:${port} is not reachable: (connect ECONNREFUSED 127\\.0\\.0\\.1:${port}|Server selection timed out after 200 ms); retrying in 50 ms$`,
        ),
      );
      await expect(store.ping()).rejects.toThrow(`MongoDB at 127.0.0.1:${port} is not reachable`);
    } finally {
      await store.close();
    }
    // Closing stops the retries.
    const afterClose = warnings().length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(warnings()).toHaveLength(afterClose);
  });

  it('refuses a malformed URI at once, without repeating it (it may hold a password)', () => {
    expect(() => new MongoDocumentStore({ uri: 'postgres://user:secret@127.0.0.1/snap' })).toThrow(
      'Invalid MongoDB URI: expected mongodb://host:port/database or mongodb+srv://host/database',
    );
  });
});

describe('mongoAddress', () => {
  it('keeps the hosts and drops credentials, database and options', () => {
    expect(mongoAddress('mongodb://127.0.0.1:27017/snap')).toBe('127.0.0.1:27017');
    expect(mongoAddress('mongodb://app:s3cret@db1:27017,db2:27018/snap?replicaSet=rs0')).toBe(
      'db1:27017,db2:27018',
    );
    expect(mongoAddress('mongodb+srv://app:s3cret@cluster0.example.net/snap')).toBe(
      'cluster0.example.net',
    );
  });
});
