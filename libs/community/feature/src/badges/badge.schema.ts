import { Schema } from 'mongoose';

/** A badge of the catalog; its id is a stable slug so seeding on start-up updates it in place. */
export interface BadgeDocument {
  _id: string;
  name: string;
  description: string;
  icon: string;
  contributionsRequired: number;
}

export const badgeSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, maxlength: 60 },
    description: { type: String, required: true, maxlength: 200 },
    icon: { type: String, required: true, maxlength: 16 },
    contributionsRequired: { type: Number, required: true, min: 1 },
  },
  { versionKey: false },
);

export interface UserBadgeDocument {
  _id: string;
  userId: string;
  badgeId: string;
  earnedAt: Date;
}

export const userBadgeSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    badgeId: { type: String, required: true },
    earnedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// A user's badges on the profile; each badge is earned once per user.
userBadgeSchema.index({ userId: 1, badgeId: 1 }, { unique: true });
