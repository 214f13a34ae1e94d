import { Inject, Injectable } from '@nestjs/common';
import type { ModeratedItemType, ModerationStatus } from '@snap/domain';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
  type SortSpec,
} from '@snap/platform-documents';
import {
  type ContentFlagDocument,
  contentFlagSchema,
  type ModerationCaseDocument,
  moderationCaseSchema,
  type ModerationStep,
} from './moderation-case.schema';

export function caseIdOf(itemType: ModeratedItemType, itemId: string): string {
  return `${itemType}:${itemId}`;
}

/** The moderation cases and the flags behind them. No transactions (FerretDB): a flag is inserted
 * first (its unique _id is the one-per-member rule), then counted on its case. */
@Injectable()
export class ModerationRepository {
  private readonly cases: DocumentCollection<ModerationCaseDocument>;
  private readonly flags: DocumentCollection<ContentFlagDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.cases = documents.collection<ModerationCaseDocument>(
      'content_moderation_cases',
      moderationCaseSchema,
    );
    this.flags = documents.collection<ContentFlagDocument>('content_flags', contentFlagSchema);
  }

  /** False when this member already flagged the item. */
  async addFlag(flag: ContentFlagDocument): Promise<boolean> {
    try {
      await this.flags.insert(flag);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  flagsOf(itemType: ModeratedItemType, itemId: string, limit = 20): Promise<ContentFlagDocument[]> {
    return this.flags.find({ itemType, itemId }, { sort: { createdAt: -1 }, limit });
  }

  /** Creates the item's case when it has none (what it looked like when first flagged). An insert,
   * not an upsert, so the schema fills every field on both adapters. */
  async ensureCase(
    fresh: Omit<ModerationCaseDocument, 'open' | 'flagCount' | 'lastFlaggedAt' | 'history'>,
  ): Promise<void> {
    try {
      await this.cases.insert({
        ...fresh,
        open: false,
        flagCount: 0,
        lastFlaggedAt: null,
        history: [],
      });
    } catch (error) {
      // Flagged before, or two first flags racing: the case exists, which is all this asks.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  /** Counts a new flag and puts the case back in front of moderators. */
  countFlag(id: string, at: Date): Promise<ModerationCaseDocument | null> {
    return this.cases.findOneAndUpdate(
      { _id: id },
      { $inc: { flagCount: 1 }, $set: { open: true, lastFlaggedAt: at, updatedAt: at } },
    );
  }

  findCase(id: string): Promise<ModerationCaseDocument | null> {
    return this.cases.findOne({ _id: id });
  }

  /** Records a decision unless the case moved since it was read (then null, and the caller re-reads). */
  decide(
    read: ModerationCaseDocument,
    step: ModerationStep,
  ): Promise<ModerationCaseDocument | null> {
    return this.cases.findOneAndUpdate(
      { _id: read._id, updatedAt: read.updatedAt },
      {
        $set: {
          status: step.status,
          open: false,
          reason: step.reason,
          decidedBy: step.decidedBy,
          decidedAt: step.decidedAt,
          updatedAt: step.decidedAt,
        },
        $push: { history: step },
      },
    );
  }

  async page(
    status: 'open' | ModerationStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ items: ModerationCaseDocument[]; total: number }> {
    const filter: Filter =
      status === 'open' ? { open: true } : status ? { status, open: false } : {};
    const sort: SortSpec =
      status === 'open' || !status
        ? { open: -1, flagCount: -1, lastFlaggedAt: -1 }
        : { updatedAt: -1 };
    const [items, total] = await Promise.all([
      this.cases.find(filter, { sort, skip: offset, limit }),
      this.cases.count(filter),
    ]);
    return { items, total };
  }

  /** The author's items currently taken down, newest decision first. */
  takenDownOf(authorId: string, limit: number): Promise<ModerationCaseDocument[]> {
    return this.cases.find(
      { authorId, status: { $in: ['hidden', 'removed'] } },
      { sort: { decidedAt: -1 }, limit },
    );
  }

  /** A deleted account: its flags go (the counts stay), its cases no longer point to it. */
  async forgetUser(userId: string): Promise<void> {
    await this.flags.deleteMany({ userId });
    await this.cases.updateMany({ authorId: userId }, { $set: { authorId: null } });
    await this.cases.updateMany({ decidedBy: userId }, { $set: { decidedBy: null } });
  }
}
