import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
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

/** The operator's clean-up after a load test: everything the load-test members wrote. */
export class RemoveTestDataCommand {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  userIds!: string[];
}

export interface RemovedTestData {
  reviews: number;
  favorites: number;
  photos: number;
  points: number;
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
  removeTestData: defineMessage<RemoveTestDataCommand, RemovedTestData>(
    'community.operator.test-data.remove.v1',
    RemoveTestDataCommand,
  ),
} as const;
