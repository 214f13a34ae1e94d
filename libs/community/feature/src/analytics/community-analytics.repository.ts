import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import {
  type CommunityAnalyticsDayDocument,
  communityAnalyticsDaySchema,
} from './community-analytics-day.schema';

export type CountedFact = 'storeClicks' | 'reviews' | 'photos' | 'contributions';

/** Daily usage counters, written with upserts and $inc only (no transactions: FerretDB has none). */
@Injectable()
export class CommunityAnalyticsRepository {
  private readonly days: DocumentCollection<CommunityAnalyticsDayDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.days = documents.collection<CommunityAnalyticsDayDocument>(
      'community_analytics_days',
      communityAnalyticsDaySchema,
    );
  }

  async count(date: string, fact: CountedFact): Promise<void> {
    await this.increment(date, { [fact]: 1 });
  }

  async countPageView(date: string, route: string): Promise<void> {
    await this.increment(date, { pageViews: 1, [`pageViewsByRoute.${route}`]: 1 });
  }

  /** The buckets from `from` (a UTC day) on; a small collection, one document per day. */
  since(from: string): Promise<CommunityAnalyticsDayDocument[]> {
    return this.days.find({ date: { $gte: from } }, { sort: { date: 1 } });
  }

  /** Two first counts of a day at once may both try to create its bucket: the one refused as a
   * duplicate then counts into the bucket the other made. */
  private async increment(date: string, inc: Record<string, number>): Promise<void> {
    try {
      await this.days.updateOne(
        { _id: date },
        { $inc: inc, $setOnInsert: { date } },
        { upsert: true },
      );
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.days.updateOne({ _id: date }, { $inc: inc });
    }
  }
}
