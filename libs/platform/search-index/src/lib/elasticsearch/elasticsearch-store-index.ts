import { Client, errors, type estypes } from '@elastic/elasticsearch';
import pino from 'pino';
import { distanceMiles, searchTokens, type Store } from '@snap/domain';
import { EngineConnection, type EngineLogger } from '@snap/platform-engines';
import { type IndexHit, type NearbyQuery, SearchIndexUnavailableError, type StoreIndex, type TextQuery } from '../search-index.port';
import { scoreName } from '../text-similarity';
import { STORE_INDEX_MAPPINGS, STORE_INDEX_SETTINGS, type StoreDocument, toStoreDocument } from './store-document.mapping';
import { byDistance, nearbyQuery, textQuery, textSort } from './store-queries';

const ENGINE = 'Elasticsearch';

export interface ElasticsearchStoreIndexOptions {
  /** http://host:port of the engine. */
  node: string;
  /** Index name; one per deployment (tests use a unique one per run). */
  index?: string;
  logger?: EngineLogger;
  /** How long a write waits for the engine to become ready before failing (default 30 s). */
  writeReadyTimeoutMs?: number;
  /** First and longest pause between connection attempts at start-up (default 500 ms, 15 s). */
  retryDelayMs?: { initial: number; max: number };
}

const DEFAULT_INDEX = 'snap-stores';
/** Documents per bulk request: ~2 MB of JSON, well under the default 100 MB request limit. */
const BULK_BATCH = 2_000;
/** Elasticsearch's default index.max_result_window: deeper pages go through search_after. */
const MAX_PAGE = 10_000;
/** Extra nearby hits fetched past the page, so re-sorting on the spec's exact distance is stable at the edges. */
const NEARBY_MARGIN = 20;
/** Text candidates beyond the asked limit: Elasticsearch's order approximates the shared scorer's. */
const TEXT_CANDIDATES_FACTOR = 2;
const MIN_TEXT_CANDIDATES = 200;
/** Reads and probes fail at once and soon (the client would otherwise retry after a backoff of a
 * second or two, and wait 30 s on a hung engine): a failed nearby read falls back to the documents,
 * and the connection loop does its own retrying. */
const FAIL_FAST = { maxRetries: 0, requestTimeout: 5_000 };

type Hit = estypes.SearchHit<Pick<StoreDocument, 'store'>>;
type SearchRequest = Omit<estypes.SearchRequest, 'index' | 'size' | 'search_after'>;

/**
 * The distributed runtime's store index on Elasticsearch (7.17 from jars natively; 8/9 images in
 * docker compose and Kubernetes). Elasticsearch does what it is good at over the whole catalog:
 * geo_distance filter and sort, keyword filters, and term/prefix/fuzzy matching of normalized words
 * for text candidates. Each candidate is then scored with the same function as the embedded index,
 * so the port's similarity threshold (0.2) and the final order mean the same in both runtimes.
 *
 * Start-up never throws: the index is created in the background, retrying with backoff while the
 * engine is unreachable (each attempt logged with the engine's address); meanwhile ping() and reads
 * fail with SearchIndexUnavailableError (nearby then falls back to the documents) and writes wait.
 */
export class ElasticsearchStoreIndex implements StoreIndex {
  private readonly client: Client;
  private readonly index: string;
  private readonly writeReadyTimeoutMs: number;
  private readonly connection: EngineConnection;

  constructor(options: ElasticsearchStoreIndexOptions) {
    this.index = options.index ?? DEFAULT_INDEX;
    this.writeReadyTimeoutMs = options.writeReadyTimeoutMs ?? 30_000;
    this.client = new Client({ node: options.node, requestTimeout: 30_000, maxRetries: 1 });
    this.connection = new EngineConnection({
      engine: ENGINE,
      address: options.node,
      logger: options.logger ?? pino({ name: 'search-index' }),
      retryDelayMs: options.retryDelayMs ?? { initial: 500, max: 15_000 },
      establish: async () => {
        await this.client.ping({}, FAIL_FAST);
        if (!(await this.client.indices.exists({ index: this.index }, FAIL_FAST))) await this.createIndex();
      },
      unavailable: (reason) => new SearchIndexUnavailableError(reason),
      describe,
    });
  }

  async upsert(stores: Store[]): Promise<void> {
    if (stores.length === 0) return;
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    const batches = Math.ceil(stores.length / BULK_BATCH);
    for (let i = 0; i < stores.length; i += BULK_BATCH) {
      const operations = stores.slice(i, i + BULK_BATCH).flatMap((store): Array<estypes.BulkOperationContainer | StoreDocument> =>
        // The index holds active stores only, as the embedded one does.
        store.status === 'active' ? [{ index: { _id: store.id } }, toStoreDocument(store)] : [{ delete: { _id: store.id } }],
      );
      // A small write waits for the next periodic refresh; an import refreshes once at the end
      // instead of after every batch.
      await this.bulk(operations, batches === 1 ? 'wait_for' : false);
    }
    if (batches > 1) await this.call(() => this.client.indices.refresh({ index: this.index }));
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    for (let i = 0; i < ids.length; i += BULK_BATCH) {
      await this.bulk(
        ids.slice(i, i + BULK_BATCH).map((id) => ({ delete: { _id: id } })),
        'wait_for',
      );
    }
  }

