import { Inject } from '@nestjs/common';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { PhotoMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBus } from '../graphql/bus-errors';
import { StorePhoto, toStorePhotoModel } from './photos.models';

/** A store's community photos for its page's carousel (uploads go through POST /api/stores/:id/photos). */
@Resolver()
export class PhotosResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [StorePhoto], { description: "A store's community photos, newest first" })
  async storePhotos(
    @Args('storeId', { type: () => ID }) storeId: string,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ): Promise<StorePhoto[]> {
    return (await viaBus(() => this.bus.request(PhotoMessages.ofStore, { storeId, limit }))).map(
      toStorePhotoModel,
    );
  }
}
