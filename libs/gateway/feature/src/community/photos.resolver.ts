import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PhotoMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import {
  MyPendingPhotos,
  StorePhoto,
  toPhotoFailureModel,
  toStorePhotoModel,
} from './photos.models';

/** A store's community photos for its page's carousel (uploads go through POST /api/stores/:id/photos). */
@Resolver()
export class PhotosResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [StorePhoto], {
    description: "A store's community photos, newest first (ready ones)",
  })
  async storePhotos(
    @Args('storeId', { type: () => ID }) storeId: string,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ): Promise<StorePhoto[]> {
    return (await viaBus(() => this.bus.request(PhotoMessages.ofStore, { storeId, limit }))).map(
      toStorePhotoModel,
    );
  }

  @Query(() => MyPendingPhotos, {
    description:
      "The signed-in member's photos of this store still processing, and notices of those that could not be",
  })
  @UseGuards(SignedInGuard)
  async myPendingPhotos(
    @Args('storeId', { type: () => ID }) storeId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<MyPendingPhotos> {
    const pending = await viaBus(() =>
      this.bus.request(PhotoMessages.myPending, { storeId }, { meta }),
    );
    return {
      processing: pending.processing.map(toStorePhotoModel),
      failed: pending.failed.map(toPhotoFailureModel),
    };
  }

  @Mutation(() => Boolean, {
    description: 'Removes the notice of a photo that could not be processed (its author only)',
  })
  @UseGuards(SignedInGuard)
  async dismissPhotoFailure(
    @Args('id', { type: () => ID }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (await viaBus(() => this.bus.request(PhotoMessages.dismissFailure, { id }, { meta })))
      .dismissed;
  }
}
