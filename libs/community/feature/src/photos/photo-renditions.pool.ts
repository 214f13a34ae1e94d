import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import type { PhotoType } from '@snap/domain';
import type { PhotoRenditions } from './photo-renditions';
import type { RenderAnswer, RenderJob } from './photo-renditions.worker';

/** Photos rendered at once: one core at most of two, two of more, so reads keep the rest. */
export const PHOTO_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A render that takes longer is a stuck worker: it is replaced and the photo fails. */
const RENDER_TIMEOUT_MS = 120_000;
/** The workers' scheduling priority (nice 10): when requests want the cores, they get them first and a
 * photo waits a little longer as "processing"; on an idle machine the worker runs at full speed. Not
 * the lowest, so a render under sustained load still ends well within its timeout. */
export const PHOTO_WORKER_NICE = 10;

interface Pending {
  job: RenderJob;
  resolve(renditions: PhotoRenditions): void;
  reject(error: Error): void;
}

interface Slot {
  worker: ChildProcess;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Worker processes that decode and resize photos, a bounded number at once (`size`), the rest waiting
 * in line. Started on the first photo; a worker that dies or hangs fails its photo and is replaced.
 * Processes, not threads: libvips works on the libuv pool of the process that calls it, which a worker
 * thread shares with its service, so only a process of its own can be given a lower priority.
 */
export class PhotoRenditionsPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(readonly size = PHOTO_WORKERS) {}

  render(bytes: Buffer, type: PhotoType): Promise<PhotoRenditions> {
    if (this.closed) return Promise.reject(new Error('the photo workers are stopped'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: ++this.nextId, bytes, type }, resolve, reject });
      this.dispatch();
    });
  }

  /** Photos being rendered or waiting for a worker. */
  get backlog(): number {
    return this.queue.length + this.slots.filter((slot) => slot.busy).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new Error('the photo workers are stopped'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      slot.busy = pending;
      slot.timer = setTimeout(
        () => this.fail(slot as Slot, new Error('the photo took too long to render')),
        RENDER_TIMEOUT_MS,
      );
      slot.worker.send(pending.job);
    }
  }

  private spawn(): Slot {
    const { args, options } = workerCommand();
    const worker = spawn(process.execPath, args, options);
    const slot: Slot = { worker, busy: null, timer: null };
    if (worker.pid !== undefined) {
      try {
        setPriority(worker.pid, PHOTO_WORKER_NICE);
      } catch {
        // A system that refuses it renders at normal priority, as threads did.
      }
    }
    worker.on('message', (answer: RenderAnswer) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== answer.id) return;
      this.release(slot);
      if (answer.ok)
        pending.resolve({
          original: {
            body: Buffer.from(answer.original.body),
            width: answer.original.width,
            height: answer.original.height,
          },
          thumbnail: Buffer.from(answer.thumbnail),
          hero: Buffer.from(answer.hero),
        });
      else pending.reject(new Error(answer.error));
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', () => this.fail(slot, new Error('a photo worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
  }

  /** The worker's photo fails; the worker is replaced by a fresh one when work waits. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const pending = slot.busy;
    this.release(slot);
    void this.stop(slot);
    pending?.reject(error);
    if (!this.closed) this.dispatch();
  }

  private async stop(slot: Slot): Promise<void> {
    this.release(slot);
    const { worker } = slot;
    worker.removeAllListeners();
    // An 'error' while stopping has nowhere to go.
    worker.on('error', () => undefined);
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = once(worker, 'exit');
    worker.kill();
    await exited;
  }
}

/**
 * How to start a worker. A built service (tools/build/build-service.mjs) has its script as JavaScript
 * beside its bundle; from sources (npm start, specs) it is TypeScript, compiled on load by the same swc
 * hook the service uses. The service's own Node flags (an inspector, a profiler) are not passed on.
 */
function workerCommand(): { args: string[]; options: SpawnOptions } {
  const options: SpawnOptions = {
    // Messages carry the photo's bytes as they are (structured clone), not as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  };
  const built = join(__dirname, 'photo-renditions.worker.js');
  if (existsSync(built)) return { args: [built], options };
  const source = join(__dirname, 'photo-renditions.worker.ts');
  const load = `const load = require('node:module').createRequire(${JSON.stringify(source)});
load('@swc-node/register');
load(${JSON.stringify(source)});`;
  return {
    args: ['-e', load],
    options: {
      ...options,
      env: {
        ...process.env,
        SWC_NODE_PROJECT: process.env['SWC_NODE_PROJECT'] ?? workspaceTsconfig(),
      },
    },
  };
}

/** tsconfig.base.json (the @snap/* paths) of the workspace these sources are in. */
function workspaceTsconfig(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    const candidate = join(folder, 'tsconfig.base.json');
    if (existsSync(candidate)) return candidate;
  }
  return 'tsconfig.base.json';
}
