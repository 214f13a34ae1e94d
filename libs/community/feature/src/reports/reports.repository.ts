import { Inject, Injectable } from '@nestjs/common';
import type { SubmissionStatus } from '@snap/domain';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@snap/platform-documents';
import { type IssueReportDocument, issueReportSchema } from './issue-report.schema';
import { forgetSubmitter, type StatusChange } from './submission-status';

@Injectable()
export class ReportsRepository {
  private readonly reports: DocumentCollection<IssueReportDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.reports = documents.collection<IssueReportDocument>('issue_reports', issueReportSchema);
  }

  add(report: IssueReportDocument): Promise<IssueReportDocument> {
    return this.reports.insert(report);
  }

  async page(status: SubmissionStatus | undefined, limit: number, offset: number): Promise<{ items: IssueReportDocument[]; total: number }> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([this.reports.find(filter, { sort: { createdAt: -1 }, skip: offset, limit }), this.reports.count(filter)]);
    return { items, total };
  }

  /** Moves a report to a status and records who did; setting the status it already has changes nothing. */
  async setStatus(id: string, change: StatusChange): Promise<IssueReportDocument | null> {
    const moved = await this.reports.findOneAndUpdate(
      { _id: id, status: { $ne: change.status } },
      { $set: { status: change.status, updatedAt: change.changedAt }, $push: { history: change } },
    );
    return moved ?? this.reports.findOne({ _id: id });
  }

  /** A deleted account's reports stay, without its user id. */
  anonymizeUser(userId: string): Promise<number> {
    return forgetSubmitter(this.reports, userId);
  }
}
