import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SearchMessages } from '@snap/contracts';
import { STORE_NOT_FOUND_MESSAGE, type StoreHit } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireUser } from '../access/require-role';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type FavoriteDocument, favoriteSchema } from './favorite.schema';

/** Saved stores of signed-in users. The stores themselves belong to search and are joined over the bus. */
@Injectable()
export class FavoritesUseCases {
  private readonly favorites: DocumentCollection<FavoriteDocument>;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {
    this.favorites = documents.collection<FavoriteDocument>('favorites', favoriteSchema);
  }

  async add(userId: string | undefined, storeId: string): Promise<void> {
    const user = requireUser(userId);
    if (!(await this.bus.request(SearchMessages.byId, { id: storeId }))) {
      throw rpcError('NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
    }
    // Adding twice keeps one favorite.
    await this.favorites.updateOne(
      { userId: user, storeId },
      { $setOnInsert: { _id: randomUUID(), createdAt: new Date() } },
      { upsert: true },
    );
  }

  async remove(userId: string | undefined, storeId: string): Promise<void> {
    await this.favorites.deleteOne({ userId: requireUser(userId), storeId });
  }

  /** The user's favorites with their stores, newest first (stores that closed since drop out). */
  async list(userId: string | undefined): Promise<StoreHit[]> {
    const favorites = await this.favorites.find(
      { userId: requireUser(userId) },
      { sort: { createdAt: -1 }, limit: 200 },
    );
    if (favorites.length === 0) return [];
    // A saved store that left USDA's list stays, marked with since when.
    return this.bus.request(SearchMessages.byIds, {
      ids: favorites.map((f) => f.storeId),
      includeClosed: true,
    });
  }

  /** A deleted account's favorites go with it. */
  async forgetUser(userId: string): Promise<number> {
    return this.favorites.deleteMany({ userId });
  }
}
