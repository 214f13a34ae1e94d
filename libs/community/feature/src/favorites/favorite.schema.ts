import { Schema } from 'mongoose';

export interface FavoriteDocument {
  _id: string;
  userId: string;
  storeId: string;
  createdAt: Date;
}

export const favoriteSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    storeId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// A user's favorites page and the toggle's "is it saved" check; a store is saved once per user.
favoriteSchema.index({ userId: 1, storeId: 1 }, { unique: true });
