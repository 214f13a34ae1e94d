import { ExponentialBackoff, noJitterGenerator, type IBackoff } from 'cockatiel';
import { setTimeout as wait } from 'node:timers/promises';

/**
 * The one retry schedule of the platform (engine reconnects, event redeliveries, service start-up):
 * waits that double after each failure from `initialMs` up to `maxMs`, on cockatiel's exponential
 * backoff without jitter, so logs and tests can name the exact waits.
 */
export class Backoff {
  private current: IBackoff<unknown>;

  constructor(private readonly options: { initialMs: number; maxMs?: number }) {
    this.current = this.first();
  }

  /** The wait before the next attempt; the one after it is twice as long (up to the maximum). */
  next(): number {
    const delay = this.current.duration;
    this.current = this.current.next(undefined);
    return delay;
  }

  /** Back to the first wait, after a success. */
  reset(): void {
    this.current = this.first();
  }

  private first(): IBackoff<unknown> {
    return new ExponentialBackoff({
      initialDelay: this.options.initialMs,
      maxDelay: this.options.maxMs ?? Number.MAX_SAFE_INTEGER,
      generator: noJitterGenerator,
    }).next();
  }
}

/** Waits `ms`, or less when any of the signals aborts (a shutdown): true when the whole wait elapsed. */
export async function sleep(
  ms: number,
  ...signals: Array<AbortSignal | undefined>
): Promise<boolean> {
  const active = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const signal = active.length > 0 ? AbortSignal.any(active) : undefined;
  if (signal?.aborted) return false;
  try {
    await wait(ms, undefined, { signal });
    return true;
  } catch (error) {
    if (signal?.aborted) return false;
    throw error;
  }
}
