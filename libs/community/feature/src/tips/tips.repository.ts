import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import type { Language } from '@snap/domain';
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

  /** Newest first, those in `language` before the others' (tips from before Spanish are English). */
  async ofStore(
    storeId: string,
    limit: number,
    language: Language,
  ): Promise<StoreCommentDocument[]> {
    const visible = { storeId, ...PUBLICLY_VISIBLE };
    const spanish = { language: 'es' };
    const english = { language: { $ne: 'es' } };
    const newest = { sort: { createdAt: -1 as const, _id: 1 as const } };
    const first = await this.comments.find(
      { ...visible, ...(language === 'es' ? spanish : english) },
      { ...newest, limit },
    );
    if (first.length >= limit) return first;
    const rest = await this.comments.find(
      { ...visible, ...(language === 'es' ? english : spanish) },
      { ...newest, limit: limit - first.length },
    );
    return [...first, ...rest];
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
