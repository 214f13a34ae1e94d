import { Schema } from 'mongoose';

/** search_analytics_days: one bucket per UTC day (never one document per search). The maps are keyed
 * by search kind and by `q:<normalised query>`; the query map holds at most TOP_QUERIES_PER_DAY keys. */
export interface SearchAnalyticsDayDocument {
  /** The UTC day, yyyy-mm-dd. */
  _id: string;
  date: string;
  searches: number;
  zeroResults: number;
  searchesByKind?: Record<string, number>;
  zeroResultsByKind?: Record<string, number>;
  queries?: Record<string, number>;
  /** How many keys `queries` has, so the cap can be checked in the update's filter. */
  queryKeys: number;
}

export const searchAnalyticsDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    searches: { type: Number, default: 0 },
    zeroResults: { type: Number, default: 0 },
    // No defaults on the maps: a default written on insert would clash with the $inc of a key in it.
    searchesByKind: { type: Schema.Types.Mixed },
    zeroResultsByKind: { type: Schema.Types.Mixed },
    queries: { type: Schema.Types.Mixed },
    queryKeys: { type: Number, default: 0 },
  },
  { versionKey: false, minimize: false },
);
