import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Counter, Histogram } from 'prom-client';
import type { NearbyCandidatesQuery } from '@snap/contracts';
import type { StoreHit } from '@snap/domain';
import { withOpenNow } from '@snap/domain/open-now';
import { argumentsHash, CACHE, type CachePort, ReadThroughCache } from '@snap/platform-cache';
import { Metrics, SERVICE_INFO, type ServiceInfo } from '@snap/platform-observability';
import { cellCandidatesQuery, type NearbyPageQuery, pageFromCandidates } from './nearby-cells';

export const READ_CACHE_OPTIONS = Symbol('READ_CACHE_OPTIONS');

export interface ReadCacheOptions {
  /** READ_CACHE_TTL_SECONDS: how long an answer no event evicted is kept; 0 turns the cache off. */
  ttlSeconds: number;
}

/** Raised by hand when the shape of a cached answer changes within one release; the release's
 * version is in every key too, so entries an older build wrote are never read after an upgrade. */
const READ_CACHE_LAYOUT = 1;

/**
 * What one kind of event changes. Eviction is by scope, in O(1) (a new generation, see
 * ReadThroughCache), not by key: an event names what it changed in the owner's terms (a store, a
 * state), while a cached list or cell answer may hold any number of stores, and finding every entry
 * that holds one would need an index of entries by store kept in step with Redis's own LRU.
 */
export const READ_SCOPES = {
  /** Everything the search service answers: evicted by search.catalog.changed.v1, which it sends
   * after every written change (imports and USDA syncs, admin edits and closes, review stats, approved
   * contributions, provider facts). */
  catalog: 'catalog',
  /** Purchase rules and late-benefits notices: evicted when an admin's change to them is answered. */
  stateRules: 'state-rules',
  /** The store pages' provider details: evicted by enrichment.store.enriched.v1. */
  enrichment: 'enrichment',
} as const;
export type ReadScope = (typeof READ_SCOPES)[keyof typeof READ_SCOPES];

/** An answer of the slower fallback while the search index is down is not kept: the index's would
 * wait behind it until the time to live. */
const complete = (hits: StoreHit[]) => !hits.some((hit) => hit.searchLimited);

/**
 * The gateway's read cache for anonymous catalog reads (nearby, text, ZIP and city searches, store
 * pages and their enrichment), in Redis in the distributed runtime and in memory in the standalone
 * one (the CACHE port). Callers pass only what an answer depends on: never who asks, the Host header
 * or anything else of the request, so no request changes whose answer is served; an answer that
 * depends on who is signed in is never read through here.
 */
@Injectable()
export class ReadCache {
  private readonly logger = new Logger('ReadCache');
  private readonly reads: ReadThroughCache | null;
  private readonly cellsSeen = new LRUCache<string, true>({ max: 100_000 });
  /** From an event's change to its eviction here (the bus's hop and the cache's write). */
  readonly evictionDelay: Histogram<'scope'>;

