import { t } from '@lingui/core/macro';
import { LANGUAGE_HEADER } from '@snap/domain';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { accessTokenStore } from '../../../lib/api-client';

export interface UploadedPhotos {
  uploaded: number;
  pointsEarned: number;
  /** '{file name}: {error}' for each file the server refused. */
  errors: string[];
}

export class PhotoUploadError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(', ') || t`Upload failed`);
    this.name = 'PhotoUploadError';
  }
}

/** Multipart POST to the gateway (field `photos`); the same bearer token as the GraphQL calls. */
export async function uploadStorePhotos(storeId: string, files: File[]): Promise<UploadedPhotos> {
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  const token = accessTokenStore.get();
  const response = await fetch(`/api/stores/${encodeURIComponent(storeId)}/photos`, {
    method: 'POST',
    body,
    credentials: 'include',
    // The server words its per-file errors in the page's language.
    headers: {
      [LANGUAGE_HEADER]: currentLanguage(),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a text
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const answer = (await response.json().catch(() => null)) as {
    photos?: unknown[];
    pointsEarned?: number;
    errors?: string[];
    message?: string | string[];
  } | null;
  if (!response.ok || !answer) {
    const message = answer?.message;
    throw new PhotoUploadError(
      Array.isArray(message) ? message : message ? [message] : [`HTTP ${response.status}`],
    );
  }
  return {
    uploaded: answer.photos?.length ?? 0,
    pointsEarned: answer.pointsEarned ?? 0,
    errors: answer.errors ?? [],
  };
}
