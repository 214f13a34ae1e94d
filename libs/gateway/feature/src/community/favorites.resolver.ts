import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CommunityMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { Store, toStoreModel } from '../search/store.model';

/** Favorites: signed-in users only ('User not authenticated' otherwise). */
@Resolver()
@UseGuards(SignedInGuard)
export class FavoritesResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [Store], { description: "The signed-in user's saved stores, newest first" })
  async myFavorites(@RequestContext() meta: Partial<RequestMeta>): Promise<Store[]> {
    return (await viaBus(() => this.bus.request(CommunityMessages.myFavorites, {}, { meta }))).map(
      toStoreModel,
    );
  }

  @Mutation(() => Boolean)
  async addFavorite(
    @Args('storeId', { type: () => ID }) storeId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() => this.bus.request(CommunityMessages.addFavorite, { storeId }, { meta }))
    ).favorited;
  }

  @Mutation(() => Boolean, { description: 'False once removed' })
  async removeFavorite(
    @Args('storeId', { type: () => ID }) storeId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() => this.bus.request(CommunityMessages.removeFavorite, { storeId }, { meta }))
    ).favorited;
  }
}
