import { Schema } from 'mongoose';

export interface StoreClickDocument {
  /** The event id, so a redelivered click is stored once. */
  _id: string;
  storeId: string;
  userId: string;
  /** Rounded to 3 decimals by the producer (about 110 m): never a precise home position. */
  userLatitude: number;
  userLongitude: number;
  clickedAt: Date;
}

export const storeClickSchema = new Schema(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    userId: { type: String, required: true },
    userLatitude: { type: Number, required: true, min: -90, max: 90 },
    userLongitude: { type: Number, required: true, min: -180, max: 180 },
    clickedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Trending reads the clicks of the last 30 days.
storeClickSchema.index({ clickedAt: 1 });
// A deleted account's clicks.
storeClickSchema.index({ userId: 1 });
