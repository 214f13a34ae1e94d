import { type Connection, Mongoose, type Schema } from 'mongoose';
import { TIME_LIMITS } from '@snap/platform-engines';
import pino, { type Logger } from 'pino';
import {
  type DocumentCollection,
  type DocumentStore,
  DocumentStoreUnavailableError,
} from '../documents.port';
import { mongoAddress } from './mongo-address';
import { MongoCollection, type MongoLink } from './mongo-collection';

export type EngineLogger = Pick<Logger, 'info' | 'warn'>;

export interface MongoDocumentStoreOptions {
  /** A MongoDB connection string with the database name, e.g. mongodb://127.0.0.1:27017/snap. */
  uri: string;
  logger?: EngineLogger;
  /** Wait before the second connection attempt; doubles after each failure up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** How long one connection attempt (and, once connected, one operation) waits for a server. */
  connectTimeoutMs?: number;
  /** How long an operation waits for the first connection before failing with DocumentStoreUnavailableError. */
  waitForConnectionMs?: number;
}

const ENGINE = 'MongoDB';
/** How often the driver checks the server: how soon an idle service is ready again after an outage. */
const RECONNECT_HEARTBEAT_MS = 1_000;

/** Driver errors that mean the server is out of reach (not a bad query): while it goes away, operations
 * in flight fail with the pool cleared or the client not connected rather than a network error. */
const OUT_OF_REACH = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
  'MongoServerClosedError',
]);

/** The distributed runtime's documents: MongoDB through mongoose, shaped by the same schemas as the
 * embedded store. Only what FerretDB 1.x also supports is used (no transactions, $lookup, TTL, geo or
 * text indexes). An unreachable server does not fail start-up: the store keeps connecting with
 * backoff, ping() rejects meanwhile naming the engine and its address, and it recovers by itself. */
export class MongoDocumentStore implements DocumentStore {
  readonly address: string;
  private readonly uri: string;
  private readonly logger: EngineLogger;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly connectTimeoutMs: number;
  private readonly waitForConnectionMs: number;
  // A private mongoose instance: models of one store never mix with another's or the global ones.
  private readonly mongoose = new Mongoose();
  private readonly collections = new Map<string, MongoCollection<{ _id: string }>>();
  private readonly link: MongoLink;
  private readonly firstConnection: Promise<Connection>;
  private resolveFirstConnection!: (connection: Connection) => void;
  private connection?: Connection;
  private lastError: DocumentStoreUnavailableError;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;
  // FerretDB 1.x applies an update as read-then-write: concurrent $inc on one document lose increments
  // (measured: 200 concurrent updates counted 25). On it, each collection's writes go one at a time.
  // It also scans the whole collection for `$in` but answers equality from an index (equalityLookups).
  private serialWrites = false;

  constructor(options: MongoDocumentStoreOptions) {
    this.uri = options.uri;
    this.address = mongoAddress(options.uri);
    this.logger = options.logger ?? pino({ name: 'documents' });
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? TIME_LIMITS.engineConnectMs;
    this.waitForConnectionMs = options.waitForConnectionMs ?? TIME_LIMITS.engineReadMs;
    this.lastError = new DocumentStoreUnavailableError(ENGINE, this.address);
    this.firstConnection = new Promise((resolve) => (this.resolveFirstConnection = resolve));
    this.link = {
      connection: () => this.connected(),
      serialWrites: () => this.serialWrites,
      equalityLookups: () => this.serialWrites,
      unavailable: (error) => this.unavailable(error),
    };
    void this.connect(1);
  }

  collection<T extends { _id: string }>(name: string, schema: Schema): DocumentCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MongoCollection<{ _id: string }>(name, schema, this.link);
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  async ping(): Promise<void> {
    const connection = this.connection;
    // Not connected (yet or any more): answer at once, the health check must not hang.
    if (!connection || connection.readyState !== 1 || !connection.db) throw this.lastError;
    try {
      await connection.db.admin().command({ ping: 1 });
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.collections.clear();
    await this.connection?.close();
    this.connection = undefined;
  }

  private async connect(attempt: number): Promise<void> {
    const connection = this.mongoose.createConnection(this.uri, {
      autoIndex: false, // each collection creates its schema's indexes once connected
      autoCreate: false,
      bufferCommands: false, // operations wait for the connection here, with a bound and a clear error
      serverSelectionTimeoutMS: this.connectTimeoutMs,
      // The driver notices a returned server at its next heartbeat (10 s by default) unless an
      // operation is waiting; a service without traffic would stay not-ready that long.
      heartbeatFrequencyMS: RECONNECT_HEARTBEAT_MS,
    });
    connection.on(
      'error',
      (error: unknown) =>
        (this.lastError = new DocumentStoreUnavailableError(ENGINE, this.address, error)),
    );
    try {
      await connection.asPromise();
      const info = await connection.db?.admin().buildInfo();
      this.serialWrites = typeof info?.['ferretdbVersion'] === 'string';
    } catch (error) {
      await connection.close(true).catch(() => undefined);
      if (this.closed) return;
      this.lastError = new DocumentStoreUnavailableError(ENGINE, this.address, error);
      const retryInMs = Math.min(this.retryDelayMs * 2 ** (attempt - 1), this.maxRetryDelayMs);
      this.logger.warn(
        { engine: ENGINE, address: this.address, attempt, retryInMs },
        `${this.lastError.message}; retrying in ${retryInMs} ms`,
      );
      this.retryTimer = setTimeout(() => void this.connect(attempt + 1), retryInMs);
      return;
    }
    if (this.closed) {
      await connection.close();
      return;
    }
    // From here on the driver reconnects by itself; these events only keep ping() and the logs honest.
    connection.on('disconnected', () => {
      this.lastError = new DocumentStoreUnavailableError(ENGINE, this.address, 'connection lost');
      if (!this.closed)
        this.logger.warn(
          { engine: ENGINE, address: this.address },
          `${this.lastError.message}; reconnecting`,
        );
    });
    connection.on('reconnected', () =>
      this.logger.info(
        { engine: ENGINE, address: this.address },
        `${ENGINE} at ${this.address} is reachable again`,
      ),
    );
    this.connection = connection;
    this.logger.info(
      { engine: ENGINE, address: this.address, attempt, serialWrites: this.serialWrites },
      `${ENGINE} at ${this.address} connected`,
    );
    this.resolveFirstConnection(connection);
  }

  /** The open connection; before the first one, waits for it up to waitForConnectionMs. */
  private async connected(): Promise<Connection> {
    if (this.closed) throw new Error(`The ${ENGINE} document store at ${this.address} is closed`);
    if (this.connection) return this.connection;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.lastError), this.waitForConnectionMs);
    });
    try {
      return await Promise.race([this.firstConnection, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A driver error that means the server is out of reach becomes the named error; others pass. */
  private unavailable(error: unknown): Error {
    const name = String((error as { name?: unknown } | undefined)?.name ?? '');
    if (error instanceof DocumentStoreUnavailableError) return error;
    if (OUT_OF_REACH.has(name) || name.startsWith('MongoNetwork')) {
      this.lastError = new DocumentStoreUnavailableError(ENGINE, this.address, error);
      return this.lastError;
    }
    return typeof error === 'object' && error !== null
      ? (error as Error)
      : new Error(String(error));
  }
}
