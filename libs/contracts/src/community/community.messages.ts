import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { StoreHit } from '@snap/domain';
import { defineMessage, defineQuery } from '../lib/definitions';

export class FavoriteCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;
}

export class MyFavoritesQuery {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  reason?: string;
}

/** The acting user always comes from the request meta (the verified token), never from the payload. */
export const CommunityMessages = {
  addFavorite: defineMessage<FavoriteCommand, { favorited: boolean }>(
    'community.favorites.add.v1',
    FavoriteCommand,
  ),
  removeFavorite: defineMessage<FavoriteCommand, { favorited: boolean }>(
    'community.favorites.remove.v1',
    FavoriteCommand,
  ),
  myFavorites: defineQuery<MyFavoritesQuery, StoreHit[]>(
    'community.favorites.list.v1',
    MyFavoritesQuery,
  ),
} as const;
