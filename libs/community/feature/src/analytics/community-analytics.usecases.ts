import { Inject, Injectable } from '@nestjs/common';
import type { CommunityAnalyticsSummary, CountByKey, RequestMeta } from '@snap/contracts';
import { rpcError } from '@snap/platform-bus';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { periodDays, utcDay } from '@snap/domain';
import { CommunityAnalyticsRepository } from './community-analytics.repository';

/** What each points ledger type counts as on the dashboard; every other type is a contribution. */
const LEDGER_FACTS: Record<string, 'reviews' | 'photos'> = {
  store_review: 'reviews',
  store_photo: 'photos',
};

/** Days the ids of counted page views are kept: more than the bus keeps its events. */
const COUNTED_IDS_KEPT_DAYS = 8;

/** Usage analytics of the community service: page views (reported by the gateway), store clicks,
 * reviews, photos and contributions per UTC day. Each is counted where the fact is first stored,
 * so a retried request is not counted twice; a counting failure never fails the user's action. */
@Injectable()
export class CommunityAnalyticsUseCases {
  /** The UTC day the old ids of counted page views were last pruned in this process. */
  private prunedOn?: string;

  constructor(
    private readonly analytics: CommunityAnalyticsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A store click stored for the first time. */
  storeClicked(at = new Date()): Promise<void> {
    return this.quietly('storeClicks', () => this.analytics.count(utcDay(at), 'storeClicks'));
  }

  /** A new line in the points ledger: a review, a photo or another contribution. */
  contributed(contributionType: string, at = new Date()): Promise<void> {
    const fact = LEDGER_FACTS[contributionType] ?? 'contributions';
    return this.quietly(fact, () => this.analytics.count(utcDay(at), fact));
  }

  /**
   * A page view reported by the gateway, counted once per event id. Ids are kept for a week, longer
   * than the bus keeps events (7 days), so a replay of every topic counts nothing again; a view
   * older than that was counted when it was new.
   */
  async pageViewed(eventId: string, route: string, at: Date, now = new Date()): Promise<void> {
    // The kept days end today: the first is the oldest whose ids are still there.
    const [oldestKept] = periodDays(COUNTED_IDS_KEPT_DAYS + 1, now);
    const day = utcDay(at);
    if (day < oldestKept) return;
    await this.analytics.countPageViewOnce(eventId, day, route);
    // Once a UTC day per process: what is older than the week needs no id any more.
    const today = utcDay(now);
    if (this.prunedOn !== today) {
      this.prunedOn = today;
      await this.quietly('pruning counted page views', () =>
        this.analytics.forgetPageViewsBefore(oldestKept).then(() => undefined),
      );
    }
  }

  async summary(
    days: number,
    meta: Partial<RequestMeta>,
    now = new Date(),
  ): Promise<CommunityAnalyticsSummary> {
    requireAdmin(meta);
    const period = periodDays(days, now);
    const buckets = new Map(
      (await this.analytics.since(period[0])).map((bucket) => [bucket.date, bucket]),
    );
    const routes = new Map<string, number>();
    for (const bucket of buckets.values())
      for (const [route, count] of Object.entries(bucket.pageViewsByRoute ?? {}))
        routes.set(route, (routes.get(route) ?? 0) + count);
    return {
      days: period.map((date) => {
        const bucket = buckets.get(date);
        return {
          date,
          pageViews: bucket?.pageViews ?? 0,
          storeClicks: bucket?.storeClicks ?? 0,
          reviews: bucket?.reviews ?? 0,
          photos: bucket?.photos ?? 0,
          contributions: bucket?.contributions ?? 0,
        };
      }),
      pageViewsByRoute: [...routes]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
        .map(([key, count]): CountByKey => ({ key, count })),
    };
  }

  private async quietly(fact: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn({ err: error, fact }, 'not counted in analytics');
    }
  }
}

/** The dashboard is for admins; the roles come from the verified token, checked again here. */
function requireAdmin(meta: Partial<RequestMeta>): void {
  if (!meta.userId) throw rpcError('UNAUTHENTICATED', 'User not authenticated');
  if (!(meta.roles ?? []).includes('admin'))
    throw rpcError('FORBIDDEN', 'You do not have permission to do this.');
}
