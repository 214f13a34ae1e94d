import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { Request, Response } from 'express';
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
  /** What a request over the whole-request cap is told (413). */
  tooLargeMessage: string;
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

/** Files parsed per request at most; past the kept ones they are read and dropped, never stored. */
const MAX_FILES = 10;
/** Every part (files and fields) of one request. */
const MAX_PARTS = 20;
const CLOSE_AFTER_MS = 2_000;

/** The whole request at most: the kept files a little over their limit each (an oversized one is still
 * counted to name it), plus the multipart framing. Past this nothing more is read: 413, connection closed. */
export function maxUploadRequestBytes(
  options: Pick<BlobStagingOptions, 'maxFiles' | 'maxBytes'>,
): number {
  return options.maxFiles * (options.maxBytes + 1024 * 1024) + 1024 * 1024;
}

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

    private readonly maxRequestBytes = maxUploadRequestBytes(options);
    private readonly tooLarge = {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: options.tooLargeMessage,
    };

    constructor(@Inject(BLOB_STORE) blobs: BlobStore) {
      const Multer = FilesInterceptor(options.field, MAX_FILES, {
        storage: new BlobStagingStorage(blobs, options),
        limits: {
          files: MAX_FILES,
          parts: MAX_PARTS,
          fields: 10,
          fieldSize: 1024,
          headerPairs: 50,
        },
      });
      this.multer = new Multer();
    }

    intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (declared > this.maxRequestBytes) {
        // Said too big up front: answered before a byte of the body is read, then the connection closes.
        res.setHeader('Connection', 'close');
        setTimeout(() => req.destroy(), CLOSE_AFTER_MS).unref();
        throw new PayloadTooLargeException(this.tooLarge);
      }
      // multer pipes the request into its parser synchronously; only then is a second reader added
      // (earlier, it would start the flow before the parser listens).
      const parsed = this.multer.intercept(context, next) as Promise<Observable<unknown>>;
      // Chunked or lying about its length: count as it arrives and stop at the cap.
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > this.maxRequestBytes && !res.headersSent)
          refuseTooLarge(req, res, this.tooLarge);
      });
      return parsed;
    }
  }
  return StagingInterceptor;
}

/** 413 now; nothing more is read (the paused socket stops the sender through TCP flow control, so it
 * still receives the answer), and the connection closes a moment later. */
function refuseTooLarge(req: Request, res: Response, body: object): void {
  req.unpipe();
  req.pause();
  res.setHeader('Connection', 'close');
  res.status(413).json(body);
  setTimeout(() => req.destroy(), CLOSE_AFTER_MS).unref();
}
