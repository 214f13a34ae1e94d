import { Controller } from '@nestjs/common';
import { AnalyticsMessages, AnalyticsPeriodQuery, type RequestMeta } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { SearchAnalyticsUseCases } from './search-analytics.usecases';

@Controller()
export class SearchAnalyticsHandler {
  constructor(private readonly analytics: SearchAnalyticsUseCases) {}

  @OnMessage(AnalyticsMessages.searchSummary)
  summary(query: AnalyticsPeriodQuery, meta: RequestMeta) {
    return this.analytics.summary(query.days, meta);
  }
}
