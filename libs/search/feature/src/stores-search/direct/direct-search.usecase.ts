import { Injectable } from '@nestjs/common';
import { findCategory, matchesCategory, SEARCH_LIMITS, type StoreHit } from '@snap/domain';
import type { DirectSearchQuery } from '@snap/contracts';
import { StoresRepository } from '../../catalog/stores.repository';
import { toHit } from '../store-hits';

/** Direct search: contains on name, city, ZIP or state, by name, at most 2000. */
@Injectable()
export class DirectSearchUseCase {
  constructor(private readonly stores: StoresRepository) {}

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
}
