import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  MODERATED_ITEM_TYPES,
  MODERATION_DECISIONS,
  type ModeratedItemType,
  type ModerationDecision,
  type ModerationStatus,
  type FieldMessageRefs,
} from '@snap/domain';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';
import type { Page } from './reports.messages';

// The reason, note and decision are checked by the service with the shared rules (their messages);
// the contract only bounds sizes and keeps unknown item types off the bus.
const itemTypeMessage = VALIDATION_MESSAGES.itemType;

export class FlagContentCommand {
  @IsIn(MODERATED_ITEM_TYPES, { message: itemTypeMessage })
  itemType!: ModeratedItemType;

  @IsString()
  @MinLength(1)
  @MaxLength(64)
  itemId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  reason?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  note?: string | null;
}

export class ModerateContentCommand {
  @IsIn(MODERATED_ITEM_TYPES, { message: itemTypeMessage })
  itemType!: ModeratedItemType;

  @IsString()
  @MinLength(1)
  @MaxLength(64)
  itemId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  decision?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  reason?: string | null;
}

export const MODERATION_QUEUE_FILTERS = ['open', 'hidden', 'removed'] as const;
export type ModerationQueueFilter = (typeof MODERATION_QUEUE_FILTERS)[number];

export class ModerationQueueQuery {
  /** open: flagged and waiting for a decision; hidden / removed: taken down (to restore). None: all,
   * the open ones first. */
  @IsOptional()
  @IsIn(MODERATION_QUEUE_FILTERS, {
    message: VALIDATION_MESSAGES.moderationStatus,
  })
  status?: ModerationQueueFilter;

  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit = 20;

  @IsInt()
  @Min(0)
  @Max(100_000)
  offset = 0;
}

export class MyModeratedContentQuery {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export interface ContentFlagView {
  reason: string;
  reasonLabel: string;
  note: string | null;
  createdAt: string;
}

export interface ModerationStepView {
  decision: string;
  status: ModerationStatus;
  reason: string | null;
  decidedBy: string;
  decidedAt: string;
}

/** One flagged (or decided) review, tip or photo as the back-office sees it. */
export interface ModerationCaseView {
  id: string;
  itemType: ModeratedItemType;
  itemId: string;
  storeId: string;
  storeName: string | null;
  /** Null once the author deleted their account. */
  authorId: string | null;
  /** The review or tip text; the photo's file name for a photo. */
  excerpt: string | null;
  rating: number | null;
  /** The photo's thumbnail in the store-photos bucket (photos only). */
  thumbnailKey: string | null;
  status: ModerationStatus;
  /** Flagged since the last decision: waiting for a moderator. */
  open: boolean;
  flagCount: number;
  flags: ContentFlagView[];
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  lastFlaggedAt: string | null;
  history: ModerationStepView[];
}

export interface FlagContentResult {
  flagged: boolean;
  message: string;
}

/** One of the asking user's items a moderator took down, with the reason they read. */
export interface MyModeratedItemView {
  itemType: ModeratedItemType;
  itemId: string;
  storeId: string;
  storeName: string | null;
  excerpt: string | null;
  status: ModerationStatus;
  reason: string | null;
  notice: string;
  /** The id (and values) of notice, for its translation at the gateway. */
  messageRefs?: FieldMessageRefs;
  decidedAt: string | null;
}

/** Flagging needs a signed-in member; the queue and decisions a moderator or admin (roles from the
 * verified token, in the request meta); each author reads only their own items. */
export const ModerationMessages = {
  flag: defineMessage<FlagContentCommand, FlagContentResult>(
    'community.moderation.flag.v1',
    FlagContentCommand,
  ),
  queue: defineQuery<ModerationQueueQuery, Page<ModerationCaseView>>(
    'community.moderation.queue.v1',
    ModerationQueueQuery,
  ),
  decide: defineMessage<ModerateContentCommand, ModerationCaseView>(
    'community.moderation.decide.v1',
    ModerateContentCommand,
  ),
  mine: defineQuery<MyModeratedContentQuery, MyModeratedItemView[]>(
    'community.moderation.mine.v1',
    MyModeratedContentQuery,
  ),
} as const;

/** A moderator decided on a member's item: identity e-mails its author, in the account's language. */
export class ModerationDecidedEvent {
  @IsString()
  @MaxLength(64)
  authorId!: string;

  @IsIn(MODERATED_ITEM_TYPES)
  itemType!: ModeratedItemType;

  @IsIn(MODERATION_DECISIONS)
  decision!: ModerationDecision;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  reason!: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  storeName!: string | null;
}

export const ModerationEvents = {
  decided: defineEvent('community.moderation.decided.v1', ModerationDecidedEvent),
} as const;
