import { Inject, Injectable } from '@nestjs/common';
import type { BusinessClaimView, ClaimBusinessCommand, RequestMeta } from '@snap/contracts';
import { businessRoleLabel, validateBusinessClaim } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireUser } from '../access/require-role';
import type { BusinessClaimDocument } from './business-claim.schema';
import { ClaimsRepository } from './claims.repository';
import { SubmissionQueue, toSubmissionView } from '../submissions/submission-queue';
import { SupportNotifier } from '../submissions/support-notifier';

/** Claim Your Business: signed-in users only, stored as 'new' for the back-office, announced to
 * support. A deleted account's claims stay for the moderators' record without pointing to it. */
@Injectable()
export class ClaimsUseCases extends SubmissionQueue<BusinessClaimDocument, BusinessClaimView> {
  constructor(
    claims: ClaimsRepository,
    support: SupportNotifier,
    @Inject(BUS_CLIENT) bus: BusClient,
  ) {
    super(claims, support, bus, { target: 'claim', notFound: 'Claim not found' });
  }

  async claim(
    command: ClaimBusinessCommand,
    meta: Partial<RequestMeta>,
  ): Promise<BusinessClaimView> {
    const userId = requireUser(meta.userId);
    const { value, errors } = validateBusinessClaim(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    return this.open(command.storeId, value, userId, (claim) => [
      `Business claim: ${claim.storeName}`,
      [
        ['Store', `${claim.storeName} (${claim.storeId})`],
        ['Role', businessRoleLabel(claim.businessRole)],
        ['Name', claim.ownerName],
        ['E-mail', claim.ownerEmail],
        ['Phone', claim.phone],
        ['Verification method', claim.verificationMethod],
        ['Additional information', claim.additionalInfo],
        ['Signed-in user', claim.userId],
        ['Claim id', claim._id],
      ],
    ]);
  }

  protected toView(claim: BusinessClaimDocument): BusinessClaimView {
    return {
      ...toSubmissionView(claim),
      businessRole: claim.businessRole,
      ownerName: claim.ownerName,
      ownerEmail: claim.ownerEmail,
      phone: claim.phone,
      verificationMethod: claim.verificationMethod,
      additionalInfo: claim.additionalInfo ?? null,
    };
  }
}
