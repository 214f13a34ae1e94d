import { Schema } from 'mongoose';

/** One line of a user's points ledger; stats and badges are derived from it. */
export interface UserPointsDocument {
  _id: string;
  userId: string;
  storeId: string;
  contributionType: string;
  pointsEarned: number;
  description: string | null;
  /** What earned the points (a review, a photo, a contribution): the same source never awards twice. */
  sourceKey: string;
  /** Set when a moderator approves the contribution behind these points. */
  verified: boolean;
  /** Set while a moderator has removed what earned the points: the line stays, but counts for nothing. */
  revoked?: boolean;
  createdAt: Date;
}

export const userPointsSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    storeId: { type: String, required: true },
    contributionType: { type: String, required: true, maxlength: 64 },
    pointsEarned: { type: Number, required: true, min: 0 },
    description: { type: String, default: null, maxlength: 500 },
    sourceKey: { type: String, required: true, maxlength: 200 },
    verified: { type: Boolean, default: false },
    revoked: { type: Boolean, default: false },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Idempotent awarding: a redelivered event or a retried call finds its source already paid.
userPointsSchema.index({ sourceKey: 1 }, { unique: true });
// A user's stats, history and badge checks.
userPointsSchema.index({ userId: 1 });
