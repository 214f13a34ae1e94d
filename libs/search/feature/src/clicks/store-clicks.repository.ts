import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import type { TrendingClick } from '@snap/domain';
import { type StoreClickDocument, storeClickSchema } from './store-click.schema';
import type { RolledUpClick } from './trending-rollup.repository';

const asClick = (doc: StoreClickDocument): RolledUpClick => ({
  storeId: doc.storeId,
  userId: doc.userId,
  clickedAt: new Date(doc.clickedAt),
  lat: doc.userLatitude,
  lng: doc.userLongitude,
});

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
    return (await this.clicks.find({ clickedAt: { $gte: date } })).map(asClick);
  }

  /** The clicks from `from` until before `to`. */
  async between(from: Date, to: Date): Promise<RolledUpClick[]> {
    return (await this.clicks.find({ clickedAt: { $gte: from, $lt: to } })).map(asClick);
  }

  /** One account's clicks. */
  async ofUser(userId: string): Promise<RolledUpClick[]> {
    return (await this.clicks.find({ userId })).map(asClick);
  }

  /** A deleted account's clicks. */
  forgetUser(userId: string): Promise<number> {
    return this.clicks.deleteMany({ userId });
  }

  async count(filter: { userId?: string } = {}): Promise<number> {
    return this.clicks.count(filter);
  }
}
