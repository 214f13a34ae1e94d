import { Inject, Injectable, Logger } from '@nestjs/common';
import { boundingBox, rankTextHits, SEARCH_LIMITS, type Store, type StoreHit } from '@snap/domain';
import type { TextSearchQuery } from '@snap/contracts';
import {
  EmbeddedStoreIndex,
  type IndexHit,
  SearchIndexUnavailableError,
  STORE_INDEX,
  type StoreIndex,
  type TextQuery,
} from '@snap/platform-search-index';
import type { CellEntry } from '../../catalog/store-cells';
import { StoresRepository } from '../../catalog/stores.repository';
import { Gazetteer } from '../../geocoding/gazetteer';
import { candidateCells } from '../candidate-cells';
import { NearbyStoresUseCase } from '../nearby/nearby-stores.usecase';
import { fromIndex, rankable, toHit } from '../store-hits';
import { ZipStoresUseCase } from '../zip/zip-stores.usecase';

/** Text fallback for a city without a position: its stores lie within this distance of its centre. */
const CITY_RADIUS_MILES = 30;

type Area = { lat: number; lng: number; radiusMiles: number };

/** smart_store_search: typo-tolerant, similarity ≥ 0.2, ranked by score unless within 0.1, then distance. */
@Injectable()
export class TextSearchUseCase {
  private readonly logger = new Logger(TextSearchUseCase.name);

  constructor(
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    private readonly stores: StoresRepository,
    private readonly gazetteer: Gazetteer,
    private readonly nearby: NearbyStoresUseCase,
    private readonly zip: ZipStoresUseCase,
  ) {}

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
      const cells = candidateCells(this.stores, box, query);
      if (!cells) return this.stores.findInBoundingBox(box, query.storeTypes);
      return (await this.stores.inCells(cells, query.storeTypes)).map(scoringStore);
    }
    if (query.zip) return this.stores.activeInZip(query.zip);
    return null;
  }

  /** A ZIP asked with a name but without a position: the stores within the radius of its centre. */
  private zipArea(zip: string, radiusMiles: number): Area | undefined {
    const place = this.gazetteer.zip(zip);
    return place ? { lat: place.lat, lng: place.lng, radiusMiles } : undefined;
  }

  /** A city asked without a position: the stores around the gazetteer's centre of it. */
  private cityArea(query: TextQuery): Area | null {
    if (!query.city) return null;
    const place = this.gazetteer.city(query.city, query.state);
    return place ? { lat: place.lat, lng: place.lng, radiusMiles: CITY_RADIUS_MILES } : null;
  }

  /** No text: the stores near the place asked, the ZIP's list, or the city's. */
  private async withoutText(
    query: TextSearchQuery,
    near: Area | undefined,
    aroundZip: boolean,
  ): Promise<StoreHit[]> {
    if (near) {
      const hits = await this.nearby.nearby({
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
      return this.zip.byZip({
        zip: query.zip,
        storeTypes: query.storeTypes,
        produceIncentiveOnly: query.produceIncentiveOnly,
      });
    if (query.city) {
      const place = this.gazetteer.city(query.city, query.state);
      if (place)
        return this.nearby.nearby({
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
