import { Controller } from '@nestjs/common';
import {
  CommunityMessages,
  FavoriteCommand,
  IdentityEvents,
  type RequestMeta,
  UserDeletedEvent,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { FavoritesUseCases } from './favorites.usecases';

@Controller()
export class FavoritesHandler {
  constructor(private readonly favorites: FavoritesUseCases) {}

  @OnMessage(CommunityMessages.addFavorite)
  async add(command: FavoriteCommand, meta: RequestMeta) {
    await this.favorites.add(meta.userId, command.storeId);
    return { favorited: true };
  }

  @OnMessage(CommunityMessages.removeFavorite)
  async remove(command: FavoriteCommand, meta: RequestMeta) {
    await this.favorites.remove(meta.userId, command.storeId);
    return { favorited: false };
  }

  @OnMessage(CommunityMessages.myFavorites)
  list(_query: object, meta: RequestMeta) {
    return this.favorites.list(meta.userId);
  }

  /** Idempotent: a redelivered event finds nothing left to delete. */
  @OnEvent(IdentityEvents.userDeleted)
  async userDeleted(event: UserDeletedEvent) {
    await this.favorites.forgetUser(event.userId);
  }
}
