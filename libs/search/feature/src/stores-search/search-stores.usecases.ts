import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type BoundingBox,
  boundingBox,
  distanceMiles,
  findCategory,
  matchesCategory,
  produceIncentiveOf,
  rankNearest,
  roundDistanceMiles,
  rankTextHits,
  rankTrending,
  SEARCH_LIMITS,
  type Store,
  type StoreHit,
  storeTypesReadIncentive,
} from '@snap/domain';
import {
  NearbyStoresQuery,
  type CategoryStoresQuery,
  type DirectSearchQuery,
  type TextSearchQuery,
  type TrendingStoresQuery,
  type ZipStoresQuery,
} from '@snap/contracts';
import {
  EmbeddedStoreIndex,
  type IndexHit,
  SearchIndexUnavailableError,
  type TextQuery,
  STORE_INDEX,
  type StoreIndex,
} from '@snap/platform-search-index';
import { geoCellsCovering } from '../catalog/geo-cells';
import type { CellEntry } from '../catalog/store-cells';
import { StoresRepository } from '../catalog/stores.repository';
import { StoreClicksRepository } from '../clicks/store-clicks.repository';
import { Gazetteer, type GeoPlace } from '../geocoding/gazetteer';

const DAY_MS = 86_400_000;
/** Text fallback for a city without a position: its stores lie within this distance of its centre. */
const CITY_RADIUS_MILES = 30;
/** Enough stores to page through a category within the largest radius in dense areas. */
const CATEGORY_CANDIDATES = 5_000;
/** The nearest stores whose ZIPs tell the location note which ZIPs people shop in. */
const PLACE_STORES = 10;

export function toHit(
  store: Store,
  distance: number | null,
  score: number | null = null,
): StoreHit {
  return {
    ...store,
    distanceMiles: distance === null ? null : roundDistanceMiles(distance),
    similarityScore: score === null ? null : round(score, 3),
  };
}

const fromIndex = (hit: IndexHit) => toHit(hit.store, hit.distanceMiles, hit.score);

/** The index's candidates with what the domain's ranking reads, on exact distances (toHit rounds them
 * for display afterwards). */
const rankable = (hit: IndexHit) => ({
  id: hit.store.id,
  distanceMiles: hit.distanceMiles,
  score: hit.score,
  hit,
});

/** The search service's read side: every query the discovery screens make. */
@Injectable()
export class SearchStoresUseCases {
  private readonly logger = new Logger(SearchStoresUseCases.name);

  constructor(
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    private readonly stores: StoresRepository,
    private readonly clicks: StoreClicksRepository,
    private readonly gazetteer: Gazetteer,
  ) {}

  /** The place the location note names: the gazetteer's residential ZIP, told which ZIPs the nearest
   * stores are in (the dataset has no ZIP types; downtown Atlanta is 30303, not the PO-box ZIP 30392). */
  async placeOf(lat: number, lng: number): Promise<GeoPlace | null> {
    const query = Object.assign(new NearbyStoresQuery(), { lat, lng, limit: PLACE_STORES });
    const stores = await this.nearby(query).catch(() => [] as StoreHit[]);
    const shopped = new Set(stores.map((store) => store.Zip_Code.slice(0, 5)));
    return this.gazetteer.reverse(lat, lng, shopped);
  }

  /** get_nearby_stores: by distance within the radius; the documents' bounding box when the index is down. */
  async nearby(query: NearbyStoresQuery): Promise<StoreHit[]> {
    try {
      const candidates = await this.index.nearby({
        lat: query.lat,
        lng: query.lng,
        radiusMiles: query.radiusMiles,
        storeTypes: query.storeTypes,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.offset + query.limit,
      });
      return rankNearest(candidates.map(rankable))
        .slice(query.offset, query.offset + query.limit)
        .map(({ hit }) => fromIndex(hit));
    } catch (error) {
      if (!(error instanceof SearchIndexUnavailableError)) throw error;
      this.logger.warn(`${error.message}: nearby falls back to the documents' bounding box`);
      return this.nearbyFromDocuments(query);
    }
  }

