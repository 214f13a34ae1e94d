import { defineMessages } from '../i18n/message';
/** Store photo rules and the exact messages of the accounts spec (sections 5, 8 and 9). Shared by the
 * web's upload dialog and the community service, so both say the same thing. */
export const PHOTO_LIMITS = {
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  minBytes: 1024,
  pointsPerPhoto: 10,
  thumbnail: { width: 120, height: 80 },
  hero: { width: 1200, height: 400 },
} as const;

export const PHOTO_MESSAGES = defineMessages(
  'photo',
  {
    invalidType: 'Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
    tooLarge: 'File size exceeds 10MB limit.',
    tooSmall: 'File is too small. Please upload a valid image.',
    extensionMismatch: 'File extension does not match file type.',
    tooMany: 'Maximum 5 photos allowed. Only the first 5 will be kept.',
    uploadFailed: 'Failed to upload photos. Please try again.',
    /** How an invalid file is reported: '{file name}: {error}'. */
    fileError: (file: string, error: string) => `${file}: ${error}`,
  },
  { fileError: ['file', 'error'] },
);

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Declared types the picker accepts ('image/jpg' is what some older phones send for JPEG). */
const DECLARED_TYPES: Record<string, PhotoType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};

const EXTENSIONS: Record<PhotoType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The extension a stored photo gets for its type. */
export const PHOTO_EXTENSION: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface PhotoFileFacts {
  name: string;
  /** The type the browser declared (from the file name on most systems; never trusted alone). */
  type: string;
  size: number;
}

export function photoTypeOf(declared: string): PhotoType | null {
  return DECLARED_TYPES[declared.trim().toLowerCase()] ?? null;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first failed rule of one file, in the order of product rule "Photo rules" (type, largest, smallest, extension), or null. */
export function photoFileError(file: PhotoFileFacts): string | null {
  const type = photoTypeOf(file.type);
  if (!type) return PHOTO_MESSAGES.invalidType;
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (file.size < PHOTO_LIMITS.minBytes) return PHOTO_MESSAGES.tooSmall;
  if (!EXTENSIONS[type].includes(fileExtension(file.name))) return PHOTO_MESSAGES.extensionMismatch;
  return null;
}

/** What the file's first bytes say it is (its magic number), whatever its name and declared type. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  return null;
}

/** The content check after the rules above: a non-image is an invalid type; an image of another type
 * than its name and declared type say (a PNG named .gif) is an extension mismatch. */
export function photoContentError(file: PhotoFileFacts, head: Uint8Array): string | null {
  const real = sniffPhotoType(head);
  if (!real) return PHOTO_MESSAGES.invalidType;
  if (real !== photoTypeOf(file.type) || !EXTENSIONS[real].includes(fileExtension(file.name)))
    return PHOTO_MESSAGES.extensionMismatch;
  return null;
}

/** How an invalid file is reported: '{file name}: {error}'. */
export function photoFileMessage(name: string, error: string): string {
  return PHOTO_MESSAGES.fileError(name, error);
}

/** Keeps the first five files of a selection, with the warning of product rule "Photo rules" when some were dropped. */
export function keepFirstPhotos<T>(files: T[]): { kept: T[]; warning: string | null } {
  return files.length > PHOTO_LIMITS.maxFiles
    ? { kept: files.slice(0, PHOTO_LIMITS.maxFiles), warning: PHOTO_MESSAGES.tooMany }
    : { kept: files, warning: null };
}

/** Decoding costs memory and CPU by pixels, not bytes: a 60 KB GIF can hold 16 frames of 2000x2000.
 * Store photos and blog images are refused from their header alone, before any pixel is decoded. */
export const IMAGE_PIXEL_LIMITS = {
  /** One frame: 40 megapixels (8000 x 5000, above any phone camera). */
  maxPixels: 40_000_000,
  maxFrames: 100,
  /** Every frame of an animation together. */
  maxAnimatedPixels: 16_000_000,
} as const;

export const IMAGE_MESSAGES = defineMessages('image', {
  tooManyPixels: 'Image dimensions are too large. Use an image of at most 40 megapixels.',
  animationTooLarge:
    'Animated image is too large. Use at most 100 frames and 16 megapixels in all frames together.',
});

/** What an image's header says: its size and its number of frames (pages). */
export interface ImageHeader {
  width: number;
  height: number;
  frames: number;
}

/** The message for an image whose pixels are over the limits, or null. */
export function imagePixelsError(header: ImageHeader): string | null {
  const pixels = header.width * header.height;
  if (!(pixels > 0) || pixels > IMAGE_PIXEL_LIMITS.maxPixels) return IMAGE_MESSAGES.tooManyPixels;
  const frames = Math.max(1, header.frames);
  if (
    frames > 1 &&
    (frames > IMAGE_PIXEL_LIMITS.maxFrames ||
      pixels * frames > IMAGE_PIXEL_LIMITS.maxAnimatedPixels)
  )
    return IMAGE_MESSAGES.animationTooLarge;
  return null;
}
