import { Injectable } from '@nestjs/common';
import type { Store, StoreHit } from '@snap/domain';
import { StoresRepository } from '../../catalog/stores.repository';
import { toHit } from '../store-hits';

/** Stores by id: a store page, and the lists kept elsewhere (favorites). */
@Injectable()
export class StoresByIdUseCase {
  constructor(private readonly stores: StoresRepository) {}

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
}
