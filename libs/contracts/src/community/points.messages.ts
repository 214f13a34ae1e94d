import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { defineEvent, defineQuery } from '../lib/definitions';

/** A row of the user_points ledger, in its field names (product rule "Points ledger"). */
export interface UserPointsView {
  id: string;
  user_id: string;
  store_id: string;
  contribution_type: string;
  points_earned: number;
  description: string | null;
  /** True once a moderator approved the contribution behind it. */
  verified: boolean;
  created_at: string;
}

/** get_user_stats */
export interface UserStatsView {
  total_points: number;
  total_contributions: number;
  stores_contributed_to: number;
  verified_contributions: number;
}

export interface BadgeView {
  id: string;
  name: string;
  description: string;
  icon: string;
  contributions_required: number;
}

export interface UserBadgeView {
  id: string;
  user_id: string;
  badge_id: string;
  earned_at: string;
  badge: BadgeView;
}

/** A badge of the catalog with how far the asking user is towards it ('Almost there!' at 80%). */
export interface BadgeProgressView extends BadgeView {
  earned: boolean;
  earned_at: string | null;
  current: number;
  ratio: number;
  almost_there: boolean;
}

export class MyPointsQuery {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class BadgesQuery {
  /** With a signed-in user, each badge carries that user's progress. */
  @IsOptional()
  @IsBoolean()
  withProgress?: boolean;
}

/** The acting user always comes from the request meta (the verified token), never from the payload. */
export const PointsMessages = {
  myStats: defineQuery<MyPointsQuery, UserStatsView>('community.points.stats.v1', MyPointsQuery),
  myPoints: defineQuery<MyPointsQuery, UserPointsView[]>('community.points.mine.v1', MyPointsQuery),
  myBadges: defineQuery<MyPointsQuery, UserBadgeView[]>('community.badges.mine.v1', MyPointsQuery),
  badges: defineQuery<BadgesQuery, BadgeProgressView[]>('community.badges.list.v1', BadgesQuery),
} as const;

/** Points were added to a user's ledger (once per source: a repeated award emits nothing). */
export class PointsAwardedEvent {
  @IsString()
  @MaxLength(64)
  userId!: string;

  @IsString()
  @MaxLength(64)
  storeId!: string;

  @IsString()
  @MaxLength(64)
  contributionType!: string;

  @IsInt()
  @Min(0)
  pointsEarned!: number;

  @IsInt()
  @Min(0)
  totalPoints!: number;

  @IsString()
  @MaxLength(200)
  sourceKey!: string;
}

export const PointsEvents = {
  awarded: defineEvent('community.points.awarded.v1', PointsAwardedEvent),
} as const;
