import { Schema } from 'mongoose';
import {
  FLAG_REASONS,
  MODERATED_ITEM_TYPES,
  MODERATION_DECISIONS,
  MODERATION_STATUSES,
  type ModeratedItemType,
  type ModerationDecision,
  type ModerationStatus,
} from '@snap/domain';

/** One step of an item's moderation: who decided what, when, and the reason the author reads. */
export interface ModerationStep {
  decision: ModerationDecision;
  status: ModerationStatus;
  reason: string | null;
  decidedBy: string;
  decidedAt: Date;
}

/** content_moderation_cases: one per flagged review, tip or photo (`<type>:<item id>`), what the
 * back-office queue lists. The item itself carries the status public reads filter on. */
export interface ModerationCaseDocument {
  _id: string;
  itemType: ModeratedItemType;
  itemId: string;
  storeId: string;
  storeName: string | null;
  authorId: string | null;
  excerpt: string | null;
  rating: number | null;
  thumbnailKey: string | null;
  status: ModerationStatus;
  /** Flagged since the last decision. */
  open: boolean;
  flagCount: number;
  lastFlaggedAt: Date | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  history: ModerationStep[];
  createdAt: Date;
  updatedAt: Date;
}

const stepSchema = new Schema(
  {
    decision: { type: String, enum: MODERATION_DECISIONS, required: true },
    status: { type: String, enum: MODERATION_STATUSES, required: true },
    reason: { type: String, default: null },
    decidedBy: { type: String, required: true },
    decidedAt: { type: Date, required: true },
  },
  { _id: false },
);

export const moderationCaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    itemType: { type: String, enum: MODERATED_ITEM_TYPES, required: true },
    itemId: { type: String, required: true },
    storeId: { type: String, required: true },
    storeName: { type: String, default: null },
    authorId: { type: String, default: null },
    excerpt: { type: String, default: null },
    rating: { type: Number, default: null },
    thumbnailKey: { type: String, default: null },
    status: { type: String, enum: MODERATION_STATUSES, required: true },
    open: { type: Boolean, required: true },
    flagCount: { type: Number, required: true, min: 0 },
    lastFlaggedAt: { type: Date, default: null },
    reason: { type: String, default: null },
    decidedBy: { type: String, default: null },
    decidedAt: { type: Date, default: null },
    history: { type: [stepSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The queue: open cases first, most flagged first; and by status for the taken-down lists.
moderationCaseSchema.index({ open: -1, flagCount: -1, lastFlaggedAt: -1 });
moderationCaseSchema.index({ status: 1, updatedAt: -1 });
// An author's taken-down items in their account.
moderationCaseSchema.index({ authorId: 1, status: 1 });

/** content_flags: one per member and item (`<type>:<item id>:<user id>`), so a second flag by the same
 * member hits the unique _id whatever the timing. */
export interface ContentFlagDocument {
  _id: string;
  itemType: ModeratedItemType;
  itemId: string;
  userId: string;
  reason: string;
  note: string | null;
  createdAt: Date;
}

export const contentFlagSchema = new Schema(
  {
    _id: { type: String, required: true },
    itemType: { type: String, enum: MODERATED_ITEM_TYPES, required: true },
    itemId: { type: String, required: true },
    userId: { type: String, required: true },
    reason: { type: String, enum: FLAG_REASONS.map((r) => r.value), required: true },
    note: { type: String, default: null, maxlength: 500 },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The flags of one item, for the back-office; a deleted account's flags.
contentFlagSchema.index({ itemType: 1, itemId: 1, createdAt: -1 });
contentFlagSchema.index({ userId: 1 });
