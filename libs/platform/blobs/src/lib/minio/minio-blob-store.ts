import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import pino from 'pino';
import { EngineConnection, type EngineLogger } from '@snap/platform-engines';
import { assertValidLocation } from '../blob-keys';
import {
  type BlobInfo,
  BlobNotFoundError,
  type BlobStore,
  BlobStoreUnavailableError,
} from '../blobs.port';

export interface MinioBlobStoreOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  /** The bucket created at start-up when missing; other buckets are created on their first write. */
  bucket: string;
  logger?: EngineLogger;
  /** How long a write waits for the engine to become ready before failing (default 30 s). */
  writeReadyTimeoutMs?: number;
  /** First and longest pause between connection attempts at start-up (default 500 ms, 5 s). */
  retryDelayMs?: { initial: number; max: number };
  /** Multipart part size, the most of an upload held in memory at once (default 8 MiB; S3's minimum is 5 MiB). */
  partSize?: number;
}

const ENGINE = 'MinIO';
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** Parallel stat requests when listing (the listing itself has no content types). */
const STAT_CONCURRENCY = 8;
const MISSING_OBJECT = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
const SERVER_BUSY = new Set([
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'XMinioServerNotInitialized',
]);

/**
 * The distributed runtime's blobs (store photos, blog images) on MinIO through the S3 API.
 * Uploads stream in multipart parts of `partSize`, so a large upload never sits whole in memory;
 * downloads are the HTTP response stream itself.
 *
 * Start-up never throws: the bucket is checked and created in the background, retrying with backoff
 * while the engine is unreachable (each attempt logged with the engine's address); meanwhile ping()
 * and reads fail with BlobStoreUnavailableError and writes wait for readiness up to a limit.
 */
export class MinioBlobStore implements BlobStore {
  private readonly client: Client;
  private readonly agent: HttpAgent;
  private readonly address: string;
  private readonly bucket: string;
  private readonly writeReadyTimeoutMs: number;
  private readonly connection: EngineConnection;
  /** Buckets known to exist, so each is checked once. */
  private readonly buckets = new Set<string>();

  constructor(options: MinioBlobStoreOptions) {
    this.address = `${options.useSSL ? 'https' : 'http'}://${options.endPoint}:${options.port}`;
    this.bucket = options.bucket;
    this.writeReadyTimeoutMs = options.writeReadyTimeoutMs ?? 30_000;
    // Our own agent, so close() can release its kept-alive sockets.
    this.agent = options.useSSL
      ? new HttpsAgent({ keepAlive: true })
      : new HttpAgent({ keepAlive: true });
    this.client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      partSize: options.partSize ?? DEFAULT_PART_SIZE,
      transportAgent: this.agent,
    });
    this.connection = new EngineConnection({
      engine: ENGINE,
      address: this.address,
      logger: options.logger ?? pino({ name: 'blobs' }),
      retryDelayMs: options.retryDelayMs ?? { initial: 500, max: 5_000 },
      establish: () => this.ensureBucket(this.bucket),
      unavailable: (reason) => new BlobStoreUnavailableError(reason),
      describe,
    });
  }

  async put(
    bucket: string,
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<BlobInfo> {
    assertValidLocation(bucket, key);
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    await this.ensureBucket(bucket);
    const metadata = { 'Content-Type': options.contentType };
    // A stream of unknown length goes up in parts; a buffer in one request.
    await this.call(() =>
      Buffer.isBuffer(body)
        ? this.client.putObject(bucket, key, body, body.length, metadata)
        : this.client.putObject(bucket, key, body, undefined, metadata),
    );
    return (await this.stat(bucket, key)) as BlobInfo;
  }

  async get(bucket: string, key: string): Promise<Readable> {
    assertValidLocation(bucket, key);
    await this.connection.settled();
    try {
      return await this.call(() => this.client.getObject(bucket, key));
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(bucket, key);
      throw error;
    }
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    assertValidLocation(bucket, key);
    await this.connection.settled();
    try {
      const stat = await this.call(() => this.client.statObject(bucket, key));
      return {
        bucket,
        key,
        size: stat.size,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        lastModified: stat.lastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(bucket: string, key: string): Promise<void> {
    assertValidLocation(bucket, key);
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    try {
      await this.call(() => this.client.removeObject(bucket, key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async list(bucket: string, prefix: string): Promise<BlobInfo[]> {
    await this.connection.settled();
    let keys: string[];
    try {
      keys = await this.call(async () => {
        const names: string[] = [];
        for await (const item of this.client.listObjectsV2(bucket, prefix, true))
          if (item.name) names.push(item.name);
        return names;
      });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    keys.sort();
    const infos: Array<BlobInfo | null> = [];
    for (let i = 0; i < keys.length; i += STAT_CONCURRENCY) {
      infos.push(
        ...(await Promise.all(
          keys.slice(i, i + STAT_CONCURRENCY).map((key) => this.stat(bucket, key)),
        )),
      );
    }
    // An object deleted between listing and stat is simply no longer there.
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  /** Readiness: resolves only when the engine answers and the bucket exists. */
  async ping(): Promise<void> {
    await this.connection.settled();
    const exists = await this.call(() => this.client.bucketExists(this.bucket));
    if (!exists) {
      // Removed behind our back: the connection loop creates it again.
      this.buckets.delete(this.bucket);
      throw this.connection.lost(new Error(`bucket "${this.bucket}" does not exist`));
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
    this.agent.destroy();
  }

  private async ensureBucket(bucket: string): Promise<void> {
    if (this.buckets.has(bucket)) return;
    if (!(await this.client.bucketExists(bucket))) {
      try {
        await this.client.makeBucket(bucket);
      } catch (error) {
        // Another replica of the service created it first.
        if (!(
          error instanceof S3Error &&
          (error.code === 'BucketAlreadyOwnedByYou' || error.code === 'BucketAlreadyExists')
        ))
          throw error;
      }
    }
    this.buckets.add(bucket);
  }

  /** Runs a request; an engine that stops answering becomes 'unavailable' and is reconnected. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      throw this.connection.lost(error);
    }
  }
}

const codeOf = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

const isMissing = (error: unknown): boolean =>
  error instanceof S3Error && MISSING_OBJECT.has(codeOf(error) ?? '');

function isUnavailable(error: unknown): boolean {
  const code = codeOf(error) ?? '';
  if (error instanceof S3Error) return SERVER_BUSY.has(code);
  return (
    NETWORK_ERRORS.has(code) || (error instanceof Error && /socket hang up/i.test(error.message))
  );
}

function describe(error: unknown): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
