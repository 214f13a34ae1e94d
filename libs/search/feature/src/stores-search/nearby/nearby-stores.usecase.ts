import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  boundingBox,
  distanceMiles,
  produceIncentiveOf,
  rankNearest,
  type Store,
  type StoreHit,
} from '@snap/domain';
import type { NearbyStoresQuery } from '@snap/contracts';
import {
  SearchIndexUnavailableError,
  STORE_INDEX,
  type StoreIndex,
} from '@snap/platform-search-index';
import { StoresRepository } from '../../catalog/stores.repository';
import { candidateCells } from '../candidate-cells';
import { fromIndex, rankable, toHit } from '../store-hits';

/** get_nearby_stores: the stores around a point, nearest first, within the radius. */
@Injectable()
export class NearbyStoresUseCase {
  private readonly logger = new Logger(NearbyStoresUseCase.name);

  constructor(
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    private readonly stores: StoresRepository,
  ) {}

  /** By distance within the radius; the documents' bounding box when the index is down. */
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
    const cells = candidateCells(this.stores, box, query);
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
