import { PHOTO_PROCESSING_PREFIX } from '@snap/contracts';

/** Where an accepted photo's checked bytes wait for its renditions. */
export function pendingKeyOf(photoId: string): string {
  return `${PHOTO_PROCESSING_PREFIX}${photoId}`;
}

/** The source of a photo's points: a photo that fails takes back what it earned. */
export function photoPointsSource(photoId: string): string {
  return `store_photo:${photoId}`;
}
