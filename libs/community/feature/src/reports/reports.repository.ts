import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentStore } from '@snap/platform-documents';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { type IssueReportDocument, issueReportSchema } from './issue-report.schema';

/** Issue reports; a deleted account's reports stay, without its user id. */
@Injectable()
export class ReportsRepository extends SubmissionsRepository<IssueReportDocument> {
  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    super(documents.collection<IssueReportDocument>('issue_reports', issueReportSchema));
  }
}
