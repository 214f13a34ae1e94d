import { Schema } from 'mongoose';
import type { StatusChangeView } from '@snap/contracts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@snap/domain';
import { rpcError } from '@snap/platform-bus';
import type { DocumentCollection } from '@snap/platform-documents';

/** One step of a report's or claim's back-office life: who moved it to which status, when. */
export interface StatusChange {
  status: SubmissionStatus;
  changedBy: string | null;
  changedAt: Date;
  note: string | null;
}

export const statusChangeSchema = new Schema(
  {
    status: { type: String, enum: SUBMISSION_STATUSES, required: true },
    changedBy: { type: String, default: null },
    changedAt: { type: Date, required: true },
    note: { type: String, default: null },
  },
  { _id: false },
);

export function toStatusChangeView(change: StatusChange): StatusChangeView {
  return { status: change.status, changedBy: change.changedBy ?? null, changedAt: new Date(change.changedAt).toISOString(), note: change.note ?? null };
}

/** Moderators and admins work the back-office; the roles come from the verified token. */
export function requireModerator(roles: string[] | undefined, userId: string | undefined): string {
  if (!userId) throw rpcError('UNAUTHENTICATED', 'User not authenticated');
  if (!(roles ?? []).some((role) => role === 'admin' || role === 'moderator')) throw rpcError('FORBIDDEN', 'You do not have permission to do this.');
  return userId;
}

/** A report or claim as far as account deletion is concerned. */
interface Submission {
  _id: string;
  userId: string | null;
  history: StatusChange[];
  updatedAt: Date;
}

/** Drops a deleted account from the reports or claims it sent and from the status changes it made;
 * the submissions themselves stay for the back-office. Each write is conditioned on the version read,
 * so a status change made meanwhile is re-read, never overwritten. A second run finds nothing. */
export async function forgetSubmitter<T extends Submission>(submissions: DocumentCollection<T>, userId: string): Promise<number> {
  let anonymized = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const linked = await submissions.find({ $or: [{ userId }, { 'history.changedBy': userId }] });
    if (linked.length === 0) break;
    for (const submission of linked) {
      const { modified } = await submissions.updateOne(
        { _id: submission._id, updatedAt: submission.updatedAt },
        {
          $set: {
            userId: submission.userId === userId ? null : submission.userId,
            history: submission.history.map((change) => (change.changedBy === userId ? { ...change, changedBy: null } : change)),
          },
        },
      );
      anonymized += modified;
    }
  }
  return anonymized;
}
