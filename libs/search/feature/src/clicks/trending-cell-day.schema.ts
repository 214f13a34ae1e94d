import { Schema } from 'mongoose';

/**
 * trending_cell_days: the clicks of one grid cell (where the person was) on one UTC day, rolled up so
 * trending reads the few cells around a person instead of every click in the country. `latest` keeps,
 * per person, store and position, the time of their newest click there that day: every click trending
 * would count is represented, with the same position and the greatest weight it could give.
 */
export interface TrendingCellDayDocument {
  /** `<cell>/<day>`: read by `_id`, the lookup every engine answers from an index. */
  _id: string;
  cell: string;
  /** Days since 1970-01-01 UTC. */
  day: number;
  /** Encoded `user|store|lat|lng` → epoch milliseconds of the newest click (see trendingRollupKey). */
  latest?: Record<string, number>;
}

export const trendingCellDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    cell: { type: String, required: true },
    day: { type: Number, required: true },
    // No default: a default written on insert would clash with the $max of a key in it.
    latest: { type: Schema.Types.Mixed },
  },
  { versionKey: false, minimize: false },
);

/** trending_rollup_notes: when the clicks stored before the rollup existed were rolled up. */
export interface TrendingRollupNoteDocument {
  _id: string;
  at: string;
}

export const trendingRollupNoteSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: String, required: true } },
  { versionKey: false },
);
