import sharp, { type FormatEnum } from 'sharp';
import { IMAGE_PIXEL_LIMITS, type ImageHeader, PHOTO_LIMITS, type PhotoType } from '@snap/domain';

export interface PhotoRenditions {
  /** The full size, re-encoded in its own format so camera metadata (GPS position) is not published. */
  original: { body: Buffer; width: number; height: number };
  thumbnail: Buffer;
  hero: Buffer;
}

const FORMATS: Record<string, PhotoType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** What the image's header says it is (type, size, frames), or null when the decoder cannot read it
 * as one of the four types. Reads the header only: no pixel is decoded, however large it claims to be. */
export async function readPhotoHeader(
  bytes: Buffer,
): Promise<(ImageHeader & { type: PhotoType }) | null> {
  try {
    const { format, width, height, pages } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    const type = format && FORMATS[format];
    if (!type) return null;
    return { type, width: width ?? 0, height: height ?? 0, frames: pages ?? 1 };
  } catch {
    return null;
  }
}

/** Full size, the carousel's 120x80 thumbnail and its 1200x400 hero, cropped to fill (WebP: small on
 * a data plan). Throws when the image cannot be decoded. Runs in a worker process
 * (photo-renditions.worker.ts), never on a service's event loop. */
export async function renderPhoto(bytes: Buffer, type: PhotoType): Promise<PhotoRenditions> {
  const animated = type === 'image/gif' || type === 'image/webp';
  // The header was checked (imagePixelsError); the decoder refuses anything larger all the same.
  const limitInputPixels = IMAGE_PIXEL_LIMITS.maxPixels;
  // Phones store portrait shots sideways with an orientation tag; rotate() applies it.
  const source = () =>
    animated
      ? sharp(bytes, { animated: false, limitInputPixels })
      : sharp(bytes, { limitInputPixels }).rotate();
  const full = await (
    animated
      ? sharp(bytes, { animated: true, limitInputPixels })
      : sharp(bytes, { limitInputPixels }).rotate()
  )
    .toFormat(type.slice('image/'.length) as keyof FormatEnum)
    .toBuffer();
  // Of the first frame when animated.
  const { width = 0, height = 0 } = await sharp(full, { limitInputPixels: false }).metadata();
  const sized = (size: { width: number; height: number }) =>
    source()
      .resize({ ...size, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  // One after the other: the worker's share of the CPU is one core at most.
  const thumbnail = await sized(PHOTO_LIMITS.thumbnail);
  const hero = await sized(PHOTO_LIMITS.hero);
  return { original: { body: full, width, height }, thumbnail, hero };
}
