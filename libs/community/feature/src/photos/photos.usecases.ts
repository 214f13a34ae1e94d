import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type MyPendingPhotosView,
  PHOTO_HIDDEN_PREFIX,
  PHOTO_STAGING_PREFIX,
  PhotoEvents,
  SearchMessages,
  STORE_PHOTOS_BUCKET,
  type StagedPhotoFile,
  type StorePhotoView,
  type UploadStorePhotosCommand,
  type UploadStorePhotosResult,
} from '@snap/contracts';
import {
  ACCOUNT_MESSAGES,
  PHOTO_EXTENSION,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  imagePixelsError,
  photoContentError,
  photoFileError,
  photoFileMessage,
  photoTypeOf,
} from '@snap/domain';
import { BLOB_STORE, BlobNotFoundError, type BlobStore, readWithin } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { AccountStanding } from '../account/account-standing';
import { PointsUseCases } from '../points/points.usecases';
import { readPhotoHeader } from './photo-renditions';
import { photoPointsSource } from './photo-keys';
import { PhotosRepository } from './photos.repository';
import type { ModerationState } from '../moderation/moderation-state';
import type { StorePhotoRecord } from './store-photo.schema';

type Outcome = { photo: StorePhotoRecord } | { error: string };

/** Store photos: the gateway parks each uploaded file in the blob store; this checks it (rules, then
 * its real content, then its header's pixels and frames), keeps it as a `processing` photo for the
 * workers to render (PhotoProcessingUseCases), awards its points, and clears the staging copy
 * whatever happened. Decoding and resizing never happen while the uploader waits. */
@Injectable()
export class PhotosUseCases {
  constructor(
    private readonly photos: PhotosRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly points: PointsUseCases,
    private readonly standing: AccountStanding,
  ) {}

