import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CachePort } from '../cache.port';
import { InFlight } from '../shared-computations';

/** How one read was answered: from the cache, computed and stored, or computed with the cache left
 * out (the engine down or failing: a read never fails because of its cache). */
export type ReadOutcome = 'hit' | 'miss' | 'bypass';

export interface ReadThroughOptions {
  /** Written into every entry's key: entries an older build wrote (another layout) are never read. */
  version: string;
  /** The backstop: an entry no event evicted is dropped after this time. */
  ttlMs: number;
  /** Told of every read and eviction, for metrics. */
  onRead?: (scope: string, outcome: ReadOutcome) => void;
  onEvict?: (scope: string, reason: string) => void;
  onError?: (error: unknown) => void;
  /** Stores an answer only the second time it is read within its time to live, as this process
   * remembers the last `remembered` reads (in memory): a flood of one-off reads (random arguments)
   * never reaches the engine, so it cannot push out what is used. Off when unset. */
  admitOnSecondRead?: { remembered: number };
}

/** The generation marker lives at least this long; a lost one only costs misses (see below). */
const GENERATION_TTL_MS = 30 * 24 * 3600_000;

/**
 * A read-through cache over any CachePort, evicted by scope in O(1).
 *
 * Every scope (a group of answers one kind of event can change, such as the catalog) has a current
 * generation: a random token kept in the cache and part of every entry's key. Evicting a scope writes
 * a new token, so no entry written before can be read again, whatever its number, with one write and
 * no scan; the old entries age out by their time to live or the engine's LRU. Tokens are random, never
 * counters: a token that was lost (an engine restart, LRU) is replaced by a new one and an old token
 * never becomes current again, so an evicted entry can never come back. The token's key carries no
 * build version, so every build running during an upgrade sees the same evictions; the entries' keys
 * do, so a build never reads another's layout.
 *
 * Arguments are hashed into the key (bounded size whatever a caller sends). Identical concurrent
 * misses in this process share one computation. When the engine is down, reads go straight to
 * `compute`; after a failure, the first read with the engine back starts a new generation of every
 * scope this process used, since an eviction may have been lost meanwhile.
 */
export class ReadThroughCache {
  private readonly inFlight = new InFlight();
  private readonly scopesUsed = new Set<string>();
  private suspect = false;
  private renewing?: Promise<void>;
  private readonly seenOnce?: LRUCache<string, true>;

  constructor(
    private readonly cache: CachePort,
    private readonly options: ReadThroughOptions,
  ) {
    if (options.admitOnSecondRead)
      this.seenOnce = new LRUCache({
        max: options.admitOnSecondRead.remembered,
        ttl: options.ttlMs,
      });
  }

  /** The answer for (name, args) in scope: cached, or computed and cached unless `keep` refuses it
   * (a degraded answer). A failing compute is not cached and fails the read. */
  async read<T>(
    scope: string,
    name: string,
    args: unknown,
    compute: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    /** Stored at its first read, whatever admitOnSecondRead says (the caller has its own gate). */
    admitNow = false,
  ): Promise<T> {
    this.scopesUsed.add(scope);
    if (!this.cache.available()) return this.bypass(scope, compute);
    let key: string;
    let cached: { value: T } | undefined;
    try {
      if (this.suspect) await this.renewAll();
      key = this.entryKey(scope, await this.generation(scope), name, args);
      cached = await this.cache.get<{ value: T }>(key);
    } catch (error) {
      this.failed(error);
      return this.bypass(scope, compute);
    }
    if (cached !== undefined) {
      this.options.onRead?.(scope, 'hit');
      return cached.value;
    }
    this.options.onRead?.(scope, 'miss');
    return this.inFlight.share(key, async () => {
      const value = await compute();
      if (!keep(value) || (!admitNow && !this.admitted(key))) return value;
      try {
        await this.cache.set(key, { value }, this.options.ttlMs);
      } catch (error) {
        this.failed(error);
      }
      return value;
    });
  }

  /** True on the second read of a key (or always, without admission). */
  private admitted(key: string): boolean {
    if (!this.seenOnce || this.seenOnce.has(key)) return true;
    this.seenOnce.set(key, true);
    return false;
  }

  /** Starts a new generation of the scope: nothing cached in it before is read again. */
  async evict(scope: string, reason: string): Promise<void> {
    try {
      await this.cache.set(generationKey(scope), newToken(), GENERATION_TTL_MS);
    } catch (error) {
      // The caller (an event handler) fails and is retried; the next read renews every scope.
      this.failed(error);
      throw error;
    }
    this.options.onEvict?.(scope, reason);
  }

  /** The scope's current generation: its token, or a new one when none is kept (never read before,
   * or lost). Two readers racing here may both write one; the last wins, the other's entries are
   * never read: a miss, never a stale answer. */
  private async generation(scope: string): Promise<string> {
    const current = await this.cache.get<string>(generationKey(scope));
    if (current) return current;
    const fresh = newToken();
    await this.cache.set(generationKey(scope), fresh, GENERATION_TTL_MS);
    return fresh;
  }

  /** One renewal at a time, however many reads find the engine back at once. */
  private renewAll(): Promise<void> {
    this.renewing ??= (async () => {
      try {
        for (const scope of this.scopesUsed) await this.evict(scope, 'engine-recovered');
        this.suspect = false;
      } finally {
        this.renewing = undefined;
      }
    })();
    return this.renewing;
  }

  private async bypass<T>(scope: string, compute: () => Promise<T>): Promise<T> {
    this.suspect = true;
    this.options.onRead?.(scope, 'bypass');
    return compute();
  }

  private failed(error: unknown): void {
    this.suspect = true;
    this.options.onError?.(error);
  }

  private entryKey(scope: string, generation: string, name: string, args: unknown): string {
    return `read:${scope}:${generation}:${this.options.version}:${name}:${argumentsHash(args)}`;
  }
}

const generationKey = (scope: string) => `read:${scope}:generation`;

const newToken = () => randomBytes(9).toString('base64url');

/** A fixed-size digest of the arguments, the same for the same values whatever their keys' order. */
export function argumentsHash(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url').slice(0, 32);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
