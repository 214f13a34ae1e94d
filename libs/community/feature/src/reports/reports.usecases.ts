import { Inject, Injectable } from '@nestjs/common';
import type { IssueReportView, ReportIssueCommand, RequestMeta } from '@snap/contracts';
import { issueTypeLabel, validateIssueReport } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import type { IssueReportDocument } from './issue-report.schema';
import { ReportsRepository } from './reports.repository';
import { SubmissionQueue, toSubmissionView } from '../submissions/submission-queue';
import { SupportNotifier } from '../submissions/support-notifier';

/** Report Issue: open to anyone, stored as 'new' for the back-office, announced to support. */
@Injectable()
export class ReportsUseCases extends SubmissionQueue<IssueReportDocument, IssueReportView> {
  constructor(
    reports: ReportsRepository,
    support: SupportNotifier,
    @Inject(BUS_CLIENT) bus: BusClient,
  ) {
    super(reports, support, bus, { target: 'report', notFound: 'Report not found' });
  }

  async report(command: ReportIssueCommand, meta: Partial<RequestMeta>): Promise<IssueReportView> {
    const { value, errors } = validateIssueReport(command, { signedIn: Boolean(meta.userId) });
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    return this.open(command.storeId, value, meta.userId ?? null, (report) => [
      `Issue report: ${issueTypeLabel(report.issueType)} at ${report.storeName}`,
      [
        ['Store', `${report.storeName} (${report.storeId})`],
        ['Issue type', report.issueType],
        ['Description', report.description],
        ['Contact e-mail', report.userEmail],
        ['Signed-in user', report.userId],
        ['Report id', report._id],
      ],
    ]);
  }

  protected toView(report: IssueReportDocument): IssueReportView {
    return {
      ...toSubmissionView(report),
      issueType: report.issueType,
      description: report.description,
      userEmail: report.userEmail ?? null,
    };
  }
}
