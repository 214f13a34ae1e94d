import { type DynamicModule, Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import { FavoritesHandler } from './favorites/favorites.handler';
import { FavoritesUseCases } from './favorites/favorites.usecases';
import { BadgesRepository } from './badges/badges.repository';
import { BadgesUseCases } from './badges/badges.usecases';
import { PointsHandler } from './points/points.handler';
import { PointsRepository } from './points/points.repository';
import { PointsUseCases } from './points/points.usecases';
import { ReviewsHandler } from './reviews/reviews.handler';
import { ReviewsRepository } from './reviews/reviews.repository';
import { ReviewsUseCases } from './reviews/reviews.usecases';
import { TipsHandler } from './tips/tips.handler';
import { TipsRepository } from './tips/tips.repository';
import { TipsUseCases } from './tips/tips.usecases';
import { ContributionsHandler } from './contributions/contributions.handler';
import { ContributionsRepository } from './contributions/contributions.repository';
import { ContributionsUseCases } from './contributions/contributions.usecases';
import { AccountConfirmedHandler } from './account/account-confirmed.handler';
import { AccountDeletionHandler } from './account/account-deletion.handler';
import { AccountStanding } from './account/account-standing';
import { PhotosHandler } from './photos/photos.handler';
import { PhotosRepository } from './photos/photos.repository';
import { PhotosUseCases } from './photos/photos.usecases';
import { PhotoProcessingUseCases } from './photos/photo-processing.usecases';
import { ReportsHandler } from './reports/reports.handler';
import { ReportsRepository } from './reports/reports.repository';
import { ReportsUseCases } from './reports/reports.usecases';
import { SupportNotifier } from './submissions/support-notifier';
import {
  COMMUNITY_OPTIONS,
  type CommunityOptions,
  DEFAULT_COMMUNITY_OPTIONS,
} from './community.options';
import { ClaimsHandler } from './claims/claims.handler';
import { ClaimsRepository } from './claims/claims.repository';
import { ClaimsUseCases } from './claims/claims.usecases';
import { ClicksHandler } from './clicks/clicks.handler';
import { CommunityAnalyticsHandler } from './analytics/community-analytics.handler';
import { CommunityAnalyticsRepository } from './analytics/community-analytics.repository';
import { CommunityAnalyticsUseCases } from './analytics/community-analytics.usecases';
import { StoreClicksRepository } from './clicks/store-clicks.repository';
import { StoreClicksUseCases } from './clicks/store-clicks.usecases';
import { ModerationHandler } from './moderation/moderation.handler';
import { ModerationRepository } from './moderation/moderation.repository';
import { ModerationUseCases } from './moderation/moderation.usecases';
import { EbtRefusalsHandler } from './refusal-reports/ebt-refusals.handler';
import { EbtRefusalsRepository } from './refusal-reports/ebt-refusals.repository';
import { EbtRefusalsUseCases } from './refusal-reports/ebt-refusals.usecases';

/** The community service: favorites now; reviews, tips, photos, points and reports next. */
@Module({
  controllers: [
    createPingHandler(PingMessages.community),
    FavoritesHandler,
    PointsHandler,
    ReviewsHandler,
    TipsHandler,
    ContributionsHandler,
    AccountDeletionHandler,
    AccountConfirmedHandler,
    PhotosHandler,
    ReportsHandler,
    ClaimsHandler,
    ClicksHandler,
    CommunityAnalyticsHandler,
    ModerationHandler,
    EbtRefusalsHandler,
  ],
  providers: [
    AccountStanding,
    FavoritesUseCases,
    CommunityAnalyticsRepository,
    CommunityAnalyticsUseCases,
    PointsRepository,
    PointsUseCases,
    BadgesRepository,
    BadgesUseCases,
    ReviewsRepository,
    ReviewsUseCases,
    TipsRepository,
    TipsUseCases,
    ContributionsRepository,
    ContributionsUseCases,
    PhotosRepository,
    PhotosUseCases,
    PhotoProcessingUseCases,
    ReportsRepository,
    ReportsUseCases,
    SupportNotifier,
    ClaimsRepository,
    ClaimsUseCases,
    StoreClicksRepository,
    StoreClicksUseCases,
    ModerationRepository,
    ModerationUseCases,
    EbtRefusalsRepository,
    EbtRefusalsUseCases,
    { provide: COMMUNITY_OPTIONS, useValue: DEFAULT_COMMUNITY_OPTIONS },
  ],
  // Photos and other contributions award points through the ledger.
  exports: [PointsUseCases],
})
export class CommunityModule {
  /** With the installation's configuration (the support address reports and claims are sent to). */
  static forRoot(options: CommunityOptions): DynamicModule {
    return {
      module: CommunityModule,
      providers: [{ provide: COMMUNITY_OPTIONS, useValue: options }],
    };
  }
}
