import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type CreatedReview,
  IdentityMessages,
  type MyReviewView,
  type PublicReviewView,
  type ReviewStatsView,
  type ReviewWithProfileView,
  SearchEvents,
  SearchMessages,
} from '@snap/contracts';
import {
  moderationNotice,
  REVIEW_MESSAGES,
  reviewErrorMessage,
  reviewStats,
  validateReview,
  fieldMessageRefs,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { DuplicateKeyError } from '@snap/platform-documents';
import { requireUser } from '../access/require-role';
import { AccountStanding } from '../account/account-standing';
import { PointsUseCases } from '../points/points.usecases';
import type { ReviewDocument } from './review.schema';
import { ReviewsRepository } from './reviews.repository';

const STORE_NOT_FOUND = "The store you're looking for doesn't exist or may have been removed.";
const DEFAULT_LIST_LIMIT = 50;

/** Community reviews: written by signed-in users, read by everyone, deleted only by their author. Each
 * change recomputes the store's stats and tells search, which shows and sorts by them. */
@Injectable()
export class ReviewsUseCases {
  private readonly logger = new Logger(ReviewsUseCases.name);

  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly points: PointsUseCases,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly standing: AccountStanding,
  ) {}

  async create(
    userId: string | undefined,
    input: { storeId: string; rating?: number | null; review_text?: string | null },
  ): Promise<CreatedReview> {
    const user = requireUser(userId);
    const { value, errors } = validateReview({
      rating: input.rating,
      review_text: input.review_text,
    });
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', reviewErrorMessage(errors), { errors });
    // Each step below waits on another process; the ones that do not need each other's answer run
    // side by side, so a review waits on fewer round trips in a row.
    const [store, own, held] = await Promise.all([
      this.bus.request(SearchMessages.byId, { id: input.storeId }),
      this.reviews.ownOf(user, input.storeId),
      // An unconfirmed account's new review waits, unseen and uncounted, for the confirmation.
      this.standing.holds(user),
    ]);
    if (!store) throw rpcError('NOT_FOUND', STORE_NOT_FOUND);

    const review = await this.writeOwn(user, store.id, value.rating, value.review_text, own, held);
    const [stats, award] = await Promise.all([
      this.recomputeStats(store.id),
      // One review award per person and store, so writing, deleting and rewriting earns nothing more.
      this.points.award({
        userId: user,
        storeId: store.id,
        contributionType: 'store_review',
        description: `Reviewed ${store.Store_Name}`,
        sourceKey: `review:${user}:${store.id}`,
      }),
    ]);
    return {
      review: toPublicView(review, user),
      stats,
      pointsEarned: award.pointsEarned,
      pointsAwarded: award.awarded,
    };
  }

  /** One review per member and store: the first submit stores it, a later one edits it (a moderator's
   * decision on it stands, and one taken down cannot be replaced). */
  private async writeOwn(
    userId: string,
    storeId: string,
    rating: number,
    reviewText: string | null,
    /** The member's review of the store as read before, when the caller already looked. */
    ownAsRead: ReviewDocument | null,
    /** A new review is held from the public (an unconfirmed author); an edit keeps what it was. */
    held = false,
  ): Promise<ReviewDocument> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const own = attempt === 0 ? ownAsRead : await this.reviews.ownOf(userId, storeId);
      if (own) {
        if (own.hidden) throw rpcError('CONFLICT', REVIEW_MESSAGES.takenDown);
        return (await this.reviews.edit(own._id, rating, reviewText)) ?? own;
      }
      try {
        return await this.reviews.insertOwn({
          userId,
          storeId,
          rating,
          reviewText,
          ...(held ? { held } : {}),
        });
      } catch (error) {
        // Another submit of the same member stored it first: edit that one.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    throw rpcError('CONFLICT', REVIEW_MESSAGES.submitFailed);
  }

  /** The account's address is confirmed: its held reviews are published and their stores' stats
   * count them (and search is told, as for any review). */
  async releaseHeld(userId: string): Promise<void> {
    for (const storeId of await this.reviews.releaseHeld(userId))
      await this.recomputeStats(storeId);
  }

  /** public_reviews, newest first. */
  async list(
    storeId: string,
    askingUserId?: string,
    limit = DEFAULT_LIST_LIMIT,
  ): Promise<PublicReviewView[]> {
    return (await this.reviews.ofStore(storeId, limit)).map((r) => toPublicView(r, askingUserId));
  }

  /** The same list joined with the authors' profiles (full_name, avatar_url), asked of identity. */
  async listWithProfiles(
    storeId: string,
    askingUserId?: string,
    limit = DEFAULT_LIST_LIMIT,
  ): Promise<ReviewWithProfileView[]> {
    const reviews = await this.reviews.ofStore(storeId, limit);
    const authors = [
      ...new Set(reviews.map((r) => r.userId).filter((id): id is string => id !== null)),
    ];
    const profiles = new Map<string, { full_name: string; avatar_url: string | null }>();
    if (authors.length > 0) {
      try {
        for (const p of await this.bus.request(IdentityMessages.profiles, { userIds: authors }))
          profiles.set(p.id, { full_name: p.full_name, avatar_url: p.avatar_url });
      } catch (error) {
        // The public list already shows; without names the joined one still lists every review.
        this.logger.warn(
          `profiles for reviews of ${storeId} unavailable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return reviews.map((r) => ({
      ...toPublicView(r, askingUserId),
      profile: (r.userId && profiles.get(r.userId)) || null,
    }));
  }

  /** Only the author deletes a review; anyone else's attempt changes nothing. */
  async delete(
    userId: string | undefined,
    reviewId: string,
  ): Promise<{ deleted: boolean; stats: ReviewStatsView }> {
    const user = requireUser(userId);
    const review = await this.reviews.findById(reviewId);
    if (!review) throw rpcError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    if (review.userId !== user) throw rpcError('FORBIDDEN', REVIEW_MESSAGES.notOwner);
    if (!(await this.reviews.deleteOwned(reviewId, user)))
      throw rpcError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    return { deleted: true, stats: await this.recomputeStats(review.storeId) };
  }

  /** store_review_stats_secure for a page of stores; a store without reviews has count 0 and no average. */
  async stats(storeIds: string[]): Promise<ReviewStatsView[]> {
    const ids = [...new Set(storeIds)];
    const known = new Map((await this.reviews.statsOf(ids)).map((s) => [s._id, s]));
    return ids.map((id) => ({
      store_id: id,
      average_rating: known.get(id)?.averageRating ?? null,
      review_count: known.get(id)?.reviewCount ?? 0,
    }));
  }

  /** Profile > My Reviews: newest first, with each store's name, city and state from search. */
  async mine(userId: string | undefined, limit = DEFAULT_LIST_LIMIT): Promise<MyReviewView[]> {
    const reviews = await this.reviews.ofUser(requireUser(userId), limit);
    if (reviews.length === 0) return [];
    const stores = new Map(
      (
        await this.bus.request(SearchMessages.byIds, {
          ids: [...new Set(reviews.map((r) => r.storeId))],
        })
      ).map((s) => [s.id, s]),
    );
    return reviews.map((r) => {
      const store = stores.get(r.storeId);
      const notice = r.moderation
        ? moderationNotice(r.moderation.status, r.moderation.reason)
        : null;
      const messageRefs = fieldMessageRefs({ moderation_notice: notice });
      return {
        id: r._id,
        rating: r.rating,
        review_text: r.reviewText,
        created_at: r.createdAt.toISOString(),
        store_id: r.storeId,
        moderation_status: r.moderation?.status ?? 'visible',
        moderation_notice: notice,
        ...(messageRefs && { messageRefs }),
        store: store
          ? { id: store.id, Store_Name: store.Store_Name, City: store.City, State: store.State }
          : null,
      };
    });
  }

  /** A deleted account's reviews stay anonymized, so every store's stats stay as they were. */
  async anonymizeUser(userId: string): Promise<number> {
    return this.reviews.anonymizeUser(userId);
  }

  /** Recomputes the store's stats from its public reviews (absolute values, so a replayed event or a
   * repeated moderation decision is harmless). */
  async recomputeStats(storeId: string): Promise<ReviewStatsView> {
    // Taken before the reads: of two reviews at once, the reading that began last has seen both, and
    // its stats win over the other's wherever they arrive later (here and in search).
    const computedAt = new Date();
    const [ratings, [saved]] = await Promise.all([
      this.reviews.ratingsOf(storeId),
      this.reviews.statsOf([storeId]),
    ]);
    const { average_rating, review_count } = reviewStats(ratings);
    // Unchanged (an edit to the same rating, a review taken down twice): nothing to tell search, whose
    // store document write would queue every read of the catalog behind it. The saved stats still
    // take this reading's time, so an earlier reading cannot put older stats back after it; if one
    // did in between, these are saved and told as below.
    if (
      saved &&
      saved.averageRating === average_rating &&
      saved.reviewCount === review_count &&
      (await this.reviews.restampStats(storeId, average_rating, review_count, computedAt))
    )
      return { store_id: storeId, average_rating, review_count };
    if (await this.reviews.saveStatsIfNewer(storeId, average_rating, review_count, computedAt))
      await this.bus.publish(SearchEvents.reviewStatsChanged, {
        storeId,
        averageRating: average_rating,
        reviewCount: review_count,
        computedAt: computedAt.toISOString(),
      });
    return { store_id: storeId, average_rating, review_count };
  }
}

function toPublicView(review: ReviewDocument, askingUserId: string | undefined): PublicReviewView {
  return {
    id: review._id,
    store_id: review.storeId,
    rating: review.rating,
    review_text: review.reviewText,
    created_at: review.createdAt.toISOString(),
    user_name: REVIEW_MESSAGES.anonymousReviewer,
    is_own: askingUserId !== undefined && review.userId === askingUserId,
  };
}
