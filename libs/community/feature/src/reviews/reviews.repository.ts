import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import {
  type ReviewDocument,
  reviewSchema,
  type ReviewStatsDocument,
  reviewStatsSchema,
} from './review.schema';
import {
  type ModerationState,
  moderationUpdate,
  PUBLICLY_VISIBLE,
} from '../moderation/moderation-state';

@Injectable()
export class ReviewsRepository {
  private readonly reviews: DocumentCollection<ReviewDocument>;
  private readonly stats: DocumentCollection<ReviewStatsDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.reviews = documents.collection<ReviewDocument>('reviews', reviewSchema);
    this.stats = documents.collection<ReviewStatsDocument>('store_review_stats', reviewStatsSchema);
  }

  /** A member's first review of a store. Its id comes from the member and the store, so two submits
   * racing store one review: the second gets DuplicateKeyError and edits it instead. */
  insertOwn(
    review: Omit<ReviewDocument, '_id' | 'createdAt'> & { userId: string },
  ): Promise<ReviewDocument> {
    return this.reviews.insert({
      ...review,
      _id: ownReviewId(review.userId, review.storeId),
    });
  }

  /** Publishes the reviews an account wrote while unconfirmed; the stores whose stats change. */
  async releaseHeld(userId: string): Promise<string[]> {
    const held = await this.reviews.find({ userId, held: true }, { projection: { storeId: 1 } });
    if (held.length === 0) return [];
    await this.reviews.updateMany({ userId, held: true }, { $set: { held: false } });
    return [...new Set(held.map((review) => review.storeId))];
  }

  /** The member's review of the store (the newest, should older data hold several). */
  async ownOf(userId: string, storeId: string): Promise<ReviewDocument | null> {
    return (
      (await this.reviews.find({ userId, storeId }, { sort: { createdAt: -1 }, limit: 1 }))[0] ??
      null
    );
  }

  /** The author's new rating and text; the review keeps its place, its moderation and its award. */
  edit(id: string, rating: number, reviewText: string | null): Promise<ReviewDocument | null> {
    return this.reviews.findOneAndUpdate(
      { _id: id },
      { $set: { rating, reviewText, editedAt: new Date() } },
    );
  }

  findById(id: string): Promise<ReviewDocument | null> {
    return this.reviews.findOne({ _id: id });
  }

  /** Deletes the review only when it belongs to `userId`. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    return (await this.reviews.deleteOne({ _id: id, userId })) > 0;
  }

  ofStore(storeId: string, limit: number): Promise<ReviewDocument[]> {
    return this.reviews.find({ storeId, ...PUBLICLY_VISIBLE }, { sort: { createdAt: -1 }, limit });
  }

  ofUser(userId: string, limit: number): Promise<ReviewDocument[]> {
    return this.reviews.find({ userId }, { sort: { createdAt: -1 }, limit });
  }

  /** The ratings the public average counts: one per member (their newest, should older data hold
   * several), and each anonymized review of a deleted account. */
  async ratingsOf(storeId: string): Promise<number[]> {
    const reviews = await this.reviews.find(
      { storeId, ...PUBLICLY_VISIBLE },
      { sort: { createdAt: -1 }, projection: { rating: 1, userId: 1, createdAt: 1 } },
    );
    const counted = new Set<string>();
    return reviews
      .filter((r) => {
        if (r.userId === null || r.userId === undefined) return true;
        if (counted.has(r.userId)) return false;
        counted.add(r.userId);
        return true;
      })
      .map((r) => r.rating);
  }

  /** Records a moderator's decision; hidden and removed reviews leave every public read and the stats. */
  async setModeration(id: string, state: ModerationState): Promise<ReviewDocument | null> {
    return this.reviews.findOneAndUpdate({ _id: id }, moderationUpdate(state));
  }

  /** Whether the author has a review of the store a moderator has not removed (the review award is
   * per author and store, so it stands while one does). */
  async hasStandingReview(userId: string, storeId: string): Promise<boolean> {
    return (
      (await this.reviews.count({ userId, storeId, 'moderation.status': { $ne: 'removed' } })) > 0
    );
  }

  /**
   * Saves stats computed from the ratings as read at `computedAt`, unless stats from a later reading
   * are saved already: two reviews of a store at once may finish in either order, and the reading
   * that began last has seen both. Whether these were saved.
   */
  async saveStatsIfNewer(
    storeId: string,
    averageRating: number | null,
    reviewCount: number,
    computedAt: Date,
  ): Promise<boolean> {
    const notNewer = { _id: storeId, ...readNoLaterThan(computedAt) };
    const update = { $set: { averageRating, reviewCount, computedAt, updatedAt: new Date() } };
    try {
      // Matched, or no stats yet and inserted: saved either way.
      await this.stats.updateOne(notNewer, update, { upsert: true });
      return true;
    } catch (error) {
      // The document exists (a later reading saved it, or two first reviews raced): only if not newer.
      if (!(error instanceof DuplicateKeyError)) throw error;
      return (await this.stats.updateOne(notNewer, update)).matched > 0;
    }
  }

  /** Marks the saved stats as confirmed by the reading at `computedAt`, if they still hold these
   * values and no later reading saved them. Whether they did. */
  async restampStats(
    storeId: string,
    averageRating: number | null,
    reviewCount: number,
    computedAt: Date,
  ): Promise<boolean> {
    const { matched } = await this.stats.updateOne(
      {
        _id: storeId,
        averageRating,
        reviewCount,
        ...readNoLaterThan(computedAt),
      },
      { $set: { computedAt } },
    );
    return matched > 0;
  }

  statsOf(storeIds: string[]): Promise<ReviewStatsDocument[]> {
    return this.stats.findByIds(storeIds);
  }

  /** The author's reviews stay (their ratings count) without the link to the account. */
  async anonymizeUser(userId: string): Promise<number> {
    return (await this.reviews.updateMany({ userId }, { $set: { userId: null } })).modified;
  }
}

/** Saved stats read no later than `computedAt` (stats saved before readings were stamped count as older). */
function readNoLaterThan(computedAt: Date) {
  return { $or: [{ computedAt: { $exists: false } }, { computedAt: { $lte: computedAt } }] };
}

/** One id per member and store. */
export function ownReviewId(userId: string, storeId: string): string {
  return `rv_${createHash('sha256').update(`${userId}\u0000${storeId}`).digest('base64url').slice(0, 32)}`;
}
