import sharp, { type FormatEnum } from 'sharp';
import { PHOTO_LIMITS, type PhotoType } from '@snap/domain';

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

/** What the decoder says the image is, or null when it cannot read it as one of the four types. */
export async function decodedPhotoType(bytes: Buffer): Promise<PhotoType | null> {
  try {
    const { format } = await sharp(bytes).metadata();
    return (format && FORMATS[format]) ?? null;
  } catch {
    return null;
  }
}

/** Full size, the carousel's 120x80 thumbnail and its 1200x400 hero, cropped to fill (WebP: small on
 * a data plan). Throws when the image cannot be decoded. */
export async function renderPhoto(bytes: Buffer, type: PhotoType): Promise<PhotoRenditions> {
  const animated = type === 'image/gif' || type === 'image/webp';
  // Phones store portrait shots sideways with an orientation tag; rotate() applies it.
  const source = () => (animated ? sharp(bytes, { animated: false }) : sharp(bytes).rotate());
  const full = await (animated ? sharp(bytes, { animated: true }) : sharp(bytes).rotate())
    .toFormat(type.slice('image/'.length) as keyof FormatEnum)
    .toBuffer();
  // Of the first frame when animated.
  const { width = 0, height = 0 } = await sharp(full).metadata();
  const sized = (size: { width: number; height: number }) =>
    source()
      .resize({ ...size, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  const [thumbnail, hero] = await Promise.all([
    sized(PHOTO_LIMITS.thumbnail),
    sized(PHOTO_LIMITS.hero),
  ]);
  return { original: { body: full, width, height }, thumbnail, hero };
}
