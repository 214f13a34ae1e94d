import { Schema } from 'mongoose';
import type { IssueReportView } from '@snap/contracts';
import { ISSUE_TYPES, SUBMISSION_STATUSES } from '@snap/domain';
import { type StoredSubmission, statusChangeSchema } from '../submissions/submission-status';

export type IssueReportDocument = StoredSubmission<IssueReportView>;

export const issueReportSchema = new Schema<IssueReportDocument>(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    storeName: { type: String, required: true },
    issueType: { type: String, enum: ISSUE_TYPES.map((t) => t.value), required: true },
    description: { type: String, required: true },
    userEmail: { type: String, default: null },
    userId: { type: String, default: null },
    status: { type: String, enum: SUBMISSION_STATUSES, required: true },
    history: { type: [statusChangeSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The back-office list: by status, newest first.
issueReportSchema.index({ status: 1, createdAt: -1 });
issueReportSchema.index({ createdAt: -1 });
