import { Inject, Injectable } from '@nestjs/common';
import { PointsEvents, type UserPointsView, type UserStatsView } from '@snap/contracts';
import { pointsFor } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { requireUser } from '../access/require-role';
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
    const lines = await this.ledger.ofUser(userId);
    // Checked on repeats too, so an award interrupted before its badges still earns them on retry.
    await this.badges.evaluate(userId, lines.length);
    if (added) {
      await this.bus.publish(
        PointsEvents.awarded,
        {
          userId,
          storeId: line.storeId,
          contributionType: line.contributionType,
          pointsEarned: line.pointsEarned,
          totalPoints: totalOf(lines),
          sourceKey: line.sourceKey,
        },
        { eventId: `points-awarded:${line.sourceKey}` },
      );
    }
    return { pointsEarned: line.pointsEarned, awarded: added };
  }

  /** get_user_stats */
  async stats(userId: string | undefined): Promise<UserStatsView> {
    const lines = await this.ledger.ofUser(requireUser(userId));
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
    return (await this.ledger.ofUser(userId)).length;
  }

  /** A deleted account's points and badges go with it. */
  async forgetUser(userId: string): Promise<void> {
    await this.ledger.deleteUser(userId);
    await this.badges.forgetUser(userId);
  }
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
    points_earned: line.pointsEarned,
    description: line.description,
    verified: line.verified,
    created_at: line.createdAt.toISOString(),
  };
}

// Other use cases import the guard from here.
export { requireUser };
