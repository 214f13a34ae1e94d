import { Inject, Injectable, Optional } from '@nestjs/common';
import { PointsEvents, type UserPointsView, type UserStatsView } from '@snap/contracts';
import { pointsFor } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { requireUser } from '../access/require-role';
import { CommunityAnalyticsUseCases } from '../analytics/community-analytics.usecases';
import { BadgesUseCases } from '../badges/badges.usecases';
import { PointsRepository } from './points.repository';
import type { UserPointsDocument } from './user-points.schema';

export interface AwardCommand {
  userId: string | undefined;
  storeId: string;
  contributionType: string;
  description?: string | null;
  /** What earns the points, e.g. `review:<user>:<store>`: the same source never awards twice. */
  sourceKey: string;
}

/** The points ledger: awarding (idempotent per source), stats, and badges earned along the way. Other
 * parts of the community service (reviews, photos, contributions) award through this provider. */
@Injectable()
export class PointsUseCases {
  constructor(
    private readonly ledger: PointsRepository,
    private readonly badges: BadgesUseCases,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Optional() private readonly analytics?: CommunityAnalyticsUseCases,
  ) {}

  async award(command: AwardCommand): Promise<{ pointsEarned: number; awarded: boolean }> {
    const userId = requireUser(command.userId);
    const { line, added } = await this.ledger.addOnce({
      userId,
      storeId: command.storeId,
      contributionType: command.contributionType,
      pointsEarned: pointsFor(command.contributionType),
      description: command.description ?? null,
      sourceKey: command.sourceKey,
    });
    const tally = await this.ledger.tallyOf(userId);
    // The badges, the count and the event do not wait on each other.
    await Promise.all([
      // Checked on repeats too, so an award interrupted before its badges still earns them on retry.
      this.badges.evaluate(userId, tally.lines),
      added ? this.announce(line, tally.points) : undefined,
    ]);
    return { pointsEarned: line.pointsEarned, awarded: added };
  }

  private async announce(line: UserPointsDocument, totalPoints: number): Promise<void> {
    await Promise.all([
      // Counted with the ledger line it belongs to: a repeated award is not counted again.
      this.analytics?.contributed(line.contributionType),
      this.bus.publish(
        PointsEvents.awarded,
        {
          userId: line.userId,
          storeId: line.storeId,
          contributionType: line.contributionType,
          pointsEarned: line.pointsEarned,
          totalPoints,
          sourceKey: line.sourceKey,
        },
        { eventId: `points-awarded:${line.sourceKey}` },
      ),
    ]);
  }

  /** A moderator removed what earned the points: they stop counting, once, however often this runs
   * (the ledger line flips only from standing to taken back). True when this call took them. */
  async revoke(sourceKey: string): Promise<boolean> {
    const taken = (await this.ledger.revoke(sourceKey)) !== null;
    // Badges follow the contributions that stand (also on a repeat, which finishes an interrupted one).
    await this.reconcileBadges(sourceKey);
    return taken;
  }

  /** What earned the points never came to be (a photo that could not be processed): the line goes,
   * as if never paid. True when this call removed it. */
  async withdraw(sourceKey: string): Promise<boolean> {
    const owner = await this.ledger.ownerOf(sourceKey);
    if (!owner) return false;
    const removed = await this.ledger.deleteSource(sourceKey);
    await this.badges.reconcile(owner, (await this.ledger.tallyOf(owner)).lines);
    return removed;
  }

  /** A moderator restored what earned the points: they count again, once. */
  async reinstate(sourceKey: string): Promise<boolean> {
    const given = (await this.ledger.reinstate(sourceKey)) !== null;
    await this.reconcileBadges(sourceKey);
    return given;
  }

  private async reconcileBadges(sourceKey: string): Promise<void> {
    const userId = await this.ledger.ownerOf(sourceKey);
    if (userId) await this.badges.reconcile(userId, (await this.ledger.tallyOf(userId)).lines);
  }

  /** get_user_stats */
  async stats(userId: string | undefined): Promise<UserStatsView> {
    const lines = countable(await this.ledger.ofUser(requireUser(userId)));
    return {
      total_points: totalOf(lines),
      total_contributions: lines.length,
      stores_contributed_to: new Set(lines.map((l) => l.storeId)).size,
      verified_contributions: lines.filter((l) => l.verified).length,
    };
  }

  /** The user's ledger, newest first. */
  async history(userId: string | undefined, limit = 50): Promise<UserPointsView[]> {
    return (await this.ledger.ofUser(requireUser(userId), limit)).map(toPointsView);
  }

  /** A moderator approved the contribution that earned these points. */
  async markVerified(sourceKey: string): Promise<boolean> {
    return this.ledger.markVerified(sourceKey);
  }

  async contributionsOf(userId: string): Promise<number> {
    return (await this.ledger.tallyOf(userId)).lines;
  }

  /** A deleted account's points and badges go with it. */
  async forgetUser(userId: string): Promise<void> {
    await this.ledger.deleteUser(userId);
    await this.badges.forgetUser(userId);
  }
}

/** The lines that count: not taken back by a moderator. */
function countable(lines: UserPointsDocument[]): UserPointsDocument[] {
  return lines.filter((line) => !line.revoked);
}

function totalOf(lines: UserPointsDocument[]): number {
  return lines.reduce((total, line) => total + line.pointsEarned, 0);
}

function toPointsView(line: UserPointsDocument): UserPointsView {
  return {
    id: line._id,
    user_id: line.userId,
    store_id: line.storeId,
    contribution_type: line.contributionType,
    // A line taken back stays in the history so the member sees why their total dropped.
    points_earned: line.revoked ? 0 : line.pointsEarned,
    description: line.revoked
      ? `${line.description ?? line.contributionType} (taken back: removed by a moderator)`
      : line.description,
    verified: line.verified,
    created_at: line.createdAt.toISOString(),
  };
}
