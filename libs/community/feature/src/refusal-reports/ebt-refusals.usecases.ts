import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ClearEbtRefusalCommand,
  type EbtRefusalCaseView,
  type EbtRefusalQueueQuery,
  type EbtRefusalReportResult,
  type EbtRefusalStatusView,
  IdentityMessages,
  type Page,
  type RequestMeta,
  SearchMessages,
  type StoresDelistedEvent,
} from '@snap/contracts';
import {
  EBT_REFUSAL_MESSAGES,
  EBT_REFUSAL_RULES,
  EBT_REFUSAL_WINDOW_MS,
  refusalMark,
  refusalWindowStart,
  reportCounts,
  STORE_NOT_FOUND_MESSAGE,
} from '@snap/domain';
import type { Filter } from '@snap/platform-documents';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireModerator } from '../access/require-role';
import { COMMUNITY_OPTIONS, type CommunityOptions } from '../community.options';
import { publishModerationDecision } from '../submissions/moderation-audit';
import type { EbtRefusalCaseDocument } from './ebt-refusal.schema';
import { EbtRefusalsRepository } from './ebt-refusals.repository';

const NOTE_MAX = 500;

/** One person: the signed-in user, else the address the gateway saw (hashed: the queue never needs it). */
export function reporterKeyOf(meta: Partial<RequestMeta>): string {
  if (meta.userId) return `user:${meta.userId}`;
  const address = meta.clientIp ?? 'unknown';
  return `address:${createHash('sha256').update(`ebt-refusal\u0000${address}`).digest('base64url').slice(0, 32)}`;
}

/**
 * "They didn't take my EBT": anyone reports a listed store once per 30 days (per user, or per address
 * when signed out); reports from three different confirmed members (accounts at least a day old)
 * within 30 days mark the store page until a moderator clears the mark or USDA's next list drops the
 * store. Signed-out, unconfirmed and new accounts' reports go to the moderators' queue only, so
 * throwaway accounts cannot mark a store (issue 43, finding 2). The mark is worked out from the
 * reports each time it is read, so it expires by itself when the reports grow old.
 */
@Injectable()
export class EbtRefusalsUseCases {
  constructor(
    private readonly refusals: EbtRefusalsRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(COMMUNITY_OPTIONS) private readonly options: CommunityOptions,
  ) {}

