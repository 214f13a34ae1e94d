import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import {
  type BadgeDocument,
  badgeSchema,
  type UserBadgeDocument,
  userBadgeSchema,
} from './badge.schema';

@Injectable()
export class BadgesRepository {
  private readonly badges: DocumentCollection<BadgeDocument>;
  private readonly userBadges: DocumentCollection<UserBadgeDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.badges = documents.collection<BadgeDocument>('badges', badgeSchema);
    this.userBadges = documents.collection<UserBadgeDocument>('user_badges', userBadgeSchema);
  }

  async upsertBadge(badge: BadgeDocument): Promise<void> {
    const { _id, ...fields } = badge;
    await this.badges.updateOne({ _id }, { $set: fields }, { upsert: true });
  }

  /** All badges, fewest contributions first. */
  async allBadges(): Promise<BadgeDocument[]> {
    return this.badges.find({}, { sort: { contributionsRequired: 1 } });
  }

  /** Earns the badge unless the user has it; true when it is new. */
  async earn(userId: string, badgeId: string, earnedAt: Date): Promise<boolean> {
    try {
      const result = await this.userBadges.updateOne(
        { userId, badgeId },
        { $setOnInsert: { _id: randomUUID(), earnedAt } },
        { upsert: true },
      );
      return result.upsertedId !== undefined;
    } catch (error) {
      // Two awards racing to the same threshold: the other one earned it.
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** The user's badges, newest first. */
  async ofUser(userId: string): Promise<UserBadgeDocument[]> {
    return this.userBadges.find({ userId }, { sort: { earnedAt: -1 } });
  }

  /** Takes badges back (their contributions were removed); returns how many went. */
  async unearn(userId: string, badgeIds: string[]): Promise<number> {
    if (badgeIds.length === 0) return 0;
    return this.userBadges.deleteMany({ userId, badgeId: { $in: badgeIds } });
  }

  async deleteUser(userId: string): Promise<number> {
    return this.userBadges.deleteMany({ userId });
  }
}
