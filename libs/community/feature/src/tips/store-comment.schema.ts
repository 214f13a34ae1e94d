import { Schema } from 'mongoose';
import { type Language, LANGUAGES } from '@snap/domain';
import { type Moderated, moderatedFields } from '../moderation/moderation-state';

/** store_comments: a tip people leave on a store. */
export interface StoreCommentDocument extends Moderated {
  _id: string;
  /** Null once the author deleted their account. */
  userId: string | null;
  storeId: string;
  /** The name shown with the tip, taken when it was written ('Anonymous User' once anonymized). */
  userName: string;
  commentText: string;
  createdAt: Date;
  /** The page's language when it was written; absent on tips from before Spanish (read as 'en'). */
  language?: Language;
}

export const storeCommentSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    storeId: { type: String, required: true },
    userName: { type: String, required: true, maxlength: 100 },
    commentText: { type: String, required: true, maxlength: 500 },
    createdAt: { type: Date, default: () => new Date() },
    language: { type: String, enum: LANGUAGES, default: 'en' },
    ...moderatedFields,
  },
  { versionKey: false },
);
// A store's tips newest first, and the newest one per store card.
storeCommentSchema.index({ storeId: 1, createdAt: -1 });
// A store's tips in the reader's language first.
storeCommentSchema.index({ storeId: 1, language: 1, createdAt: -1 });
// Anonymizing a deleted account's tips.
storeCommentSchema.index({ userId: 1 });
