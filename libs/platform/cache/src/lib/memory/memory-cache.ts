import { LRUCache } from 'lru-cache';
import type { CachePort } from '../cache.port';
import { InFlight } from '../shared-computations';

interface Entry {
  /** JSON text, so callers never share references (as with Redis). */
  json: string;
  expiresAt: number;
}

/** The standalone runtime's cache: an LRU in memory with per-entry expiry. */
export class MemoryCache implements CachePort {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(options: { maxEntries?: number } = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 50_000,
      ttlAutopurge: false,
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.json) as T) : undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.entries.set(
      key,
      { json: JSON.stringify(value ?? null), expiresAt: Date.now() + ttlMs },
      { ttl: ttlMs },
    );
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    // Synchronous read-modify-write: nothing else runs in between on Node's single thread.
    const entry = this.live(key);
    const value = (entry ? (JSON.parse(entry.json) as number) : 0) + by;
    const expiresAt = entry?.expiresAt ?? Date.now() + ttlMs;
    this.entries.set(
      key,
      { json: JSON.stringify(value), expiresAt },
      { ttl: Math.max(1, expiresAt - Date.now()) },
    );
    return value;
  }

  async incrementUpTo(key: string, ttlMs: number, max: number, by = 1): Promise<number | null> {
    if (!Number.isInteger(by)) throw new Error('incrementUpTo adds whole numbers only');
    // Read, check and write with no await in between: no other caller runs meanwhile.
    const entry = this.live(key);
    if ((entry ? (JSON.parse(entry.json) as number) : 0) + by > max) return null;
    return this.increment(key, ttlMs, by);
  }

  async acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    // Check and take with no await in between: no other caller runs meanwhile.
    if (this.live(key)) return false;
    await this.set(key, owner, ttlMs);
    return true;
  }

  async renewLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    if (!this.holds(key, owner)) return false;
    await this.set(key, owner, ttlMs);
    return true;
  }

  async releaseLease(key: string, owner: string): Promise<boolean> {
    if (!this.holds(key, owner)) return false;
    this.entries.delete(key);
    return true;
  }

  async ttl(key: string): Promise<number | undefined> {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : undefined;
  }

  async getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const cached = await this.get<T>(key);
    if (cached !== undefined) return cached;
    return this.inFlight.share(key, async () => {
      const value = await compute();
      await this.set(key, value, ttlMs);
      // Hand every caller its own copy, as a cache hit would.
      return JSON.parse(JSON.stringify(value ?? null)) as T;
    });
  }

  available(): boolean {
    return !this.closed;
  }

  async ping(): Promise<void> {
    // In memory: always reachable.
  }

  async close(): Promise<void> {
    this.closed = true;
    this.entries.clear();
  }

  private holds(key: string, owner: string): boolean {
    const entry = this.live(key);
    return entry !== undefined && entry.json === JSON.stringify(owner);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
