import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import type { TrendingClick } from '@snap/domain';
import { type StoreClickDocument, storeClickSchema } from './store-click.schema';

@Injectable()
export class StoreClicksRepository {
  private readonly clicks: DocumentCollection<StoreClickDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.clicks = documents.collection<StoreClickDocument>('store_clicks', storeClickSchema);
  }

  /** Stores a click once per event id; returns false for a redelivery. */
  async record(click: StoreClickDocument): Promise<boolean> {
    try {
      await this.clicks.insert(click);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async since(date: Date): Promise<TrendingClick[]> {
    const docs = await this.clicks.find({ clickedAt: { $gte: date } });
    return docs.map((doc) => ({
      storeId: doc.storeId,
      userId: doc.userId,
      clickedAt: new Date(doc.clickedAt),
      lat: doc.userLatitude,
      lng: doc.userLongitude,
    }));
  }

  /** A deleted account's clicks. */
  forgetUser(userId: string): Promise<number> {
    return this.clicks.deleteMany({ userId });
  }

  async count(filter: { userId?: string } = {}): Promise<number> {
    return this.clicks.count(filter);
  }
}
