import { Injectable } from '@nestjs/common';
import { produceIncentiveOf, SEARCH_LIMITS, type StoreHit } from '@snap/domain';
import type { ZipStoresQuery } from '@snap/contracts';
import { StoresRepository } from '../../catalog/stores.repository';
import { toHit } from '../store-hits';

/** ZIP search: exact ZIP, a name, optional types, at most 100. */
@Injectable()
export class ZipStoresUseCase {
  constructor(private readonly stores: StoresRepository) {}

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
}
