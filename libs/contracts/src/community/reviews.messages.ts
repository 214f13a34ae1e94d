import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { FieldMessageRefs, ModerationStatus, StoreNameAndPlace } from '@snap/domain';
import { defineMessage, defineQuery } from '../lib/definitions';

/** The review rules with their messages (product rule "Validation messages") are applied by the community service (shared domain
 * rules); these classes only keep malformed messages off the bus. */
export class CreateReviewCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  rating?: number | null;

  /** Its length is the domain's rule (REVIEW_LIMITS.textMax once trimmed, with the message of product rule "Validation messages"),
   * checked by the community service; the request's size bounds what reaches it. */
  @IsOptional()
  @IsString()
  review_text?: string | null;
}

export class StoreReviewsQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class DeleteReviewCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  reviewId!: string;
}

export class ReviewStatsQuery {
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  storeIds!: string[];
}

export class MyReviewsQuery {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

/** public_reviews: the reviewer is always shown as 'Anonymous User'. */
export interface PublicReviewView {
  id: string;
  store_id: string;
  rating: number;
  review_text: string | null;
  created_at: string;
  user_name: string;
  /** True for the asking user's own review (the owner sees a delete action). */
  is_own: boolean;
}

/** A review joined with its author's profile (null once the account is deleted). */
export interface ReviewWithProfileView extends PublicReviewView {
  profile: { full_name: string; avatar_url: string | null } | null;
}

/** store_review_stats_secure */
export interface ReviewStatsView {
  store_id: string;
  average_rating: number | null;
  review_count: number;
}

/** Profile > My Reviews: the review with its store's name, city and state. */
export interface MyReviewView {
  id: string;
  rating: number;
  review_text: string | null;
  created_at: string;
  store_id: string;
  store: StoreNameAndPlace | null;
  /** visible, hidden or removed: only the author sees their review is taken down, and why. */
  moderation_status: ModerationStatus;
  /** 'Hidden by a moderator: <reason>' while hidden or removed. */
  moderation_notice: string | null;
  /** The id (and values) of moderation_notice, for its translation at the gateway. */
  messageRefs?: FieldMessageRefs;
}

export interface CreatedReview {
  review: PublicReviewView;
  stats: ReviewStatsView;
  pointsEarned: number;
  /** False when this user was already paid for reviewing this store. */
  pointsAwarded: boolean;
}

/** The acting user always comes from the request meta (the verified token), never from the payload. */
export const ReviewMessages = {
  create: defineMessage<CreateReviewCommand, CreatedReview>(
    'community.reviews.create.v1',
    CreateReviewCommand,
  ),
  list: defineQuery<StoreReviewsQuery, PublicReviewView[]>(
    'community.reviews.list.v1',
    StoreReviewsQuery,
  ),
  listWithProfiles: defineQuery<StoreReviewsQuery, ReviewWithProfileView[]>(
    'community.reviews.list-with-profiles.v1',
    StoreReviewsQuery,
  ),
  delete: defineMessage<DeleteReviewCommand, { deleted: boolean; stats: ReviewStatsView }>(
    'community.reviews.delete.v1',
    DeleteReviewCommand,
  ),
  stats: defineQuery<ReviewStatsQuery, ReviewStatsView[]>(
    'community.reviews.stats.v1',
    ReviewStatsQuery,
  ),
  mine: defineQuery<MyReviewsQuery, MyReviewView[]>('community.reviews.mine.v1', MyReviewsQuery),
} as const;
