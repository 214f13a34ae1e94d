import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import type { OpenMapMatch } from '../open-map/open-map.port';
import type { ProviderPlace } from '../places-provider/places-provider.port';
import {
  type EnrichedStoreBasics,
  type StoreEnrichmentDocument,
  storeEnrichmentSchema,
} from './store-enrichment.schema';

@Injectable()
export class StoreEnrichmentsRepository {
  private readonly enrichments: DocumentCollection<StoreEnrichmentDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.enrichments = documents.collection<StoreEnrichmentDocument>(
      'store_enrichments',
      storeEnrichmentSchema,
    );
  }

  find(storeId: string): Promise<StoreEnrichmentDocument | null> {
    return this.enrichments.findOne({ _id: storeId });
  }

  /** Counts a view, creating the record with the store's basics on the first one. */
  async viewed(
    storeId: string,
    store: EnrichedStoreBasics,
  ): Promise<StoreEnrichmentDocument | null> {
    return this.enrichments.findOneAndUpdate(
      { _id: storeId },
      { $inc: { views: 1 }, $set: { store } },
      { upsert: true },
    );
  }

  async savePlace(storeId: string, place: ProviderPlace | null, at: Date): Promise<void> {
    await this.enrichments.updateOne({ _id: storeId }, { $set: { place, placeUpdatedAt: at } });
  }

  async saveOpenMap(storeId: string, match: OpenMapMatch | null, at: Date): Promise<void> {
    await this.enrichments.updateOne(
      { _id: storeId },
      { $set: { openMap: match, openMapUpdatedAt: at } },
    );
  }

  /** Stores whose place is older than `staleBefore` (or never looked up), most viewed first. */
  stale(staleBefore: Date, limit: number): Promise<StoreEnrichmentDocument[]> {
    return this.enrichments.find(
      { $or: [{ placeUpdatedAt: null }, { placeUpdatedAt: { $lt: staleBefore } }] },
      { sort: { views: -1, _id: 1 }, limit },
    );
  }
}
