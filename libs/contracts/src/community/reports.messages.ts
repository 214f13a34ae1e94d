import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@snap/domain';
import { defineMessage, defineQuery } from '../lib/definitions';

// The form fields are checked by the service with the shared rules (product rule "Validation messages"); the
// contract only bounds their size.
/** The store a report or claim is about; the catalog's name is stored, whatever name the page sent. */
class StoreSubmissionCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  storeName?: string | null;
}

export class ReportIssueCommand extends StoreSubmissionCommand {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  issueType?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  userEmail?: string | null;
}

export class ClaimBusinessCommand extends StoreSubmissionCommand {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  businessRole?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  ownerName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  ownerEmail?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  phone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  verificationMethod?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  additionalInfo?: string | null;
}

export class SubmissionsQuery {
  @IsOptional()
  @IsIn(SUBMISSION_STATUSES, {
    message: VALIDATION_MESSAGES.submissionStatus,
  })
  status?: SubmissionStatus;

  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit = 20;

  @IsInt()
  @Min(0)
  @Max(100_000)
  offset = 0;
}

export class SetSubmissionStatusCommand {
  @IsUUID('all', { message: VALIDATION_MESSAGES.reportOrClaimId })
  id!: string;

  @IsIn(SUBMISSION_STATUSES, {
    message: VALIDATION_MESSAGES.submissionStatus,
  })
  status!: SubmissionStatus;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

export interface StatusChangeView {
  status: SubmissionStatus;
  /** Null for the submission itself by a signed-out visitor. */
  changedBy: string | null;
  changedAt: string;
  note: string | null;
}

/** What every report and claim shows the back-office. */
export interface SubmissionView {
  id: string;
  storeId: string;
  storeName: string;
  /** The sender's account: null for a signed-out visitor's report, and once that account is deleted. */
  userId: string | null;
  status: SubmissionStatus;
  history: StatusChangeView[];
  createdAt: string;
  updatedAt: string;
}

export interface IssueReportView extends SubmissionView {
  issueType: string;
  description: string;
  /** Only from signed-out visitors (a signed-in user is reached through their account). */
  userEmail: string | null;
}

export interface BusinessClaimView extends SubmissionView {
  businessRole: string;
  ownerName: string;
  ownerEmail: string;
  phone: string;
  verificationMethod: string;
  additionalInfo: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Reports are open to anyone; claims need a signed-in user; listing and status changes need a
 * moderator or admin (roles from the verified token, in the request meta). */
export const ReportMessages = {
  reportIssue: defineMessage<ReportIssueCommand, IssueReportView>(
    'community.reports.create.v1',
    ReportIssueCommand,
  ),
  listReports: defineQuery<SubmissionsQuery, Page<IssueReportView>>(
    'community.reports.list.v1',
    SubmissionsQuery,
  ),
  setReportStatus: defineMessage<SetSubmissionStatusCommand, IssueReportView>(
    'community.reports.set-status.v1',
    SetSubmissionStatusCommand,
  ),
  claimBusiness: defineMessage<ClaimBusinessCommand, BusinessClaimView>(
    'community.claims.create.v1',
    ClaimBusinessCommand,
  ),
  listClaims: defineQuery<SubmissionsQuery, Page<BusinessClaimView>>(
    'community.claims.list.v1',
    SubmissionsQuery,
  ),
  setClaimStatus: defineMessage<SetSubmissionStatusCommand, BusinessClaimView>(
    'community.claims.set-status.v1',
    SetSubmissionStatusCommand,
  ),
} as const;
