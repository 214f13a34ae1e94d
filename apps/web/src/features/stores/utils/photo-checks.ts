import { photoContentError, photoFileError, photoFileMessage } from '@snap/domain';
import { storeText } from './store-texts';

// The longest magic number read (WebP: 'RIFF' + size + 'WEBP').
const HEAD_BYTES = 16;

async function head(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

/** The browser's pre-check (its messages in the page's language) of chosen photos with the shared rules, the file's first bytes included, so
 * a renamed document is refused before it costs an upload. The server checks again. */
export async function checkPhotoFiles(
  files: File[],
): Promise<{ valid: File[]; problems: string[] }> {
  const valid: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const error = photoFileError(file) ?? photoContentError(file, await head(file));
    if (error) problems.push(photoFileMessage(file.name, storeText(error)));
    else valid.push(file);
  }
  return { valid, problems };
}
