// A worker thread of PhotoRenditionsPool: decodes and resizes one photo at a time, so the service's own
// event loop (and, in the standalone runtime, every other service's) keeps answering meanwhile.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { PhotoType } from '@snap/domain';
import { renderPhoto } from './photo-renditions';

export interface RenderJob {
  id: number;
  bytes: Uint8Array;
  type: PhotoType;
}

export type RenderAnswer =
  | {
      id: number;
      ok: true;
      original: { body: Uint8Array; width: number; height: number };
      thumbnail: Uint8Array;
      hero: Uint8Array;
    }
  | { id: number; ok: false; error: string };

// One libvips thread per worker: the pool's size is the whole of the CPU photos may take. No cache: each
// photo is seen once.
sharp.concurrency(1);
sharp.cache(false);

parentPort?.on('message', async (job: RenderJob) => {
  try {
    const { original, thumbnail, hero } = await renderPhoto(Buffer.from(job.bytes), job.type);
    const answer: RenderAnswer = { id: job.id, ok: true, original, thumbnail, hero };
    // Copied, not transferred: sharp's buffers belong to libvips and cannot be detached.
    parentPort?.postMessage(answer);
  } catch (error) {
    const answer: RenderAnswer = {
      id: job.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    parentPort?.postMessage(answer);
  }
});