  async report(
    command: { storeId: string },
    meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalReportResult> {
    const store = await this.bus.request(SearchMessages.byId, {
      id: command.storeId,
      includeClosed: true,
    });
    if (!store) throw rpcError('NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
    if (store.status !== 'active')
      throw rpcError('BAD_USER_INPUT', EBT_REFUSAL_MESSAGES.storeClosed);

    const now = new Date();
    const reporterKey = reporterKeyOf(meta);
    const claimed = await this.refusals.claim(
      `${store.id}|${reporterKey}`,
      now,
      new Date(now.getTime() - EBT_REFUSAL_WINDOW_MS),
    );
    if (!claimed) throw rpcError('CONFLICT', EBT_REFUSAL_MESSAGES.alreadyReported);
    await this.refusals.addReport({
      _id: randomUUID(),
      storeId: store.id,
      reporterKey,
      userId: meta.userId ?? null,
      createdAt: now,
      counts: meta.userId ? await this.memberCounts(meta.userId, now) : false,
    });
    await this.refusals.countReport(
      { id: store.id, name: store.Store_Name, state: store.State },
      now,
    );
    return { message: EBT_REFUSAL_MESSAGES.reported, status: await this.status(store.id, meta) };
  }

  /** The store page: the mark, and the asking person's own report while it still blocks another. */
  async status(storeId: string, meta: Partial<RequestMeta>): Promise<EbtRefusalStatusView> {
    const now = new Date();
    const [found, mine] = await Promise.all([
      this.refusals.findCase(storeId),
      this.refusals.lastReportOf(`${storeId}|${reporterKeyOf(meta)}`),
    ]);
    const marked = found ? (await this.markOf(found, now)).marked : false;
    const yours =
      mine && now.getTime() - mine.lastReportedAt.getTime() < EBT_REFUSAL_WINDOW_MS
        ? mine.lastReportedAt.toISOString()
        : null;
    return {
      storeId,
      recentlyReported: marked,
      notice: marked ? EBT_REFUSAL_MESSAGES.notice : null,
      yourReportAt: yours,
    };
  }

  /** The moderation queue's refusal cases: open ones (reported since the last clearing) first. */
  async queue(
    query: EbtRefusalQueueQuery,
    meta: Partial<RequestMeta>,
  ): Promise<Page<EbtRefusalCaseView>> {
    requireModerator(meta.roles, meta.userId);
    const now = new Date();
    const recent = new Date(now.getTime() - EBT_REFUSAL_WINDOW_MS);
    const filter: Filter = query.status ? { open: true, lastReportedAt: { $gte: recent } } : {};
    if (query.status !== 'marked') {
      const { items, total } = await this.refusals.page(filter, query.limit, query.offset);
      return { items: await Promise.all(items.map((c) => this.view(c, now))), total };
    }
    // Marked is worked out from the reports: read the open cases (few) and keep those at the threshold.
    const { items } = await this.refusals.page(filter, 1000, 0);
    const views = (await Promise.all(items.map((c) => this.view(c, now)))).filter((v) => v.marked);
    return { items: views.slice(query.offset, query.offset + query.limit), total: views.length };
  }

  /** A moderator clears the store's reports so far: the mark goes, later reports count afresh. */
  async clear(
    command: ClearEbtRefusalCommand,
    meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalCaseView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    const note = command.note?.trim() || null;
    if (note && note.length > NOTE_MAX)
      throw rpcError('BAD_USER_INPUT', EBT_REFUSAL_MESSAGES.noteTooLong);
    const found = await this.refusals.findCase(command.storeId);
    if (!found) throw rpcError('NOT_FOUND', EBT_REFUSAL_MESSAGES.nothingToClear);
    const now = new Date();
    const before = await this.markOf(found, now);
    // Any recent report is the moderators' to clear, counted toward the mark or not.
    if (before.reporters === 0)
      throw rpcError('BAD_USER_INPUT', EBT_REFUSAL_MESSAGES.nothingToClear);
    const cleared = await this.refusals.clear(command.storeId, {
      because: 'moderator',
      by: moderator,
      at: now,
      note,
    });
    if (!cleared) throw rpcError('BAD_USER_INPUT', EBT_REFUSAL_MESSAGES.nothingToClear);
    await publishModerationDecision(this.bus, {
      moderatorId: moderator,
      targetType: 'ebt-refusal',
      targetId: cleared._id,
      summary: `Cleared the EBT refusal reports on ${cleared.storeName}${note ? `: ${note}` : ''}`,
      before: before.marked ? 'marked' : 'reported',
      after: 'cleared',
      decidedAt: now,
    });
    return this.view(cleared, now);
  }

  /** USDA's list no longer has these stores: their reports so far stop counting. Idempotent: the
   * clearing is at the import's own time, and a case already cleared since is left alone. */
  async delisted(event: StoresDelistedEvent): Promise<void> {
    const at = new Date(event.closedAt);
    for (const found of await this.refusals.casesAmong(event.storeIds)) {
      await this.refusals.clear(found._id, {
        because: 'usda-list',
        by: null,
        at,
        note: `No longer on USDA's list of ${event.delistedOn}`,
      });
    }
  }

  /** Whether a member's report counts toward the mark: identity says whether the account is confirmed
   * and since when it exists. When identity cannot say, the report waits in the queue uncounted. */
  private async memberCounts(userId: string, now: Date): Promise<boolean> {
    try {
      const [account] = await this.bus.request(IdentityMessages.standing, { userIds: [userId] });
      return reportCounts(
        account
          ? {
              confirmedAt: account.confirmedAt ? new Date(account.confirmedAt) : null,
              createdAt: new Date(account.createdAt),
            }
          : null,
        now,
        (this.options.ebtRefusalAccountMinAgeHours ?? EBT_REFUSAL_RULES.accountMinAgeDays * 24) *
          3_600_000,
      );
    } catch {
      return false;
    }
  }

  async forgetUser(userId: string): Promise<void> {
    await this.refusals.forgetUser(userId, reporterKeyOf({ userId }));
  }

  private async markOf(found: EbtRefusalCaseDocument, now: Date) {
    const reports = await this.refusals.reportsSince(
      found._id,
      refusalWindowStart(now, found.countsFrom),
    );
    return { ...refusalMark(reports, now, found.countsFrom), reports };
  }

  private async view(found: EbtRefusalCaseDocument, now: Date): Promise<EbtRefusalCaseView> {
    const { marked, countedReporters, reports } = await this.markOf(found, now);
    return {
      storeId: found._id,
      storeName: found.storeName,
      state: found.state,
      // The people the mark counts ("2 of 3 people"); every recent report is listed below it.
      reporters: countedReporters,
      marked,
      recentReports: reports.map((r) => ({
        signedIn: r.reporterKey.startsWith('user:') || r.reporterKey.startsWith('deleted:'),
        createdAt: r.createdAt.toISOString(),
      })),
      totalReports: found.totalReports,
      lastReportedAt: found.lastReportedAt.toISOString(),
      clearings: found.clearings.map((c) => ({
        because: c.because,
        by: c.by,
        at: c.at.toISOString(),
        note: c.note,
      })),
    };
  }
}
