import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { defineMessage, defineQuery } from '../lib/definitions';
import type { Page } from './reports.messages';

/** "They didn't take my EBT" on a store: signed in or not (the person is the user, else the address). */
export class ReportEbtRefusalCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;
}

export class EbtRefusalStatusQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;
}

export const EBT_REFUSAL_QUEUE_FILTERS = ['open', 'marked'] as const;
export type EbtRefusalQueueFilter = (typeof EBT_REFUSAL_QUEUE_FILTERS)[number];

export class EbtRefusalQueueQuery {
  /** open: reports within the window since the last clearing; marked: at the threshold now. None: every
   * store ever reported, the most recently reported first. */
  @IsOptional()
  @IsIn(EBT_REFUSAL_QUEUE_FILTERS, {
    message: VALIDATION_MESSAGES.ebtRefusalStatus,
  })
  status?: EbtRefusalQueueFilter;

  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit = 20;

  @IsInt()
  @Min(0)
  @Max(100_000)
  offset = 0;
}

export class ClearEbtRefusalCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  /** Checked by the service (its message); the contract only bounds the size. */
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  note?: string | null;
}

/** What the store page shows: the mark, and whether the asking person already reported it. */
export interface EbtRefusalStatusView {
  storeId: string;
  /** Three different people within 30 days, since the last clearing. */
  recentlyReported: boolean;
  /** The page's words while marked, else null. */
  notice: string | null;
  /** When the asking person (or address) last reported it, while that report still blocks another. */
  yourReportAt: string | null;
}

export interface EbtRefusalReportResult {
  message: string;
  status: EbtRefusalStatusView;
}

export interface EbtRefusalReportView {
  /** Whether the person was signed in (the back-office sees no address). */
  signedIn: boolean;
  createdAt: string;
}

export type EbtRefusalClearedBecause = 'moderator' | 'usda-list';

export interface EbtRefusalClearingView {
  because: EbtRefusalClearedBecause;
  /** The moderator; null for a USDA list. */
  by: string | null;
  at: string;
  note: string | null;
}

/** One store's refusal reports as the moderation queue lists them. */
export interface EbtRefusalCaseView {
  storeId: string;
  storeName: string;
  state: string;
  /** Different people whose reports count toward the mark now (confirmed members whose accounts
   * were at least a day old; within 30 days, since the last clearing). Signed-out and new accounts'
   * reports are only listed in `recentReports`. */
  reporters: number;
  marked: boolean;
  /** Reports in the window since the last clearing, newest first. */
  recentReports: EbtRefusalReportView[];
  totalReports: number;
  lastReportedAt: string;
  clearings: EbtRefusalClearingView[];
}

/** Reports are open to anyone (the gateway rate-limits them like issue reports); the queue and clearing
 * need a moderator or admin (roles from the verified token, in the request meta). */
export const EbtRefusalMessages = {
  report: defineMessage<ReportEbtRefusalCommand, EbtRefusalReportResult>(
    'community.ebt-refusals.report.v1',
    ReportEbtRefusalCommand,
  ),
  status: defineQuery<EbtRefusalStatusQuery, EbtRefusalStatusView>(
    'community.ebt-refusals.status.v1',
    EbtRefusalStatusQuery,
  ),
  queue: defineQuery<EbtRefusalQueueQuery, Page<EbtRefusalCaseView>>(
    'community.ebt-refusals.queue.v1',
    EbtRefusalQueueQuery,
  ),
  clear: defineMessage<ClearEbtRefusalCommand, EbtRefusalCaseView>(
    'community.ebt-refusals.clear.v1',
    ClearEbtRefusalCommand,
  ),
} as const;
