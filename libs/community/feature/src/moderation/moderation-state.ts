import { Schema } from 'mongoose';
import { MODERATION_STATUSES, type ModerationStatus } from '@snap/domain';

/** A moderator's last decision on a review, tip or photo, kept on the item itself so every public
 * read filters on one field and the author's own lists can show the reason. */
export interface ModerationState {
  status: ModerationStatus;
  reason: string | null;
  decidedAt: Date;
}

/** The fields reviews, tips and photos carry for moderation; absent on items never decided on. */
export interface Moderated {
  /** True while hidden or removed: every public read leaves it out. */
  hidden?: boolean;
  moderation?: ModerationState | null;
  /** Written by an account whose address is not confirmed yet: kept, shown to its author, left out of
   * every public read and the stats until the account is confirmed (issue 43, finding 2). */
  held?: boolean;
}

export const moderationStateSchema = new Schema(
  {
    status: { type: String, enum: MODERATION_STATUSES, required: true },
    reason: { type: String, default: null, maxlength: 500 },
    decidedAt: { type: Date, required: true },
  },
  { _id: false },
);

export const moderatedFields = {
  hidden: { type: Boolean, default: false },
  moderation: { type: moderationStateSchema, default: null },
  held: { type: Boolean, default: undefined },
};

/** Public reads: neither hidden by a moderator nor held until its author's
 * address is confirmed. Items from before these fields (and every ordinary item) have no field at all,
 * which $ne matches on both adapters. */
export const PUBLICLY_VISIBLE = {
  hidden: { $ne: true },
  held: { $ne: true },
} as const;

/** The $set that records a decision on an item. */
export function moderationUpdate(state: ModerationState) {
  return { $set: { hidden: state.status !== 'visible', moderation: state } };
}
