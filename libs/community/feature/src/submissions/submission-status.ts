import { Schema } from 'mongoose';
import type { StatusChangeView } from '@snap/contracts';
import { SUBMISSION_STATUSES } from '@snap/domain';

/** One step of a report's or claim's back-office life as stored: the view's fields, with a Date. */
export type StatusChange = Omit<StatusChangeView, 'changedAt'> & { changedAt: Date };

/** A report or claim as stored: its view's fields under `_id`, with Dates for its timestamps. */
export type StoredSubmission<
  View extends { id: string; history: StatusChangeView[]; createdAt: string; updatedAt: string },
> = Omit<View, 'id' | 'history' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  history: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
};

export const statusChangeSchema = new Schema<StatusChange>(
  {
    status: { type: String, enum: SUBMISSION_STATUSES, required: true },
    changedBy: { type: String, default: null },
    changedAt: { type: Date, required: true },
    note: { type: String, default: null },
  },
  { _id: false },
);

export function toStatusChangeView(change: StatusChange): StatusChangeView {
  return {
    status: change.status,
    changedBy: change.changedBy ?? null,
    changedAt: new Date(change.changedAt).toISOString(),
    note: change.note ?? null,
  };
}

/** The fields every submission starts with: 'new', one history step by its sender, stamped now. */
export function openedSubmission(userId: string | null, now = new Date()) {
  return {
    userId,
    status: 'new' as const,
    history: [{ status: 'new' as const, changedBy: userId, changedAt: now, note: null }],
    createdAt: now,
    updatedAt: now,
  };
}
