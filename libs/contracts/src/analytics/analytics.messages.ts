import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsIn, IsISO8601, Matches } from 'class-validator';
import { defineEvent, defineQuery } from '../lib/definitions';

/** The periods the back-office dashboard offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_MESSAGE = VALIDATION_MESSAGES.period;

/** The kinds of search the search service answers and counts (trending and look-ups by id are not searches). */
export const SEARCH_KINDS = ['nearby', 'zip', 'text', 'direct', 'category'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export class AnalyticsPeriodQuery {
  @IsIn(ANALYTICS_PERIODS, { message: ANALYTICS_PERIOD_MESSAGE })
  days!: AnalyticsPeriod;
}

/** A page view as the gateway reports it: the route's label only (never the path, user or address). */
export class PageViewedEvent {
  /** One of the web app's top-level routes ('/', '/search', '/:citySlug', …) or 'other'. */
  @Matches(/^(\/[a-zA-Z:-]*|other)$/, { message: VALIDATION_MESSAGES.route })
  route!: string;

  @IsISO8601()
  viewedAt!: string;
}

export interface CountByKey {
  key: string;
  count: number;
}

export interface SearchAnalyticsDay {
  /** UTC day, yyyy-mm-dd. */
  date: string;
  searches: number;
  zeroResults: number;
}

export interface SearchAnalyticsSummary {
  /** Oldest first, one entry per UTC day of the period, today last. */
  days: SearchAnalyticsDay[];
  byKind: Array<{ kind: string; searches: number; zeroResults: number }>;
  /** Normalised query texts, most searched first (capped). */
  topQueries: Array<{ query: string; searches: number }>;
  /** Active stores in the catalog when last counted (see catalogCountedAt). */
  activeStores: number;
  storesByState: CountByKey[];
  storesByType: CountByKey[];
  /** When the catalog figures were counted (ISO time); null while the first count is running. */
  catalogCountedAt: string | null;
}

export interface CommunityAnalyticsDay {
  date: string;
  pageViews: number;
  storeClicks: number;
  reviews: number;
  photos: number;
  contributions: number;
}

export interface CommunityAnalyticsSummary {
  days: CommunityAnalyticsDay[];
  /** Page views of the period per route label, most viewed first. */
  pageViewsByRoute: CountByKey[];
}

export const AnalyticsMessages = {
  /** Admins only: searches of the period and the catalog by state and type. */
  searchSummary: defineQuery<AnalyticsPeriodQuery, SearchAnalyticsSummary>(
    'search.analytics.summary.v1',
    AnalyticsPeriodQuery,
  ),
  /** Admins only: page views, store clicks, reviews, photos and contributions per day. */
  communitySummary: defineQuery<AnalyticsPeriodQuery, CommunityAnalyticsSummary>(
    'community.analytics.summary.v1',
    AnalyticsPeriodQuery,
  ),
} as const;

export const AnalyticsEvents = {
  pageViewed: defineEvent('gateway.analytics.page-viewed.v1', PageViewedEvent),
} as const;
