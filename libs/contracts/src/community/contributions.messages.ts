import {
  IsDateString,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  CONTRIBUTION_KINDS,
  type ContributionKind,
  type ContributionStatus,
  type StoreNameAndPlace,
} from '@snap/domain';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

export type { ContributionKind, ContributionStatus };
export type WeeklyHoursPayload = Record<string, { open: string; close: string; closed: boolean }>;

/** The phone and hours rules with their messages are applied by the community service (shared domain
 * rules); these classes only keep malformed messages off the bus. */
export class AddPhoneCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsString()
  @MaxLength(200)
  phone!: string;
}

export class AddHoursCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  /** Monday..Sunday -> {open, close, closed}, 24-hour HH:MM. */
  @IsObject()
  hours!: WeeklyHoursPayload;
}

export class PendingContributionsQuery {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class ModerateContributionCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  contributionId!: string;
}

export interface ContributionView {
  id: string;
  store_id: string;
  /** Null once the contributor deleted their account. */
  user_id: string | null;
  kind: ContributionKind;
  phone: string | null;
  weekly_hours: WeeklyHoursPayload | null;
  status: ContributionStatus;
  created_at: string;
  reviewed_at: string | null;
  store: StoreNameAndPlace | null;
}

export interface SubmittedContribution {
  contribution: ContributionView;
  pointsEarned: number;
  /** False when this user was already paid for this kind of contribution to this store. */
  pointsAwarded: boolean;
}

export const ContributionMessages = {
  addPhone: defineMessage<AddPhoneCommand, SubmittedContribution>(
    'community.contributions.add-phone.v1',
    AddPhoneCommand,
  ),
  addHours: defineMessage<AddHoursCommand, SubmittedContribution>(
    'community.contributions.add-hours.v1',
    AddHoursCommand,
  ),
  /** Moderators and admins only. */
  pending: defineQuery<PendingContributionsQuery, ContributionView[]>(
    'community.contributions.pending.v1',
    PendingContributionsQuery,
  ),
  approve: defineMessage<ModerateContributionCommand, ContributionView>(
    'community.contributions.approve.v1',
    ModerateContributionCommand,
  ),
  reject: defineMessage<ModerateContributionCommand, ContributionView>(
    'community.contributions.reject.v1',
    ModerateContributionCommand,
  ),
} as const;

/** A moderator approved store data people added: search shows it on the store for everyone. */
export class StoreContributionApprovedEvent {
  @IsString()
  @MaxLength(64)
  contributionId!: string;

  @IsString()
  @MaxLength(64)
  storeId!: string;

  @IsIn(CONTRIBUTION_KINDS)
  kind!: ContributionKind;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string;

  @IsOptional()
  @IsObject()
  weeklyHours?: WeeklyHoursPayload;

  @IsDateString()
  approvedAt!: string;
}

export const ContributionEvents = {
  approved: defineEvent('community.store.contribution-approved.v1', StoreContributionApprovedEvent),
} as const;
