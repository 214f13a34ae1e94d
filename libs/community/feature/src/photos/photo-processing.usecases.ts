import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Readable } from 'node:stream';
import { PHOTO_HIDDEN_PREFIX, STORE_PHOTOS_BUCKET } from '@snap/contracts';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoFileMessage,
  photoTypeOf,
  type PhotoType,
  messageRefOf,
} from '@snap/domain';
import { BLOB_STORE, BlobNotFoundError, type BlobStore, readWithin } from '@snap/platform-blobs';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { PointsUseCases } from '../points/points.usecases';
import type { PhotoRenditions } from './photo-renditions';
import { photoPointsSource } from './photo-keys';
import { PhotoRenditionsPool } from './photo-renditions.pool';
import { PhotosRepository } from './photos.repository';
import type { StorePhotoRecord } from './store-photo.schema';

/** How long a worker holds a photo it took: past that (a crash, a stopped replica) the sweep hands it
 * to another. Longer than the slowest render the pool allows. */
const LEASE_MS = 3 * 60_000;
/** How often photos left processing are looked for (the first time at start-up). */
const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 20;

/**
 * Makes the renditions of accepted photos off the request path: the upload stores the checked bytes
 * and a `processing` record and announces it (`community.photo.uploaded.v1`); this takes the photo
 * (a lease in its record, so one replica makes it), renders it in a worker process, writes the
 * thumbnail, the hero and the full size, and only then lists it. A photo the decoder refuses is
 * removed with its files and points, and its author is told. The record and its waiting bytes are
 * the queue: a photo whose event was lost or whose worker stopped is found again by the sweep.
 */