  async upload(
    userId: string | undefined,
    command: UploadStorePhotosCommand,
  ): Promise<UploadStorePhotosResult> {
    const kept = new Set<string>();
    try {
      if (!userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
      // Staging keys come from the gateway; one user's upload can never claim another's bytes.
      if (
        command.files.some(
          (file) =>
            file.stagingKey && !file.stagingKey.startsWith(`${PHOTO_STAGING_PREFIX}${userId}/`),
        )
      ) {
        throw rpcError('FORBIDDEN', 'You do not have permission to do this.');
      }
      // The store's lookup and the files' checks do not need each other: they run side by side.
      const [store, checked, held] = await Promise.all([
        this.bus.request(SearchMessages.byId, { id: command.storeId }),
        Promise.all(command.files.map((file) => this.check(userId, command.storeId, file))),
        // An unconfirmed account's photos wait, out of the carousel, for the confirmation.
        this.standing.holds(userId),
      ]);
      if (!store)
        throw rpcError(
          'NOT_FOUND',
          "The store you're looking for doesn't exist or may have been removed.",
        );
      const result: UploadStorePhotosResult = {
        photos: [],
        errors: [],
        warnings: command.dropped > 0 ? [PHOTO_MESSAGES.tooMany] : [],
        pointsEarned: 0,
      };
      for (const [index, outcome] of checked.entries()) {
        if ('error' in outcome) {
          result.errors.push(photoFileMessage(command.files[index].fileName, outcome.error));
          continue;
        }
        const photo = await this.photos.add({ ...outcome.photo, ...(held ? { held } : {}) });
        if (photo.pendingKey) kept.add(photo.pendingKey);
        result.photos.push(toPhotoView(photo));
        const [points] = await Promise.all([
          this.award(userId, photo, store.Store_Name),
          this.announce(photo),
        ]);
        result.pointsEarned += points;
      }
      return result;
    } finally {
      // An accepted photo's staged bytes are what its worker reads; the others go now.
      await this.discardStaging(command.files, kept);
    }
  }

  /** The store page's carousel, newest first: ready photos only. */
  async ofStore(storeId: string, limit: number): Promise<StorePhotoView[]> {
    return (await this.photos.ofStore(storeId, limit)).map(toPhotoView);
  }

  /** What the member uploaded to this store that the carousel does not show: photos still processing,
   * and notices of those that could not be processed. */
  /** The account's address is confirmed: its held photos join the store's carousel. */
  async releaseHeld(userId: string): Promise<void> {
    await this.photos.releaseHeld(userId);
  }

  async myPending(userId: string | undefined, storeId: string): Promise<MyPendingPhotosView> {
    if (!userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
    const [processing, failed] = await Promise.all([
      this.photos.processingOf(userId, storeId),
      this.photos.failuresOf(userId, storeId),
    ]);
    return {
      processing: processing.map(toPhotoView),
      failed: failed.map((failure) => ({
        id: failure._id,
        storeId: failure.storeId,
        message: failure.message,
        ...(failure.messageRef && { messageRefs: { message: failure.messageRef } }),
        createdAt: new Date(failure.createdAt).toISOString(),
      })),
    };
  }

  /** The author read the notice; anyone else's attempt changes nothing. */
  async dismissFailure(userId: string | undefined, id: string): Promise<{ dismissed: boolean }> {
    if (!userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
    return { dismissed: await this.photos.dismissFailure(id, userId) };
  }

  /** A deleted account's photos stay published without pointing to the uploader: the record drops the
   * user id, and the files move to names without it (the names of product rule "Photo rules" start with the user id, and
   * the API hands names out). Every step can run again, so a redelivery resumes an interrupted one. */
  async anonymizeUser(userId: string): Promise<number> {
    await this.photos.forgetFailuresOf(userId);
    const photos = await this.photos.ofUser(userId);
    for (const photo of photos) {
      const base = `${photo.storeId}/anonymous-${photo._id}`;
      const keys = {
        key: `${base}${extname(photo.key)}`,
        thumbnailKey: `${base}-thumb.webp`,
        heroKey: `${base}-hero.webp`,
      };
      // A taken-down photo's files wait under the hidden prefix: they move there.
      const at = photo.hidden ? PHOTO_HIDDEN_PREFIX : '';
      await this.moveBlob(`${at}${photo.thumbnailKey}`, `${at}${keys.thumbnailKey}`);
      await this.moveBlob(`${at}${photo.heroKey}`, `${at}${keys.heroKey}`);
      await this.moveBlob(`${at}${photo.key}`, `${at}${keys.key}`);
      await this.photos.anonymize(photo._id, userId, keys);
    }
    return photos.length;
  }

  /** Records a moderator's decision. A hidden or removed photo's files leave their public names (the
   * gateway serves only those, so its addresses answer 404 at once), a restored one's come back.
   * Moves are absolute (a missing source means an earlier run moved it), so a repeat is harmless. */
  async setModeration(id: string, state: ModerationState): Promise<StorePhotoRecord | null> {
    const photo = await this.photos.setModeration(id, state);
    if (!photo) return null;
    const hidden = state.status !== 'visible';
    for (const key of [photo.key, photo.thumbnailKey, photo.heroKey]) {
      const parked = `${PHOTO_HIDDEN_PREFIX}${key}`;
      if (hidden) await this.moveBlob(key, parked);
      else await this.moveBlob(parked, key);
    }
    return photo;
  }

  /** Copies then deletes; a source already gone means an earlier run moved it. */
  private async moveBlob(from: string, to: string): Promise<void> {
    if (from === to) return;
    const source = await this.blobs.stat(STORE_PHOTOS_BUCKET, from);
    if (!source) return;
    await this.blobs.put(STORE_PHOTOS_BUCKET, to, await this.blobs.get(STORE_PHOTOS_BUCKET, from), {
      contentType: source.contentType,
    });
    await this.blobs.delete(STORE_PHOTOS_BUCKET, from);
  }

  /** The checks of product rule "Photo rules" on one staged file, and the record it will be stored as when it passes. */
  private async check(userId: string, storeId: string, file: StagedPhotoFile): Promise<Outcome> {
    // One read of the staged bytes, no stat before it: the rules check the size that was read.
    const staged = file.stagingKey ? await this.readStaged(file.stagingKey) : null;
    const facts = { name: file.fileName, type: file.contentType, size: staged?.size ?? file.size };
    const ruleError = photoFileError(facts);
    if (ruleError) return { error: ruleError };
    if (!staged || !file.stagingKey) return { error: PHOTO_MESSAGES.uploadFailed };
    const bytes = staged.bytes;

    const contentError = photoContentError(facts, bytes.subarray(0, 16));
    if (contentError) return { error: contentError };
    const type = photoTypeOf(file.contentType);
    // Magic bytes can be faked in front of anything; the decoder has the last word.
    const header = await readPhotoHeader(bytes);
    if (!type || header?.type !== type) return { error: PHOTO_MESSAGES.invalidType };
    // An image bomb (huge dimensions, many frames) is refused from its header, before decoding.
    const pixelsError = imagePixelsError(header);
    if (pixelsError) return { error: pixelsError };

    // Named after the photo's own random id, not its uploader (product rule "Photo rules"): a public
    // address must not say who took the picture. Older files keep their names, so their URLs work.
    const id = randomUUID();
    const base = `${storeId}/${id}`;
    const photo: StorePhotoRecord = {
      _id: id,
      status: 'processing',
      // Free for the first worker to take.
      leaseUntil: new Date(0),
      // Not copied again: the worker reads the bytes where the gateway staged them (never served).
      pendingKey: file.stagingKey,
      storeId,
      userId,
      key: `${base}.${PHOTO_EXTENSION[type]}`,
      thumbnailKey: `${base}-thumb.webp`,
      heroKey: `${base}-hero.webp`,
      contentType: type,
      width: header.width,
      height: header.height,
      size: bytes.length,
      fileName: file.fileName,
      createdAt: new Date(),
    };
    return { photo };
  }

  /** The staged bytes and their size, or null when they are gone. Reading stops past the size limit
   * (the gateway already cut larger ones): the size then only says "too large". */
  private async readStaged(key: string): Promise<{ bytes: Buffer; size: number } | null> {
    let stream: Readable;
    try {
      stream = await this.blobs.get(STORE_PHOTOS_BUCKET, key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
    return readWithin(stream, PHOTO_LIMITS.maxBytes);
  }

  /** Tells the workers; if the event is lost, the sweep still finds the photo processing. */
  private async announce(photo: StorePhotoRecord): Promise<void> {
    try {
      await this.bus.publish(
        PhotoEvents.uploaded,
        { photoId: photo._id },
        { eventId: `photo-uploaded:${photo._id}` },
      );
    } catch (error) {
      this.logger.warn({ err: error, photoId: photo._id }, 'photo waits for the sweep');
    }
  }

  /** 10 points per stored photo (store_photo), once per photo however often this runs. */
  private async award(userId: string, photo: StorePhotoRecord, storeName: string): Promise<number> {
    try {
      const { pointsEarned } = await this.points.award({
        userId,
        storeId: photo.storeId,
        contributionType: 'store_photo',
        description: `Photo of ${storeName}`,
        sourceKey: photoPointsSource(photo._id),
      });
      return pointsEarned;
    } catch (error) {
      // The photo is stored either way; a failed award is an operator's problem, not the uploader's.
      this.logger.error({ err: error, photoId: photo._id }, 'points for a photo not awarded');
      return 0;
    }
  }

  private async discardStaging(files: StagedPhotoFile[], kept: Set<string>): Promise<void> {
    for (const file of files) {
      if (!file.stagingKey || kept.has(file.stagingKey)) continue;
      await this.blobs.delete(STORE_PHOTOS_BUCKET, file.stagingKey).catch((error: unknown) => {
        this.logger.warn({ err: error, key: file.stagingKey }, 'staged photo not removed');
      });
    }
  }
}

function toPhotoView(photo: StorePhotoRecord): StorePhotoView {
  return {
    id: photo._id,
    status: photo.status ?? 'ready',
    storeId: photo.storeId,
    key: photo.key,
    thumbnailKey: photo.thumbnailKey,
    heroKey: photo.heroKey,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    createdAt: new Date(photo.createdAt).toISOString(),
  };
}
