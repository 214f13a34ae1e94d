import { Controller } from '@nestjs/common';
import {
  AnalyticsEvents,
  AnalyticsMessages,
  AnalyticsPeriodQuery,
  type EventEnvelope,
  PageViewedEvent,
  type RequestMeta,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { CommunityAnalyticsUseCases } from './community-analytics.usecases';

@Controller()
export class CommunityAnalyticsHandler {
  constructor(private readonly analytics: CommunityAnalyticsUseCases) {}

  @OnEvent(AnalyticsEvents.pageViewed)
  pageViewed(event: PageViewedEvent, envelope: EventEnvelope<PageViewedEvent>) {
    return this.analytics.pageViewed(envelope.id, event.route, new Date(event.viewedAt));
  }

  @OnMessage(AnalyticsMessages.communitySummary)
  summary(query: AnalyticsPeriodQuery, meta: RequestMeta) {
    return this.analytics.summary(query.days, meta);
  }
}
