import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import {
  type SearchAnalyticsDayDocument,
  searchAnalyticsDaySchema,
} from './search-analytics-day.schema';

/** Distinct query texts kept per day: enough for a top list, bounded however varied the searches. */
export const TOP_QUERIES_PER_DAY = 200;

export interface SearchFact {
  date: string;
  kind: string;
  zeroResults: boolean;
  /** Already normalised and checked by analyticsQueryText, or null. */
  query: string | null;
}

/** Searches of one day counted in memory, written at once (see SearchAnalyticsUseCases.flush). */
export interface SearchDayCounts {
  date: string;
  searchesByKind: Record<string, number>;
  zeroResultsByKind: Record<string, number>;
  /** Normalised query text → searches. */
  queries: Map<string, number>;
}

/** Daily search counters, written with upserts and $inc only (no transactions: FerretDB has none). */
@Injectable()
export class SearchAnalyticsRepository {
  private readonly days: DocumentCollection<SearchAnalyticsDayDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.days = documents.collection<SearchAnalyticsDayDocument>(
      'search_analytics_days',
      searchAnalyticsDaySchema,
    );
  }

  async record(fact: SearchFact): Promise<void> {
    await this.add({
      date: fact.date,
      searchesByKind: { [fact.kind]: 1 },
      zeroResultsByKind: fact.zeroResults ? { [fact.kind]: 1 } : {},
      queries: new Map(fact.query ? [[fact.query, 1]] : []),
    });
  }

  /** Adds a day's counts: one $inc on the day's bucket, then one per distinct query text. */
  async add(counts: SearchDayCounts): Promise<void> {
    const inc: Record<string, number> = {};
    let searches = 0;
    let zeroResults = 0;
    for (const [kind, count] of Object.entries(counts.searchesByKind)) {
      inc[`searchesByKind.${kind}`] = count;
      searches += count;
    }
    for (const [kind, count] of Object.entries(counts.zeroResultsByKind)) {
      inc[`zeroResultsByKind.${kind}`] = count;
      zeroResults += count;
    }
    if (searches === 0) return;
    inc['searches'] = searches;
    if (zeroResults > 0) inc['zeroResults'] = zeroResults;
    await this.upsertDay(counts.date, inc);
    for (const [query, count] of counts.queries) await this.countQuery(counts.date, query, count);
  }

  /** A query already in the day's list is counted; a new one only while the list is under the cap. */
  private async countQuery(date: string, query: string, count: number): Promise<void> {
    const field = `queries.q:${query}`;
    const known = await this.days.updateOne(
      { _id: date, [field]: { $exists: true } },
      { $inc: { [field]: count } },
    );
    if (known.matched > 0) return;
    // Two first searches of the same new text at once may both land here: the key then counts
    // twice towards the cap, which keeps the list bounded all the same.
    await this.days.updateOne(
      { _id: date, queryKeys: { $lt: TOP_QUERIES_PER_DAY } },
      { $inc: { [field]: count, queryKeys: 1 } },
    );
  }

  /** The buckets from `from` (a UTC day) on; a small collection, one document per day. */
  since(from: string): Promise<SearchAnalyticsDayDocument[]> {
    return this.days.find({ date: { $gte: from } }, { sort: { date: 1 } });
  }

  /** $inc on the day's bucket, creating it on the day's first count. Two first counts at once may both
   * try to create it: the one refused as a duplicate then counts into the bucket the other made. */
  private async upsertDay(date: string, inc: Record<string, number>): Promise<void> {
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
