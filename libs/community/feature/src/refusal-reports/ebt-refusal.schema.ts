import { Schema } from 'mongoose';
import type { EbtRefusalClearedBecause } from '@snap/contracts';

/** ebt_refusal_reports: one "they didn't take my EBT" tap. Kept after a clearing (the queue's history). */
export interface EbtRefusalReportDocument {
  _id: string;
  storeId: string;
  /** `user:<id>` signed in, `address:<hash>` signed out: one person, however they come back. */
  reporterKey: string;
  userId: string | null;
  createdAt: Date;
  /** Counts toward the public mark: a confirmed account at least a day old when it reported. Signed
   * out, unconfirmed or new: the moderators' queue only (reports from before this was kept: absent,
   * not counted). */
  counts?: boolean;
}

export const ebtRefusalReportSchema = new Schema(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    reporterKey: { type: String, required: true },
    userId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    counts: { type: Boolean, default: false },
  },
  { versionKey: false },
);
// The mark and the queue: a store's reports of the last 30 days.
ebtRefusalReportSchema.index({ storeId: 1, createdAt: -1 });
// A deleted account's reports.
ebtRefusalReportSchema.index({ userId: 1 });

/** ebt_refusal_reporters: one per person and store (`<store id>|<reporter key>`), the time of their last
 * counted report. Claimed atomically, so two taps at once or from two tabs make one report. */
export interface EbtRefusalReporterDocument {
  _id: string;
  lastReportedAt: Date;
}

export const ebtRefusalReporterSchema = new Schema(
  {
    _id: { type: String, required: true },
    lastReportedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface EbtRefusalClearing {
  because: EbtRefusalClearedBecause;
  by: string | null;
  at: Date;
  note: string | null;
}

/** ebt_refusal_cases: one per reported store (`_id` is the store id), what the moderation queue lists. */
export interface EbtRefusalCaseDocument {
  _id: string;
  storeName: string;
  state: string;
  /** Reports before this no longer count: the last clearing by a moderator or a USDA list. */
  countsFrom: Date | null;
  /** Reported since the last clearing. */
  open: boolean;
  totalReports: number;
  lastReportedAt: Date;
  clearings: EbtRefusalClearing[];
  createdAt: Date;
  updatedAt: Date;
}

const clearingSchema = new Schema(
  {
    because: { type: String, enum: ['moderator', 'usda-list'], required: true },
    by: { type: String, default: null },
    at: { type: Date, required: true },
    note: { type: String, default: null, maxlength: 500 },
  },
  { _id: false },
);

export const ebtRefusalCaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    storeName: { type: String, required: true },
    state: { type: String, required: true },
    countsFrom: { type: Date, default: null },
    open: { type: Boolean, required: true },
    totalReports: { type: Number, required: true, min: 0 },
    lastReportedAt: { type: Date, required: true },
    clearings: { type: [clearingSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The queue: open cases, the most recently reported first.
ebtRefusalCaseSchema.index({ open: -1, lastReportedAt: -1 });
