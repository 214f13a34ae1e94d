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
  BLOG_IMAGE_STAGING_PREFIX,
  BLOG_IMAGES_BUCKET,
  type BlogImageView,
  BlogMessages,
  type RequestMeta,
} from '@snap/contracts';
import { BLOG_LIMITS, BLOG_MESSAGES } from '@snap/domain';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext } from '../auth/auth.guards';
import { viaBusHttp } from '../community/http-errors';
import { BlobStagingInterceptor, type StagedUpload } from '../uploads/blob-staging.interceptor';
import { serveImmutableBlob } from '../uploads/serve-blob';
import { AdminHttpGuard } from './admin-http.guard';

/** The multipart field the blog editor sends its image in. */
export const BLOG_IMAGE_FIELD = 'image';
const IMAGE_FILE = /^[0-9a-f-]{36}\.(jpg|jpeg|png|gif|webp)$/;

const BlogImageStaging = BlobStagingInterceptor({
  bucket: BLOG_IMAGES_BUCKET,
  prefix: BLOG_IMAGE_STAGING_PREFIX,
  field: BLOG_IMAGE_FIELD,
  maxFiles: 1,
  maxBytes: BLOG_LIMITS.imageMaxBytes,
  tooLargeMessage: 'The upload is too large. Send one image of at most 5MB.',
});

/** Blog image upload (admins, multipart field `image`, one file up to 5 MB) and the images themselves. */
@Controller()
export class BlogImagesController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  @Post('api/blog/images')
  @UseGuards(AdminHttpGuard)
  @UseInterceptors(BlogImageStaging)
  async upload(
    @UploadedFiles() received: StagedUpload[] | undefined,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BlogImageView> {
    const file = (received ?? []).find((f) => !f.dropped);
    try {
      if (!file) throw new BadRequestException(BLOG_MESSAGES.imageUploadFailed);
      return await viaBusHttp(() =>
        this.bus.request(
          BlogMessages.uploadImage,
          {
            fileName: file.originalname,
            contentType: file.mimetype,
            size: file.size,
            ...(file.stagingKey ? { stagingKey: file.stagingKey } : {}),
          },
          { meta, timeoutMs: 30_000 },
        ),
      );
    } finally {
      // The content service clears what it received; this covers a call that never reached it.
      if (file?.stagingKey)
        await this.blobs.delete(BLOG_IMAGES_BUCKET, file.stagingKey).catch(() => undefined);
    }
  }

  /** Each image has a random name of its own and never changes: cached for a year. */
  @Get('api/blog/images/:file')
  async serve(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!IMAGE_FILE.test(file)) throw new NotFoundException('Image not found');
    await serveImmutableBlob(this.blobs, BLOG_IMAGES_BUCKET, file, req, res, 'Image not found');
  }
}
