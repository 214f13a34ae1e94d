import type { FieldMessageRefs } from '@snap/domain';
import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

/** The bucket of store photos (spec: storage bucket store-photos). */
export const STORE_PHOTOS_BUCKET = 'store-photos';
/** Where the gateway parks uploaded bytes until the community service has checked them and, for an
 * accepted photo, its worker has made its sizes: `staging/<user id>/<upload id>-<index>`. Never served. */
export const PHOTO_STAGING_PREFIX = 'staging/';
/** Where the files of a photo a moderator hid or removed wait (for a restore): never served. */
export const PHOTO_HIDDEN_PREFIX = 'hidden/';

const KEY_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** One file of an upload as the gateway received it. The bytes stay in the blob store; only their
 * key travels on the bus. */
export class StagedPhotoFile {
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName!: string;

  /** As the browser declared it (the service checks the real content). */
  @IsString()
  @MaxLength(100)
  contentType!: string;

  /** Bytes received, counted by the gateway (also for a file it did not keep). */
  @IsInt()
  @Min(0)
  size!: number;

  /** Absent when the gateway stopped keeping the bytes (over the 10 MB limit). */
  @IsOptional()
  @Matches(/^staging\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,80}$/, {
    message: VALIDATION_MESSAGES.stagingKey,
  })
  stagingKey?: string;
}

export class UploadStorePhotosCommand {
  @Matches(KEY_SEGMENT, { message: VALIDATION_MESSAGES.storeId })
  storeId!: string;

  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => StagedPhotoFile)
  files!: StagedPhotoFile[];

  /** Files beyond the fifth that the gateway did not keep. */
  @IsInt()
  @Min(0)
  @Max(1000)
  dropped = 0;
}

export class StorePhotosQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit = 50;
}

/** A signed-in member's photos of one store that are not in the carousel yet, or never will be. */
export class MyPendingPhotosQuery {
  @Matches(KEY_SEGMENT, { message: VALIDATION_MESSAGES.storeId })
  storeId!: string;
}

export class DismissPhotoFailureCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  id!: string;
}

/** `processing` from the upload until its renditions exist; only `ready` photos are public. */
export type StorePhotoStatus = 'processing' | 'ready';

/** A stored photo: its full size, 120x80 thumbnail and 1200x400 hero, as keys in the photo bucket. */
export interface StorePhotoView {
  id: string;
  status: StorePhotoStatus;
  storeId: string;
  key: string;
  thumbnailKey: string;
  heroKey: string;
  contentType: string;
  width: number;
  height: number;
  createdAt: string;
}

/** A photo that could not be processed: it was removed (files, listing and its points); the notice
 * stays for its author until they dismiss it. */
export interface PhotoFailureView {
  id: string;
  storeId: string;
  /** '{file name}: {error}', as the upload reports a refused file. */
  message: string;
  /** The id (and values) of message, for its translation at the gateway. */
  messageRefs?: FieldMessageRefs;
  createdAt: string;
}

export interface MyPendingPhotosView {
  processing: StorePhotoView[];
  failed: PhotoFailureView[];
}

/** An accepted photo waits for its renditions: the community service's consumer makes them. */
export class PhotoUploadedEvent {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  photoId!: string;
}

export const PhotoEvents = {
  uploaded: defineEvent('community.photo.uploaded.v1', PhotoUploadedEvent),
} as const;

export interface UploadStorePhotosResult {
  /** Accepted photos, `processing` until their renditions exist. */
  photos: StorePhotoView[];
  /** One '{file name}: {error}' per rejected file. */
  errors: string[];
  /** 'Maximum 5 photos allowed. Only the first 5 will be kept.' when files were dropped. */
  warnings: string[];
  pointsEarned: number;
}

/** The acting user comes from the request meta (the verified token), never from the payload. */
export const PhotoMessages = {
  upload: defineMessage<UploadStorePhotosCommand, UploadStorePhotosResult>(
    'community.photos.upload.v1',
    UploadStorePhotosCommand,
  ),
  ofStore: defineQuery<StorePhotosQuery, StorePhotoView[]>(
    'community.photos.of-store.v1',
    StorePhotosQuery,
  ),
  myPending: defineQuery<MyPendingPhotosQuery, MyPendingPhotosView>(
    'community.photos.my-pending.v1',
    MyPendingPhotosQuery,
  ),
  dismissFailure: defineMessage<DismissPhotoFailureCommand, { dismissed: boolean }>(
    'community.photos.dismiss-failure.v1',
    DismissPhotoFailureCommand,
  ),
} as const;
