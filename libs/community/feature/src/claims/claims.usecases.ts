import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  type BusinessClaimView,
  type ClaimBusinessCommand,
  type Page,
  type RequestMeta,
  SearchMessages,
  type SetSubmissionStatusCommand,
  type SubmissionsQuery,
} from '@snap/contracts';
import { ACCOUNT_MESSAGES, businessRoleLabel, validateBusinessClaim } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import {
  openedSubmission,
  requireModerator,
  toStatusChangeView,
} from '../submissions/submission-status';
import { SupportNotifier } from '../submissions/support-notifier';
import { publishModerationDecision, statusBefore } from '../submissions/moderation-audit';
import type { BusinessClaimDocument } from './business-claim.schema';
import { ClaimsRepository } from './claims.repository';

/** Claim Your Business: signed-in users only, stored as 'new' for the back-office, announced to support. */
@Injectable()
export class ClaimsUseCases {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly support: SupportNotifier,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async claim(
    command: ClaimBusinessCommand,
    meta: Partial<RequestMeta>,
  ): Promise<BusinessClaimView> {
    if (!meta.userId) throw rpcError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notAuthenticated);
    const { value, errors } = validateBusinessClaim(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const store = await this.bus.request(SearchMessages.byId, { id: command.storeId });
    if (!store)
      throw rpcError(
        'NOT_FOUND',
        "The store you're looking for doesn't exist or may have been removed.",
      );
    const claim = await this.claims.add({
      _id: randomUUID(),
      storeId: store.id,
      storeName: store.Store_Name,
      ...value,
      ...openedSubmission(meta.userId),
    });
    await this.support.notify(`Business claim: ${claim.storeName}`, [
      ['Store', `${claim.storeName} (${claim.storeId})`],
      ['Role', businessRoleLabel(claim.businessRole)],
      ['Name', claim.ownerName],
      ['E-mail', claim.ownerEmail],
      ['Phone', claim.phone],
      ['Verification method', claim.verificationMethod],
      ['Additional information', claim.additionalInfo],
      ['Signed-in user', claim.userId],
      ['Claim id', claim._id],
    ]);
    return toClaimView(claim);
  }

  /** The back-office list, newest first. */
  async list(
    query: SubmissionsQuery,
    meta: Partial<RequestMeta>,
  ): Promise<Page<BusinessClaimView>> {
    requireModerator(meta.roles, meta.userId);
    const { items, total } = await this.claims.page(query.status, query.limit, query.offset);
    return { items: items.map(toClaimView), total };
  }

  async setStatus(
    command: SetSubmissionStatusCommand,
    meta: Partial<RequestMeta>,
  ): Promise<BusinessClaimView> {
    const moderator = requireModerator(meta.roles, meta.userId);
    const change = {
      status: command.status,
      changedBy: moderator,
      changedAt: new Date(),
      note: command.note?.trim() || null,
    };
    const claim = await this.claims.setStatus(command.id, change);
    if (!claim) throw rpcError('NOT_FOUND', 'Claim not found');
    const before = statusBefore(claim.history, change);
    if (before) {
      const summary = `Moved the claim on ${claim.storeName} from ${before} to ${change.status}`;
      await publishModerationDecision(this.bus, {
        moderatorId: moderator,
        targetType: 'claim',
        targetId: claim._id,
        summary,
        before,
        after: change.status,
        decidedAt: change.changedAt,
      });
    }
    return toClaimView(claim);
  }

  /** A deleted account's claims stay for the moderators' record without pointing to it. */
  async anonymizeUser(userId: string): Promise<number> {
    return this.claims.anonymizeUser(userId);
  }
}

function toClaimView(claim: BusinessClaimDocument): BusinessClaimView {
  return {
    id: claim._id,
    storeId: claim.storeId,
    storeName: claim.storeName,
    businessRole: claim.businessRole,
    ownerName: claim.ownerName,
    ownerEmail: claim.ownerEmail,
    phone: claim.phone,
    verificationMethod: claim.verificationMethod,
    additionalInfo: claim.additionalInfo ?? null,
    userId: claim.userId ?? null,
    status: claim.status,
    history: claim.history.map(toStatusChangeView),
    createdAt: new Date(claim.createdAt).toISOString(),
    updatedAt: new Date(claim.updatedAt).toISOString(),
  };
}
