import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  type IssueReportView,
  type Page,
  type ReportIssueCommand,
  type RequestMeta,
  SearchMessages,
  type SetSubmissionStatusCommand,
  type SubmissionsQuery,
} from '@snap/contracts';
import { issueTypeLabel, validateIssueReport } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import type { IssueReportDocument } from './issue-report.schema';
import { ReportsRepository } from './reports.repository';
import {
  openedSubmission,
  requireModerator,
  toStatusChangeView,
} from '../submissions/submission-status';
import { SupportNotifier } from '../submissions/support-notifier';
import { publishModerationDecision, statusBefore } from '../submissions/moderation-audit';

/** Report Issue: open to anyone, stored as 'new' for the back-office, announced to support. */
@Injectable()
export class ReportsUseCases {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly support: SupportNotifier,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async report(command: ReportIssueCommand, meta: Partial<RequestMeta>): Promise<IssueReportView> {
    const { value, errors } = validateIssueReport(command, { signedIn: Boolean(meta.userId) });
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const store = await this.bus.request(SearchMessages.byId, { id: command.storeId });
    if (!store)
      throw rpcError(
        'NOT_FOUND',
        "The store you're looking for doesn't exist or may have been removed.",
      );
    const report = await this.reports.add({
      _id: randomUUID(),
      storeId: store.id,
      storeName: store.Store_Name,
      ...value,
      ...openedSubmission(meta.userId ?? null),
    });
    await this.support.notify(
      `Issue report: ${issueTypeLabel(report.issueType)} at ${report.storeName}`,
      [
        ['Store', `${report.storeName} (${report.storeId})`],
        ['Issue type', report.issueType],
        ['Description', report.description],
        ['Contact e-mail', report.userEmail],
        ['Signed-in user', report.userId],
        ['Report id', report._id],
      ],
    );
    return toReportView(report);
  }

  /** The back-office list, newest first. */
  async list(query: SubmissionsQuery, meta: Partial<RequestMeta>): Promise<Page<IssueReportView>> {
    requireModerator(meta.roles, meta.userId);
    const { items, total } = await this.reports.page(query.status, query.limit, query.offset);
    return { items: items.map(toReportView), total };
  }

  async setStatus(
    command: SetSubmissionStatusCommand,
    meta: Partial<RequestMeta>,
  ): Promise<IssueReportView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    const change = {
      status: command.status,
      changedBy: moderator,
      changedAt: new Date(),
      note: command.note?.trim() || null,
    };
    const report = await this.reports.setStatus(command.id, change);
    if (!report) throw rpcError('NOT_FOUND', 'Report not found');
    const before = statusBefore(report.history, change);
    if (before) {
      const summary = `Moved the report on ${report.storeName} from ${before} to ${change.status}`;
      await publishModerationDecision(this.bus, {
        moderatorId: moderator,
        targetType: 'report',
        targetId: report._id,
        summary,
        before,
        after: change.status,
        decidedAt: change.changedAt,
      });
    }
    return toReportView(report);
  }

  /** A deleted account's reports stay for the back-office without pointing to it. */
  async anonymizeUser(userId: string): Promise<number> {
    return this.reports.anonymizeUser(userId);
  }
}

function toReportView(report: IssueReportDocument): IssueReportView {
  return {
    id: report._id,
    storeId: report.storeId,
    storeName: report.storeName,
    issueType: report.issueType,
    description: report.description,
    userEmail: report.userEmail ?? null,
    userId: report.userId ?? null,
    status: report.status,
    history: report.history.map(toStatusChangeView),
    createdAt: new Date(report.createdAt).toISOString(),
    updatedAt: new Date(report.updatedAt).toISOString(),
  };
}
