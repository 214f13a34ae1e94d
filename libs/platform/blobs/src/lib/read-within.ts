import type { Readable } from 'node:stream';

/** A stored object's bytes, read no further than `maxBytes`: past it reading stops, the bytes are
 * dropped and only the size (then larger than the limit) is kept, so an oversized file never sits
 * whole in memory. The photo upload, the photo worker and the blog's image upload read with it. */
export async function readWithin(
  stream: Readable,
  maxBytes: number,
): Promise<{ bytes: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      return { bytes: Buffer.alloc(0), size };
    }
    chunks.push(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks, size), size };
}
