import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type StoreCommentDocument, storeCommentSchema } from './store-comment.schema';
import {
  type ModerationState,
  moderationUpdate,
  PUBLICLY_VISIBLE,
} from '../moderation/moderation-state';

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
    return this.comments.find({ storeId, ...PUBLICLY_VISIBLE }, { sort: { createdAt: -1 }, limit });
  }

  async newestOf(storeId: string): Promise<StoreCommentDocument | null> {
    return this.comments.findOne({ storeId, ...PUBLICLY_VISIBLE }, { sort: { createdAt: -1 } });
  }

  findById(id: string): Promise<StoreCommentDocument | null> {
    return this.comments.findOne({ _id: id });
  }

  /** Records a moderator's decision; hidden and removed tips leave every public read. */
  setModeration(id: string, state: ModerationState): Promise<StoreCommentDocument | null> {
    return this.comments.findOneAndUpdate({ _id: id }, moderationUpdate(state));
  }

  async anonymizeUser(userId: string, shownAs: string): Promise<number> {
    return (
      await this.comments.updateMany({ userId }, { $set: { userId: null, userName: shownAs } })
    ).modified;
  }
}
