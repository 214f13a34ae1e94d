import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { Schema } from 'mongoose';
import {
  type CommunityAnalyticsDayDocument,
  communityAnalyticsDaySchema,
} from './community-analytics-day.schema';

/** community_page_view_events: the ids of the page-view events already counted, with their UTC day,
 * so a redelivered or replayed event is not counted twice. Ids and days only; pruned after a week. */
interface CountedEventDocument {
  _id: string;
  date: string;
}
const countedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
  },
  { versionKey: false },
);

export type CountedFact = 'storeClicks' | 'reviews' | 'photos' | 'contributions';

/** Daily usage counters, written with upserts and $inc only (no transactions: FerretDB has none). */
@Injectable()
export class CommunityAnalyticsRepository {
  private readonly days: DocumentCollection<CommunityAnalyticsDayDocument>;
  private readonly countedPageViews: DocumentCollection<CountedEventDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.days = documents.collection<CommunityAnalyticsDayDocument>(
      'community_analytics_days',
      communityAnalyticsDaySchema,
    );
    this.countedPageViews = documents.collection<CountedEventDocument>(
      'community_page_view_events',
      countedEventSchema,
    );
  }

  async count(date: string, fact: CountedFact): Promise<void> {
    await this.increment(date, { [fact]: 1 });
  }

  /** Counts a page-view event once: false when its id was counted before (a redelivery, a replay). */
  async countPageViewOnce(eventId: string, date: string, route: string): Promise<boolean> {
    try {
      await this.countedPageViews.insert({ _id: eventId, date });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
    try {
      await this.increment(date, { pageViews: 1, [`pageViewsByRoute.${route}`]: 1 });
      return true;
    } catch (error) {
      // Not counted: forget the id, so the event's next delivery counts it.
      await this.countedPageViews.deleteOne({ _id: eventId }).catch(() => undefined);
      throw error;
    }
  }

  /** Forgets the ids of page views counted before `date` (a UTC day). */
  forgetPageViewsBefore(date: string): Promise<number> {
    return this.countedPageViews.deleteMany({ date: { $lt: date } });
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
