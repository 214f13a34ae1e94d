import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type StoreCommentDocument, storeCommentSchema } from './store-comment.schema';

@Injectable()
export class TipsRepository {
  private readonly comments: DocumentCollection<StoreCommentDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.comments = documents.collection<StoreCommentDocument>(
      'store_comments',
      storeCommentSchema,
    );
  }

  insert(tip: Omit<StoreCommentDocument, '_id' | 'createdAt'>): Promise<StoreCommentDocument> {
    return this.comments.insert(tip);
  }

  ofStore(storeId: string, limit: number): Promise<StoreCommentDocument[]> {
    return this.comments.find({ storeId }, { sort: { createdAt: -1 }, limit });
  }

  async newestOf(storeId: string): Promise<StoreCommentDocument | null> {
    return this.comments.findOne({ storeId }, { sort: { createdAt: -1 } });
  }

  async anonymizeUser(userId: string, shownAs: string): Promise<number> {
    return (
      await this.comments.updateMany({ userId }, { $set: { userId: null, userName: shownAs } })
    ).modified;
  }
}
