import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type BenefitNoticeRecord, benefitNoticeSchema } from './benefit-notice.schema';

// Newest first: the latest start, then the latest posted.
const NEWEST_FIRST = { startsOn: -1 as const, createdAt: -1 as const, _id: 1 as const };

@Injectable()
export class BenefitNoticesRepository {
  private readonly notices: DocumentCollection<BenefitNoticeRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.notices = documents.collection('benefit_notices', benefitNoticeSchema);
  }

  /** Every notice, newest first (the back-office). */
  all(): Promise<BenefitNoticeRecord[]> {
    return this.notices.find({}, { sort: NEWEST_FIRST });
  }

  /** The notices whose last day is `day` or later, newest first: the ones a page may still show
   * (the caller reads each state's own date). */
  notEndedBefore(day: string): Promise<BenefitNoticeRecord[]> {
    return this.notices.find({ endsOn: { $gte: day } }, { sort: NEWEST_FIRST });
  }

  findById(id: string): Promise<BenefitNoticeRecord | null> {
    return this.notices.findOne({ _id: id });
  }

  insert(notice: BenefitNoticeRecord): Promise<BenefitNoticeRecord> {
    return this.notices.insert(notice);
  }

  update(id: string, fields: Partial<BenefitNoticeRecord>): Promise<BenefitNoticeRecord | null> {
    return this.notices.findOneAndUpdate({ _id: id }, { $set: fields });
  }

  async delete(id: string): Promise<boolean> {
    return (await this.notices.deleteOne({ _id: id })) > 0;
  }
}
