import type { Readable } from 'node:stream';

export interface BlobInfo {
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface BlobStore {
  put(
    bucket: string,
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<BlobInfo>;
  /** Throws BlobNotFoundError when the object does not exist. */
  get(bucket: string, key: string): Promise<Readable>;
  stat(bucket: string, key: string): Promise<BlobInfo | null>;
  delete(bucket: string, key: string): Promise<void>;
  list(bucket: string, prefix: string): Promise<BlobInfo[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const BLOB_STORE = Symbol('BLOB_STORE');

export class BlobNotFoundError extends Error {
  constructor(
    readonly bucket: string,
    readonly key: string,
  ) {
    super(`No blob ${bucket}/${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** The blob engine cannot answer now (down, still starting): the request may be retried later. */
export class BlobStoreUnavailableError extends Error {
  constructor(reason: string) {
    super(`Blob store unavailable: ${reason}`);
    this.name = 'BlobStoreUnavailableError';
  }
}
