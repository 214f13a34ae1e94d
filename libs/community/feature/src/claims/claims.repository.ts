import { Inject, Injectable } from '@nestjs/common';
import type { SubmissionStatus } from '@snap/domain';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@snap/platform-documents';
import { forgetSubmitter, type StatusChange } from '../reports/submission-status';
import { type BusinessClaimDocument, businessClaimSchema } from './business-claim.schema';

@Injectable()
export class ClaimsRepository {
  private readonly claims: DocumentCollection<BusinessClaimDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.claims = documents.collection<BusinessClaimDocument>('business_claims', businessClaimSchema);
  }

  add(claim: BusinessClaimDocument): Promise<BusinessClaimDocument> {
    return this.claims.insert(claim);
  }

  async page(status: SubmissionStatus | undefined, limit: number, offset: number): Promise<{ items: BusinessClaimDocument[]; total: number }> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([this.claims.find(filter, { sort: { createdAt: -1 }, skip: offset, limit }), this.claims.count(filter)]);
    return { items, total };
  }

  /** Moves a claim to a status and records who did; setting the status it already has changes nothing. */
  async setStatus(id: string, change: StatusChange): Promise<BusinessClaimDocument | null> {
    const moved = await this.claims.findOneAndUpdate(
      { _id: id, status: { $ne: change.status } },
      { $set: { status: change.status, updatedAt: change.changedAt }, $push: { history: change } },
    );
    return moved ?? this.claims.findOne({ _id: id });
  }

  /** A deleted account's claims stay for the moderators' record, without its user id; the owner
   * contact fields stay, being the business's contact. */
  anonymizeUser(userId: string): Promise<number> {
    return forgetSubmitter(this.claims, userId);
  }
}
