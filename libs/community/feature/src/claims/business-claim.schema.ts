import { Schema } from 'mongoose';
import type { BusinessClaimView } from '@snap/contracts';
import { BUSINESS_ROLES, SUBMISSION_STATUSES, VERIFICATION_METHODS } from '@snap/domain';
import { type StoredSubmission, statusChangeSchema } from '../submissions/submission-status';

export type BusinessClaimDocument = StoredSubmission<BusinessClaimView>;

export const businessClaimSchema = new Schema<BusinessClaimDocument>(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    storeName: { type: String, required: true },
    businessRole: { type: String, enum: BUSINESS_ROLES.map((r) => r.value), required: true },
    ownerName: { type: String, required: true },
    ownerEmail: { type: String, required: true },
    phone: { type: String, required: true },
    verificationMethod: {
      type: String,
      enum: VERIFICATION_METHODS.map((m) => m.value),
      required: true,
    },
    additionalInfo: { type: String, default: null },
    userId: { type: String, default: null },
    status: { type: String, enum: SUBMISSION_STATUSES, required: true },
    history: { type: [statusChangeSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The back-office list: by status, newest first.
businessClaimSchema.index({ status: 1, createdAt: -1 });
businessClaimSchema.index({ createdAt: -1 });
