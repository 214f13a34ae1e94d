import { Controller } from '@nestjs/common';
import {
  ReportIssueCommand,
  ReportMessages,
  type RequestMeta,
  SetSubmissionStatusCommand,
  SubmissionsQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ReportsUseCases } from './reports.usecases';

@Controller()
export class ReportsHandler {
  constructor(private readonly reports: ReportsUseCases) {}

  @OnMessage(ReportMessages.reportIssue)
  report(command: ReportIssueCommand, meta: RequestMeta) {
    return this.reports.report(command, meta);
  }

  @OnMessage(ReportMessages.listReports)
  list(query: SubmissionsQuery, meta: RequestMeta) {
    return this.reports.list(query, meta);
  }

  @OnMessage(ReportMessages.setReportStatus)
  setStatus(command: SetSubmissionStatusCommand, meta: RequestMeta) {
    return this.reports.setStatus(command, meta);
  }
}
