import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { PhotoFailureView, StorePhotoView } from '@snap/contracts';
import { translatedMessage } from '../i18n/translated-field.middleware';

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

  @Field({
    description:
      "'processing' from the upload until its renditions exist (only its author sees it then), 'ready' after",
  })
  status!: string;

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

@ObjectType({
  description: 'A photo that could not be processed: removed with its points, told to its author',
})
export class PhotoFailure {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  storeId!: string;

  @Field({ description: "'{file name}: {error}'", middleware: [translatedMessage] })
  message!: string;

  @Field()
  createdAt!: string;
}

@ObjectType({
  description: "The signed-in member's photos of a store that the carousel does not show",
})
export class MyPendingPhotos {
  @Field(() => [StorePhoto], { description: 'Accepted, waiting for their renditions' })
  processing!: StorePhoto[];

  @Field(() => [PhotoFailure])
  failed!: PhotoFailure[];
}

export function toPhotoFailureModel(failure: PhotoFailureView): PhotoFailure {
  return { ...failure };
}

export function toStorePhotoModel(photo: StorePhotoView): StorePhoto {
  return {
    id: photo.id,
    storeId: photo.storeId,
    status: photo.status,
    url: `${PHOTO_ROUTE}/${photo.key}`,
    thumbnailUrl: `${PHOTO_ROUTE}/${photo.thumbnailKey}`,
    heroUrl: `${PHOTO_ROUTE}/${photo.heroKey}`,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt,
  };
}
