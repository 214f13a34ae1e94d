// A worker process of PhotoRenditionsPool: decodes and resizes one photo at a time at a lower priority,
// so the service's own event loop (and, in the standalone runtime, every other service's) keeps
// answering meanwhile.
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

// The service went away (stopped, crashed): so does its worker.
process.on('disconnect', () => process.exit(0));

process.on('message', async (job: RenderJob) => {
  try {
    const { original, thumbnail, hero } = await renderPhoto(Buffer.from(job.bytes), job.type);
    const answer: RenderAnswer = { id: job.id, ok: true, original, thumbnail, hero };
    process.send?.(answer);
  } catch (error) {
    const answer: RenderAnswer = {
      id: job.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    process.send?.(answer);
  }
});
