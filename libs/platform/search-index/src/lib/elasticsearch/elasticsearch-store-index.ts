import { randomBytes } from 'node:crypto';
import { Client, errors, type estypes } from '@elastic/elasticsearch';
import pino from 'pino';
import { distanceMiles, searchTokens, type Store } from '@snap/domain';
import { EngineConnection, type EngineLogger, TIME_LIMITS } from '@snap/platform-engines';
import {
  type IndexHit,
  type NearbyQuery,
  SearchIndexUnavailableError,
  type StoreIndex,
  type TextQuery,
} from '../search-index.port';
import { bestScoring, scoreName } from '../text-similarity';
import {
  PRODUCE_INCENTIVE_MAPPING,
  STORE_INDEX_MAPPINGS,
  STORE_INDEX_SETTINGS,
  type StoreDocument,
  toStoreDocument,
} from './store-document.mapping';
import { byDistance, nearbyQuery, textQuery, textSort } from './store-queries';

const ENGINE = 'Elasticsearch';

export interface ElasticsearchStoreIndexOptions {
  /** http://host:port of the engine. */
  node: string;
  /** Name the service reads and writes through: an alias of the current build of the index, one per
   * deployment (tests use a unique one per run). */
  index?: string;
  logger?: EngineLogger;
  /** How long a write waits for the engine to become ready before failing (default 30 s). */
  writeReadyTimeoutMs?: number;
  /** First and longest pause between connection attempts at start-up (default 500 ms, 5 s). */
  retryDelayMs?: { initial: number; max: number };
}

const DEFAULT_INDEX = 'snap-stores';
/** Documents per bulk request: ~2 MB of JSON, well under the default 100 MB request limit. */
const BULK_BATCH = 2_000;
/** Elasticsearch's default index.max_result_window: deeper pages go through search_after. */
const MAX_PAGE = 10_000;
/** Extra nearby hits fetched past the page, so re-sorting on the exact distance of product rule "Distance" is stable at the edges. */
const NEARBY_MARGIN = 20;
/** Text candidates beyond the asked limit: Elasticsearch's order approximates the shared scorer's. */
const TEXT_CANDIDATES_FACTOR = 2;
const MIN_TEXT_CANDIDATES = 200;
/** Reads and probes fail at once and soon (the client would otherwise retry after a backoff of a
 * second or two, and wait 30 s on a hung engine): a failed nearby read falls back to the documents,
 * and the connection loop does its own retrying. */
const FAIL_FAST = { maxRetries: 0, requestTimeout: TIME_LIMITS.engineReadMs };

type Hit = estypes.SearchHit<Pick<StoreDocument, 'store'>>;

/** What a rebuild must also apply to the index it builds: the writes made while it runs. */
type Write = { upsert: Store[] } | { remove: string[] };
type SearchRequest = Omit<estypes.SearchRequest, 'index' | 'size' | 'search_after'>;

