import { Schema } from 'mongoose';

/** community_analytics_days: one bucket per UTC day (never one document per event) with how the
 * directory was used that day. Counts only: no user, address, position or path is kept. */
export interface CommunityAnalyticsDayDocument {
  /** The UTC day, yyyy-mm-dd. */
  _id: string;
  date: string;
  pageViews: number;
  storeClicks: number;
  reviews: number;
  photos: number;
  contributions: number;
  /** Page views per route label ('/', '/search', '/:citySlug', 'other', …): a small fixed set. */
  pageViewsByRoute?: Record<string, number>;
}

export const communityAnalyticsDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    pageViews: { type: Number, default: 0 },
    storeClicks: { type: Number, default: 0 },
    reviews: { type: Number, default: 0 },
    photos: { type: Number, default: 0 },
    contributions: { type: Number, default: 0 },
    // No default: one written on insert would clash with the $inc of a key in it.
    pageViewsByRoute: { type: Schema.Types.Mixed },
  },
  { versionKey: false, minimize: false },
);
