import { Schema } from 'mongoose';
import { REVIEW_LIMITS } from '@snap/domain';
import { type Moderated, moderatedFields } from '../moderation/moderation-state';

export interface ReviewDocument extends Moderated {
  _id: string;
  /** Null once the author deleted their account (the review and its rating stay, anonymized). */
  userId: string | null;
  storeId: string;
  rating: number;
  reviewText: string | null;
  createdAt: Date;
  /** When the author last changed it (a second submit for the same store edits the first). */
  editedAt?: Date | null;
}

export const reviewSchema = new Schema<ReviewDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    storeId: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    reviewText: { type: String, default: null, maxlength: REVIEW_LIMITS.textMax },
    createdAt: { type: Date, default: () => new Date() },
    editedAt: { type: Date, default: null },
    ...moderatedFields,
  },
  { versionKey: false },
);
// A store's reviews newest first, and the ratings its stats are computed from.
reviewSchema.index({ storeId: 1, createdAt: -1 });
// Profile > My Reviews, anonymizing a deleted account, and a member's own review of a store (one each).
reviewSchema.index({ userId: 1, createdAt: -1 });
reviewSchema.index({ userId: 1, storeId: 1 });

/** store_review_stats_secure: kept current on every review written or deleted, so store cards read one
 * document per store. */
export interface ReviewStatsDocument {
  _id: string;
  averageRating: number | null;
  reviewCount: number;
  /** When the ratings these stats come from were read: a save from an earlier reading never
   * replaces one from a later reading (absent on stats saved before it was kept). */
  computedAt?: Date;
  updatedAt: Date;
}

export const reviewStatsSchema = new Schema<ReviewStatsDocument>(
  {
    _id: { type: String, required: true },
    averageRating: { type: Number, default: null },
    reviewCount: { type: Number, required: true, min: 0 },
    computedAt: { type: Date },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
