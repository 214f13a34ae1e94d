import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentStore } from '@snap/platform-documents';
import { StateEntriesRepository } from '../ebt-help/state-entries.repository';
import { type OnlineRetailerRecord, onlineRetailerSchema } from './online-retailer.schema';

@Injectable()
export class OnlineRetailersRepository extends StateEntriesRepository<OnlineRetailerRecord> {
  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    super(documents.collection('online_ebt_retailers', onlineRetailerSchema), 'name');
  }

  /** The retailers an admin tied to this store, by name. */
  forStore(storeId: string): Promise<OnlineRetailerRecord[]> {
    return this.entries.find({ storeIds: storeId }, { sort: { name: 1 } });
  }
}