  async nearby(query: NearbyQuery): Promise<IndexHit[]> {
    const offset = query.offset ?? 0;
    const center = { lat: query.lat, lng: query.lng };
    const hits = await this.search({ query: nearbyQuery(query), sort: byDistance(query.lat, query.lng) }, offset + query.limit + NEARBY_MARGIN);
    return hits
      .map((hit) => this.located(hit, center))
      .filter((hit) => (hit.distanceMiles as number) <= query.radiusMiles)
      .sort((a, b) => (a.distanceMiles as number) - (b.distanceMiles as number) || a.store.id.localeCompare(b.store.id))
      .slice(offset, offset + query.limit);
  }

  async text(query: TextQuery): Promise<IndexHit[]> {
    const words = searchTokens(query.text);
    if (words.length === 0) return [];
    const candidates = Math.max(query.limit * TEXT_CANDIDATES_FACTOR, MIN_TEXT_CANDIDATES);
    const hits = await this.search({ query: textQuery(words, query), sort: textSort(query) }, candidates);
    const scored: IndexHit[] = [];
    for (const hit of hits) {
      const located = query.near ? this.located(hit, query.near) : { store: storeOf(hit), distanceMiles: null, score: null };
      if (query.near && (located.distanceMiles as number) > query.near.radiusMiles) continue;
      const score = scoreName(words, searchTokens(located.store.Store_Name), searchTokens(located.store.City));
      if (score >= query.minScore) scored.push({ ...located, score });
    }
    scored.sort((a, b) => (b.score as number) - (a.score as number) || (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) || a.store.id.localeCompare(b.store.id));
    return scored.slice(0, query.limit);
  }

  async count(): Promise<number> {
    await this.connection.settled();
    const { count } = await this.call(() => this.client.count({ index: this.index }, FAIL_FAST));
    return count;
  }

  /** Empties the index by recreating it: far faster than deleting documents one by one. */
  async clear(): Promise<void> {
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    await this.call(() => this.client.indices.delete({ index: this.index, ignore_unavailable: true }));
    await this.call(() => this.createIndex());
  }

  /** Readiness: resolves only when the engine answers and the index exists. */
  async ping(): Promise<void> {
    await this.connection.settled();
    await this.call(async () => {
      if (!(await this.client.indices.exists({ index: this.index }, FAIL_FAST))) throw new IndexMissingError(this.index);
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
    await this.client.close();
  }

  private async createIndex(): Promise<void> {
    try {
      await this.client.indices.create({ index: this.index, settings: STORE_INDEX_SETTINGS, mappings: STORE_INDEX_MAPPINGS, wait_for_active_shards: 1 });
    } catch (error) {
      // Another replica of the service created it first.
      if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
    }
  }

  /** Runs a request; an engine that stops answering (or lost its index) becomes 'unavailable' and is
   * reconnected, which also creates the index again. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      throw this.connection.lost(error);
    }
  }

  private async bulk(operations: estypes.BulkRequest['operations'], refresh: estypes.Refresh): Promise<void> {
    const response = await this.call(() => this.client.bulk({ index: this.index, operations, refresh }));
    if (!response.errors) return;
    const failed = response.items.map((item) => Object.values(item)[0]).filter((result) => result?.error);
    const first = failed[0]?.error;
    throw new Error(`Elasticsearch rejected ${failed.length} of ${response.items.length} store operations: ${first?.type}: ${first?.reason}`);
  }

  /** The first `wanted` hits in the request's order; deep pages go through search_after. */
  private async search(request: SearchRequest, wanted: number): Promise<Hit[]> {
    await this.connection.settled();
    const hits: Hit[] = [];
    let after: estypes.SortResults | undefined;
    while (hits.length < wanted) {
      const size = Math.min(MAX_PAGE, wanted - hits.length);
      const response = await this.call(() =>
        this.client.search<Pick<StoreDocument, 'store'>>({ ...request, index: this.index, size, search_after: after, _source: ['store'], track_total_hits: false }, FAIL_FAST),
      );
      const page = response.hits.hits;
      hits.push(...page);
      if (page.length < size) break;
      after = page[page.length - 1].sort;
    }
    return hits;
  }

  /** The hit with the spec's exact great-circle distance (earth radius 3959 miles). */
  private located(hit: Hit, from: { lat: number; lng: number }): IndexHit {
    const store = storeOf(hit);
    return { store, distanceMiles: distanceMiles(from, { lat: store.Latitude, lng: store.Longitude }), score: null };
  }
}

class IndexMissingError extends Error {
  constructor(index: string) {
    super(`index "${index}" does not exist`);
    this.name = 'IndexMissingError';
  }
}

const storeOf = (hit: Hit): Store => (hit._source as Pick<StoreDocument, 'store'>).store;

/** Errors that mean the engine cannot answer now, as opposed to a bad request. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof IndexMissingError) return true;
  if (error instanceof errors.ConnectionError || error instanceof errors.TimeoutError || error instanceof errors.NoLivingConnectionsError) return true;
  if (error instanceof errors.ResponseError) {
    const status = error.meta.statusCode ?? 0;
    return status >= 500 || error.body?.error?.type === 'index_not_found_exception';
  }
  return false;
}

function describe(error: unknown): string {
  if (error instanceof errors.ResponseError) return `${error.meta.statusCode ?? ''} ${error.body?.error?.type ?? error.message}`.trim();
  return error instanceof Error ? error.message : String(error);
}
