import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type StoreClickDocument, storeClickSchema } from './store-click.schema';

@Injectable()
export class StoreClicksRepository {
  private readonly clicks: DocumentCollection<StoreClickDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.clicks = documents.collection<StoreClickDocument>('store_clicks', storeClickSchema);
  }

  /** Stores the click once per id; a repeat returns the click first stored, with `added` false. */
  async recordOnce(
    click: StoreClickDocument,
  ): Promise<{ click: StoreClickDocument; added: boolean }> {
    const { upsertedId } = await this.clicks.updateOne(
      { _id: click._id },
      { $setOnInsert: { ...click } },
      { upsert: true },
    );
    return {
      click: (await this.clicks.findOne({ _id: click._id })) as StoreClickDocument,
      added: upsertedId !== undefined,
    };
  }

  /** A deleted account's clicks (they carry where the user was). */
  forgetUser(userId: string): Promise<number> {
    return this.clicks.deleteMany({ userId });
  }

  count(filter: { storeId?: string; userId?: string } = {}): Promise<number> {
    return this.clicks.count(filter);
  }
}
