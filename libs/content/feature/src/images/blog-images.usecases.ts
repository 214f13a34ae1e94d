import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp, { type FormatEnum } from 'sharp';
import {
  BLOG_IMAGE_STAGING_PREFIX,
  BLOG_IMAGES_BUCKET,
  type BlogImageView,
  type RequestMeta,
  type UploadBlogImageCommand,
} from '@snap/contracts';
import {
  BLOG_IMAGE_EXTENSION,
  BLOG_IMAGE_PATH,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  blogImageError,
  type BlogImageType,
  fileExtension,
  IMAGE_PIXEL_LIMITS,
  type ImageHeader,
  imagePixelsError,
  sniffBlogImageType,
} from '@snap/domain';
import { BLOB_STORE, type BlobStore, readWithin } from '@snap/platform-blobs';
import { rpcError } from '@snap/platform-bus';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { requireAdmin } from '../blog-admin';

const DECODED: Record<string, BlogImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Blog images: the gateway parks the uploaded file in the blog-images bucket; this checks it (admin,
 * size, magic bytes, the header's pixels and frames), re-encodes it, stores it under a random name
 * keeping its extension, and clears the staging copy whatever happened. */
@Injectable()
export class BlogImagesUseCases {
  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async upload(
    command: UploadBlogImageCommand,
    meta: Partial<RequestMeta>,
  ): Promise<BlogImageView> {
    try {
      const userId = requireAdmin(meta);
      // Staging keys come from the gateway; one admin's upload can never claim another's bytes.
      if (
        command.stagingKey &&
        !command.stagingKey.startsWith(`${BLOG_IMAGE_STAGING_PREFIX}${userId}/`)
      ) {
        throw rpcError('FORBIDDEN', BLOG_MESSAGES.notAdmin);
      }
      const staged = command.stagingKey
        ? await this.blobs.stat(BLOG_IMAGES_BUCKET, command.stagingKey)
        : null;
      const size = staged?.size ?? command.size;
      if (size > BLOG_LIMITS.imageMaxBytes)
        throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.imageTooLarge);
      if (!staged || !command.stagingKey)
        throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.imageUploadFailed);
      // The gateway already cut larger files; one that grew since its check is refused all the same.
      const { bytes, size: read } = await readWithin(
        await this.blobs.get(BLOG_IMAGES_BUCKET, command.stagingKey),
        BLOG_LIMITS.imageMaxBytes,
      );
      if (read > BLOG_LIMITS.imageMaxBytes)
        throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.imageTooLarge);
      const error = blogImageError(bytes.length, bytes.subarray(0, 16));
      if (error) throw rpcError('BAD_USER_INPUT', error);
      const type = sniffBlogImageType(bytes.subarray(0, 16)) as BlogImageType;
      // Magic bytes can be put in front of anything; the decoder has the last word.
      const header = await readHeader(bytes);
      if (header?.type !== type) throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.imageInvalidType);
      // An image bomb is refused from its header, before any pixel is decoded.
      const pixelsError = imagePixelsError(header);
      if (pixelsError) throw rpcError('BAD_USER_INPUT', pixelsError);
      let body: Buffer;
      try {
        body = await reencode(bytes, type);
      } catch (error) {
        this.logger.warn({ err: error, userId }, 'blog image could not be decoded');
        throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.imageInvalidType);
      }
      const key = `${randomUUID()}.${extensionFor(command.fileName, type)}`;
      const stored = await this.blobs.put(BLOG_IMAGES_BUCKET, key, body, { contentType: type });
      this.logger.info({ key, size: stored.size, userId }, 'blog image stored');
      return { url: `${BLOG_IMAGE_PATH}${key}`, key, contentType: type, size: stored.size };
    } finally {
      if (command.stagingKey) {
        await this.blobs.delete(BLOG_IMAGES_BUCKET, command.stagingKey).catch((error: unknown) => {
          this.logger.warn(
            { err: error, key: command.stagingKey },
            'staged blog image not removed',
          );
        });
      }
    }
  }
}

/** The file's own extension when it names the real type (.jpeg stays .jpeg), else the type's. */
function extensionFor(fileName: string, type: BlogImageType): string {
  const own = fileExtension(fileName);
  if (type === 'image/jpeg' && (own === 'jpg' || own === 'jpeg')) return own;
  return BLOG_IMAGE_EXTENSION[type];
}

/** The type, size and frames the header declares (no pixel decoded), or null when it is not an image. */
async function readHeader(bytes: Buffer): Promise<(ImageHeader & { type: BlogImageType }) | null> {
  try {
    const { format, width, height, pages } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    const type = format && DECODED[format];
    if (!type) return null;
    return { type, width: width ?? 0, height: height ?? 0, frames: pages ?? 1 };
  } catch {
    return null;
  }
}

/** The image decoded and encoded again in its own format, as store photos are: only pixels survive,
 * so a polyglot's script, trailing bytes, comments and camera metadata (GPS position) are gone. */
async function reencode(bytes: Buffer, type: BlogImageType): Promise<Buffer> {
  const limitInputPixels = IMAGE_PIXEL_LIMITS.maxPixels;
  const animated = type === 'image/gif' || type === 'image/webp';
  const source = animated
    ? sharp(bytes, { animated: true, limitInputPixels })
    : sharp(bytes, { limitInputPixels }).rotate();
  return source.toFormat(type.slice('image/'.length) as keyof FormatEnum).toBuffer();
}
