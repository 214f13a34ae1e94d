import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-runtime';
import { FavoritesHandler } from './favorites/favorites.handler';
import { FavoritesUseCases } from './favorites/favorites.usecases';

/** The community service: favorites now; reviews, tips, photos, points and reports next. */
@Module({
  controllers: [createPingHandler(PingMessages.community), FavoritesHandler],
  providers: [FavoritesUseCases],
})
export class CommunityModule {}
