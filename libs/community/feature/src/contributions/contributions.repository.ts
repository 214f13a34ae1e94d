import { Inject, Injectable } from '@nestjs/common';
import type { ContributionStatus } from '@snap/contracts';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import {
  type StoreContributionDocument,
  storeContributionSchema,
} from './store-contribution.schema';

@Injectable()
export class ContributionsRepository {
  private readonly contributions: DocumentCollection<StoreContributionDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.contributions = documents.collection<StoreContributionDocument>(
      'store_contributions',
      storeContributionSchema,
    );
  }

  insert(
    contribution: Omit<
      StoreContributionDocument,
      '_id' | 'createdAt' | 'status' | 'reviewedAt' | 'reviewedBy'
    >,
  ): Promise<StoreContributionDocument> {
    return this.contributions.insert({
      ...contribution,
      status: 'pending',
      reviewedAt: null,
      reviewedBy: null,
    });
  }

  findById(id: string): Promise<StoreContributionDocument | null> {
    return this.contributions.findOne({ _id: id });
  }

  pending(limit: number): Promise<StoreContributionDocument[]> {
    return this.contributions.find({ status: 'pending' }, { sort: { createdAt: 1 }, limit });
  }

  /** Moves a pending contribution to its decision; null when it was no longer pending (decided already). */
  decide(
    id: string,
    status: Exclude<ContributionStatus, 'pending'>,
    by: string,
    at: Date,
  ): Promise<StoreContributionDocument | null> {
    return this.contributions.findOneAndUpdate(
      { _id: id, status: 'pending' },
      { $set: { status, reviewedBy: by, reviewedAt: at } },
    );
  }

  async anonymizeUser(userId: string): Promise<number> {
    return (await this.contributions.updateMany({ userId }, { $set: { userId: null } })).modified;
  }
}
