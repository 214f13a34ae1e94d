import { Inject, Injectable } from '@nestjs/common';
import {
  type FlagContentCommand,
  type FlagContentResult,
  type ModerateContentCommand,
  type ModerationCaseView,
  ModerationEvents,
  type ModerationQueueQuery,
  type MyModeratedItemView,
  type Page,
  type RequestMeta,
  SearchMessages,
} from '@snap/contracts';
import {
  flagReasonLabel,
  isModeratedItemType,
  MODERATION_MESSAGES,
  type ModeratedItemType,
  type ModerationDecision,
  moderationNotice,
  type ModerationStatus,
  statusAfter,
  validateDecision,
  validateFlag,
  fieldMessageRefs,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { PhotosRepository } from '../photos/photos.repository';
import { PhotosUseCases } from '../photos/photos.usecases';
import { requireModerator, requireUser } from '../access/require-role';
import { PointsUseCases } from '../points/points.usecases';
import { ReviewsRepository } from '../reviews/reviews.repository';
import { ReviewsUseCases } from '../reviews/reviews.usecases';
import { publishModerationDecision } from '../submissions/moderation-audit';
import { TipsRepository } from '../tips/tips.repository';
import type { ModerationState } from './moderation-state';
import type { ContentFlagDocument, ModerationCaseDocument } from './moderation-case.schema';
import { caseIdOf, ModerationRepository } from './moderation.repository';

/** What moderation needs to know of a review, tip or photo, whatever its kind. */
interface ItemFacts {
  id: string;
  storeId: string;
  authorId: string | null;
  excerpt: string | null;
  rating: number | null;
  thumbnailKey: string | null;
  status: ModerationStatus;
  /** The ledger line that paid for the item, if it earned points. */
  pointsSourceKey: string | null;
}

const DECISION_VERBS: Record<ModerationDecision, string> = {
  hide: 'Hid',
  remove: 'Removed',
  restore: 'Restored',
};

/** Moderation of what people write: members flag a review, tip or photo (once each, never their
 * own); moderators hide, remove or restore it with a reason its author reads. A hidden or removed
 * item leaves every public read (and a review the store's stats); a removed one's points are taken
 * back. Every step of a decision sets absolute state, so a retried or repeated decision changes
 * nothing more, and only a decision that changed the case reaches the audit trail. */
@Injectable()
export class ModerationUseCases {
  constructor(
    private readonly moderation: ModerationRepository,
    private readonly reviews: ReviewsRepository,
    private readonly reviewsUseCases: ReviewsUseCases,
    private readonly tips: TipsRepository,
    private readonly photos: PhotosRepository,
    private readonly photosUseCases: PhotosUseCases,
    private readonly points: PointsUseCases,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async flag(command: FlagContentCommand, meta: Partial<RequestMeta>): Promise<FlagContentResult> {
    const user = requireUser(meta.userId);
    if (!isModeratedItemType(command.itemType))
      throw rpcError('BAD_USER_INPUT', MODERATION_MESSAGES.unknownType);
    const type = command.itemType;
    const { value, errors } = validateFlag(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const item = await this.facts(type, command.itemId);
    if (!item) throw rpcError('NOT_FOUND', MODERATION_MESSAGES.notFound(type));
    if (item.authorId === user) throw rpcError('FORBIDDEN', MODERATION_MESSAGES.ownItem(type));
    if (item.status !== 'visible')
      throw rpcError('BAD_USER_INPUT', MODERATION_MESSAGES.alreadyDecided(type));

    const now = new Date();
    const id = caseIdOf(type, item.id);
    // The case first: a flag counted must always have a case to count on.
    await this.moderation.ensureCase({
      _id: id,
      itemType: type,
      itemId: item.id,
      storeId: item.storeId,
      storeName: await this.storeName(item.storeId),
      authorId: item.authorId,
      excerpt: item.excerpt,
      rating: item.rating,
      thumbnailKey: item.thumbnailKey,
      status: 'visible',
      reason: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const added = await this.moderation.addFlag({
      _id: `${id}:${user}`,
      itemType: type,
      itemId: item.id,
      userId: user,
      reason: value.reason,
      note: value.note,
      createdAt: now,
    });
    if (!added) throw rpcError('CONFLICT', MODERATION_MESSAGES.alreadyFlagged(type));
    await this.moderation.countFlag(id, now);
    return { flagged: true, message: MODERATION_MESSAGES.flagged };
  }

  /** The back-office queue: open cases (flagged, undecided) first, most flagged first. */
  async queue(
    query: ModerationQueueQuery,
    meta: Partial<RequestMeta>,
  ): Promise<Page<ModerationCaseView>> {
    requireModerator(meta.roles, meta.userId);
    const { items, total } = await this.moderation.page(query.status, query.limit, query.offset);
    const views = await Promise.all(
      items.map(async (c) => toCaseView(c, await this.moderation.flagsOf(c.itemType, c.itemId))),
    );
    return { items: views, total };
  }

  async decide(
    command: ModerateContentCommand,
    meta: Partial<RequestMeta>,
  ): Promise<ModerationCaseView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    if (!isModeratedItemType(command.itemType))
      throw rpcError('BAD_USER_INPUT', MODERATION_MESSAGES.unknownType);
    const type = command.itemType;
    const { value, errors } = validateDecision(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const item = await this.facts(type, command.itemId);
    if (!item) throw rpcError('NOT_FOUND', MODERATION_MESSAGES.notFound(type));
    // Restoring one's own hidden review (or hiding a rival's flag on it) is not a moderator's call.
    if (item.authorId === moderator)
      throw rpcError('FORBIDDEN', MODERATION_MESSAGES.ownDecision(type));

    const status = statusAfter(value.decision);
    const decidedAt = new Date();
    const id = caseIdOf(type, item.id);
    await this.moderation.ensureCase({
      _id: id,
      itemType: type,
      itemId: item.id,
      storeId: item.storeId,
      storeName: await this.storeName(item.storeId),
      authorId: item.authorId,
      excerpt: item.excerpt,
      rating: item.rating,
      thumbnailKey: item.thumbnailKey,
      status: item.status,
      reason: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: decidedAt,
      updatedAt: decidedAt,
    });

    // The case records the decision once: the same decision again (a double click, a retry) finds
    // the case already there and records nothing, unless new flags reopened it.
    let decided: { case: ModerationCaseDocument; before: ModerationStatus } | null = null;
    let current: ModerationCaseDocument | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      current = await this.moderation.findCase(id);
      if (!current) break;
      const unchanged =
        current.status === status && !current.open && (current.reason ?? null) === value.reason;
      if (unchanged) break;
      const updated = await this.moderation.decide(current, {
        decision: value.decision,
        status,
        reason: value.reason,
        decidedBy: moderator,
        decidedAt,
      });
      if (updated) {
        decided = { case: updated, before: current.status };
        current = updated;
        break;
      }
    }
    if (!current) throw rpcError('NOT_FOUND', MODERATION_MESSAGES.notFound(type));

    // The item, the points and the stats follow the case's status; each step is absolute state, so
    // running them again after an interruption finishes the decision without doing anything twice.
    const state: ModerationState = {
      status: current.status,
      reason: current.reason,
      decidedAt: current.decidedAt ?? decidedAt,
    };
    await this.apply(type, item.id, state);
    if (item.pointsSourceKey) {
      if (await this.earnsPoints(type, item)) await this.points.reinstate(item.pointsSourceKey);
      else await this.points.revoke(item.pointsSourceKey);
    }
    if (type === 'review') await this.reviewsUseCases.recomputeStats(item.storeId);

    if (decided) {
      await publishModerationDecision(this.bus, {
        moderatorId: moderator,
        targetType: type,
        targetId: item.id,
        summary: `${DECISION_VERBS[value.decision]} a ${type} on ${current.storeName ?? current.storeId}${
          value.reason ? `: ${value.reason}` : ''
        }`,
        before: decided.before,
        after: status,
        decidedAt,
      });
      // Its author hears of it by e-mail, from identity (which has the address and the account's
      // language); a restore is news only for an item that was down.
      if (item.authorId && (value.decision !== 'restore' || decided.before !== 'visible'))
        await this.bus.publish(
          ModerationEvents.decided,
          {
            authorId: item.authorId,
            itemType: type,
            decision: value.decision,
            reason: value.reason,
            storeName: current.storeName ?? null,
          },
          { eventId: `moderation-decided:${id}:${decidedAt.toISOString()}` },
        );
    }
    return toCaseView(current, await this.moderation.flagsOf(type, item.id));
  }

  /** The asking member's items a moderator took down, with the reason they read. */
  async mine(meta: Partial<RequestMeta>, limit = 50): Promise<MyModeratedItemView[]> {
    const user = requireUser(meta.userId);
    return (await this.moderation.takenDownOf(user, limit)).map((c) => {
      const notice = moderationNotice(c.status, c.reason) ?? '';
      const messageRefs = fieldMessageRefs({ notice });
      return {
        itemType: c.itemType,
        itemId: c.itemId,
        storeId: c.storeId,
        storeName: c.storeName,
        excerpt: c.excerpt,
        status: c.status,
        reason: c.reason,
        notice,
        ...(messageRefs && { messageRefs }),
        decidedAt: c.decidedAt ? new Date(c.decidedAt).toISOString() : null,
      };
    });
  }

  async forgetUser(userId: string): Promise<void> {
    await this.moderation.forgetUser(userId);
  }

  private async facts(type: ModeratedItemType, id: string): Promise<ItemFacts | null> {
    if (type === 'review') {
      const review = await this.reviews.findById(id);
      if (!review) return null;
      return {
        id: review._id,
        storeId: review.storeId,
        authorId: review.userId,
        excerpt: review.reviewText,
        rating: review.rating,
        thumbnailKey: null,
        status: review.moderation?.status ?? 'visible',
        // One review award per person and store (see ReviewsUseCases.create).
        pointsSourceKey: review.userId ? `review:${review.userId}:${review.storeId}` : null,
      };
    }
    if (type === 'tip') {
      const tip = await this.tips.findById(id);
      if (!tip) return null;
      return {
        id: tip._id,
        storeId: tip.storeId,
        authorId: tip.userId,
        excerpt: tip.commentText,
        rating: null,
        thumbnailKey: null,
        status: tip.moderation?.status ?? 'visible',
        // Tips earn no points.
        pointsSourceKey: null,
      };
    }
    const photo = await this.photos.findById(id);
    if (!photo) return null;
    return {
      id: photo._id,
      storeId: photo.storeId,
      authorId: photo.userId,
      excerpt: photo.fileName,
      rating: null,
      thumbnailKey: photo.thumbnailKey,
      status: photo.moderation?.status ?? 'visible',
      pointsSourceKey: photo.userId ? `store_photo:${photo._id}` : null,
    };
  }

  /** Whether the ledger line behind the item should count, read after the item's new state is
   * stored: a photo's while it is not removed; a review's (one award per author and store) while the
   * author has a review of that store that is not removed. */
  private async earnsPoints(type: ModeratedItemType, item: ItemFacts): Promise<boolean> {
    if (type === 'review' && item.authorId)
      return this.reviews.hasStandingReview(item.authorId, item.storeId);
    const current = await this.facts(type, item.id);
    return current?.status !== 'removed';
  }

  private async apply(type: ModeratedItemType, id: string, state: ModerationState): Promise<void> {
    if (type === 'review') await this.reviews.setModeration(id, state);
    else if (type === 'tip') await this.tips.setModeration(id, state);
    else await this.photosUseCases.setModeration(id, state);
  }

  /** For the back-office line; a case is never lost for want of a name. */
  private async storeName(storeId: string): Promise<string | null> {
    try {
      return (await this.bus.request(SearchMessages.byId, { id: storeId }))?.Store_Name ?? null;
    } catch {
      return null;
    }
  }
}

function iso(date: Date | null): string | null {
  return date ? new Date(date).toISOString() : null;
}

function toCaseView(c: ModerationCaseDocument, flags: ContentFlagDocument[]): ModerationCaseView {
  return {
    id: c._id,
    itemType: c.itemType,
    itemId: c.itemId,
    storeId: c.storeId,
    storeName: c.storeName ?? null,
    authorId: c.authorId ?? null,
    excerpt: c.excerpt ?? null,
    rating: c.rating ?? null,
    thumbnailKey: c.thumbnailKey ?? null,
    status: c.status,
    open: c.open,
    flagCount: c.flagCount,
    flags: flags.map((f) => ({
      reason: f.reason,
      reasonLabel: flagReasonLabel(f.reason),
      note: f.note ?? null,
      createdAt: new Date(f.createdAt).toISOString(),
    })),
    reason: c.reason ?? null,
    decidedBy: c.decidedBy ?? null,
    decidedAt: iso(c.decidedAt),
    lastFlaggedAt: iso(c.lastFlaggedAt),
    history: (c.history ?? []).map((step) => ({
      decision: step.decision,
      status: step.status,
      reason: step.reason ?? null,
      decidedBy: step.decidedBy,
      decidedAt: new Date(step.decidedAt).toISOString(),
    })),
  };
}
