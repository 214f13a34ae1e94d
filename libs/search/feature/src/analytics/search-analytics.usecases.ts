import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type CountByKey,
  type RequestMeta,
  SEARCH_KINDS,
  type SearchAnalyticsSummary,
  type SearchKind,
} from '@snap/contracts';
import { rpcError } from '@snap/platform-bus';
import { StoresRepository } from '../catalog/stores.repository';
import { analyticsQueryText, periodDays, utcDay } from '@snap/domain';
import { SearchAnalyticsRepository, type SearchDayCounts } from './search-analytics.repository';

/** Queries shown in the dashboard's top list. */
export const TOP_QUERIES_SHOWN = 20;
/** The catalog figures are recomputed at most this often: reading every store on each dashboard view
 * would cost far more than the few minutes of staleness. */
export const CATALOG_FIGURES_TTL_MS = 5 * 60_000;

/** Searches are counted in memory and written this often: a write per search would cost the store more
 * than the search itself under load. A crash loses at most this much of the counts. */
export const SEARCH_COUNTS_FLUSH_MS = 10_000;

/** How long a dashboard view waits for the first count of the catalog before answering without it. */
export const FIRST_COUNT_WAIT_MS = 3_000;

type CatalogFigures = Pick<
  SearchAnalyticsSummary,
  'activeStores' | 'storesByState' | 'storesByType'
>;

/** Search analytics, kept where searches happen: daily counts per kind, zero-result counts and the
 * normalised texts people search for. Nothing about who searched or from where is kept. */
@Injectable()
export class SearchAnalyticsUseCases implements OnModuleDestroy {
  private readonly logger = new Logger('SearchAnalytics');
  private catalogFigures: { at: number; figures: CatalogFigures } | null = null;
  private counting: Promise<void> | null = null;
  private pending = new Map<string, SearchDayCounts>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly analytics: SearchAnalyticsRepository,
    private readonly stores: StoresRepository,
  ) {}

  /** Counts one search, in memory until the next flush; never reaches the visitor's results. */
  record(
    kind: SearchKind,
    text: string | null | undefined,
    results: number,
    at = new Date(),
  ): void {
    const date = utcDay(at);
    let day = this.pending.get(date);
    if (!day) {
      day = { date, searchesByKind: {}, zeroResultsByKind: {}, queries: new Map() };
      this.pending.set(date, day);
    }
    day.searchesByKind[kind] = (day.searchesByKind[kind] ?? 0) + 1;
    if (results === 0) day.zeroResultsByKind[kind] = (day.zeroResultsByKind[kind] ?? 0) + 1;
    const query = analyticsQueryText(text);
    if (query) day.queries.set(query, (day.queries.get(query) ?? 0) + 1);
    this.flushTimer ??= setTimeout(() => void this.flush(), SEARCH_COUNTS_FLUSH_MS).unref();
  }

  /** Writes the counts gathered so far (one flush at a time); a failure is logged and those counts lost. */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      for (const counts of batch) {
        try {
          await this.analytics.add(counts);
        } catch (error) {
          this.logger.warn(
            `Searches of ${counts.date} were not counted in analytics: ${String(error)}`,
          );
        }
      }
    });
    return this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  async summary(
    days: number,
    meta: Partial<RequestMeta>,
    now = new Date(),
  ): Promise<SearchAnalyticsSummary> {
    requireAdmin(meta);
    // This instance's latest counts first (other instances' follow within a flush interval).
    await this.flush();
    const period = periodDays(days, now);
    const [buckets, catalog] = await Promise.all([
      this.analytics.since(period[0]),
      this.catalog(now.getTime()),
    ]);
    const byDate = new Map(buckets.map((bucket) => [bucket.date, bucket]));
    const kinds = new Map<string, { searches: number; zeroResults: number }>(
      SEARCH_KINDS.map((kind) => [kind, { searches: 0, zeroResults: 0 }]),
    );
    const queries = new Map<string, number>();
    for (const bucket of buckets) {
      for (const [kind, count] of Object.entries(bucket.searchesByKind ?? {}))
        entry(kinds, kind).searches += count;
      for (const [kind, count] of Object.entries(bucket.zeroResultsByKind ?? {}))
        entry(kinds, kind).zeroResults += count;
      for (const [key, count] of Object.entries(bucket.queries ?? {})) {
        const query = key.replace(/^q:/, '');
        queries.set(query, (queries.get(query) ?? 0) + count);
      }
    }
    return {
      days: period.map((date) => ({
        date,
        searches: byDate.get(date)?.searches ?? 0,
        zeroResults: byDate.get(date)?.zeroResults ?? 0,
      })),
      byKind: [...kinds].map(([kind, counts]) => ({ kind, ...counts })),
      topQueries: [...queries]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
        .slice(0, TOP_QUERIES_SHOWN)
        .map(([query, searches]) => ({ query, searches })),
      ...catalog,
    };
  }

  /**
   * The catalog figures as last counted. Counting reads every active store (seconds on FerretDB,
   * longer than a bus request may take), so it never holds up an answer for long: stale figures are
   * answered at once while a new count runs, and only the very first count is awaited, briefly.
   */
  private async catalog(
    now: number,
  ): Promise<CatalogFigures & Pick<SearchAnalyticsSummary, 'catalogCountedAt'>> {
    const counted = this.catalogFigures;
    // An empty catalog is counted again on the next view: the sample may still have been importing.
    const stale =
      !counted || now - counted.at >= CATALOG_FIGURES_TTL_MS || counted.figures.activeStores === 0;
    if (stale && !this.counting) {
      this.counting = this.countCatalog()
        .then((figures) => {
          this.catalogFigures = { at: now, figures };
        })
        .catch((error: unknown) =>
          this.logger.warn(`The catalog figures could not be counted: ${String(error)}`),
        )
        .finally(() => (this.counting = null));
    }
    if (!this.catalogFigures && this.counting) await within(this.counting, FIRST_COUNT_WAIT_MS);
    return this.catalogFigures
      ? {
          ...this.catalogFigures.figures,
          catalogCountedAt: new Date(this.catalogFigures.at).toISOString(),
        }
      : { activeStores: 0, storesByState: [], storesByType: [], catalogCountedAt: null };
  }

  private async countCatalog(): Promise<CatalogFigures> {
    const states = new Map<string, number>();
    const types = new Map<string, number>();
    const stores = await this.stores.activeStatesAndTypes();
    for (const store of stores) {
      states.set(store.State, (states.get(store.State) ?? 0) + 1);
      types.set(store.Store_Type, (types.get(store.Store_Type) ?? 0) + 1);
    }
    return {
      activeStores: stores.length,
      storesByState: mostFirst(states),
      storesByType: mostFirst(types),
    };
  }
}

/** Waits for the work, or for the time given, whichever ends first. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

function entry<V extends { searches: number; zeroResults: number }>(
  map: Map<string, V>,
  key: string,
): V {
  let value = map.get(key);
  if (!value) map.set(key, (value = { searches: 0, zeroResults: 0 } as V));
  return value;
}

function mostFirst(counts: Map<string, number>): CountByKey[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .map(([key, count]) => ({ key, count }));
}

/** The dashboard is for admins; the roles come from the verified token, checked again here. */
export function requireAdmin(meta: Partial<RequestMeta>): void {
  if (!meta.userId) throw rpcError('UNAUTHENTICATED', 'User not authenticated');
  if (!(meta.roles ?? []).includes('admin'))
    throw rpcError('FORBIDDEN', 'You do not have permission to do this.');
}
