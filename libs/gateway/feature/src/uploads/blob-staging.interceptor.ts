import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import type { AuthenticatedUser } from '../auth/jwt.strategy';

/** One received file as the route sees it. */
export interface StagedUpload {
  originalname: string;
  mimetype: string;
  /** Bytes received (also for a file that was not kept). */
  size: number;
  /** Where its bytes wait for the service; absent when over the size limit or past the last kept file. */
  stagingKey?: string;
  dropped?: boolean;
}

/** Where and how much an upload route stages. */
export interface BlobStagingOptions {
  bucket: string;
  /** Keys are `<prefix><user id>/<upload id>-<index>`. */
  prefix: string;
  /** The multipart field the files come in. */
  field: string;
  /** Files kept per request; later ones are read and dropped, never stored. */
  maxFiles: number;
  /** Past this size a file is only counted, so the service can say it is too large. */
  maxBytes: number;
}

interface MultipartFile {
  originalname: string;
  mimetype: string;
  stream: Readable;
  stagingKey?: string;
}

type UploadRequest = Request & {
  user?: AuthenticatedUser;
  stagedUpload?: { id: string; count: number };
};

/** Files parsed per request at most. */
const MAX_PARTS = 50;

/** A multer storage engine that streams each file into the blob store under the user's staging
 * prefix, so the bytes never sit in memory and only their keys travel on the bus. A file over the
 * limit is counted to the end but not kept, so it can be reported like any other invalid file. */
class BlobStagingStorage {
  constructor(
    private readonly blobs: BlobStore,
    private readonly options: BlobStagingOptions,
  ) {}

  _handleFile(
    req: UploadRequest,
    file: MultipartFile,
    done: (error: Error | null, info?: Partial<StagedUpload>) => void,
  ): void {
    const { bucket, prefix, maxFiles, maxBytes } = this.options;
    const upload = (req.stagedUpload ??= { id: randomUUID(), count: 0 });
    const index = upload.count++;
    if (index >= maxFiles || !req.user) {
      drain(file.stream).then(() => done(null, { size: 0, dropped: true }), done);
      return;
    }
    const stagingKey = `${prefix}${req.user.userId}/${upload.id}-${index}`;
    let size = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        size += chunk.length;
        next(null, size <= maxBytes ? chunk : undefined);
      },
    });
    file.stream.on('error', (error) => capped.destroy(error));
    this.blobs
      .put(bucket, stagingKey, file.stream.pipe(capped), {
        contentType: 'application/octet-stream',
      })
      .then(async () => {
        if (size <= maxBytes) return done(null, { size, stagingKey });
        await this.blobs.delete(bucket, stagingKey);
        done(null, { size });
      })
      .catch((error: Error) => done(error));
  }

  _removeFile(_req: UploadRequest, file: MultipartFile, done: (error: Error | null) => void): void {
    if (!file.stagingKey) return done(null);
    this.blobs.delete(this.options.bucket, file.stagingKey).then(() => done(null), done);
  }
}

function drain(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('end', resolve).on('error', reject).resume();
  });
}

/** An interceptor that parses a route's multipart body with Nest's multer interceptor onto blob
 * staging. Put it after the route's auth guard, so a refused caller never stores a byte. */
export function BlobStagingInterceptor(options: BlobStagingOptions): Type<NestInterceptor> {
  @Injectable()
  class StagingInterceptor implements NestInterceptor {
    private readonly multer: NestInterceptor;

    constructor(@Inject(BLOB_STORE) blobs: BlobStore) {
      const Multer = FilesInterceptor(options.field, MAX_PARTS, {
        storage: new BlobStagingStorage(blobs, options),
        limits: { files: MAX_PARTS, fields: 10, fieldSize: 1024 },
      });
      this.multer = new Multer();
    }

    intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      return this.multer.intercept(context, next) as Promise<Observable<unknown>>;
    }
  }
  return StagingInterceptor;
}