@Injectable()
export class PhotoProcessingUseCases implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly pool = new PhotoRenditionsPool();
  /** Waiting here, then being made: at most the pool's size at once, so each lease covers work. */
  private readonly waiting: string[] = [];
  private readonly known = new Map<string, { done: Promise<void>; settle(): void }>();
  private active = 0;
  private stopped = false;

  constructor(
    private readonly photos: PhotosRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly points: PointsUseCases,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () =>
      void this.sweep().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'photos left processing not looked for'),
      );
    sweep();
    // Cleared at shutdown by @nestjs/schedule; unref'd so it never holds a process open by itself.
    this.scheduler.addInterval('photo-sweep', setInterval(sweep, SWEEP_EVERY_MS).unref());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    // What was not started keeps its record and bytes: the next start's sweep makes it.
    for (const id of this.waiting.splice(0)) this.known.get(id)?.settle();
    await Promise.allSettled([...this.known.values()].map((entry) => entry.done));
    await this.pool.close();
  }

  /** Hands a photo to the workers and returns at once; a photo already in hand is not taken twice. */
  schedule(photoId: string): void {
    if (this.stopped || this.known.has(photoId)) return;
    let settle = () => undefined as void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    this.known.set(photoId, { done, settle });
    this.waiting.push(photoId);
    this.pump();
  }

  /** Resolves once every photo handed over so far is ready or removed (specs, shutdown). */
  async idle(): Promise<void> {
    while (this.known.size > 0)
      await Promise.allSettled([...this.known.values()].map((entry) => entry.done));
  }

  /** Takes photos left processing whose lease ran out (none taken yet, or their worker stopped). */
  async sweep(now = new Date()): Promise<number> {
    let taken = 0;
    for (const photo of await this.photos.due(now, SWEEP_BATCH)) {
      if (this.known.has(photo._id)) continue;
      this.schedule(photo._id);
      taken++;
    }
    return taken;
  }

  private pump(): void {
    while (!this.stopped && this.active < this.pool.size && this.waiting.length > 0) {
      const id = this.waiting.shift() as string;
      this.active++;
      void this.process(id)
        .catch((error: unknown) =>
          // Left processing: the lease runs out and the sweep tries again.
          this.logger.error({ err: error, photoId: id }, 'photo not processed'),
        )
        .finally(() => {
          this.active--;
          this.known.get(id)?.settle();
          this.known.delete(id);
          this.pump();
        });
    }
  }

  private async process(photoId: string): Promise<void> {
    const photo = await this.photos.claim(photoId, new Date(), LEASE_MS);
    // Ready already, removed, or another worker holds it.
    if (!photo) return;
    const type = photoTypeOf(photo.contentType);
    const pending = photo.pendingKey;
    const bytes = pending ? await this.readPending(pending) : null;
    if (!type || !pending || !bytes) return this.fail(photo, PHOTO_MESSAGES.uploadFailed);

    let renditions: PhotoRenditions;
    try {
      renditions = await this.pool.render(bytes, type as PhotoType);
    } catch (error) {
      if (this.stopped) throw error;
      this.logger.warn(
        { err: error, photoId: photo._id, storeId: photo.storeId },
        'photo could not be decoded',
      );
      return this.fail(photo, PHOTO_MESSAGES.invalidType);
    }
    // Read again: a moderator may have hidden it, or its author's account gone, while it rendered.
    const current = await this.photos.findById(photo._id);
    if (!current || current.status !== 'processing') return;
    const at = current.hidden ? PHOTO_HIDDEN_PREFIX : '';
    await this.blobs.put(
      STORE_PHOTOS_BUCKET,
      `${at}${current.thumbnailKey}`,
      renditions.thumbnail,
      {
        contentType: 'image/webp',
      },
    );
    await this.blobs.put(STORE_PHOTOS_BUCKET, `${at}${current.heroKey}`, renditions.hero, {
      contentType: 'image/webp',
    });
    // The full size last: a listed photo always has its smaller sizes.
    await this.blobs.put(STORE_PHOTOS_BUCKET, `${at}${current.key}`, renditions.original.body, {
      contentType: type,
    });
    await this.photos.markReady(current._id, {
      width: renditions.original.width,
      height: renditions.original.height,
      size: renditions.original.body.length,
    });
    await this.blobs.delete(STORE_PHOTOS_BUCKET, pending);
  }

  /** The staged bytes, or null when they are gone (the gateway clears a call it saw fail). */
  private async readPending(key: string): Promise<Buffer | null> {
    // One read, no stat before it: a missing file is the answer too.
    try {
      return await readAll(await this.blobs.get(STORE_PHOTOS_BUCKET, key));
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  /** Never half-made: its author is told, its points and any file written go, the record last (so a
   * failure interrupted half-way is found and finished by the sweep). */
  private async fail(photo: StorePhotoRecord, error: string): Promise<void> {
    if (photo.userId) {
      const message = photoFileMessage(photo.fileName, error);
      const messageRef = messageRefOf(message);
      await this.photos.addFailure({
        _id: photo._id,
        userId: photo.userId,
        storeId: photo.storeId,
        message,
        ...(messageRef && { messageRef }),
      });
    }
    await this.points.withdraw(photoPointsSource(photo._id));
    for (const key of [photo.thumbnailKey, photo.heroKey, photo.key]) {
      await this.blobs.delete(STORE_PHOTOS_BUCKET, key);
      await this.blobs.delete(STORE_PHOTOS_BUCKET, `${PHOTO_HIDDEN_PREFIX}${key}`);
    }
    if (photo.pendingKey) await this.blobs.delete(STORE_PHOTOS_BUCKET, photo.pendingKey);
    await this.photos.remove(photo._id);
  }
}

/** Reads a waiting photo (checked at upload: at most the size limit). */
async function readAll(stream: Readable): Promise<Buffer> {
  const { bytes, size } = await readWithin(stream, PHOTO_LIMITS.maxBytes);
  if (size > PHOTO_LIMITS.maxBytes)
    throw new Error(`waiting photo larger than ${PHOTO_LIMITS.maxBytes} bytes`);
  return bytes;
}