  constructor(
    @Inject(CACHE) cache: CachePort,
    metrics: Metrics,
    @Inject(SERVICE_INFO) info: ServiceInfo,
    @Inject(READ_CACHE_OPTIONS) options: ReadCacheOptions,
  ) {
    const readsCounted = new Counter({
      name: 'read_cache_reads_total',
      help: "Anonymous reads through the gateway's read cache: hit, miss, or bypass (cache engine out of reach)",
      labelNames: ['scope', 'outcome'],
      registers: [metrics.registry],
    });
    const evictions = new Counter({
      name: 'read_cache_evictions_total',
      help: "Evictions of a scope of the gateway's read cache, by the event or command that caused them",
      labelNames: ['scope', 'reason'],
      registers: [metrics.registry],
    });
    this.evictionDelay = new Histogram({
      name: 'read_cache_eviction_delay_seconds',
      help: 'From a change being written (its event sent) to the read cache evicting what it made wrong',
      labelNames: ['scope'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [metrics.registry],
    });
    let lastWarning = 0;
    this.reads =
      options.ttlSeconds > 0
        ? new ReadThroughCache(cache, {
            version: argumentsHash([READ_CACHE_LAYOUT, info.version]).slice(0, 12),
            ttlMs: options.ttlSeconds * 1000,
            // One-off reads (a flood of random arguments) are never stored: see ReadThroughCache.
            admitOnSecondRead: { remembered: 100_000 },
            onRead: (scope, outcome) => readsCounted.inc({ scope, outcome }),
            onEvict: (scope, reason) => evictions.inc({ scope, reason }),
            onError: (error) => {
              // Once a minute at most: during an outage every read would say it again.
              if (Date.now() - lastWarning < 60_000) return;
              lastWarning = Date.now();
              this.logger.warn(
                `the read cache is out of reach, reads go to the services: ${error instanceof Error ? error.message : String(error)}`,
              );
            },
          })
        : null;
  }

  /** The answer of `name` for `args` in `scope`, cached, or computed and cached unless `keep`
   * refuses it. */
  read<T>(
    scope: ReadScope,
    name: string,
    args: unknown,
    compute: () => Promise<T>,
    keep?: (value: T) => boolean,
    admitNow?: boolean,
  ): Promise<T> {
    return this.reads ? this.reads.read(scope, name, args, compute, keep, admitNow) : compute();
  }

  /** A list of stores: open now is computed at each read, whenever the list was cached. */
  async stores(
    name: string,
    args: unknown,
    compute: () => Promise<StoreHit[]>,
  ): Promise<StoreHit[]> {
    return withOpenNow(await this.read(READ_SCOPES.catalog, name, args, compute, complete));
  }

  /** A store page's store (or null: 'Store Not Found'), open now computed at each read. */
  async store(args: unknown, compute: () => Promise<StoreHit | null>): Promise<StoreHit | null> {
    const hit = await this.read(READ_SCOPES.catalog, 'store', args, compute);
    return hit ? withOpenNow([hit])[0] : null;
  }

  /** A nearby page, from the candidates of the person's grid cell when they prove it complete
   * (nearby-cells.ts), else cached by its own arguments. A cell's candidates (a hundred stores or
   * more) are only asked for once this process has seen the cell asked before: a position nobody
   * else is near costs the plain page, as without the cache. */
  async nearby(
    query: NearbyPageQuery,
    ask: {
      candidates: (cell: NearbyCandidatesQuery) => Promise<StoreHit[]>;
      page: () => Promise<StoreHit[]>;
    },
  ): Promise<StoreHit[]> {
    const cell = this.reads ? cellCandidatesQuery(query) : null;
    const cellKey = cell && argumentsHash(cell);
    if (cell && cellKey && !this.cellsSeen.has(cellKey)) this.cellsSeen.set(cellKey, true);
    else if (cell) {
      const candidates = await this.read(
        READ_SCOPES.catalog,
        'nearby-cell',
        cell,
        () => ask.candidates(cell),
        complete,
        true,
      );
      const page = pageFromCandidates(query, cell, candidates);
      if (page) return withOpenNow(page);
    }
    return this.stores('nearby', query, ask.page);
  }

  /** Nothing cached in the scope before is served again. */
  async evict(scope: ReadScope, reason: string): Promise<void> {
    await this.reads?.evict(scope, reason);
  }

  /** After a change this gateway made and the service answered: the change is written. Never fails
   * the change; an eviction that did not reach the cache makes the next read start every scope anew. */
  async changed<T>(scope: ReadScope, reason: string, answer: T): Promise<T> {
    try {
      await this.evict(scope, reason);
    } catch (error) {
      this.logger.warn(
        `could not evict ${scope} after ${reason}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return answer;
  }

  /** The operator's purge: every scope. */
  async purge(): Promise<ReadScope[]> {
    const scopes = Object.values(READ_SCOPES);
    for (const scope of scopes) await this.evict(scope, 'operator-purge');
    return scopes;
  }
}
