import { randomUUID } from 'node:crypto';
import type { CachePort } from './cache.port';

export interface LeaseOptions {
  /** How long the lease outlives its holder: a holder that dies frees it this long after its last renewal. */
  ttlMs: number;
  /** How often the holder renews it while its work runs (default a third of ttlMs). */
  renewEveryMs?: number;
  /** Told when a renewal fails or finds the lease lost (the work is told through its signal). */
  onLost?: (reason: string) => void;
}

/** What `withLease` answers: the work's value, or that another holder has the lease. */
export type LeaseOutcome<T> = { held: true; value: T } | { held: false };

/**
 * Runs `work` while holding the lease `key` in the shared cache, one holder at a time across every
 * replica. The lease is taken with a random owner token and an expiry, renewed by its holder only while
 * the work runs, and released by its holder only, so a holder that outlived its lease never frees one
 * another holder has since taken over; a holder that dies frees it by expiry. The work's signal aborts
 * if the lease is lost.
 */
export async function withLease<T>(
  cache: CachePort,
  key: string,
  options: LeaseOptions,
  work: (lost: AbortSignal) => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const owner = randomUUID();
  if (!(await cache.acquireLease(key, owner, options.ttlMs))) return { held: false };
  const lost = new AbortController();
  const lose = (reason: string) => {
    if (lost.signal.aborted) return;
    lost.abort(new Error(reason));
    options.onLost?.(reason);
  };
  const renewal = setInterval(
    () =>
      void cache.renewLease(key, owner, options.ttlMs).then(
        (held) => held || lose(`the lease ${key} was lost (expired or taken over)`),
        (error: unknown) => lose(`the lease ${key} could not be renewed: ${String(error)}`),
      ),
    options.renewEveryMs ?? Math.max(1, Math.floor(options.ttlMs / 3)),
  );
  renewal.unref();
  try {
    return { held: true, value: await work(lost.signal) };
  } finally {
    clearInterval(renewal);
    // Its own lease only: one taken over after it expired stays with its new holder.
    await cache.releaseLease(key, owner).catch(() => false);
  }
}
