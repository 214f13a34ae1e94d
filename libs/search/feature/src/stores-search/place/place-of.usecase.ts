import { Injectable } from '@nestjs/common';
import type { StoreHit } from '@snap/domain';
import { NearbyStoresQuery } from '@snap/contracts';
import { Gazetteer, type GeoPlace } from '../../geocoding/gazetteer';
import { NearbyStoresUseCase } from '../nearby/nearby-stores.usecase';

/** The nearest stores whose ZIPs tell the location note which ZIPs people shop in. */
const PLACE_STORES = 10;

/** The place the location note names for a position. */
@Injectable()
export class PlaceOfUseCase {
  constructor(
    private readonly nearby: NearbyStoresUseCase,
    private readonly gazetteer: Gazetteer,
  ) {}

  /** The gazetteer's residential ZIP, told which ZIPs the nearest stores are in (the dataset has no
   * ZIP types; downtown Atlanta is 30303, not the PO-box ZIP 30392). */
  async placeOf(lat: number, lng: number): Promise<GeoPlace | null> {
    const query = Object.assign(new NearbyStoresQuery(), { lat, lng, limit: PLACE_STORES });
    const stores = await this.nearby.nearby(query).catch(() => [] as StoreHit[]);
    const shopped = new Set(stores.map((store) => store.Zip_Code.slice(0, 5)));
    return this.gazetteer.reverse(lat, lng, shopped);
  }
}
