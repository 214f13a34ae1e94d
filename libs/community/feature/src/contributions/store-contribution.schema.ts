import { Schema } from 'mongoose';
import type { ContributionKind, ContributionStatus, WeeklyHoursPayload } from '@snap/contracts';
import { CONTRIBUTION_KINDS, CONTRIBUTION_STATUSES } from '@snap/domain';

/** Store data a person added (a phone number or weekly hours), pending until a moderator decides. */
export interface StoreContributionDocument {
  _id: string;
  /** Null once the contributor deleted their account. */
  userId: string | null;
  storeId: string;
  kind: ContributionKind;
  phone: string | null;
  weeklyHours: WeeklyHoursPayload | null;
  status: ContributionStatus;
  /** The ledger source its points were paid under; marked verified on approval. */
  pointsSourceKey: string;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
}

export const storeContributionSchema = new Schema<StoreContributionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    storeId: { type: String, required: true },
    kind: { type: String, required: true, enum: CONTRIBUTION_KINDS },
    phone: { type: String, default: null, maxlength: 30 },
    weeklyHours: { type: Schema.Types.Mixed, default: null },
    status: {
      type: String,
      required: true,
      enum: CONTRIBUTION_STATUSES,
      default: 'pending',
    },
    pointsSourceKey: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    reviewedAt: { type: Date, default: null },
    reviewedBy: { type: String, default: null },
  },
  { versionKey: false },
);
// The moderation queue: pending contributions, oldest first.
storeContributionSchema.index({ status: 1, createdAt: 1 });
// Anonymizing a deleted account's contributions.
storeContributionSchema.index({ userId: 1 });
