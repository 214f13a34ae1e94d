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
import { PhotosHandler } from './photos/photos.handler';
import { PhotosRepository } from './photos/photos.repository';
import { PhotosUseCases } from './photos/photos.usecases';

/** The community service: favorites now; reviews, tips, photos, points and reports next. */
@Module({
  controllers: [createPingHandler(PingMessages.community), FavoritesHandler, PointsHandler, PhotosHandler],
  providers: [FavoritesUseCases, PointsRepository, PointsUseCases, BadgesRepository, BadgesUseCases, PhotosRepository, PhotosUseCases],
  // Photos and other contributions award points through the ledger.
  exports: [PointsUseCases],
})
export class CommunityModule {}
