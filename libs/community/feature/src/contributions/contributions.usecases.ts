import { Inject, Injectable } from '@nestjs/common';
import {
  ContributionEvents,
  type ContributionView,
  type RequestMeta,
  SearchMessages,
  type SubmittedContribution,
  type WeeklyHoursPayload,
} from '@snap/contracts';
import {
  CONTRIBUTION_MESSAGES,
  STORE_NOT_FOUND_MESSAGE,
  type StoreHit,
  validatePhone,
  validateWeeklyHours,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireModerator, requireUser } from '../access/require-role';
import { PointsUseCases } from '../points/points.usecases';
import { ContributionsRepository } from './contributions.repository';
import { publishModerationDecision } from '../submissions/moderation-audit';
import type { StoreContributionDocument } from './store-contribution.schema';

/** Phone numbers and weekly hours people add: stored pending moderation, paid at submission (15 and 20
 * points, product rule "Contributions"), and shown on the store for everyone once a moderator approves them. */
@Injectable()
export class ContributionsUseCases {
  constructor(
    private readonly contributions: ContributionsRepository,
    private readonly points: PointsUseCases,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async addPhone(
    userId: string | undefined,
    storeId: string,
    phone: string,
  ): Promise<SubmittedContribution> {
    const user = requireUser(userId);
    const { value, errors } = validatePhone(phone);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const store = await this.requireStore(storeId);
    return this.submit(
      user,
      store,
      { kind: 'phone', phone: value, weeklyHours: null },
      'contact_info',
      `Added a phone number for ${store.Store_Name}`,
    );
  }

  async addHours(
    userId: string | undefined,
    storeId: string,
    hours: WeeklyHoursPayload,
  ): Promise<SubmittedContribution> {
    const user = requireUser(userId);
    const { value, errors } = validateWeeklyHours(hours);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const store = await this.requireStore(storeId);
    return this.submit(
      user,
      store,
      { kind: 'hours', phone: null, weeklyHours: value },
      'store_hours',
      `Added store hours for ${store.Store_Name}`,
    );
  }

  /** The moderation queue, oldest first. */
  async pending(meta: Partial<RequestMeta>, limit = 50): Promise<ContributionView[]> {
    requireModerator(meta.roles, meta.userId);
    return this.withStores(await this.contributions.pending(limit));
  }

  /** Approves a pending contribution: search updates the store for everyone, and it counts as verified.
   * Approving again answers with the contribution as it stands. */
  async approve(
    meta: Partial<RequestMeta>,
    contributionId: string,
    now = new Date(),
  ): Promise<ContributionView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    // Approving pays verified points and publishes to everyone: never one's own (who wrote it never
    // changes, except to nobody once their account is deleted).
    const existing = await this.contributions.findById(contributionId);
    if (existing && existing.userId === moderator)
      throw rpcError('FORBIDDEN', CONTRIBUTION_MESSAGES.ownContribution);
    const decided = await this.contributions.decide(contributionId, 'approved', moderator, now);
    const contribution = decided ?? (await this.alreadyDecided(contributionId, 'approved'));
    await this.bus.publish(
      ContributionEvents.approved,
      {
        contributionId: contribution._id,
        storeId: contribution.storeId,
        kind: contribution.kind,
        ...(contribution.phone ? { phone: contribution.phone } : {}),
        ...(contribution.weeklyHours ? { weeklyHours: contribution.weeklyHours } : {}),
        approvedAt: (contribution.reviewedAt ?? now).toISOString(),
      },
      // The same approval published again (a retry) is the same event downstream.
      { eventId: `contribution-approved:${contribution._id}` },
    );
    await this.points.markVerified(contribution.pointsSourceKey);
    const [view] = await this.withStores([contribution]);
    if (decided) await this.audit(moderator, view, 'approved', now);
    return view;
  }

  async reject(
    meta: Partial<RequestMeta>,
    contributionId: string,
    now = new Date(),
  ): Promise<ContributionView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    const decided = await this.contributions.decide(contributionId, 'rejected', moderator, now);
    const [view] = await this.withStores([
      decided ?? (await this.alreadyDecided(contributionId, 'rejected')),
    ]);
    if (decided) await this.audit(moderator, view, 'rejected', now);
    return view;
  }

  private audit(
    moderatorId: string,
    view: ContributionView,
    decision: 'approved' | 'rejected',
    decidedAt: Date,
  ): Promise<void> {
    const summary = `${decision === 'approved' ? 'Approved' : 'Rejected'} a ${view.kind === 'phone' ? 'phone number' : 'hours'} contribution for ${view.store?.Store_Name ?? view.store_id}`;
    return publishModerationDecision(this.bus, {
      moderatorId,
      targetType: 'contribution',
      targetId: view.id,
      summary,
      before: 'pending',
      after: decision,
      decidedAt,
    });
  }

  async anonymizeUser(userId: string): Promise<number> {
    return this.contributions.anonymizeUser(userId);
  }

  private async submit(
    userId: string,
    store: StoreHit,
    data: Pick<StoreContributionDocument, 'kind' | 'phone' | 'weeklyHours'>,
    contributionType: 'contact_info' | 'store_hours',
    description: string,
  ): Promise<SubmittedContribution> {
    // Paid once per person, store and kind: a correction is stored for moderation but earns nothing more.
    const sourceKey = `contribution:${data.kind}:${userId}:${store.id}`;
    const contribution = await this.contributions.insert({
      userId,
      storeId: store.id,
      ...data,
      pointsSourceKey: sourceKey,
    });
    const award = await this.points.award({
      userId,
      storeId: store.id,
      contributionType,
      description,
      sourceKey,
    });
    return {
      contribution: toView(contribution, store),
      pointsEarned: award.pointsEarned,
      pointsAwarded: award.awarded,
    };
  }

  private async requireStore(storeId: string): Promise<StoreHit> {
    const store = await this.bus.request(SearchMessages.byId, { id: storeId });
    if (!store) throw rpcError('NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
    return store;
  }

  private async alreadyDecided(
    contributionId: string,
    wanted: 'approved' | 'rejected',
  ): Promise<StoreContributionDocument> {
    const existing = await this.contributions.findById(contributionId);
    if (!existing) throw rpcError('NOT_FOUND', CONTRIBUTION_MESSAGES.notFound);
    if (existing.status !== wanted)
      throw rpcError('CONFLICT', CONTRIBUTION_MESSAGES.alreadyReviewed);
    return existing;
  }

  private async withStores(
    contributions: StoreContributionDocument[],
  ): Promise<ContributionView[]> {
    if (contributions.length === 0) return [];
    const stores = new Map(
      (
        await this.bus.request(SearchMessages.byIds, {
          ids: [...new Set(contributions.map((c) => c.storeId))],
        })
      ).map((s) => [s.id, s]),
    );
    return contributions.map((c) => toView(c, stores.get(c.storeId)));
  }
}

function toView(c: StoreContributionDocument, store: StoreHit | undefined): ContributionView {
  return {
    id: c._id,
    store_id: c.storeId,
    user_id: c.userId,
    kind: c.kind,
    phone: c.phone,
    weekly_hours: c.weeklyHours,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    reviewed_at: c.reviewedAt ? c.reviewedAt.toISOString() : null,
    store: store
      ? { id: store.id, Store_Name: store.Store_Name, City: store.City, State: store.State }
      : null,
  };
}
