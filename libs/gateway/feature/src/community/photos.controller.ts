import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  PHOTO_HIDDEN_PREFIX,
  PHOTO_STAGING_PREFIX,
  PhotoMessages,
  type RequestMeta,
  STORE_PHOTOS_BUCKET,
} from '@snap/contracts';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext } from '../auth/auth.guards';
import { viaBusHttp } from './http-errors';
import { AbuseLimit } from '../security/abuse-limits';
import { PhotoStagingInterceptor, type StagedUpload } from './photo-staging.interceptor';
import { type StorePhoto, toStorePhotoModel } from './photos.models';
import { SignedInHttpGuard } from './signed-in-http.guard';
import { serveImmutableBlob } from '../uploads/serve-blob';
import { TranslatedHttpMessages } from '../i18n/translated-http.interceptor';
import { GATEWAY_MESSAGES } from '../i18n/gateway-messages';

export const NO_PHOTO_CHOSEN = GATEWAY_MESSAGES.noPhotoChosen;

const STORE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_SEGMENT = /^[A-Za-z0-9_-]{1,160}\.(jpg|png|gif|webp)$/;

export interface PhotoUploadAnswer {
  photos: StorePhoto[];
  errors: string[];
  warnings: string[];
  pointsEarned: number;
}

/** Photo upload (multipart, field `photos`, up to 5 kept) and the photo files themselves. */
@Controller()
export class PhotosController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  @Post('api/stores/:storeId/photos')
  @UseGuards(SignedInHttpGuard, AbuseLimit('uploads'))
  // Translation wraps staging, so a refusal of the staging itself is translated too.
  @UseInterceptors(TranslatedHttpMessages, PhotoStagingInterceptor)
  async upload(
    @Param('storeId') storeId: string,
    @UploadedFiles() received: StagedUpload[] | undefined,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<PhotoUploadAnswer> {
    const files = received ?? [];
    const kept = files.filter((file) => !file.dropped);
    try {
      if (kept.length === 0) throw new BadRequestException(NO_PHOTO_CHOSEN);
      const result = await viaBusHttp(() =>
        this.bus.request(
          PhotoMessages.upload,
          {
            storeId,
            files: kept.map((file) => ({
              fileName: file.originalname,
              contentType: file.mimetype,
              size: file.size,
              stagingKey: file.stagingKey,
            })),
            dropped: files.length - kept.length,
          },
          // Header checks only: the renditions are made afterwards by the community service's
          // workers, from the staged bytes.
          { meta, timeoutMs: 30_000 },
        ),
      );
      // Nothing stored: the request failed, and says why for each file.
      if (result.photos.length === 0)
        throw new BadRequestException([...result.errors, ...result.warnings]);
      return { ...result, photos: result.photos.map(toStorePhotoModel) };
    } catch (error) {
      // The community service clears what it refused and, once processed, what it accepted; this
      // covers a call that failed or never reached it (a photo it took then fails as not uploaded).
      await Promise.allSettled(
        kept
          .filter((f) => f.stagingKey)
          .map((f) => this.blobs.delete(STORE_PHOTOS_BUCKET, f.stagingKey as string)),
      );
      throw error;
    }
  }

  /** Photo files never change once stored (each name carries its upload time), but a moderator may
   * take one down (its files then leave these names): browsers and proxies keep it an hour, and the
   * ETag answers revalidations with a 304. */
  @Get('api/photos/:storeId/:file')
  async serve(
    @Param('storeId') storeId: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const key = `${storeId}/${file}`;
    if (
      !STORE_SEGMENT.test(storeId) ||
      !FILE_SEGMENT.test(file) ||
      key.startsWith(PHOTO_STAGING_PREFIX) ||
      key.startsWith(PHOTO_HIDDEN_PREFIX)
    )
      throw new NotFoundException('Photo not found');
    // Revalidated hourly instead of kept a year: a photo a moderator takes down must stop showing.
    await serveImmutableBlob(this.blobs, STORE_PHOTOS_BUCKET, key, req, res, 'Photo not found', {
      maxAgeSeconds: 3600,
    });
  }
}
