const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Bucket names follow S3's rules; keys are relative paths without `..`, so no adapter can be led
 * outside its bucket. */
export function assertValidLocation(bucket: string, key: string): void {
  if (!BUCKET.test(bucket)) throw new Error(`Invalid bucket name "${bucket}"`);
  if (
    !key ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0')
  ) {
    throw new Error(`Invalid blob key "${key}"`);
  }
  if (key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`Invalid blob key "${key}"`);
  }
}