  /**
   * The fallback of product rule "Search fallback": the stores around the point from the documents store, exact great-circle
   * distance, radius, ranked as the index's answers are (rankNearest). The candidates are the stores of
   * the grid cells covering the bounding box: indexed equality lookups, fast on every engine (a
   * latitude/longitude range while an older catalog's stores are still getting their cells).
   */
  async nearbyFromDocuments(query: NearbyStoresQuery): Promise<StoreHit[]> {
    const center = { lat: query.lat, lng: query.lng };
    const box = boundingBox(center, query.radiusMiles);
    const cells = this.cellsFor(box, query);
    if (!cells)
      return nearestFirst(
        (await this.stores.findInBoundingBox(box, query.storeTypes)).filter(
          (store) => !query.produceIncentiveOnly || produceIncentiveOf(store) !== null,
        ),
        center,
        query.radiusMiles,
      ).slice(query.offset, query.offset + query.limit);
    // Ranked on the cells' positions; only the page is read in full (by id, the fast lookup).
    const page = rankNearest(
      (await this.stores.inCells(cells, query.storeTypes))
        .map((entry) => ({ id: entry.id, distanceMiles: distanceMiles(center, entry) }))
        .filter(({ distanceMiles: miles }) => miles <= query.radiusMiles),
    ).slice(query.offset, query.offset + query.limit);
    const miles = new Map(page.map((entry) => [entry.id, entry.distanceMiles]));
    return (await this.stores.findByIds(page.map((entry) => entry.id))).map((store) =>
      toHit(store, miles.get(store.id) as number),
    );
  }

  /** ZIP search: exact ZIP, a name, optional types, at most 100. */
  async byZip(query: ZipStoresQuery): Promise<StoreHit[]> {
    const stores = await this.stores.findByZip(
      query.zip,
      query.storeTypes,
      query.produceIncentiveOnly ? Number.MAX_SAFE_INTEGER : SEARCH_LIMITS.zipResultLimit,
    );
    return stores
      .filter((store) => !query.produceIncentiveOnly || produceIncentiveOf(store) !== null)
      .slice(0, SEARCH_LIMITS.zipResultLimit)
      .map((store) => toHit(store, null));
  }

