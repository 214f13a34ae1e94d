export interface CachePort {
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a JSON-serializable value for ttlMs milliseconds. */
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Atomically adds `by` (default 1) and returns the new value; the counter's expiry is set
   * when it is created and kept on later increments (fixed window). */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Atomically adds `by` (a whole number, default 1) unless the counter would then pass `max`: the
   * new value, or null when nothing was added. A counter that never goes above its limit, even for an
   * instant (a budget reserved before it is spent). Expiry as with increment. */
  incrementUpTo(key: string, ttlMs: number, max: number, by?: number): Promise<number | null>;
  /** Takes the lease `key` for `owner` (a token only its holder knows) for ttlMs when no one holds it,
   * or its holder let it expire: true when this call took it. */
  acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends the lease to ttlMs from now while `owner` still holds it; false once it has lost it
   * (expired, taken over by another owner, or released). */
  renewLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Frees the lease when `owner` holds it; a lease another owner has taken over is left alone. */
  releaseLease(key: string, owner: string): Promise<boolean>;
  /** Remaining time to live of a key in ms, or undefined if it does not exist. */
  ttl(key: string): Promise<number | undefined>;
  /** Returns the cached value for key, or computes it once: identical concurrent callers share one
   * in-flight computation, and the result is cached for ttlMs. */
  getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Whether a command sent now goes straight to the engine, without waiting for a connection: a
   * read cache skips the engine while this is false, so an outage costs nothing but cache misses. */
  available(): boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const CACHE = Symbol('CACHE');

/** The engine behind the cache cannot be reached (not yet, or not any more). Names the engine and its
 * address (never credentials) so an operator sees at once what to start; the adapter keeps retrying. */
export class CacheUnavailableError extends Error {
  constructor(
    readonly engine: string,
    readonly address: string,
    cause?: unknown,
  ) {
    super(`${engine} at ${address} is not reachable: ${reasonOf(cause)}`, { cause });
    this.name = 'CacheUnavailableError';
  }
}

// Duck-typed: socket errors may come from another realm (a test sandbox), where instanceof Error fails.
function reasonOf(cause: unknown): string {
  const message = (cause as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : String(cause ?? 'not connected yet');
}
