import type { SubmissionStatus } from '@snap/domain';
import type { DocumentCollection } from '@snap/platform-documents';
import type { StatusChange } from './submission-status';

/** A report or claim as the back-office and account deletion see it. */
export interface Submission {
  _id: string;
  userId: string | null;
  status: SubmissionStatus;
  history: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
}

/** What reports and claims share: insert, the back-office page, status moves with their history,
 * and forgetting a deleted account. Each subclass only names its collection. */
export abstract class SubmissionsRepository<T extends Submission> {
  protected constructor(private readonly submissions: DocumentCollection<T>) {}

  add(submission: T): Promise<T> {
    return this.submissions.insert(submission);
  }

  async page(
    status: SubmissionStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ items: T[]; total: number }> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([
      this.submissions.find(filter, { sort: { createdAt: -1 }, skip: offset, limit }),
      this.submissions.count(filter),
    ]);
    return { items, total };
  }

  /** Moves a submission to a status and records who did; setting the status it already has changes nothing. */
  async setStatus(id: string, change: StatusChange): Promise<T | null> {
    const moved = await this.submissions.findOneAndUpdate(
      { _id: id, status: { $ne: change.status } },
      { $set: { status: change.status, updatedAt: change.changedAt }, $push: { history: change } },
    );
    return moved ?? this.submissions.findOne({ _id: id });
  }

  /** Drops a deleted account from the submissions it sent and from the status changes it made; the
   * submissions themselves stay for the back-office. Each write is conditioned on the version read,
   * so a status change made meanwhile is re-read, never overwritten. A second run finds nothing. */
  async anonymizeUser(userId: string): Promise<number> {
    let anonymized = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      const linked = await this.submissions.find({
        $or: [{ userId }, { 'history.changedBy': userId }],
      });
      if (linked.length === 0) break;
      for (const submission of linked) {
        const { modified } = await this.submissions.updateOne(
          { _id: submission._id, updatedAt: submission.updatedAt },
          {
            $set: {
              userId: submission.userId === userId ? null : submission.userId,
              history: submission.history.map((change) =>
                change.changedBy === userId ? { ...change, changedBy: null } : change,
              ),
            },
          },
        );
        anonymized += modified;
      }
    }
    return anonymized;
  }
}
