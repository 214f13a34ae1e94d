import { Schema } from 'mongoose';
import { ISSUE_TYPES, SUBMISSION_STATUSES, type SubmissionStatus } from '@snap/domain';
import { type StatusChange, statusChangeSchema } from '../submissions/submission-status';

export interface IssueReportDocument {
  _id: string;
  storeId: string;
  storeName: string;
  issueType: string;
  description: string;
  /** Only from signed-out visitors (a signed-in user is reached through their account). */
  userEmail: string | null;
  userId: string | null;
  status: SubmissionStatus;
  history: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
}

export const issueReportSchema = new Schema(
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
