import { randomUUID } from 'node:crypto';
import type {
  Page,
  RequestMeta,
  SetSubmissionStatusCommand,
  SubmissionView,
  SubmissionsQuery,
} from '@snap/contracts';
import { SearchMessages } from '@snap/contracts';
import { STORE_NOT_FOUND_MESSAGE } from '@snap/domain';
import { type BusClient, rpcError } from '@snap/platform-bus';
import { requireModerator } from '../access/require-role';
import { publishModerationDecision, statusBefore } from './moderation-audit';
import { openedSubmission, type StoredSubmission, toStatusChangeView } from './submission-status';
import type { SubmissionsRepository } from './submissions.repository';
import type { SupportNotifier } from './support-notifier';

/** A report or claim as stored: a submission about one store. */
export type StoreSubmission = StoredSubmission<SubmissionView>;

/** How the queue names its kind in the audit log and its answers. */
export interface SubmissionKind {
  /** 'report' or 'claim': the audit target and the word of the audit summary. */
  target: 'report' | 'claim';
  /** The answer for an id the queue does not hold. */
  notFound: string;
}

/**
 * What Report Issue and Claim Your Business share: a submission about a store stored as 'new' and
 * announced to support, the back-office list, status moves with their audit entry, and forgetting a
 * deleted account. Each kind adds only its own validation, support e-mail and view fields.
 */
export abstract class SubmissionQueue<Doc extends StoreSubmission, View extends SubmissionView> {
  protected constructor(
    private readonly submissions: SubmissionsRepository<Doc>,
    private readonly support: SupportNotifier,
    protected readonly bus: BusClient,
    private readonly kind: SubmissionKind,
  ) {}

  protected abstract toView(submission: Doc): View;

  /** Stores validated fields about a store as a 'new' submission, then e-mails support about it. */
  protected async open(
    storeId: string,
    fields: Omit<Doc, keyof StoreSubmission>,
    userId: string | null,
    notice: (submission: Doc) => [subject: string, fields: Array<[string, string | null]>],
  ): Promise<View> {
    const store = await this.bus.request(SearchMessages.byId, { id: storeId });
    if (!store) throw rpcError('NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
    const submission = await this.submissions.add({
      _id: randomUUID(),
      storeId: store.id,
      storeName: store.Store_Name,
      ...fields,
      ...openedSubmission(userId),
    } as Doc);
    await this.support.notify(...notice(submission));
    return this.toView(submission);
  }

  /** The back-office list, newest first. */
  async list(query: SubmissionsQuery, meta: Partial<RequestMeta>): Promise<Page<View>> {
    requireModerator(meta.roles, meta.userId);
    const { items, total } = await this.submissions.page(query.status, query.limit, query.offset);
    return { items: items.map((item) => this.toView(item)), total };
  }

  async setStatus(command: SetSubmissionStatusCommand, meta: Partial<RequestMeta>): Promise<View> {
    const moderator = requireModerator(meta.roles, meta.userId);
    const change = {
      status: command.status,
      changedBy: moderator,
      changedAt: new Date(),
      note: command.note?.trim() || null,
    };
    const submission = await this.submissions.setStatus(command.id, change);
    if (!submission) throw rpcError('NOT_FOUND', this.kind.notFound);
    const before = statusBefore(submission.history, change);
    if (before) {
      const { target } = this.kind;
      await publishModerationDecision(this.bus, {
        moderatorId: moderator,
        targetType: target,
        targetId: submission._id,
        summary: `Moved the ${target} on ${submission.storeName} from ${before} to ${change.status}`,
        before,
        after: change.status,
        decidedAt: change.changedAt,
      });
    }
    return this.toView(submission);
  }

  /** A deleted account's submissions stay for the back-office without pointing to it. */
  async anonymizeUser(userId: string): Promise<number> {
    return this.submissions.anonymizeUser(userId);
  }
}

/** The view fields every submission shares, from its stored form. */
export function toSubmissionView(submission: StoreSubmission): SubmissionView {
  return {
    id: submission._id,
    storeId: submission.storeId,
    storeName: submission.storeName,
    userId: submission.userId ?? null,
    status: submission.status,
    history: submission.history.map(toStatusChangeView),
    createdAt: new Date(submission.createdAt).toISOString(),
    updatedAt: new Date(submission.updatedAt).toISOString(),
  };
}
