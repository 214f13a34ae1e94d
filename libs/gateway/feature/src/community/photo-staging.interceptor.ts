import { PHOTO_STAGING_PREFIX, STORE_PHOTOS_BUCKET } from '@snap/contracts';
import { PHOTO_LIMITS } from '@snap/domain';
import { BlobStagingInterceptor } from '../uploads/blob-staging.interceptor';

export type { StagedUpload } from '../uploads/blob-staging.interceptor';

/** The multipart field the upload dialog sends its files in. */
export const PHOTO_FIELD = 'photos';

/** Store photos: up to 5 kept, each up to 10 MB (past that only counted, so it can be reported by
 * name as 'File size exceeds 10MB limit.'). */
export const PhotoStagingInterceptor = BlobStagingInterceptor({
  bucket: STORE_PHOTOS_BUCKET,
  prefix: PHOTO_STAGING_PREFIX,
  field: PHOTO_FIELD,
  maxFiles: PHOTO_LIMITS.maxFiles,
  maxBytes: PHOTO_LIMITS.maxBytes,
  tooLargeMessage: `The upload is too large. Send at most ${PHOTO_LIMITS.maxFiles} photos of 10MB each.`,
});