  /** smart_store_search: typo-tolerant, similarity ≥ 0.2, ranked by score unless within 0.1, then distance. */
  async text(query: TextSearchQuery): Promise<StoreHit[]> {
    const text = query.text?.trim() ?? '';
    // A ZIP alone is the exact-ZIP list of product rule "ZIP search"; a name or a category with a ZIP is looked for around
    // the ZIP, within the radius (docs/product-rules.md "A name or category with a ZIP"), so the
    // Walgreens a mile away in the next ZIP is found.
    const aroundZip = Boolean(
      query.zip && (text || query.storeTypes?.length || query.produceIncentiveOnly),
    );
    const near =
      query.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng, radiusMiles: query.radiusMiles }
        : aroundZip
          ? this.zipArea(query.zip as string, query.radiusMiles)
          : undefined;
    if (!text) return this.withoutText(query, near, aroundZip);
    const textQuery: TextQuery = {
      text,
      near,
      city: query.city,
      state: query.state,
      // Without a centre for the ZIP, the ZIP stays an exact filter.
      zip: near ? undefined : query.zip,
      storeTypes: query.storeTypes,
      produceIncentiveOnly: query.produceIncentiveOnly,
      minScore: SEARCH_LIMITS.similarityThreshold,
      limit: Math.max(query.limit * 2, 200),
    };
    let hits: IndexHit[];
    try {
      hits = await this.index.text(textQuery);
    } catch (error) {
      if (!(error instanceof SearchIndexUnavailableError)) throw error;
      this.logger.warn(
        `${error.message}: text search falls back to the documents around the place`,
      );
      return this.textFromDocuments(textQuery, query.limit, error);
    }
    return rankTextHits(hits.map(rankable))
      .slice(0, query.limit)
      .map(({ hit }) => fromIndex(hit));
  }

  /**
   * Text search while the index is down: the stores around the place asked (the searcher's position,
   * a ZIP, or a known city) read from the documents store, scored and ordered by the same shared
   * scorer and rules as the index, in a throwaway in-memory index of just those stores. Each hit is
   * marked searchLimited so the page can say so. Without a place (the whole country) there is no
   * bounded set to score: the outage is passed on (the visitor reads "Search is temporarily limited").
   */
  async textFromDocuments(
    query: TextQuery,
    limit: number,
    outage: SearchIndexUnavailableError,
  ): Promise<StoreHit[]> {
    const candidates = await this.textCandidates(query);
    if (!candidates) throw outage;
    const scratch = new EmbeddedStoreIndex();
    await scratch.upsert(candidates);
    const ranked = rankTextHits((await scratch.text(query)).map(rankable))
      .slice(0, limit)
      .map(({ hit }) => hit);
    // The candidates may carry only what scoring needs: the results are read in full, by id.
    const full = new Map(
      (await this.stores.findByIds(ranked.map((hit) => hit.store.id))).map((s) => [s.id, s]),
    );
    return ranked.flatMap((hit) => {
      const store = full.get(hit.store.id);
      return store ? [{ ...toHit(store, hit.distanceMiles, hit.score), searchLimited: true }] : [];
    });
  }

  private async textCandidates(query: TextQuery): Promise<Store[] | null> {
    const area = query.near ?? this.cityArea(query);
    if (area) {
      const box = boundingBox(area, area.radiusMiles);
      const cells = this.cellsFor(box, query);
      if (!cells) return this.stores.findInBoundingBox(box, query.storeTypes);
      return (await this.stores.inCells(cells, query.storeTypes)).map(scoringStore);
    }
    if (query.zip) return this.stores.activeInZip(query.zip);
    return null;
  }

  /** The grid cells covering the box, or null when the box's stores must be read in full: the cells
   * carry what ranking needs, not the incentive text that the incentive filter and the Restaurant Meals
   * Program type (storeTypesReadIncentive) read. */
  private cellsFor(
    box: BoundingBox,
    query: { storeTypes?: string[]; produceIncentiveOnly?: boolean },
  ): string[] | null {
    if (!this.stores.cells.ready || query.produceIncentiveOnly) return null;
    if (storeTypesReadIncentive(query.storeTypes)) return null;
    return geoCellsCovering(box);
  }

  /** A ZIP asked with a name but without a position: the stores within the radius of its centre. */
  private zipArea(
    zip: string,
    radiusMiles: number,
  ): { lat: number; lng: number; radiusMiles: number } | undefined {
    const place = this.gazetteer.zip(zip);
    return place ? { lat: place.lat, lng: place.lng, radiusMiles } : undefined;
  }

  /** A city asked without a position: the stores around the gazetteer's centre of it. */
  private cityArea(query: TextQuery): { lat: number; lng: number; radiusMiles: number } | null {
    if (!query.city) return null;
    const place = this.gazetteer.city(query.city, query.state);
    return place ? { lat: place.lat, lng: place.lng, radiusMiles: CITY_RADIUS_MILES } : null;
  }

  /** Direct search: contains on name, city, ZIP or state, by name, at most 2000. */
  async direct(query: DirectSearchQuery): Promise<StoreHit[]> {
    const category = query.category ? findCategory(query.category) : undefined;
    const stores = await this.stores.containing(
      query.text,
      category ? SEARCH_LIMITS.directSearchLimit * 3 : query.limit,
    );
    return stores
      .filter(
        (store) =>
          store.Store_Name.trim() !== '' &&
          Number.isFinite(store.Latitude) &&
          Number.isFinite(store.Longitude),
      )
      .filter((store) => !category || matchesCategory(store, category))
      .slice(0, query.limit)
      .map((store) => toHit(store, null));
  }

  /** A category of the bar near the user: its types or name keywords, minus its exclusions. */
  async category(query: CategoryStoresQuery): Promise<StoreHit[]> {
    if (query.category === 'trending') {
      const ranked = await this.trending({
        lat: query.lat,
        lng: query.lng,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.offset + query.limit,
      });
      if (ranked.some((hit) => (hit.trendingScore ?? 0) > 0)) return ranked.slice(query.offset);
      // Nobody nearby opened a store lately: plain nearest first within the chosen radius (the list says so).
      return this.nearby({
        lat: query.lat,
        lng: query.lng,
        radiusMiles: query.radiusMiles,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.limit,
        offset: query.offset,
      });
    }
    const category = findCategory(query.category);
    if (!category) return [];
    const nearby = await this.nearby({
      lat: query.lat,
      lng: query.lng,
      radiusMiles: query.radiusMiles,
      produceIncentiveOnly: query.produceIncentiveOnly,
      limit: CATEGORY_CANDIDATES,
      offset: 0,
    });
    return nearby
      .filter((hit) => matchesCategory(hit, category))
      .slice(query.offset, query.offset + query.limit);
  }

  /** Trending: clicks of the last 30 days within 25 miles, decayed; ties by incentive program, then distance. */
  async trending(query: TrendingStoresQuery): Promise<StoreHit[]> {
    const now = new Date();
    const user = { lat: query.lat, lng: query.lng };
    const [nearby, clicks] = await Promise.all([
      this.nearby({
        ...user,
        radiusMiles: SEARCH_LIMITS.trendingRadiusMiles,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: CATEGORY_CANDIDATES,
        offset: 0,
      } as NearbyStoresQuery),
      this.clicks.since(new Date(now.getTime() - SEARCH_LIMITS.trendingWindowDays * DAY_MS)),
    ]);
    const ranked = rankTrending(
      nearby.map((hit) => ({
        ...hit,
        hasIncentiveProgram: !!hit.Incentive_Program,
        distanceMiles: hit.distanceMiles as number,
      })),
      clicks,
      user,
      now,
    );
    return ranked
      .slice(0, query.limit)
      .map(({ trendingScore, hasIncentiveProgram: _incentive, ...hit }) => ({
        ...hit,
        trendingScore: round(trendingScore, 3),
      }));
  }

  /** One store; a store page asks for closed ones too, to say since when it left USDA's list. */
  async byId(id: string, includeClosed = false): Promise<StoreHit | null> {
    const store = await this.stores.findById(id, includeClosed);
    return store ? toHit(store, null) : null;
  }

  /** Several stores at once, in the order asked (for favorites and other lists kept elsewhere). */
  async byIds(ids: string[], includeClosed = false): Promise<StoreHit[]> {
    const found = new Map(
      (await this.stores.findByIds(ids, includeClosed)).map((store) => [store.id, store]),
    );
    return ids.flatMap((id) => (found.has(id) ? [toHit(found.get(id) as Store, null)] : []));
  }

  private async withoutText(
    query: TextSearchQuery,
    near: { lat: number; lng: number; radiusMiles: number } | undefined,
    aroundZip: boolean,
  ): Promise<StoreHit[]> {
    if (near) {
      const hits = await this.nearby({
        ...near,
        storeTypes: query.storeTypes,
        produceIncentiveOnly: query.produceIncentiveOnly,
        limit: query.limit,
        offset: 0,
      });
      return hits.filter(
        (hit) =>
          (aroundZip || !query.zip || hit.Zip_Code === query.zip) &&
          (!query.state || hit.State === query.state.toUpperCase()),
      );
    }
    if (query.zip)
      return this.byZip({
        zip: query.zip,
        storeTypes: query.storeTypes,
        produceIncentiveOnly: query.produceIncentiveOnly,
      });
    if (query.city) {
      const place = this.gazetteer.city(query.city, query.state);
      if (place)
        return this.nearby({
          lat: place.lat,
          lng: place.lng,
          radiusMiles: query.radiusMiles,
          storeTypes: query.storeTypes,
          produceIncentiveOnly: query.produceIncentiveOnly,
          limit: query.limit,
          offset: 0,
        });
    }
    return [];
  }
}

/** A store as far as text scoring and its filters go (name, city, state, ZIP, type, position). */
function scoringStore(entry: CellEntry): Store {
  return {
    id: entry.id,
    Store_Name: entry.name,
    City: entry.city,
    State: entry.state,
    Zip_Code: entry.zip,
    Store_Type: entry.type,
    Latitude: entry.lat,
    Longitude: entry.lng,
    // The cells hold active stores only.
    status: 'active',
  } as Store;
}

/** The stores within the radius, ranked as the index's answers are (rankNearest). */
function nearestFirst(
  stores: Store[],
  center: { lat: number; lng: number },
  radiusMiles: number,
): StoreHit[] {
  const within = stores
    .filter((store) => Number.isFinite(store.Latitude) && Number.isFinite(store.Longitude))
    .map((store) => ({
      id: store.id,
      store,
      distanceMiles: distanceMiles(center, { lat: store.Latitude, lng: store.Longitude }),
    }))
    .filter(({ distanceMiles: miles }) => miles <= radiusMiles);
  return rankNearest(within).map(({ store, distanceMiles: miles }) => toHit(store, miles));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