/**
 * The distributed runtime's store index on Elasticsearch 7.17 (from jars natively, the official 7.17
 * image in docker compose and Kubernetes: one major everywhere, which the 9.x client speaks to). Elasticsearch does what it is good at over the whole catalog:
 * geo_distance filter and sort, keyword filters, and term/prefix/fuzzy matching of normalized words
 * for text candidates. Each candidate is then scored with the same function as the embedded index,
 * so the port's similarity threshold (0.2) and the final order mean the same in both runtimes.
 *
 * The service reads and writes through an alias; each build of the index is a versioned index behind
 * it (`<alias>-v<time>-<random>`). A rebuild loads a new versioned index while the old one keeps
 * serving, then switches the alias in one atomic request and deletes the old index: no replica ever
 * reads an empty or half-built index. (One rebuild at a time is the caller's lock to take.)
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
  /** While a rebuild runs: the writes made meanwhile, replayed into the index it builds. */
  private rebuilding?: { writes: Write[] };

  constructor(options: ElasticsearchStoreIndexOptions) {
    this.index = options.index ?? DEFAULT_INDEX;
    this.writeReadyTimeoutMs = options.writeReadyTimeoutMs ?? 30_000;
    this.client = new Client({ node: options.node, requestTimeout: 30_000, maxRetries: 1 });
    this.connection = new EngineConnection({
      engine: ENGINE,
      address: options.node,
      logger: options.logger ?? pino({ name: 'search-index' }),
      retryDelayMs: options.retryDelayMs ?? { initial: 500, max: 5_000 },
      establish: async () => {
        await this.client.ping({}, FAIL_FAST);
        if (!(await this.client.indices.exists({ index: this.index }, FAIL_FAST)))
          await this.createFirstIndex();
        // An index built before the incentive filter learns its field (adding one is allowed).
        else
          await this.client.indices.putMapping(
            { index: this.index, properties: PRODUCE_INCENTIVE_MAPPING },
            FAIL_FAST,
          );
      },
      unavailable: (reason) => new SearchIndexUnavailableError(reason),
      describe,
    });
  }

  async upsert(stores: Store[]): Promise<void> {
    if (stores.length === 0) return;
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    // Recorded before it is sent: a rebuild that switches the alias while this write is still on its
    // way to the old index replays it into the new one (writing a store twice changes nothing).
    this.rebuilding?.writes.push({ upsert: stores });
    await this.write(this.index, stores);
  }

  /** `loading`: into a build not refreshed yet (refresh off), which is refreshed once when complete. */
  private async write(index: string, stores: Store[], loading = false): Promise<void> {
    const batches = Math.ceil(stores.length / BULK_BATCH);
    for (let i = 0; i < stores.length; i += BULK_BATCH) {
      const operations = stores
        .slice(i, i + BULK_BATCH)
        .flatMap((store): Array<estypes.BulkOperationContainer | StoreDocument> =>
          // The index holds active stores only, as the embedded one does.
          store.status === 'active'
            ? [{ index: { _id: store.id } }, toStoreDocument(store)]
            : [{ delete: { _id: store.id } }],
        );
      // A small write waits for the next periodic refresh; an import refreshes once at the end
      // instead of after every batch.
      // (wait_for on an index whose refresh is off would wait for ever.)
      await this.bulk(index, operations, batches === 1 && !loading ? 'wait_for' : false);
    }
    if (batches > 1 && !loading) await this.call(() => this.client.indices.refresh({ index }));
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.connection.whenReady(this.writeReadyTimeoutMs);
    this.rebuilding?.writes.push({ remove: ids });
    await this.delete(this.index, ids);
  }

  private async delete(index: string, ids: string[], loading = false): Promise<void> {
    for (let i = 0; i < ids.length; i += BULK_BATCH) {
      await this.bulk(
        index,
        ids.slice(i, i + BULK_BATCH).map((id) => ({ delete: { _id: id } })),
        loading ? false : 'wait_for',
      );
    }
  }

  async nearby(query: NearbyQuery): Promise<IndexHit[]> {
    const center = { lat: query.lat, lng: query.lng };
    // The engine picks the nearest on its own arc distance; a margin covers stores its rounding
    // puts on the other side of ours at the edge of the page.
    const hits = await this.search(
      { query: nearbyQuery(query), sort: byDistance(query.lat, query.lng) },
      query.limit + NEARBY_MARGIN,
    );
    return hits
      .map((hit) => this.located(hit, center))
      .filter((hit) => (hit.distanceMiles as number) <= query.radiusMiles);
  }

  async text(query: TextQuery): Promise<IndexHit[]> {
    const words = searchTokens(query.text);
    if (words.length === 0) return [];
    const candidates = Math.max(query.limit * TEXT_CANDIDATES_FACTOR, MIN_TEXT_CANDIDATES);
    const hits = await this.search(
      { query: textQuery(words, query), sort: textSort(query) },
      candidates,
    );
    const scored: IndexHit[] = [];
    for (const hit of hits) {
      const located = query.near
        ? this.located(hit, query.near)
        : { store: storeOf(hit), distanceMiles: null, score: null };
      if (query.near && (located.distanceMiles as number) > query.near.radiusMiles) continue;
      const score = scoreName(
        words,
        searchTokens(located.store.Store_Name),
        searchTokens(located.store.City),
      );
      if (score >= query.minScore) scored.push({ ...located, score });
    }
    return bestScoring(scored, query.limit);
  }

  async count(): Promise<number> {
    await this.connection.settled();
    const { count } = await this.call(() => this.client.count({ index: this.index }, FAIL_FAST));
    return count;
  }

  /** Empties the index by switching the alias to a new empty one: far faster than deleting documents. */
  async clear(): Promise<void> {
    await this.rebuild([]);
  }

  async rebuild(stores: Store[]): Promise<void> {
    if (this.rebuilding)
      throw new Error(`a rebuild of ${this.index} is already running in this process`);
    // From now on every write is recorded, even before the new index exists.
    this.rebuilding = { writes: [] };
    const target = `${this.index}-v${Date.now()}-${randomBytes(3).toString('hex')}`;
    let created = false;
    try {
      await this.connection.whenReady(this.writeReadyTimeoutMs);
      await this.deleteAbandonedBuilds();
      // Not refreshed while it loads (nobody reads it yet): segments are made once, at the end.
      await this.call(() => this.createIndex(target, false, { refresh_interval: '-1' }));
      created = true;
      await this.write(target, stores, true);
      // Writes made while loading went to the serving index; the loaded copy may predate them.
      let replayed = await this.replay(target, 0, true);
      await this.call(() =>
        this.client.indices.putSettings({
          index: target,
          settings: { refresh_interval: STORE_INDEX_SETTINGS.refresh_interval },
        }),
      );
      await this.call(() => this.client.indices.refresh({ index: target }));
      const previous = await this.indicesBehindAlias();
      replayed = await this.replay(target, replayed);
      await this.call(() =>
        this.client.indices.updateAliases({
          actions: [
            ...previous.aliased.map((index) => ({ remove: { index, alias: this.index } })),
            { add: { index: target, alias: this.index } },
            // A deployment from before aliases has a concrete index by the alias's name: it goes in the same request.
            ...(previous.concrete ? [{ remove_index: { index: this.index } }] : []),
          ],
        }),
      );
      // Writes between the last replay and the switch reached the old index only.
      await this.replay(target, replayed);
      this.rebuilding = undefined;
      if (previous.aliased.length > 0)
        await this.call(() =>
          this.client.indices.delete({ index: previous.aliased, ignore_unavailable: true }),
        );
    } catch (error) {
      this.rebuilding = undefined;
      if (created)
        await this.client.indices
          .delete({ index: target, ignore_unavailable: true })
          .catch(() => undefined);
      throw error;
    }
  }

  /** Readiness: resolves only when the engine answers and the index exists. */
  async ping(): Promise<void> {
    await this.connection.settled();
    await this.call(async () => {
      if (!(await this.client.indices.exists({ index: this.index }, FAIL_FAST)))
        throw new IndexMissingError(this.index);
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
    await this.client.close();
  }

  /** The first build of a new deployment: a fixed name, so replicas starting together create it once,
   * with the alias in the same request. */
  private async createFirstIndex(): Promise<void> {
    try {
      await this.createIndex(`${this.index}-v0`, true);
    } catch (error) {
      // Another replica of the service created it first.
      if (!(
        error instanceof errors.ResponseError &&
        error.body?.error?.type === 'resource_already_exists_exception'
      ))
        throw error;
    }
  }

  private async createIndex(
    index: string,
    withAlias = false,
    settings: estypes.IndicesIndexSettings = {},
  ): Promise<void> {
    await this.client.indices.create({
      index,
      settings: { ...STORE_INDEX_SETTINGS, ...settings },
      mappings: STORE_INDEX_MAPPINGS,
      ...(withAlias ? { aliases: { [this.index]: {} } } : {}),
      wait_for_active_shards: 1,
    });
  }

  /** Applies the writes recorded from `from` on into the index being built; returns where it stopped. */
  private async replay(target: string, from: number, loading = false): Promise<number> {
    const writes = this.rebuilding?.writes ?? [];
    let next = from;
    while (next < writes.length) {
      const write = writes[next++];
      if ('upsert' in write) await this.write(target, write.upsert, loading);
      else await this.delete(target, write.remove, loading);
    }
    return next;
  }

  /** The versioned indices the alias points to now, or whether the alias's name is itself a concrete index. */
  private async indicesBehindAlias(): Promise<{ aliased: string[]; concrete: boolean }> {
    if (await this.call(() => this.client.indices.existsAlias({ name: this.index }))) {
      return {
        aliased: Object.keys(
          await this.call(() => this.client.indices.getAlias({ name: this.index })),
        ),
        concrete: false,
      };
    }
    return {
      aliased: [],
      concrete: await this.call(() => this.client.indices.exists({ index: this.index })),
    };
  }

  /** Builds left by a rebuild that died half-way (never behind the alias). Rebuilds run one at a time
   * (the caller's lock), so any such index is abandoned. */
  private async deleteAbandonedBuilds(): Promise<void> {
    const builds = Object.keys(
      await this.call(() =>
        this.client.indices.get({
          index: `${this.index}-v*`,
          ignore_unavailable: true,
          allow_no_indices: true,
        }),
      ),
    );
    const { aliased } = await this.indicesBehindAlias();
    const abandoned = builds.filter((index) => !aliased.includes(index));
    if (abandoned.length > 0)
      await this.call(() =>
        this.client.indices.delete({ index: abandoned, ignore_unavailable: true }),
      );
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

  private async bulk(
    index: string,
    operations: estypes.BulkRequest['operations'],
    refresh: estypes.Refresh,
  ): Promise<void> {
    const response = await this.call(() => this.client.bulk({ index, operations, refresh }));
    if (!response.errors) return;
    const failed = response.items
      .map((item) => Object.values(item)[0])
      .filter((result) => result?.error);
    const first = failed[0]?.error;
    throw new Error(
      `Elasticsearch rejected ${failed.length} of ${response.items.length} store operations: ${first?.type}: ${first?.reason}`,
    );
  }

  /** The first `wanted` hits in the request's order; deep pages go through search_after. */
  private async search(request: SearchRequest, wanted: number): Promise<Hit[]> {
    await this.connection.settled();
    const hits: Hit[] = [];
    let after: estypes.SortResults | undefined;
    while (hits.length < wanted) {
      const size = Math.min(MAX_PAGE, wanted - hits.length);
      const response = await this.call(() =>
        this.client.search<Pick<StoreDocument, 'store'>>(
          {
            ...request,
            index: this.index,
            size,
            search_after: after,
            _source: ['store'],
            track_total_hits: false,
          },
          FAIL_FAST,
        ),
      );
      const page = response.hits.hits;
      hits.push(...page);
      if (page.length < size) break;
      after = page[page.length - 1].sort;
    }
    return hits;
  }

  /** The hit with the exact great-circle distance of product rule "Distance" (earth radius 3959 miles). */
  private located(hit: Hit, from: { lat: number; lng: number }): IndexHit {
    const store = storeOf(hit);
    return {
      store,
      distanceMiles: distanceMiles(from, { lat: store.Latitude, lng: store.Longitude }),
      score: null,
    };
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
  if (
    error instanceof errors.ConnectionError ||
    error instanceof errors.TimeoutError ||
    error instanceof errors.NoLivingConnectionsError
  )
    return true;
  if (error instanceof errors.ResponseError) {
    const status = error.meta.statusCode ?? 0;
    return status >= 500 || error.body?.error?.type === 'index_not_found_exception';
  }
  return false;
}

function describe(error: unknown): string {
  if (error instanceof errors.ResponseError)
    return `${error.meta.statusCode ?? ''} ${error.body?.error?.type ?? error.message}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/** Deletes a deployment's store index: every versioned build, and the alias with them (tests, resets).
 * By concrete names: Elasticsearch refuses to delete through an alias. */
export async function deleteStoreIndex(client: Client, alias: string): Promise<void> {
  const found = await client.indices.get({
    index: [alias, `${alias}-v*`],
    ignore_unavailable: true,
    allow_no_indices: true,
  });
  const indices = Object.keys(found);
  if (indices.length > 0) await client.indices.delete({ index: indices, ignore_unavailable: true });
}
