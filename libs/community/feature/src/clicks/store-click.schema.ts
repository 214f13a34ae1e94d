import { Schema } from 'mongoose';

/** store_clicks: what community records; each click is also published to search for trending. */
export interface StoreClickDocument {
  /** The click id (the web's, when it sent one), also the event id: a retry is stored and counted once. */
  _id: string;
  storeId: string;
  userId: string;
  /** Rounded to 3 decimals (about 110 m): never a precise home position. */
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
// A deleted account's clicks.
storeClickSchema.index({ userId: 1 });
