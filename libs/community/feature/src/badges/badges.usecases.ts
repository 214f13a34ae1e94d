import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BadgeProgressView, BadgeView, UserBadgeView } from '@snap/contracts';
import { badgeProgress } from '@snap/domain';
import { BADGE_CATALOG } from './badge-catalog';
import type { BadgeDocument } from './badge.schema';
import { BadgesRepository } from './badges.repository';

/** The badge catalog and the badges users earn by their number of contributions. */
@Injectable()
export class BadgesUseCases implements OnModuleInit {
  constructor(private readonly badges: BadgesRepository) {}

  /** Seeds (or updates) the catalog on start-up. */
  async onModuleInit(): Promise<void> {
    for (const badge of BADGE_CATALOG) await this.badges.upsertBadge(badge);
  }

  /** Earns every badge whose threshold `contributions` has reached; returns the ids newly earned.
   * Idempotent: a badge already held is left as it is. */
  async evaluate(userId: string, contributions: number, now = new Date()): Promise<string[]> {
    // One read of what the user holds (beside the read of the badges, not after it), and a write only
    // for a badge not held yet: each write waits its turn in the collection's queue, and a member past
    // every threshold would otherwise write every badge again on each contribution.
    const [badges, holdings] = await Promise.all([
      this.badges.allBadges(),
      this.badges.ofUser(userId),
    ]);
    const reached = badges.filter((badge) => contributions >= badge.contributionsRequired);
    const held = new Set(holdings.map((b) => b.badgeId));
    const earned: string[] = [];
    for (const badge of reached) {
      if (held.has(badge._id)) continue;
      if (await this.badges.earn(userId, badge._id, now)) earned.push(badge._id);
    }
    return earned;
  }

  /** Matches the user's badges to their standing contributions: earns what they reach and takes back
   * what they no longer reach (a moderator removed the contribution behind it). Absolute, so running
   * it again changes nothing. Returns the ids taken back. */
  async reconcile(userId: string, contributions: number, now = new Date()): Promise<string[]> {
    await this.evaluate(userId, contributions, now);
    const unreached = (await this.badges.allBadges())
      .filter((badge) => contributions < badge.contributionsRequired)
      .map((badge) => badge._id);
    const held = new Set((await this.badges.ofUser(userId)).map((b) => b.badgeId));
    const revoked = unreached.filter((id) => held.has(id));
    await this.badges.unearn(userId, revoked);
    return revoked;
  }

  /** All badges, fewest contributions first. */
  async all(): Promise<BadgeView[]> {
    return (await this.badges.allBadges()).map(toBadgeView);
  }

  /** All badges with how far the user is towards each ('Almost there!' at 80%). */
  async progress(userId: string, contributions: number): Promise<BadgeProgressView[]> {
    const held = new Map((await this.badges.ofUser(userId)).map((b) => [b.badgeId, b.earnedAt]));
    return (await this.badges.allBadges()).map((badge) => {
      const progress = badgeProgress(contributions, badge.contributionsRequired);
      const earnedAt = held.get(badge._id);
      return {
        ...toBadgeView(badge),
        earned: earnedAt !== undefined,
        earned_at: earnedAt ? earnedAt.toISOString() : null,
        current: progress.current,
        ratio: progress.ratio,
        almost_there: earnedAt === undefined && progress.almostThere,
      };
    });
  }

  /** The user's badges with the badge joined, newest first. */
  async ofUser(userId: string): Promise<UserBadgeView[]> {
    const catalog = new Map((await this.badges.allBadges()).map((b) => [b._id, b]));
    return (await this.badges.ofUser(userId))
      .filter((b) => catalog.has(b.badgeId))
      .map((b) => ({
        id: b._id,
        user_id: b.userId,
        badge_id: b.badgeId,
        earned_at: b.earnedAt.toISOString(),
        badge: toBadgeView(catalog.get(b.badgeId) as BadgeDocument),
      }));
  }

  async forgetUser(userId: string): Promise<number> {
    return this.badges.deleteUser(userId);
  }
}

function toBadgeView(badge: BadgeDocument): BadgeView {
  return {
    id: badge._id,
    name: badge.name,
    description: badge.description,
    icon: badge.icon,
    contributions_required: badge.contributionsRequired,
  };
}
