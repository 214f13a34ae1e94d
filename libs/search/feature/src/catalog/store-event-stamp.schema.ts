import { Schema } from 'mongoose';

/** What an event last set on a store: the time of the newest fact of one kind applied to it. */
export interface StoreEventStampDocument {
  /** `<kind>:<storeId>`, e.g. `review-stats:st_123`. */
  _id: string;
  /** ISO time of the fact (the event's occurredAt or the approval time). */
  at: string;
}

export const STORE_EVENT_STAMPS_COLLECTION = 'store_event_stamps';

export const storeEventStampSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: String, required: true },
  },
  { versionKey: false },
);
