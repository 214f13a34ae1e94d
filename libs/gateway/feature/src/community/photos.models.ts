import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { StorePhotoView } from '@snap/contracts';

/** Where the gateway serves the photo bucket (immutable files, cached for a year). */
export const PHOTO_ROUTE = '/api/photos';

@ObjectType({
  description: 'A community photo of a store: full size, 120x80 thumbnail and 1200x400 hero',
})
export class StorePhoto {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  storeId!: string;

  @Field()
  url!: string;

  @Field({ description: '120x80, for the carousel strip' })
  thumbnailUrl!: string;

  @Field({ description: '1200x400, for the store page hero' })
  heroUrl!: string;

  @Field()
  contentType!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field()
  createdAt!: string;
}

export function toStorePhotoModel(photo: StorePhotoView): StorePhoto {
  return {
    id: photo.id,
    storeId: photo.storeId,
    url: `${PHOTO_ROUTE}/${photo.key}`,
    thumbnailUrl: `${PHOTO_ROUTE}/${photo.thumbnailKey}`,
    heroUrl: `${PHOTO_ROUTE}/${photo.heroKey}`,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt,
  };
}
