import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { PHOTO_STAGING_PREFIX, STORE_PHOTOS_BUCKET } from '@snap/contracts';
import { PHOTO_LIMITS } from '@snap/domain';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import type { AuthenticatedUser } from '../auth/jwt.strategy';

/** The multipart field the upload dialog sends its files in. */
export const PHOTO_FIELD = 'photos';
/** Files parsed per request at most; past the fifth they are read and dropped, never stored. */
const MAX_FILES = 10;
/** Every part (files and fields) of one request. */
const MAX_PARTS = 20;
/** The whole request at most: five files a little over 10 MB each (an oversized one is still counted
 * to name it), plus the multipart framing. Past this nothing more is read: 413 and the connection closes. */
export const MAX_UPLOAD_REQUEST_BYTES =
  PHOTO_LIMITS.maxFiles * (PHOTO_LIMITS.maxBytes + 1024 * 1024) + 1024 * 1024;
const CLOSE_AFTER_MS = 2_000;
const TOO_LARGE = {
  statusCode: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: `The upload is too large. Send at most ${PHOTO_LIMITS.maxFiles} photos of 10MB each.`,
};

/** One received file as the route sees it. */
export interface StagedUpload {
  originalname: string;
  mimetype: string;
  /** Bytes received (also for a file that was not kept). */
  size: number;
  /** Where its bytes wait for the community service; absent when over 10 MB or past the fifth file. */
  stagingKey?: string;
  dropped?: boolean;
}

interface MultipartFile {
  originalname: string;
  mimetype: string;
  stream: Readable;
  stagingKey?: string;
}

type UploadRequest = Request & { user?: AuthenticatedUser; photoUpload?: { id: string; count: number } };

/** A multer storage engine that streams each file into the blob store under this user's staging
 * prefix, so the bytes never sit in memory and only their keys travel on the bus. A file over 10 MB is
 * counted to the end but not kept, so it can be reported by name like any other invalid file. */
class BlobStagingStorage {
  constructor(private readonly blobs: BlobStore) {}

  _handleFile(req: UploadRequest, file: MultipartFile, done: (error: Error | null, info?: Partial<StagedUpload>) => void): void {
    const upload = (req.photoUpload ??= { id: randomUUID(), count: 0 });
    const index = upload.count++;
    if (index >= PHOTO_LIMITS.maxFiles || !req.user) {
      drain(file.stream).then(() => done(null, { size: 0, dropped: true }), done);
      return;
    }
    const stagingKey = `${PHOTO_STAGING_PREFIX}${req.user.userId}/${upload.id}-${index}`;
    let size = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        size += chunk.length;
        // Past the limit the rest is only counted: enough to say 'File size exceeds 10MB limit.'.
        next(null, size <= PHOTO_LIMITS.maxBytes ? chunk : undefined);
      },
    });
    file.stream.on('error', (error) => capped.destroy(error));
    this.blobs
      .put(STORE_PHOTOS_BUCKET, stagingKey, file.stream.pipe(capped), { contentType: 'application/octet-stream' })
      .then(async () => {
        if (size <= PHOTO_LIMITS.maxBytes) return done(null, { size, stagingKey });
        await this.blobs.delete(STORE_PHOTOS_BUCKET, stagingKey);
        done(null, { size });
      })
      .catch((error: Error) => done(error));
  }

  _removeFile(_req: UploadRequest, file: MultipartFile, done: (error: Error | null) => void): void {
    if (!file.stagingKey) return done(null);
    this.blobs.delete(STORE_PHOTOS_BUCKET, file.stagingKey).then(() => done(null), done);
  }
}

function drain(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('end', resolve).on('error', reject).resume();
  });
}

/** Parses the multipart body with Nest's multer interceptor onto the blob staging storage. Runs after
 * the auth guard, so a signed-out caller is refused before a byte is stored. */
@Injectable()
export class PhotoStagingInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(BLOB_STORE) blobs: BlobStore) {
    const Multer = FilesInterceptor(PHOTO_FIELD, MAX_FILES, {
      storage: new BlobStagingStorage(blobs),
      limits: { files: MAX_FILES, parts: MAX_PARTS, fields: 10, fieldSize: 1024, headerPairs: 50 },
    });
    this.multer = new Multer();
  }

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > MAX_UPLOAD_REQUEST_BYTES) {
      // Said too big up front: answered before a byte of the body is read, then the connection closes.
      res.setHeader('Connection', 'close');
      setTimeout(() => req.destroy(), CLOSE_AFTER_MS).unref();
      throw new PayloadTooLargeException(TOO_LARGE);
    }
    // multer pipes the request into its parser synchronously; only then is a second reader added
    // (earlier, it would start the flow before the parser listens).
    const parsed = this.multer.intercept(context, next) as Promise<Observable<unknown>>;
    // Chunked or lying about its length: count as it arrives and stop at the cap.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_UPLOAD_REQUEST_BYTES && !res.headersSent) refuseTooLarge(req, res);
    });
    return parsed;
  }
}

/** 413 now; nothing more is read (the paused socket stops the sender through TCP flow control, so it
 * still receives the answer), and the connection closes a moment later. */
function refuseTooLarge(req: Request, res: Response): void {
  req.unpipe();
  req.pause();
  res.setHeader('Connection', 'close');
  res.status(413).json(TOO_LARGE);
  setTimeout(() => req.destroy(), CLOSE_AFTER_MS).unref();
}
