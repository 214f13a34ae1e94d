import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-runtime';
import { FavoritesHandler } from './favorites/favorites.handler';
import { FavoritesUseCases } from './favorites/favorites.usecases';
import { BadgesRepository } from './badges/badges.repository';
import { BadgesUseCases } from './badges/badges.usecases';
import { PointsHandler } from './points/points.handler';
import { PointsRepository } from './points/points.repository';
import { PointsUseCases } from './points/points.usecases';

/** The community service: favorites now; reviews, tips, photos, points and reports next. */
@Module({
  controllers: [createPingHandler(PingMessages.community), FavoritesHandler, PointsHandler],
  providers: [FavoritesUseCases, PointsRepository, PointsUseCases, BadgesRepository, BadgesUseCases],
  // Photos and other contributions award points through the ledger.
  exports: [PointsUseCases],
})
export class CommunityModule {}
